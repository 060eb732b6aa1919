import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, described once: the server registers its route (validation, serialization,
 * OpenAPI) from it and the web client calls it with the same types.
 *
 * `path` is relative to `/api` and names path parameters as `{name}`, as the spec writes them.
 */
export interface Operation<
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
  NoContent extends boolean = boolean,
> {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Public calls need no session; every other call does. */
  public?: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The payload under `data` in a 200 response. */
  data: Data;
  /** The call may also answer 204 with no body (the client then resolves `undefined`). */
  mayAnswerNoContent?: NoContent;
}

export type ParamsOf<Op> =
  Op extends Operation<infer P, z.ZodObject | undefined, z.ZodType | undefined>
    ? P extends z.ZodObject
      ? z.input<P>
      : undefined
    : never;
export type QueryOf<Op> =
  Op extends Operation<z.ZodObject | undefined, infer Q, z.ZodType | undefined>
    ? Q extends z.ZodObject
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<Op> =
  Op extends Operation<z.ZodObject | undefined, z.ZodObject | undefined, infer B>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type DataOf<Op> =
  Op extends Operation<z.ZodObject | undefined, z.ZodObject | undefined, z.ZodType | undefined, infer D>
    ? z.output<D>
    : never;

/** Keeps the literal types of an operation while checking its shape. */
export function defineOperation<
  Params extends z.ZodObject | undefined = undefined,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
  NoContent extends boolean = false,
>(
  operation: Operation<Params, Query, Body, Data, NoContent>,
): Operation<Params, Query, Body, Data, NoContent> {
  return operation;
}

/** The names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].flatMap((match) => match.slice(1, 2));
}

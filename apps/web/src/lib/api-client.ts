import {
  pathParamNames,
  type BodyOf,
  type DataOf,
  type ErrorEnvelope,
  type FieldError,
  type Operation,
  type ParamsOf,
  type QueryOf,
} from '@parley/contract';
import type { z } from 'zod';

/** A failed call, as the server explained it (`{ error: { code, message, details } }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldError[];

  constructor(status: number, code: string, message: string, details: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Thrown before any request is sent when a required input is missing (spec §5, §8). */
export class RequiredParameterError extends Error {
  constructor(name: string, operationId: string) {
    super(`Required parameter ${name} was null or undefined when calling ${operationId}.`);
    this.name = 'RequiredParameterError';
  }
}

export type CallInput<Op extends Operation> = {
  signal?: AbortSignal;
} & (ParamsOf<Op> extends undefined ? { params?: undefined } : { params: ParamsOf<Op> }) &
  (QueryOf<Op> extends undefined ? { query?: undefined } : { query?: QueryOf<Op> }) &
  (BodyOf<Op> extends undefined ? { body?: undefined } : { body: BodyOf<Op> });

/** 204 answers resolve `undefined`, but only for operations that may answer without content. */
export type CallResult<Op extends Operation> =
  NonNullable<Op['mayAnswerNoContent']> extends true ? DataOf<Op> | undefined : DataOf<Op>;

interface ClientSettings {
  /** Sent as a bearer token when set (spec §6); the session cookie is sent either way. */
  accessToken: string | undefined;
  /** Called after any 401 answer, so the session can be ended in one place. */
  onUnauthorized: ((error: ApiError) => void) | undefined;
}

const settings: ClientSettings = { accessToken: undefined, onUnauthorized: undefined };

export function configureApiClient(changes: Partial<ClientSettings>): void {
  Object.assign(settings, changes);
}

const NETWORK_ERROR_MESSAGE = 'Parley could not be reached. Check your connection and try again.';

/** Calls one contract operation and resolves its `data`. */
export async function callOperation<Op extends Operation>(
  operation: Op,
  input: CallInput<Op>,
): Promise<CallResult<Op>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const url = `/api${fillPath(operation, params)}${queryString(operation, query)}`;
  const bodySchema = operation.body;
  const hasBody = bodySchema !== undefined;
  if (hasBody && isMissing(body) && !bodySchema.safeParse(undefined).success) {
    throw new RequiredParameterError('body', operation.operationId);
  }

  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody && body !== undefined) headers['content-type'] = 'application/json';
  if (settings.accessToken !== undefined) headers.authorization = `Bearer ${settings.accessToken}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers,
      credentials: 'include',
      ...(hasBody && body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  if (response.status === 204 && operation.mayAnswerNoContent === true) {
    return undefined as CallResult<Op>;
  }
  if (response.ok) {
    const payload = (await response.json()) as { data: DataOf<Op> };
    return payload.data;
  }
  const error = await toApiError(response);
  if (error.status === 401) settings.onUnauthorized?.(error);
  throw error;
}

function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

function fillPath(operation: Operation, params: Record<string, unknown> | undefined): string {
  let path = operation.path;
  for (const name of pathParamNames(operation.path)) {
    const value = params?.[name];
    if (isMissing(value)) throw new RequiredParameterError(name, operation.operationId);
    path = path.replace(`{${name}}`, encodeURIComponent(toText(value)));
  }
  return path;
}

function queryString(operation: Operation, query: Record<string, unknown> | undefined): string {
  const fields = Object.entries(operation.query?.shape ?? {}) as [string, z.ZodType][];
  const search = new URLSearchParams();
  for (const [name, field] of fields) {
    const value = query?.[name];
    if (isMissing(value)) {
      if (!field.safeParse(undefined).success) throw new RequiredParameterError(name, operation.operationId);
      continue;
    }
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      search.append(name, toText(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const { error } = (await response.json()) as ErrorEnvelope;
    return new ApiError(response.status, error.code, error.message, error.details ?? []);
  } catch {
    return new ApiError(
      response.status,
      response.status >= 500 ? 'internal_error' : 'bad_request',
      `The server answered ${response.status} ${response.statusText}.`.replace(/ \.$/, '.'),
    );
  }
}

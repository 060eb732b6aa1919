import { dataEnvelope, errorEnvelopeSchema, type DataOf, type Operation } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Input<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;

/** A request whose params, query and body have been validated against the operation's schemas. */
export type OperationRequest<Op extends Operation> =
  Op extends Operation<infer Params, infer Query, infer Body>
    ? FastifyRequest & { params: Input<Params>; query: Input<Query>; body: Input<Body> }
    : never;

/** Returned by a handler of an operation that `mayAnswerNoContent`: the reply is 204 with no body. */
export const NO_CONTENT = Symbol('no content');

export type OperationHandler<Op extends Operation> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<DataOf<Op> | (NonNullable<Op['mayAnswerNoContent']> extends true ? typeof NO_CONTENT : never)>;

/** The OpenAPI security scheme of calls that need a signed-in session (declared in openapi.ts). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

const noContentSchema = z.null().describe('No content');

/** `/agent/{id}` (the spec's notation, also OpenAPI's) as Fastify's `/agent/:id`. */
export function toRouteUrl(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Registers a contract operation: its schemas validate the request, serialize the response (so only
 * declared fields leave the server) and become the OpenAPI document. The handler returns the payload;
 * the `{ data }` envelope is added here, once.
 */
export function registerOperation<Op extends Operation>(
  app: FastifyInstance,
  operation: Op,
  handler: OperationHandler<Op>,
): void {
  app.route({
    method: operation.method,
    url: toRouteUrl(operation.path),
    schema: {
      operationId: operation.operationId,
      tags: [...operation.tags],
      summary: operation.summary,
      ...(operation.description === undefined ? {} : { description: operation.description }),
      ...(operation.public === true ? {} : { security: [{ [SESSION_SECURITY_SCHEME]: [] }] }),
      ...(operation.params === undefined ? {} : { params: operation.params }),
      ...(operation.query === undefined ? {} : { querystring: operation.query }),
      ...(operation.body === undefined ? {} : { body: operation.body }),
      response: {
        200: dataEnvelope(operation.data),
        ...(operation.mayAnswerNoContent === true ? { 204: noContentSchema } : {}),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      if (operation.public !== true) await request.auth.require();
      const data = await handler(request as OperationRequest<Op>, reply);
      if (data === NO_CONTENT) return reply.code(204).send();
      return { data };
    },
  });
}

import { statusForCode, type ErrorCode, type ErrorEnvelope, type FieldError } from '@parley/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the caller can act on. The HTTP status follows from the code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: FieldError[] | undefined;
  /** Response headers that belong with this failure (for example Retry-After). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    details?: FieldError[],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get statusCode(): number {
    return statusForCode(this.code);
  }
}

export const notFound = (message: string) => new AppError('not_found', message);

/** A 400 naming one invalid field, as schema validation would. */
export const invalidField = (path: string, message: string) =>
  new AppError('validation_failed', `Check these fields: ${path}.`, [{ path, message }]);

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, tell your administrator.';

/** Fastify's own client errors, by status, as our codes and messages people can act on. */
const fastifyClientErrors: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: 'bad_request' },
  404: { code: 'not_found' },
  405: { code: 'method_not_allowed' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  429: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
};

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON document.',
};

const validationSources: Record<string, string> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

/** Turns every failure into the `{ error: { code, message, details } }` envelope. */
export function toErrorEnvelope(error: FastifyError | AppError | Error): {
  status: number;
  body: ErrorEnvelope;
} {
  if (error instanceof AppError) {
    return envelope(error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const source = validationSources[error.validationContext ?? 'body'] ?? 'body';
    const details = error.validation.map((issue) => ({
      path: [source, ...issue.instancePath.split('/').filter((part) => part !== '')].join('.'),
      message: issue.message ?? 'is invalid',
    }));
    const fields = [...new Set(details.map((detail) => detail.path))].join(', ');
    return envelope(400, 'validation_failed', `Check these fields: ${fields}.`, details);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
    const known = fastifyClientErrors[status] ?? { code: 'bad_request' as const };
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    return envelope(status, known.code, fastifyMessages[code] ?? known.message ?? error.message);
  }
  return envelope(500, 'internal_error', INTERNAL_MESSAGE);
}

function envelope(status: number, code: ErrorCode, message: string, details?: FieldError[]) {
  return { status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorEnvelope(error);
    // Server faults are logged with the request; clients only see the generic message.
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.code(status).send(body);
  });
}

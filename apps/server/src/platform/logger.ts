import type { FastifyRequest } from 'fastify';
import { pino, type Logger, type LoggerOptions, type DestinationStream } from 'pino';
import { randomUUID } from 'node:crypto';

/** Query parameters whose values are secrets (tokens in links, OAuth codes). */
const SECRET_QUERY_PARAMS = new Set(['token', 'code', 'state', 'password', 'secret', 'key', 'access_token']);

/** Replaces the values of secret query parameters so URLs can be logged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

export function createLogger(level: LoggerOptions['level'], destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.secret',
        '*.apiKey',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Keeps a well-formed `x-request-id` from a proxy so logs line up across hops; otherwise makes one. */
export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

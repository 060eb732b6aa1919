import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Standard protective headers on every response. The content security policy allows only this
 * origin; styles may be inline because MUI (emotion) injects them at run time, and media and workers
 * may come from blob: URLs for voice playback and audio worklets. HTTPS upgrades are left to the
 * deployment's proxy so plain-HTTP hosts (local networks, tests) keep working.
 *
 * Headers that only mean something on a secure origin (HSTS, the opener policy) are sent only when
 * the deployment's root URL is https: browsers ignore them on plain HTTP, and complain about the
 * opener policy in the console.
 */
/**
 * JSON answers are never rendered as pages, so they carry the short set OWASP recommends for APIs
 * instead of the whole document policy (which is most of the bytes of a small answer).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** API calls answer data; the interactive docs under /api/docs are pages. */
function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  { secureOrigin }: { secureOrigin: boolean },
): void {
  // Built once: Fastify's helmet plugin builds the middleware again for every request.
  const setHeaders = helmet({
    ...(secureOrigin ? {} : { strictTransportSecurity: false, crossOriginOpenerPolicy: false }),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiData(request.url)) {
      reply.headers(API_HEADERS);
      done();
      return;
    }
    // helmet throws rather than passing errors on; its callback only says it is done.
    setHeaders(request.raw, reply.raw, () => {
      done();
    });
  });
}

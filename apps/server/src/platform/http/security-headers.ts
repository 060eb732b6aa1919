import helmet from '@fastify/helmet';
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
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { secureOrigin }: { secureOrigin: boolean },
): Promise<void> {
  await app.register(helmet, {
    strictTransportSecurity: secureOrigin,
    crossOriginOpenerPolicy: secureOrigin,
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
}

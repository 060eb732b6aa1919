import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Standard protective headers on every response. The content security policy allows only this
 * origin; styles may be inline because MUI (emotion) injects them at run time, and media and workers
 * may come from blob: URLs for voice playback and audio worklets. HTTPS upgrades are left to the
 * deployment's proxy so plain-HTTP hosts (local networks, tests) keep working.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the single-page app never owns: unknown ones answer the JSON 404 envelope. */
export function isServerPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return ['/api', '/ws'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * (index.html above all) is revalidated so a deploy is picked up at once. Any other path that is not
 * the server's gets index.html, so the client router can render it (including its not-found page).
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const appDir = distDir !== undefined && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
  const hasApp = appDir !== undefined;
  if (appDir !== undefined) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(appDir, filePath);
        reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    if (isServerPath(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError(
        'not_found',
        `Nothing is at ${request.method} ${request.url.split('?', 1)[0] ?? ''}.`,
      );
    }
    if (!hasApp) {
      throw new AppError(
        'not_found',
        'The web app has not been built yet: run `npm run build`, then reload.',
      );
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

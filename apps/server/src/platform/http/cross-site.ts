import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sent on behalf of another site. The session
 * cookie is SameSite=Lax already; this also covers sibling subdomains and old browsers. A browser
 * names the page's origin (`Origin`) or at least whether it is cross-site (`Sec-Fetch-Site`); a call
 * with neither did not come from a web page, so it carries no victim's cookie.
 */
export function registerCrossSiteProtection(app: FastifyInstance, { rootUrl }: { rootUrl: string }): void {
  const rootOrigin = new URL(rootUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith('/api/') ||
      isSameSite(request, rootOrigin)
    ) {
      done();
      return;
    }
    done(
      new AppError(
        'cross_site_request',
        'This request came from another site and was refused. Use Parley from its own address.',
      ),
    );
  });
}

function isSameSite(request: FastifyRequest, rootOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === rootOrigin || origin === `${request.protocol}://${request.host}`;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

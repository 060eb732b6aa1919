import { safeRedirectPath } from '@parley/contract';

/** Where to go after signing in: the `redirectUrl` query parameter when it stays on this site, else the console. */
export function redirectTarget(search: URLSearchParams): string {
  return safeRedirectPath(search.get('redirectUrl')) ?? '/console';
}

/** A link to another sign-in screen that keeps the `redirectUrl` (and any other given parameters). */
export function withRedirect(
  path: string,
  search: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  const redirectUrl = safeRedirectPath(search.get('redirectUrl'));
  if (redirectUrl !== undefined) params.set('redirectUrl', redirectUrl);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

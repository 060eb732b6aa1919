import { logError } from '#src/lib/log.ts';
import { getCurrentUser, type User } from '@parley/contract';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

/**
 * Asks whether the visitor has a live session without extending it: 200 with the user, or 204 (→
 * `undefined`) when there is none or it expired. Used at start and for the periodic session check, so
 * a signed-out visit causes no failed request.
 */
export function checkSession(signal?: AbortSignal): Promise<User | undefined> {
  return callOperation(getCurrentUser, { query: { sessionCheck: 'true' }, ...(signal ? { signal } : {}) });
}

/** The signed-in user, fetched again in full (this also keeps the session alive). */
export async function fetchCurrentUser(): Promise<User | undefined> {
  return callOperation(getCurrentUser, { query: {} });
}

export const currentUserQueryKey = ['session', 'current-user'] as const;

/** The session's user, or null when signed out. Any failure counts as signed out (spec §4). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: async ({ signal }): Promise<User | null> => {
    try {
      return (await checkSession(signal)) ?? null;
    } catch (error) {
      logError('No active user session or error fetching user data', error);
      return null;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

import { logError } from '#src/lib/log.ts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { checkSession } from './api/get-current-user.ts';
import { useSession } from './session-provider.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** Spec §9: a signed-in visitor's session is checked on entering the console and every 60 s. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** Where a visitor who must sign in goes: /login, remembering the whole original address. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `/login?redirectUrl=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

/**
 * Guards the console: waits for the session, sends signed-out visitors to /login (replacing the
 * history entry), and signs out at once when a periodic check finds the session expired.
 */
export function RequireSession() {
  const { isLoggedIn, isLoading, isLoggingOut, setUser, user } = useSession();
  const location = useLocation();

  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const controller = new AbortController();
    const check = async () => {
      try {
        const user = await checkSession(controller.signal);
        // 204: expired. Clearing the user makes this guard redirect to /login.
        setUser(user ?? null);
      } catch (error) {
        if (!controller.signal.aborted) logError('Session check failed', error);
      }
    };
    void check();
    const interval = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(interval);
    };
  }, [isLoggedIn, setUser]);

  if (isLoading) return <FullPageSpinner />;
  // After a logout the visitor goes to plain /login (spec §4); otherwise back here after signing in.
  if (!isLoggedIn || user === null) {
    return <Navigate to={isLoggingOut ? '/login' : loginPathFor(location)} replace />;
  }
  return (
    <>
      <VerifyEmailBanner user={user} />
      <Outlet />
    </>
  );
}

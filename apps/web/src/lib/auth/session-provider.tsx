import { logError } from '#src/lib/log.ts';
import type { User } from '@parley/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { configureApiClient } from '#src/lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions, fetchCurrentUser } from './api/get-current-user.ts';
import { logOutOnServer } from './api/logout.ts';

export interface Session {
  isLoggedIn: boolean;
  user: User | null;
  /** True until the first answer about the current user arrives. */
  isLoading: boolean;
  /** Set by logout until the next sign-in: a guard then sends the visitor to plain /login. */
  isLoggingOut: boolean;
  /** Stores the signed-in user; null signs out locally (clears the user). */
  setUser: (user: User | null) => void;
  /** Fetches the user again; resolves it on success and nothing otherwise. */
  refresh: () => Promise<User | undefined>;
  /** Ends the session on the server, clears everything cached for it and goes to /login. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user = null, isPending } = useQuery(currentUserQueryOptions);
  const [isLoggingOut, setLoggingOut] = useState(false);

  const setUser = useCallback(
    (next: User | null) => {
      if (next !== null) setLoggingOut(false);
      queryClient.setQueryData(currentUserQueryKey, next);
    },
    [queryClient],
  );

  // Any 401 means the session is gone, whichever call discovered it.
  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        setUser(null);
      },
    });
    return () => {
      configureApiClient({ onUnauthorized: undefined });
    };
  }, [setUser]);

  const refresh = useCallback(async () => {
    try {
      const fresh = await fetchCurrentUser();
      if (fresh !== undefined) setUser(fresh);
      return fresh;
    } catch (error) {
      logError('Error fetching user data:', error);
      return undefined;
    }
  }, [setUser]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logOutOnServer();
    } catch (error) {
      logError('Logout failed', error);
    }
    setUser(null);
    // Whatever was loaded for the signed-out user must not show to the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    await navigate('/login');
  }, [navigate, queryClient, setUser]);

  const value = useMemo(
    () => ({ isLoggedIn: user !== null, user, isLoading: isPending, isLoggingOut, setUser, refresh, logout }),
    [user, isPending, isLoggingOut, setUser, refresh, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const context = useContext(SessionContext);
  if (context === null) throw new Error('useSession must be used within a SessionProvider');
  return context;
}

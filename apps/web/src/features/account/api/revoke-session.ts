import { revokeSession } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { sessionsQueryOptions } from './sessions.ts';

export const signOutSession = (sessionId: string) => callOperation(revokeSession, { params: { sessionId } });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

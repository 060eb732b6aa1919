import { revokeOtherSessions } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { sessionsQueryOptions } from './sessions.ts';

export const signOutOtherSessions = () => callOperation(revokeOtherSessions, {});

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

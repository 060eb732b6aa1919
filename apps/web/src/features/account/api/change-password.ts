import { changePassword, type BodyOf } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { sessionsQueryOptions } from './sessions.ts';

export const savePassword = (body: BodyOf<typeof changePassword>) => callOperation(changePassword, { body });

/** Changing the password signs out the other sessions, so their list is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

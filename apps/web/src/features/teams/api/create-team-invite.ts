import { createTeamInvite } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamInvitesQueryOptions } from './team-invites.ts';

export const inviteByEmail = ({ teamId, email }: { teamId: string; email: string }) =>
  callOperation(createTeamInvite, { params: { teamId }, body: { email } });

export function useCreateTeamInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteByEmail({ teamId, email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamInvitesQueryOptions(teamId).queryKey }),
  });
}

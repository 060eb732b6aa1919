import { deleteTeamInvite } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamInvitesQueryOptions } from './team-invites.ts';

export const withdrawInvite = ({ teamId, email }: { teamId: string; email: string }) =>
  callOperation(deleteTeamInvite, { params: { teamId, emailAddress: email } });

export function useDeleteTeamInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => withdrawInvite({ teamId, email }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamInvitesQueryOptions(teamId).queryKey }),
  });
}

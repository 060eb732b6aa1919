import { addTeamUser } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const addMember = ({ teamId, email }: { teamId: string; email: string }) =>
  callOperation(addTeamUser, { params: { teamId }, body: { email } });

export function useAddTeamUser(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addMember({ teamId, email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...teamsQueryKey, teamId] }),
  });
}

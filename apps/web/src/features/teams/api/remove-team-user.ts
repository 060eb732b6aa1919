import { removeTeamUser } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';
import { teamUsersQueryOptions } from './team-users.ts';

export const removeMember = ({ teamId, email }: { teamId: string; email: string }) =>
  callOperation(removeTeamUser, { params: { teamId, userEmailAddress: email } });

export function useRemoveTeamUser(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => removeMember({ teamId, email }),
    // The people and the user's own teams: after leaving, the team itself answers 404.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: teamUsersQueryOptions(teamId).queryKey });
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey, exact: true });
    },
  });
}

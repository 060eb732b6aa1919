import { deleteTeam } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const removeTeam = (teamId: string) => callOperation(deleteTeam, { params: { teamId } });

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeam,
    // Only the list: the deleted team's own queries stay until the page showing them has gone, so they
    // are not fetched again (and answered 404) on the way out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey, exact: true }),
  });
}

import { updateTeam } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const renameTeam = ({ teamId, name }: { teamId: string; name: string }) =>
  callOperation(updateTeam, { params: { teamId }, body: { name } });

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

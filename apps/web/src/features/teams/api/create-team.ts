import { createTeam } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const createNewTeam = (name: string) => callOperation(createTeam, { body: { name } });

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
  });
}

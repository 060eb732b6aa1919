import { deleteIdentity } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { identitiesQueryOptions } from './identities.ts';

export const unlinkIdentity = (id: string) => callOperation(deleteIdentity, { params: { id } });

export function useDeleteIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identitiesQueryOptions.queryKey }),
  });
}

import {
  createCredential,
  deleteCredential,
  listCredentials,
  updateCredential,
  type CredentialBody,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const credentialsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, teamId, 'credentials'],
    queryFn: ({ signal }) => callOperation(listCredentials, { params: { teamId }, signal }),
  });

export const useCredentials = (teamId: string) => useQuery(credentialsQueryOptions(teamId));

function useInvalidateCredentials(teamId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: credentialsQueryOptions(teamId).queryKey });
}

export function useCreateCredential(teamId: string) {
  const onSettled = useInvalidateCredentials(teamId);
  return useMutation({
    mutationFn: (body: CredentialBody) => callOperation(createCredential, { params: { teamId }, body }),
    onSettled,
  });
}

export function useUpdateCredential(teamId: string) {
  const onSettled = useInvalidateCredentials(teamId);
  return useMutation({
    mutationFn: ({
      credentialsId,
      ...body
    }: {
      credentialsId: string;
      name: string;
      settings: Record<string, unknown>;
      secret?: string;
    }) => callOperation(updateCredential, { params: { teamId, credentialsId }, body }),
    onSettled,
  });
}

export function useDeleteCredential(teamId: string) {
  const onSettled = useInvalidateCredentials(teamId);
  return useMutation({
    mutationFn: (credentialsId: string) =>
      callOperation(deleteCredential, { params: { teamId, credentialsId } }),
    onSettled,
  });
}

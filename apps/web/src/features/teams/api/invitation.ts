import { getInvitation } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const invitationQueryOptions = (teamId: string, token: string | undefined) =>
  queryOptions({
    queryKey: ['invites', teamId, token ?? null],
    queryFn: ({ signal }) =>
      callOperation(getInvitation, {
        params: { teamId },
        query: token === undefined ? {} : { token },
        signal,
      }),
    retry: false,
  });

export const useInvitation = (teamId: string, token: string | undefined, enabled: boolean) =>
  useQuery({ ...invitationQueryOptions(teamId, token), enabled });

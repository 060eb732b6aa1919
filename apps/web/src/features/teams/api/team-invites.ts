import { listTeamInvites } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const teamInvitesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, teamId, 'invites'],
    queryFn: ({ signal }) => callOperation(listTeamInvites, { params: { teamId }, signal }),
  });

export const useTeamInvites = (teamId: string) => useQuery(teamInvitesQueryOptions(teamId));

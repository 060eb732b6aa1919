import { listTeamUsers } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const teamUsersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, teamId, 'users'],
    queryFn: ({ signal }) => callOperation(listTeamUsers, { params: { teamId }, signal }),
  });

export const useTeamUsers = (teamId: string) => useQuery(teamUsersQueryOptions(teamId));

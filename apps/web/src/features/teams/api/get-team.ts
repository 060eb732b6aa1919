import { getTeam } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';

export const teamQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsQueryKey, teamId],
    queryFn: ({ signal }) => callOperation(getTeam, { params: { teamId }, signal }),
  });

export const useTeam = (teamId: string) => useQuery(teamQueryOptions(teamId));

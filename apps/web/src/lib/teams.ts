import { listTeams } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const teamsQueryKey = ['teams'] as const;

export const teamsQueryOptions = queryOptions({
  queryKey: teamsQueryKey,
  queryFn: ({ signal }) => callOperation(listTeams, { signal }),
});

export const useTeams = () => useQuery(teamsQueryOptions);

import { listSessions } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const sessionsQueryOptions = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: ({ signal }) => callOperation(listSessions, { signal }),
});

export const useSessions = () => useQuery(sessionsQueryOptions);

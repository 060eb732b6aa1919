import { listIdentities } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const identitiesQueryOptions = queryOptions({
  queryKey: ['account', 'identities'],
  queryFn: ({ signal }) => callOperation(listIdentities, { signal }),
});

export const useIdentities = () => useQuery(identitiesQueryOptions);

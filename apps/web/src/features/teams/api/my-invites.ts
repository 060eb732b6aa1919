import { listMyInvites } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const myInvitesQueryOptions = queryOptions({
  queryKey: ['invites', 'me'],
  queryFn: ({ signal }) => callOperation(listMyInvites, { signal }),
});

export const useMyInvites = () => useQuery(myInvitesQueryOptions);

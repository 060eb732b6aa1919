import { listOAuthProviders } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const oauthProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'oauth-providers'],
  queryFn: ({ signal }) => callOperation(listOAuthProviders, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useOAuthProviders = () => useQuery(oauthProvidersQueryOptions);

/** Where a browser goes to sign in (or, signed in, to link) with a provider. */
export const oauthStartUrl = (providerId: string, redirectUrl: string) =>
  `/api/authentication/oauth/${encodeURIComponent(providerId)}?redirectUrl=${encodeURIComponent(redirectUrl)}`;

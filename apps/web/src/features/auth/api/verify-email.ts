import { verifyEmail } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

/** The link works once, so the answer is kept for the page's life and never fetched again. */
export const verifyEmailQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', email, token],
    queryFn: ({ signal }) => callOperation(verifyEmail, { query: { email, token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useVerifyEmail = (email: string, token: string) =>
  useQuery({ ...verifyEmailQueryOptions(email, token), enabled: email !== '' && token !== '' });

import { checkResetToken } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const checkResetTokenQueryOptions = (email: string, token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', email, token],
    queryFn: ({ signal }) => callOperation(checkResetToken, { query: { email, token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCheckResetToken = (email: string, token: string) =>
  useQuery({ ...checkResetTokenQueryOptions(email, token), enabled: email !== '' && token !== '' });

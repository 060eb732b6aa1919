import { logError } from '#src/lib/log.ts';
import { getSystemConfiguration, type SystemConfiguration } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const UNKNOWN_CONFIGURATION_ERROR = 'Unknown error loading system configuration';

export const systemConfigurationQueryOptions = queryOptions({
  queryKey: ['system', 'configuration'],
  queryFn: async ({ signal }) => {
    try {
      return await callOperation(getSystemConfiguration, { signal });
    } catch (error) {
      logError('Failed to load the system configuration', error);
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export type SystemConfigurationState =
  | { status: 'loading' }
  | { status: 'loaded'; configuration: SystemConfiguration }
  | { status: 'error'; message: string };

/** The deployment's mail domains and root URL: loading, then loaded or error (spec §4, §8). */
export function useSystemConfiguration(): SystemConfigurationState {
  const query = useQuery(systemConfigurationQueryOptions);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const message = query.error.message.trim() === '' ? UNKNOWN_CONFIGURATION_ERROR : query.error.message;
    return { status: 'error', message };
  }
  return { status: 'loaded', configuration: query.data };
}

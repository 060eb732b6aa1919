import { ACTIVE_JOBS_LIMIT, cancelJob, listActiveJobs, startDemoJob } from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callOperation } from '#src/lib/api-client.ts';
import { logError } from '#src/lib/log.ts';

/** Spec §9: the header polls the active jobs every 10 s. */
export const JOBS_POLL_MS = 10_000;

export const activeJobsQueryOptions = queryOptions({
  queryKey: ['jobs', 'active'],
  queryFn: async ({ signal }) => {
    try {
      return (await callOperation(listActiveJobs, { query: { limit: ACTIVE_JOBS_LIMIT }, signal })).jobs;
    } catch (error) {
      // A page left behind cancels its poll; a 401 already signed the visitor out (api-client).
      const signedOut = error instanceof ApiError && error.status === 401;
      if (!signal.aborted && !signedOut) logError('Failed to load the job status', error);
      throw error;
    }
  },
  retry: false,
});

export const useActiveJobs = (enabled: boolean) =>
  useQuery({ ...activeJobsQueryOptions, enabled, refetchInterval: enabled ? JOBS_POLL_MS : false });

export function useCancelJob() {
  return useMutation({ mutationFn: (jobId: string) => callOperation(cancelJob, { params: { jobId } }) });
}

export function useStartDemoJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: { teamId: string; agentId?: string; tasks: number; taskMs: number }) =>
      callOperation(startDemoJob, { params: { teamId }, body }),
    // The header's list shows it, and so do the logs and metrics it lands in.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'jobs' || query.queryKey[0] === 'metrics',
      }),
  });
}

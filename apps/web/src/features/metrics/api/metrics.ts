import { getActionLog, getAgentMetrics, getJobByMetric, getTeamMetrics } from '@parley/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

/** A report on one agent, or on the whole team when `agentId` is left out. */
export interface ReportQuery {
  teamId: string;
  agentId?: string | undefined;
  hoursAgo: number;
  offset: number;
  scenarioIds: string[];
}

export const reportQueryOptions = ({ teamId, agentId, hoursAgo, offset, scenarioIds }: ReportQuery) =>
  queryOptions({
    queryKey: ['metrics', teamId, agentId ?? 'team', hoursAgo, offset, scenarioIds],
    queryFn: ({ signal }) =>
      agentId === undefined
        ? callOperation(getTeamMetrics, { params: { teamId }, query: { hoursAgo, offset }, signal })
        : callOperation(getAgentMetrics, {
            params: { teamId, agentId },
            query: { hoursAgo, offset, ...(scenarioIds.length === 0 ? {} : { scenarioIds }) },
            signal,
          }),
  });

export const useReport = (query: ReportQuery) =>
  useQuery({ ...reportQueryOptions(query), placeholderData: keepPreviousData });

export const actionLogQueryOptions = (metricId: string) =>
  queryOptions({
    queryKey: ['metrics', 'action-log', metricId],
    queryFn: ({ signal }) => callOperation(getActionLog, { params: { metricId }, signal }),
  });

export const useActionLog = (metricId: string) =>
  useQuery({
    ...actionLogQueryOptions(metricId),
    // A running action keeps adding steps.
    refetchInterval: (query) => (query.state.data?.metric.outcome === 'running' ? 3000 : false),
  });

export const useJobOfMetric = (metricId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'metric', metricId],
    queryFn: ({ signal }) => callOperation(getJobByMetric, { params: { metricId }, signal }),
    enabled,
    refetchInterval: (query) =>
      ['pending', 'active', 'cancel_requested'].includes(query.state.data?.status ?? '') ? 3000 : false,
  });

import {
  createAgent,
  deleteAgent,
  getAgent,
  listTeamAgents,
  setAgentStatus,
  updateAgent,
  type AgentStatus,
  type BodyOf,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const agentsQueryKey = ['agents'] as const;

export const teamAgentsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [...agentsQueryKey, 'team', teamId],
    queryFn: ({ signal }) => callOperation(listTeamAgents, { params: { teamId }, signal }),
  });

export const useTeamAgents = (teamId: string) => useQuery(teamAgentsQueryOptions(teamId));

export const agentQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: [...agentsQueryKey, agentId],
    queryFn: ({ signal }) => callOperation(getAgent, { params: { id: agentId }, signal }),
  });

export const useAgent = (agentId: string) => useQuery(agentQueryOptions(agentId));

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createAgent>) => callOperation(createAgent, { body }),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQueryOptions(agent.id).queryKey, agent);
      return queryClient.invalidateQueries({ queryKey: teamAgentsQueryOptions(agent.teamId).queryKey });
    },
  });
}

/** Saves what one screen edits; the answer replaces the cached agent. */
export function useUpdateAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateAgent>) =>
      callOperation(updateAgent, { params: { id: agentId }, body }),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQueryOptions(agent.id).queryKey, agent);
      return queryClient.invalidateQueries({ queryKey: teamAgentsQueryOptions(agent.teamId).queryKey });
    },
  });
}

export function useSetAgentStatus(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AgentStatus) =>
      callOperation(setAgentStatus, { params: { id: agentId }, body: { status } }),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQueryOptions(agent.id).queryKey, agent);
      return queryClient.invalidateQueries({ queryKey: teamAgentsQueryOptions(agent.teamId).queryKey });
    },
  });
}

export function useDeleteAgent(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => callOperation(deleteAgent, { params: { id: agentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamAgentsQueryOptions(teamId).queryKey }),
  });
}

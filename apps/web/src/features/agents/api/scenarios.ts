import {
  createGoal,
  createScenario,
  deleteGoal,
  deleteScenario,
  getScenario,
  listAgentScenarios,
  reorderGoals,
  updateGoal,
  updateScenario,
  type BodyOf,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const scenariosQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: ['scenarios', 'agent', agentId],
    queryFn: ({ signal }) => callOperation(listAgentScenarios, { params: { id: agentId }, signal }),
  });

export const useScenarios = (agentId: string) => useQuery(scenariosQueryOptions(agentId));

export const scenarioQueryOptions = (scenarioId: string) =>
  queryOptions({
    queryKey: ['scenarios', scenarioId],
    queryFn: ({ signal }) => callOperation(getScenario, { params: { id: scenarioId }, signal }),
  });

export const useScenario = (scenarioId: string) => useQuery(scenarioQueryOptions(scenarioId));

function useRefreshScenarios() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['scenarios'] });
}

export function useCreateScenario() {
  const onSuccess = useRefreshScenarios();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createScenario>) => callOperation(createScenario, { body }),
    onSuccess,
  });
}

export function useUpdateScenario(scenarioId: string) {
  const onSuccess = useRefreshScenarios();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateScenario>) =>
      callOperation(updateScenario, { params: { id: scenarioId }, body }),
    onSuccess,
  });
}

export function useDeleteScenario() {
  const onSuccess = useRefreshScenarios();
  return useMutation({
    mutationFn: (id: string) => callOperation(deleteScenario, { params: { id } }),
    onSuccess,
  });
}

export function useGoalMutations(scenarioId: string) {
  const onSettled = useRefreshScenarios();
  return {
    add: useMutation({
      mutationFn: (body: BodyOf<typeof createGoal>) =>
        callOperation(createGoal, { params: { scenarioId }, body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ goalId, ...body }: { goalId: string } & BodyOf<typeof updateGoal>) =>
        callOperation(updateGoal, { params: { goalId }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (goalId: string) => callOperation(deleteGoal, { params: { goalId } }),
      onSettled,
    }),
    reorder: useMutation({
      mutationFn: (goalIds: string[]) =>
        callOperation(reorderGoals, { params: { scenarioId }, body: { goalIds } }),
      onSettled,
    }),
  };
}

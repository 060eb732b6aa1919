import {
  getDefaultPrompts,
  listModelProviders,
  listModels,
  validateAgentEmail,
  type ModelProvider,
} from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const defaultPromptsQueryOptions = queryOptions({
  queryKey: ['prompts', 'defaults'],
  queryFn: ({ signal }) => callOperation(getDefaultPrompts, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useDefaultPrompts = () => useQuery(defaultPromptsQueryOptions);

export const modelProvidersQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['models', teamId, 'providers'],
    queryFn: ({ signal }) => callOperation(listModelProviders, { query: { teamId }, signal }),
  });

export const useModelProviders = (teamId: string) => useQuery(modelProvidersQueryOptions(teamId));

export const modelsQueryOptions = (teamId: string, provider: ModelProvider) =>
  queryOptions({
    queryKey: ['models', teamId, provider],
    queryFn: ({ signal }) => callOperation(listModels, { params: { provider }, query: { teamId }, signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useModels = (teamId: string, provider: ModelProvider | 'extractive') =>
  useQuery({
    ...modelsQueryOptions(teamId, provider === 'extractive' ? 'openai' : provider),
    enabled: provider !== 'extractive',
  });

/** Whether an address can be the agent's (checked as it is typed). */
export const useEmailValidation = (email: string, agentId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['agents', 'validate-email', email, agentId],
    queryFn: ({ signal }) =>
      callOperation(validateAgentEmail, { params: { email }, query: { agentId }, signal }),
    enabled,
  });

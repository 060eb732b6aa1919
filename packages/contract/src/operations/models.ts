import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { MODEL_PROVIDERS } from './agents.ts';

export const modelProviderInfoSchema = z
  .object({
    id: z.enum(MODEL_PROVIDERS),
    name: z.string(),
    configured: z.boolean(),
    /** Where its key comes from: a team credential (which wins) or the deployment's default. */
    source: z.enum(['team', 'deployment']).nullable(),
    supportsEmbeddings: z.boolean(),
  })
  .meta({ id: 'ModelProviderInfo' });
export type ModelProviderInfo = z.infer<typeof modelProviderInfoSchema>;

const teamQuery = z.object({ teamId: z.uuid() });

export const listModelProviders = defineOperation({
  operationId: 'listModelProviders',
  method: 'GET',
  path: '/model-providers',
  tags: ['models'],
  summary: 'Model providers, and whether each is set up for a team',
  query: teamQuery,
  data: z.array(modelProviderInfoSchema),
});

export const modelListSchema = z
  .object({
    provider: z.enum(MODEL_PROVIDERS),
    /** 'provider': from the provider's own listing; 'curated': Parley's list (provider unreachable or not set up). */
    source: z.enum(['provider', 'curated']),
    models: z.array(z.object({ id: z.string() })),
  })
  .meta({ id: 'ModelList' });
export type ModelList = z.infer<typeof modelListSchema>;

export const listModels = defineOperation({
  operationId: 'listModels',
  method: 'GET',
  path: '/models/{provider}',
  tags: ['models'],
  summary: 'The models a provider offers a team (cached for a few minutes)',
  params: z.object({ provider: z.enum(MODEL_PROVIDERS) }),
  query: teamQuery.extend({ credentialId: z.uuid().optional() }),
  data: modelListSchema,
});

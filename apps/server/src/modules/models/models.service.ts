import {
  MODEL_PROVIDERS,
  type ModelList,
  type ModelProvider,
  type ModelProviderInfo,
} from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { ProviderAccess } from '../../platform/llm/llm.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { CredentialsService } from '../teams/credentials.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';

const PROVIDER_NAMES: Record<ModelProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  ollama: 'Ollama',
  'openai-compatible': 'OpenAI-compatible server',
};

/** Models offered when the provider's own list cannot be read. */
export const CURATED_MODELS: Record<ModelProvider, string[]> = {
  openai: ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-4.1', 'o4-mini', 'text-embedding-3-small'],
  anthropic: ['claude-3-5-haiku-latest', 'claude-sonnet-4-0', 'claude-opus-4-0'],
  google: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash', 'text-embedding-004'],
  ollama: ['llama3.1', 'qwen2.5', 'mistral', 'nomic-embed-text'],
  'openai-compatible': [],
};

/** What a new agent thinks and embeds with, for each provider. */
export const DEFAULT_CHAT_MODELS: Record<ModelProvider, string | null> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
  google: 'gemini-2.5-flash',
  ollama: 'llama3.1',
  'openai-compatible': null,
};
export const DEFAULT_EMBEDDING_MODELS: Partial<Record<ModelProvider, string>> = {
  openai: 'text-embedding-3-small',
  google: 'text-embedding-004',
  ollama: 'nomic-embed-text',
};

const LIST_CACHE_MS = 5 * 60 * 1000;
const LIST_TIMEOUT_MS = 5_000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function createModelsService({
  config,
  teams,
  credentials,
  logger,
}: {
  config: Pick<Config, 'providers'>;
  teams: Pick<TeamsService, 'requireMember'>;
  credentials: Pick<CredentialsService, 'forUse'>;
  logger: FastifyBaseLogger;
}) {
  const listCache = createTtlCache<string, ModelList>({ ttlMs: LIST_CACHE_MS, maxEntries: 1000 });
  const env = config.providers;

  /** The deployment's own key for a provider, from the environment. */
  function deploymentAccess(provider: ModelProvider): ProviderAccess | undefined {
    switch (provider) {
      case 'openai':
        return env.openaiApiKey === undefined
          ? undefined
          : { provider, apiKey: env.openaiApiKey, baseUrl: env.openaiBaseUrl };
      case 'openai-compatible':
        return env.openaiBaseUrl === undefined
          ? undefined
          : { provider, apiKey: env.openaiApiKey, baseUrl: env.openaiBaseUrl };
      case 'anthropic':
        return env.anthropicApiKey === undefined ? undefined : { provider, apiKey: env.anthropicApiKey };
      case 'google':
        return env.geminiApiKey === undefined
          ? undefined
          : {
              provider,
              apiKey: env.geminiApiKey,
              baseUrl: env.geminiBaseUrl === undefined ? undefined : `${env.geminiBaseUrl}/v1beta`,
            };
      case 'ollama':
        return env.ollamaBaseUrl === undefined ? undefined : { provider, baseUrl: env.ollamaBaseUrl };
    }
  }

  /** How a team reaches a provider: its credential (the one named, or its first) wins over the deployment's. */
  async function access(
    teamId: string,
    provider: ModelProvider,
    credentialId?: string | null,
  ): Promise<(ProviderAccess & { source: 'team' | 'deployment' }) | undefined> {
    const credential = await credentials.forUse(teamId, provider, credentialId);
    if (credential !== undefined) {
      return {
        provider,
        apiKey: credential.secret,
        baseUrl: text(credential.settings.baseUrl),
        organization: text(credential.settings.organization),
        source: 'team',
      };
    }
    const fallback = deploymentAccess(provider);
    return fallback === undefined ? undefined : { ...fallback, source: 'deployment' };
  }

  async function fetchJson(url: string, headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url.split('?')[0] ?? url} answered ${response.status}`);
    return response.json();
  }

  /** Reads a provider's own list of models. */
  async function providerModels(target: ProviderAccess): Promise<string[]> {
    const bearer: Record<string, string> =
      target.apiKey === undefined ? {} : { authorization: `Bearer ${target.apiKey}` };
    const idsOf = (body: unknown, key: 'data' | 'models', field: 'id' | 'name') =>
      ((body as Record<string, Record<string, unknown>[] | undefined>)[key] ?? [])
        .map((entry) => text(entry[field]))
        .filter((id): id is string => id !== undefined);
    switch (target.provider) {
      case 'openai':
      case 'openai-compatible':
        return idsOf(
          await fetchJson(`${target.baseUrl ?? 'https://api.openai.com/v1'}/models`, bearer),
          'data',
          'id',
        );
      case 'ollama':
        return idsOf(
          await fetchJson(`${(target.baseUrl ?? '').replace(/\/v1\/?$/, '')}/api/tags`, bearer),
          'models',
          'name',
        );
      case 'anthropic':
        return idsOf(
          await fetchJson('https://api.anthropic.com/v1/models', {
            'x-api-key': target.apiKey ?? '',
            'anthropic-version': '2023-06-01',
          }),
          'data',
          'id',
        );
      case 'google':
        return idsOf(
          await fetchJson(
            `${target.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta'}/models?key=${encodeURIComponent(target.apiKey ?? '')}`,
            {},
          ),
          'models',
          'name',
        ).map((name) => name.replace(/^models\//, ''));
    }
  }

  return {
    access,

    async listProviders(userId: string, teamId: string): Promise<ModelProviderInfo[]> {
      await teams.requireMember(userId, teamId);
      return Promise.all(
        MODEL_PROVIDERS.map(async (id) => {
          const found = await access(teamId, id);
          return {
            id,
            name: PROVIDER_NAMES[id],
            configured: found !== undefined,
            source: found?.source ?? null,
            supportsEmbeddings: id !== 'anthropic',
          };
        }),
      );
    },

    /** The provider's models, cached for a few minutes; Parley's curated list when it cannot be read. */
    async listModels(
      userId: string,
      teamId: string,
      provider: ModelProvider,
      credentialId?: string,
    ): Promise<ModelList> {
      await teams.requireMember(userId, teamId);
      const key = `${teamId}|${provider}|${credentialId ?? ''}`;
      const cached = listCache.get(key);
      if (cached !== undefined) return cached;
      const target = await access(teamId, provider, credentialId);
      let list: ModelList = {
        provider,
        source: 'curated',
        models: CURATED_MODELS[provider].map((id) => ({ id })),
      };
      if (target !== undefined) {
        try {
          const ids = [...new Set(await providerModels(target))].sort();
          list = { provider, source: 'provider', models: ids.map((id) => ({ id })) };
        } catch (error) {
          logger.warn(
            { provider, err: error instanceof Error ? error.message : String(error) },
            'could not list the provider’s models',
          );
        }
      }
      listCache.set(key, list);
      return list;
    },

    /** What a new agent of the team uses: the first provider it can reach, else the extractive mode. */
    async defaultsFor(teamId: string) {
      for (const provider of MODEL_PROVIDERS) {
        const found = await access(teamId, provider);
        if (found === undefined) continue;
        const embedding = DEFAULT_EMBEDDING_MODELS[provider];
        return {
          model: { provider, model: DEFAULT_CHAT_MODELS[provider], temperature: 0.3, credentialId: null },
          embeddingModel: embedding === undefined ? null : { provider, model: embedding },
        };
      }
      return {
        model: { provider: 'extractive' as const, model: null, temperature: 0.3, credentialId: null },
        embeddingModel: null,
      };
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;

import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ModelProvider } from '@parley/contract';
import { embedMany, generateText, Output, type EmbeddingModel, type LanguageModel } from 'ai';
import type { z } from 'zod';

/** How to reach a provider: its kind, key and base URL (from a team credential or the deployment). */
export interface ProviderAccess {
  provider: ModelProvider;
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  organization?: string | undefined;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatInput {
  model: string;
  system?: string;
  messages: ChatMessage[];
  temperature?: number;
  signal?: AbortSignal;
}

/** Every call to a language or embedding model goes through this, whatever the provider. */
export interface Llm {
  chat(access: ProviderAccess, input: ChatInput): Promise<{ text: string; usage: TokenUsage }>;
  /** A value of `schema`, produced by the model (with the provider's structured output). */
  structured<S extends z.ZodType>(
    access: ProviderAccess,
    input: ChatInput & { schema: S },
  ): Promise<{ value: z.output<S>; usage: TokenUsage }>;
  embed(
    access: ProviderAccess,
    input: { model: string; values: string[]; signal?: AbortSignal },
  ): Promise<{ embeddings: number[][]; usage: { tokens: number } }>;
}

/** A call that takes longer is abandoned; failures that may pass are retried with backoff. */
const TIMEOUT_MS = 60_000;
const MAX_RETRIES = 2;

export class ProviderNotSupported extends Error {
  constructor(provider: string, what: string) {
    super(`${provider} does not offer ${what}`);
    this.name = 'ProviderNotSupported';
  }
}

function languageModel(access: ProviderAccess, model: string): LanguageModel {
  switch (access.provider) {
    case 'openai':
      return createOpenAI({
        apiKey: access.apiKey,
        baseURL: access.baseUrl,
        organization: access.organization,
      }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey: access.apiKey, baseURL: access.baseUrl })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: access.apiKey, baseURL: access.baseUrl })(model);
    case 'ollama':
    case 'openai-compatible':
      return compatible(access).chatModel(model);
  }
}

function embeddingModel(access: ProviderAccess, model: string): EmbeddingModel {
  switch (access.provider) {
    case 'openai':
      return createOpenAI({
        apiKey: access.apiKey,
        baseURL: access.baseUrl,
        organization: access.organization,
      }).embeddingModel(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: access.apiKey, baseURL: access.baseUrl }).embeddingModel(
        model,
      );
    case 'ollama':
    case 'openai-compatible':
      return compatible(access).embeddingModel(model);
    case 'anthropic':
      throw new ProviderNotSupported('Anthropic', 'embeddings');
  }
}

/** Ollama speaks the OpenAI API under /v1 of its base URL. */
function compatible(access: ProviderAccess) {
  const base = (access.baseUrl ?? '').replace(/\/+$/, '');
  return createOpenAICompatible({
    name: access.provider,
    baseURL: access.provider === 'ollama' && !base.endsWith('/v1') ? `${base}/v1` : base,
    ...(access.apiKey === undefined ? {} : { apiKey: access.apiKey }),
    includeUsage: true,
  });
}

const usageOf = (usage: {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
}): TokenUsage => ({
  inputTokens: usage.inputTokens ?? 0,
  outputTokens: usage.outputTokens ?? 0,
});

export function createLlm(): Llm {
  return {
    async chat(access, input) {
      const result = await generateText({
        model: languageModel(access, input.model),
        ...(input.system === undefined ? {} : { system: input.system }),
        messages: input.messages,
        ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
        maxRetries: MAX_RETRIES,
        timeout: TIMEOUT_MS,
        ...(input.signal === undefined ? {} : { abortSignal: input.signal }),
      });
      return { text: result.text, usage: usageOf(result.usage) };
    },
    async structured(access, input) {
      const result = await generateText({
        model: languageModel(access, input.model),
        ...(input.system === undefined ? {} : { system: input.system }),
        messages: input.messages,
        ...(input.temperature === undefined ? {} : { temperature: input.temperature }),
        output: Output.object({ schema: input.schema }),
        maxRetries: MAX_RETRIES,
        timeout: TIMEOUT_MS,
        ...(input.signal === undefined ? {} : { abortSignal: input.signal }),
      });
      return { value: result.output as z.output<typeof input.schema>, usage: usageOf(result.usage) };
    },
    async embed(access, input) {
      const result = await embedMany({
        model: embeddingModel(access, input.model),
        values: input.values,
        maxRetries: MAX_RETRIES,
        ...(input.signal === undefined ? {} : { abortSignal: input.signal }),
      });
      return { embeddings: result.embeddings, usage: { tokens: result.usage.tokens } };
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeEmbedding, startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.ts';
import { createLlm, ProviderNotSupported, type ProviderAccess } from './llm.ts';

let fake: FakeOpenAi;
let access: ProviderAccess;
const llm = createLlm();

beforeAll(async () => {
  fake = await startFakeOpenAi();
  access = { provider: 'openai-compatible', baseUrl: fake.baseUrl, apiKey: 'sk-fake-key' };
});
afterAll(async () => {
  await fake.close();
});

describe('the model interface, against an OpenAI-compatible server on loopback', () => {
  it('chats with the system prompt and messages, and reports token usage', async () => {
    const result = await llm.chat(access, {
      model: 'fake-chat-small',
      system: 'You are Parley.',
      messages: [{ role: 'user', content: 'Where is my order?' }],
      temperature: 0.2,
    });

    expect(result.text).toBe('Echo: Where is my order?');
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBe('Echo: Where is my order?'.length);
    const request = fake.requests.at(-1);
    expect(request?.authorization).toBe('Bearer sk-fake-key');
    expect(request?.body).toMatchObject({
      model: 'fake-chat-small',
      temperature: 0.2,
      messages: [
        { role: 'system', content: 'You are Parley.' },
        { role: 'user', content: 'Where is my order?' },
      ],
    });
  });

  it('asks for a value of a schema and parses it', async () => {
    fake.reply = () => JSON.stringify({ scenario: 'refund', confidence: 0.9 });

    const result = await llm.structured(access, {
      model: 'fake-chat-large',
      messages: [{ role: 'user', content: 'I want my money back' }],
      schema: z.object({ scenario: z.string(), confidence: z.number() }),
    });

    expect(result.value).toEqual({ scenario: 'refund', confidence: 0.9 });
  });

  it('embeds texts', async () => {
    const result = await llm.embed(access, {
      model: 'fake-embed',
      values: ['refund policy', 'shipping times'],
    });

    expect(result.embeddings).toEqual([fakeEmbedding('refund policy'), fakeEmbedding('shipping times')]);
    expect(result.usage.tokens).toBeGreaterThan(0);
  });

  it('retries a failure that may pass', async () => {
    fake.reply = () => 'second time lucky';
    fake.failNext(1);

    const result = await llm.chat(access, {
      model: 'fake-chat-small',
      messages: [{ role: 'user', content: 'hi' }],
    });

    expect(result.text).toBe('second time lucky');
  });

  it('says plainly when a provider has no embeddings', async () => {
    await expect(
      llm.embed({ provider: 'anthropic', apiKey: 'x' }, { model: 'any', values: ['x'] }),
    ).rejects.toBeInstanceOf(ProviderNotSupported);
  });
});

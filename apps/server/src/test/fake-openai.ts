import Fastify from 'fastify';
import { createHash } from 'node:crypto';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  temperature?: number;
  response_format?: { type: string };
}

export interface FakeOpenAi {
  /** Base URL ending in /v1, as OpenAI-compatible clients expect. */
  baseUrl: string;
  models: string[];
  /** What the next chat completions answer; by default it echoes the last user message. */
  reply: (request: ChatRequest) => string;
  /** Answer the next `n` calls with 500 (to see retries). */
  failNext(n: number): void;
  requests: { path: string; authorization: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

/** The same text always embeds to the same unit vector of `dimensions` numbers. */
export function fakeEmbedding(text: string, dimensions = 8): number[] {
  const digest = createHash('sha256').update(text).digest();
  const vector = Array.from({ length: dimensions }, (_, index) => (digest[index] ?? 0) - 128);
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

const lastUserText = (request: ChatRequest) => {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : JSON.stringify(last?.content ?? '');
};

/** An OpenAI-compatible server on loopback (models, chat completions, embeddings). */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const app = Fastify();
  let failures = 0;
  const fake: FakeOpenAi = {
    baseUrl: '',
    models: ['fake-chat-small', 'fake-chat-large', 'fake-embed'],
    reply: (request) => `Echo: ${lastUserText(request)}`,
    failNext(n) {
      failures = n;
    },
    requests: [],
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request, reply) => {
    if (failures > 0) {
      failures -= 1;
      return reply.code(500).send({ error: { message: 'temporarily broken', type: 'server_error' } });
    }
    return undefined;
  });
  app.addHook('preHandler', (request, _reply, done) => {
    fake.requests.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: request.body,
    });
    done();
  });

  app.get('/v1/models', () => ({
    object: 'list',
    data: fake.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
  }));

  app.post<{ Body: ChatRequest }>('/v1/chat/completions', (request) => {
    const content = fake.reply(request.body);
    const promptTokens = JSON.stringify(request.body.messages).length;
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: content.length,
        total_tokens: promptTokens + content.length,
      },
    };
  });

  app.post<{ Body: { model: string; input: string | string[] } }>('/v1/embeddings', (request) => {
    const inputs = Array.isArray(request.body.input) ? request.body.input : [request.body.input];
    return {
      object: 'list',
      model: request.body.model,
      data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
      usage: { prompt_tokens: inputs.join(' ').length, total_tokens: inputs.join(' ').length },
    };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.baseUrl = `${address}/v1`;
  return fake;
}

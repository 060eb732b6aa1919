import SwaggerParser from '@apidevtools/swagger-parser';
import { defineOperation } from '@parley/contract';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './platform/errors.ts';
import { registerOperation } from './platform/http/operation-route.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

// An operation of the shape later modules register, to exercise the shared route machinery.
const createWidget = defineOperation({
  operationId: 'createWidget',
  method: 'POST',
  path: '/teams/{teamId}/widgets',
  tags: ['widgets'],
  summary: 'Create a widget',
  public: true,
  params: z.object({ teamId: z.uuid() }),
  query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  body: z.object({ name: z.string().trim().min(1).max(100), size: z.number().int().positive() }),
  data: z.object({ id: z.string(), name: z.string(), teamId: z.string() }),
});
const TEAM_ID = '0b7f4c52-5c1e-4a5e-9d3e-2f1d6f0e8a11';

async function appWithWidgets(handler: Parameters<typeof registerOperation<typeof createWidget>>[2]) {
  testApp = await buildTestApp();
  registerOperation(testApp.app, createWidget, handler);
  return testApp.app;
}

describe('the { data } and { error } envelopes', () => {
  it('wraps a success in { data } and sends only the declared fields', async () => {
    const app = await appWithWidgets((request) =>
      Promise.resolve({
        id: 'w1',
        name: request.body.name,
        teamId: request.params.teamId,
        internalNote: 'must not leave the server',
      }),
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: '  Gear  ', size: 3 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 'w1', name: 'Gear', teamId: TEAM_ID } });
  });

  it('answers 400 with a detail per invalid field and does not run the handler', async () => {
    let calls = 0;
    const app = await appWithWidgets(() => {
      calls += 1;
      return Promise.resolve({ id: 'w1', name: 'x', teamId: TEAM_ID });
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: '', size: -1 },
    });

    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((detail) => detail.path).sort()).toEqual(['body.name', 'body.size']);
    expect(body.error.message).toContain('body.name');
    expect(calls).toBe(0);
  });

  it('names invalid path and query parameters', async () => {
    const app = await appWithWidgets(() => Promise.resolve({ id: 'w1', name: 'x', teamId: TEAM_ID }));

    const badParam = await app.inject({
      method: 'POST',
      url: '/api/teams/not-a-uuid/widgets',
      payload: { name: 'a', size: 1 },
    });
    const badQuery = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets?dryRun=maybe`,
      payload: { name: 'a', size: 1 },
    });

    expect(badParam.statusCode).toBe(400);
    expect(badParam.json<{ error: { details: { path: string }[] } }>().error.details[0]?.path).toBe(
      'params.teamId',
    );
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json<{ error: { details: { path: string }[] } }>().error.details[0]?.path).toBe(
      'query.dryRun',
    );
  });

  it('answers 400 for malformed JSON', async () => {
    const app = await appWithWidgets(() => Promise.resolve({ id: 'w1', name: 'x', teamId: TEAM_ID }));
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Gear",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const app = await appWithWidgets(() => Promise.resolve({ id: 'w1', name: 'x', teamId: TEAM_ID }));
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: 'x'.repeat(2 * 1024 * 1024), size: 1 },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('payload_too_large');
  });

  it('answers an AppError with the status of its code', async () => {
    const app = await appWithWidgets(() =>
      Promise.reject(new AppError('conflict', 'A widget of that name exists.')),
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: 'Gear', size: 1 },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'conflict', message: 'A widget of that name exists.' },
    });
  });

  it('hides the details of a server fault behind a generic 500', async () => {
    const app = await appWithWidgets(() => Promise.reject(new Error('connection string postgres://u:p@db')));
    const response = await app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: 'Gear', size: 1 },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('internal_error');
    expect(response.body).not.toContain('postgres://');
  });

  it('answers 404 in the envelope for unknown /api and /ws paths', async () => {
    testApp = await buildTestApp();
    const api = await testApp.app.inject({ method: 'GET', url: '/api/x?y=1' });
    const ws = await testApp.app.inject({ method: 'GET', url: '/ws/nothing' });

    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Nothing is at GET /api/x.' } });
    expect(ws.statusCode).toBe(404);
    expect(ws.json<{ error: { code: string } }>().error.code).toBe('not_found');
  });
});

describe('operations that need a session', () => {
  it('answer 401 without one, before the handler runs', async () => {
    testApp = await buildTestApp();
    let calls = 0;
    registerOperation(testApp.app, { ...createWidget, public: false }, () => {
      calls += 1;
      return Promise.resolve({ id: 'w1', name: 'x', teamId: TEAM_ID });
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/teams/${TEAM_ID}/widgets`,
      payload: { name: 'Gear', size: 1 },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
    expect(calls).toBe(0);
  });
});

describe('request ids and logs', () => {
  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    testApp = await buildTestApp();
    const generated = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-42' },
    });
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });

    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).toBe('edge-42');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('logs requests with their id but never cookies, authorization or tokens in URLs', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    testApp = await buildTestApp({ logDestination: destination });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/user/verify?email=a%40b.c&token=very-secret-token',
      headers: {
        cookie: 'sid=secret-session',
        authorization: 'Bearer secret-bearer',
        'x-request-id': 'trace-1',
      },
    });

    const log = lines.join('');
    expect(log).toContain('trace-1');
    expect(log).toContain('/api/user/verify');
    expect(log).not.toContain('very-secret-token');
    expect(log).not.toContain('secret-session');
    expect(log).not.toContain('secret-bearer');
  });
});

describe('OpenAPI', () => {
  it('publishes a valid OpenAPI 3 document generated from the routes', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.paths['/api/system/configuration']?.get?.operationId).toBe('getSystemConfiguration');
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('serves the interactive docs at /api/docs', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

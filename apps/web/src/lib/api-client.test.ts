import { defineOperation, getCurrentUser } from '@parley/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeFetch, json, noContent } from '#src/testing/fake-fetch.ts';
import { ApiError, callOperation, configureApiClient, RequiredParameterError } from './api-client.ts';

const updateSource = defineOperation({
  operationId: 'updateTeamSource',
  method: 'PUT',
  path: '/team/{teamId}/sources/{sourceId}',
  tags: ['sources'],
  summary: 'Update a source',
  params: z.object({ teamId: z.string(), sourceId: z.string() }),
  body: z.object({ name: z.string() }),
  data: z.object({ id: z.string(), name: z.string() }),
});

const listDocuments = defineOperation({
  operationId: 'listKnowledgeDocuments',
  method: 'GET',
  path: '/v1/team/{teamId}/knowledge/documents',
  tags: ['knowledge'],
  summary: 'List documents',
  params: z.object({ teamId: z.string() }),
  query: z.object({ sourceIds: z.array(z.string()), offset: z.number().optional() }),
  data: z.array(z.object({ id: z.string() })),
});

afterEach(() => {
  configureApiClient({ accessToken: undefined, onUnauthorized: undefined });
});

describe('callOperation', () => {
  it('refuses a missing path parameter before sending anything', async () => {
    const { requests } = fakeFetch({});

    await expect(
      callOperation(updateSource, {
        params: { teamId: 't1', sourceId: undefined as never },
        body: { name: 'x' },
      }),
    ).rejects.toThrow(new RequiredParameterError('sourceId', 'updateTeamSource'));
    await expect(
      callOperation(updateSource, { params: { teamId: null as never, sourceId: 's1' }, body: { name: 'x' } }),
    ).rejects.toThrow('Required parameter teamId was null or undefined when calling updateTeamSource.');
    expect(requests).toHaveLength(0);
  });

  it('refuses a missing required body or query parameter before sending anything', async () => {
    const { requests } = fakeFetch({});

    await expect(
      callOperation(updateSource, { params: { teamId: 't1', sourceId: 's1' }, body: undefined as never }),
    ).rejects.toThrow('Required parameter body was null or undefined when calling updateTeamSource.');
    await expect(
      callOperation(listDocuments, { params: { teamId: 't1' }, query: { offset: 5 } as never }),
    ).rejects.toThrow(
      'Required parameter sourceIds was null or undefined when calling listKnowledgeDocuments.',
    );
    expect(requests).toHaveLength(0);
  });

  it('sends JSON with the session cookie and resolves the data of the envelope', async () => {
    const { requests } = fakeFetch({
      'PUT /api/team/t%201/sources/s1': () => json(200, { data: { id: 's1', name: 'Docs' } }),
    });

    const data = await callOperation(updateSource, {
      params: { teamId: 't 1', sourceId: 's1' },
      body: { name: 'Docs' },
    });

    expect(data).toEqual({ id: 's1', name: 'Docs' });
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { name: 'Docs' }, credentials: 'include' });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('repeats array query parameters and leaves out absent optional ones', async () => {
    const { requests } = fakeFetch({
      'GET /api/v1/team/t1/knowledge/documents': () => json(200, { data: [] }),
    });

    await callOperation(listDocuments, { params: { teamId: 't1' }, query: { sourceIds: ['a', 'b'] } });

    expect(requests[0]?.url).toBe('/api/v1/team/t1/knowledge/documents?sourceIds=a&sourceIds=b');
  });

  it('adds a bearer token when one is configured', async () => {
    const { requests } = fakeFetch({ 'GET /api/user/me': () => noContent() });
    configureApiClient({ accessToken: 'tok-123' });

    await callOperation(getCurrentUser, { query: { sessionCheck: 'true' } });

    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });

  it('resolves undefined for a 204 answer', async () => {
    fakeFetch({ 'GET /api/user/me?sessionCheck=true': () => noContent() });

    await expect(callOperation(getCurrentUser, { query: { sessionCheck: 'true' } })).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError and reports a 401 once', async () => {
    fakeFetch({
      'PUT /api/team/t1/sources/s1': () =>
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Check these fields: body.name.',
            details: [{ path: 'body.name', message: 'Too short' }],
          },
        }),
      'GET /api/user/me': () =>
        json(401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } }),
    });
    const unauthorized: ApiError[] = [];
    configureApiClient({ onUnauthorized: (error) => unauthorized.push(error) });

    const invalid = await callOperation(updateSource, {
      params: { teamId: 't1', sourceId: 's1' },
      body: { name: '' },
    }).catch((error: unknown) => error);
    const signedOut = await callOperation(getCurrentUser, { query: {} }).catch((error: unknown) => error);

    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({
      status: 400,
      code: 'validation_failed',
      details: [{ path: 'body.name', message: 'Too short' }],
    });
    expect(signedOut).toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in to continue.' });
    expect(unauthorized).toEqual([signedOut]);
  });

  it('explains a failure without an envelope, and an unreachable server', async () => {
    fakeFetch({ 'GET /api/user/me': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(callOperation(getCurrentUser, { query: {} })).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
    });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callOperation(getCurrentUser, { query: {} })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'Parley could not be reached. Check your connection and try again.',
    });
  });
});

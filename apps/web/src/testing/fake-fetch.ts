import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const noContent = (): Response => new Response(null, { status: 204 });

/**
 * Replaces `fetch` for a jsdom test: answers by `METHOD /path?query` with the first matching
 * responder (exact key, else the path without its query) and records every request.
 */
export function fakeFetch(responders: Record<string, Responder>): { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const responder =
      responders[`${request.method} ${input}`] ??
      responders[`${request.method} ${input.split('?')[0] ?? ''}`];
    if (responder === undefined)
      return json(404, { error: { code: 'not_found', message: `No fake for ${input}` } });
    return responder(request);
  });
  return { requests };
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  cookies: Map<string, string>;
  remoteAddress: string;
  request(
    method: Method,
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

let clients = 0;

/** A distinct client address per browser, as on a real network (rate limits count per client). */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Calls the app through `inject` the way one browser would: it keeps the cookies it is given. */
export function httpClient(app: FastifyInstance, remoteAddress = nextClientAddress()): HttpClient {
  const cookies = new Map<string, string>();
  const request: HttpClient['request'] = async (method, url, payload, headers = {}) => {
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
      headers: { ...(cookieHeader === '' ? {} : { cookie: cookieHeader }), ...headers },
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  };
  return {
    cookies,
    remoteAddress,
    request,
    get: (url, headers) => request('GET', url, undefined, headers),
    post: (url, payload, headers) => request('POST', url, payload, headers),
    put: (url, payload) => request('PUT', url, payload),
    delete: (url) => request('DELETE', url),
  };
}

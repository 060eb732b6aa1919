import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let distDir: string;
let testApp: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root">Parley</div>');
  await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  testApp = await buildTestApp({ webDistDir: distDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at / and revalidates it on every visit', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Parley');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/console/team/42/agent/7/logs?tab=2', '/about', '/no-such-page'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps /api and /ws paths out of the fallback', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const ws = await testApp.app.inject({ method: 'GET', url: '/ws/agent/1/unknown' });

    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(ws.statusCode).toBe(404);
    expect(ws.headers['content-type']).toContain('application/json');
  });

  it('does not answer writes to client routes with the page', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/about', payload: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
  });
});

describe('security headers', () => {
  it('protects pages with a same-origin content policy and no framing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/console' });
    const policy = String(response.headers['content-security-policy']);

    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves out the headers that need a secure origin on a plain-HTTP deployment', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });

    expect(testApp.config.rootUrl).toMatch(/^http:/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends them when the deployment is served over https', async () => {
    const secure = await buildTestApp({
      webDistDir: distDir,
      env: { ROOT_URL: 'https://parley.example.com' },
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/' });

      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await secure.close();
    }
  });
});

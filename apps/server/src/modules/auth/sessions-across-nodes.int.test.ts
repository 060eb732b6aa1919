import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLogger } from '../../platform/logger.ts';
import { PASSWORD, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { httpClient, type HttpClient } from '../../test/http-client.ts';
import { SESSION_CACHE_TTL_MS } from './auth.service.ts';

let nodeA: TestApp | undefined;
let closeNodeB: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeNodeB?.();
  await nodeA?.close();
  closeNodeB = undefined;
  nodeA = undefined;
});

/** Two server nodes on one database: the first as the tests build it, the second beside it. */
async function twoNodes() {
  nodeA = await buildTestApp();
  const nodeB = await buildApp({
    config: loadConfig({
      DATA_DIR: nodeA.config.dataDir,
      SECRET_KEY: nodeA.config.secretKey ?? '',
      LOG_LEVEL: 'silent',
      PARLEY_ROLES: 'web',
    }),
    database: nodeA.database,
    logger: createLogger('silent'),
  });
  closeNodeB = () => nodeB.close();
  return { nodeA, nodeB };
}

/** The same browser, reaching the other node (behind a load balancer). */
function sameBrowserOn(app: Parameters<typeof httpClient>[0], browser: HttpClient): HttpClient {
  const moved = httpClient(app);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

// Fast enough that only the notification can explain it: the cache would keep it for 5 s.
const WELL_WITHIN_THE_CACHE = { timeout: SESSION_CACHE_TTL_MS / 3, interval: 50 };

describe('a session ended on one node', () => {
  it('is refused at once by another node that had it cached', async () => {
    const { nodeA: a, nodeB } = await twoNodes();
    const onA = await signedInClient(a, { email: 'ada-nodes@example.com' });
    const onB = sameBrowserOn(nodeB, onA);
    expect((await onB.get('/api/user/me')).statusCode).toBe(200);

    expect((await onA.post('/api/authentication/logout')).statusCode).toBe(200);

    await vi.waitFor(async () => {
      expect((await onB.get('/api/user/me')).statusCode).toBe(401);
    }, WELL_WITHIN_THE_CACHE);
  });

  it('ends everywhere when the user signs out their other browsers', async () => {
    const { nodeA: a, nodeB } = await twoNodes();
    const laptop = await signedInClient(a, { email: 'grace-nodes@example.com' });
    const phone = httpClient(a.app);
    await phone.post('/api/authentication/login', { email: 'grace-nodes@example.com', password: PASSWORD });
    const phoneOnB = sameBrowserOn(nodeB, phone);
    const laptopOnB = sameBrowserOn(nodeB, laptop);
    expect((await phoneOnB.get('/api/user/me')).statusCode).toBe(200);

    const revoked = await laptop.delete('/api/user/sessions');
    expect(revoked.json()).toEqual({ data: { revoked: 1 } });

    await vi.waitFor(async () => {
      expect((await phoneOnB.get('/api/user/me')).statusCode).toBe(401);
    }, WELL_WITHIN_THE_CACHE);
    expect((await laptopOnB.get('/api/user/me')).statusCode).toBe(200);
  });
});

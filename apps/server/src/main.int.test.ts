import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, startServerProcess } from './test/server-process.ts';

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-main-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses bad configuration with a message naming every bad key, before touching data', async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      MAIL_DOMAINS: 'not a domain',
      LOG_LEVEL: 'loud',
    });

    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    for (const key of ['PORT', 'MAIL_DOMAINS', 'LOG_LEVEL']) expect(server.output()).toContain(`${key}:`);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('serves, refuses a second process on the same data, stops cleanly and starts again', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    const url = await listeningUrl(first);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const secret = await readFile(path.join(dataDir, 'secret.key'), 'utf8');

    const second = startServerProcess({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Parley process is already using the data directory ${dataDir}`,
    );
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const third = startServerProcess({ DATA_DIR: dataDir });
    const again = await listeningUrl(third);
    const configuration = (await (await fetch(`${again}/api/system/configuration`)).json()) as {
      data: { domains: string[] };
    };
    expect(configuration.data.domains).toEqual(['parley.localhost']);
    expect(await readFile(path.join(dataDir, 'secret.key'), 'utf8')).toBe(secret);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});

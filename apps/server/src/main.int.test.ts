import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', SMTP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => output, exited };
}

/** Resolves with the URL the server listens on, once it says so. */
async function listening(server: Run): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match?.[1] !== undefined) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-main-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses bad configuration with a message naming every bad key, before touching data', async () => {
    const server = run({
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
    const first = run({ DATA_DIR: dataDir });
    const url = await listening(first);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const secret = await readFile(path.join(dataDir, 'secret.key'), 'utf8');

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Parley process is already using the data directory ${dataDir}`,
    );
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const third = run({ DATA_DIR: dataDir });
    const again = await listening(third);
    const configuration = (await (await fetch(`${again}/api/system/configuration`)).json()) as {
      data: { domains: string[] };
    };
    expect(configuration.data.domains).toEqual(['parley.localhost']);
    expect(await readFile(path.join(dataDir, 'secret.key'), 'utf8')).toBe(secret);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});

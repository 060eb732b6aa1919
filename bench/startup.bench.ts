// Time from process start to the first 200 from /readyz, on an empty embedded database and on an
// existing one, against a baseline measured the same way in the same run: a bare Node HTTP server.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../apps/server/src/main.ts');
const WARM_RUNS = 3;
const BASELINE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Seconds from spawning `args` until GET `probe` answers 200; then stops the process. */
async function timeToReady(args: string[], env: Record<string, string>, probe: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'parley-bench-startup-'));
const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', SMTP_PORT: '0', LOG_LEVEL: 'warn' };
try {
  const baselines: number[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1)
    baselines.push(await timeToReady(['-e', BASELINE_SERVER], {}, '/'));
  const baseline = median(baselines);

  const empty = await timeToReady([MAIN], env, '/readyz');
  const existing: number[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1) existing.push(await timeToReady([MAIN], env, '/readyz'));

  const line = (name: string, seconds: number) =>
    `${name}: ${seconds.toFixed(2)} s (baseline ${baseline.toFixed(2)} s bare node http, ratio ${(seconds / baseline).toFixed(1)})`;
  console.log(line('startup-empty-database', empty));
  console.log(line('startup-existing-database', median(existing)));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

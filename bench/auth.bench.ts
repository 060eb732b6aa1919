// Requests per second of GET /api/user/me with a valid session, against a bare Fastify route that
// answers the same JSON, measured the same way in the same run. Target: ratio ≥ 0.5.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const DURATION_SECONDS = 4;
const ROUNDS = 3;
const CONNECTIONS = 10;

interface Target {
  child: ChildProcess;
  url: string;
  cookie: string;
}

async function start(script: string, args: string[] = []): Promise<Target> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'support', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [first] = (await once(lines, 'line')) as [string];
  return { child, ...(JSON.parse(first) as { url: string; cookie: string }) };
}

async function stop(target: Target): Promise<void> {
  target.child.kill('SIGTERM');
  await once(target.child, 'exit');
}

async function requestsPerSecond(target: Target): Promise<number> {
  const result = await autocannon({
    url: `${target.url}/api/user/me`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.cookie === '' ? {} : { cookie: target.cookie },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${target.url}`);
  }
  return result.requests.average;
}

const parley = await start('auth-server.ts');
const sample = await (
  await fetch(`${parley.url}/api/user/me`, { headers: { cookie: parley.cookie } })
).text();
const bare = await start('bare-server.ts', [sample]);
try {
  // Warm both up, then alternate so that a busy moment of the machine hits both alike.
  await requestsPerSecond(parley);
  await requestsPerSecond(bare);
  const rounds: { measured: number; baseline: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({ baseline: await requestsPerSecond(bare), measured: await requestsPerSecond(parley) });
  }
  const median = [...rounds].sort((a, b) => a.measured / a.baseline - b.measured / b.baseline)[
    Math.floor(ROUNDS / 2)
  ];
  if (median === undefined) throw new Error('no rounds measured');
  console.log(
    `auth-user-me: ${Math.round(median.measured)} req/s (baseline ${Math.round(median.baseline)} req/s bare fastify, ratio ${(median.measured / median.baseline).toFixed(2)})`,
  );
} finally {
  await stop(parley);
  await stop(bare);
}

// Starts Parley for the end-to-end specs exactly as `npm start` does (build if stale, then the real
// server with the embedded database), on a throwaway data directory and the port the config chose.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web-if-stale.ts')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

Object.assign(process.env, {
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  SMTP_PORT: '0',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-')),
});
await import('../../apps/server/src/main.ts');

// Starts Parley for the end-to-end specs exactly as `npm start` does (build if stale, then the real
// server with the embedded database), on a throwaway data directory and the port the config chose.
// Outgoing mail goes through a real SMTP relay on loopback (a sink) that files each message for the
// specs to read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';
import { MAIL_DIR } from './mail-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web-if-stale.ts')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(MAIL_DIR, { recursive: true, force: true });
mkdirSync(MAIL_DIR, { recursive: true });
let received = 0;
const sink = await startSmtpSink({
  onMail: (mail) => {
    received += 1;
    writeFileSync(
      path.join(MAIL_DIR, `${Date.now()}-${String(received).padStart(4, '0')}.json`),
      JSON.stringify(mail),
    );
  },
});

Object.assign(process.env, {
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  SMTP_PORT: '0',
  SMTP_RELAY_URL: sink.url,
  // The specs' own API calls say which client they stand for (rate limits count per client).
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-')),
});
await import('../../apps/server/src/main.ts');

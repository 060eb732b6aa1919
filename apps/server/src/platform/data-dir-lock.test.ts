import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const ignore = () => undefined;

describe('lockDataDir', () => {
  it('creates the directory, refuses a second holder and frees it on release', async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'parley-lock-')), 'nested', 'data');
    const release = await lockDataDir(dir, ignore);

    await expect(lockDataDir(dir, ignore)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir, ignore)).rejects.toThrow(/Another Parley process is already using/);

    await release();
    const again = await lockDataDir(dir, ignore);
    await again();
  });
});

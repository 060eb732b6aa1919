import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecretKey } from './secret-key.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe('resolveSecretKey', () => {
  it('uses SECRET_KEY when configured and writes nothing', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parley-secret-'));

    expect(await resolveSecretKey('configured-key', dir)).toBe('configured-key');
    await expect(stat(path.join(dir, 'secret.key'))).rejects.toThrow();
  });

  it('generates a strong key once, readable only by its owner, and reuses it', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parley-secret-'));

    const first = await resolveSecretKey(undefined, dir);
    const second = await resolveSecretKey(undefined, dir);
    const file = path.join(dir, 'secret.key');

    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('agrees with itself when several starts race', async () => {
    const raceDir = await mkdtemp(path.join(os.tmpdir(), 'parley-secret-'));
    dir = raceDir;

    const keys = await Promise.all([1, 2, 3, 4].map(() => resolveSecretKey(undefined, raceDir)));

    expect(new Set(keys).size).toBe(1);
  });
});

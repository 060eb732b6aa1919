import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Parley process is already using the data directory ${dataDir}. ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes an exclusive lock on the embedded database's directory: PGlite allows one process per data
 * directory and does not lock it itself. The lock is refreshed while held, so a crashed process's
 * lock goes stale and is taken over after `staleMs`.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
  staleMs = 10_000,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'parley.lock'),
      stale: staleMs,
      update: Math.floor(staleMs / 2),
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}

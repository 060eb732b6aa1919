import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'secret.key';

/**
 * The key that signs tokens and encrypts stored credentials: `SECRET_KEY` when set, otherwise one
 * generated on first start and kept (readable by the owner only) in the data directory.
 */
export async function resolveSecretKey(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readKey(file);
  if (existing !== undefined) return existing;
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process created it first: use theirs so both agree.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = await readKey(file);
      if (raced !== undefined) return raced;
    }
    throw error;
  }
}

async function readKey(file: string): Promise<string | undefined> {
  try {
    const key = (await readFile(file, 'utf8')).trim();
    return key === '' ? undefined : key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

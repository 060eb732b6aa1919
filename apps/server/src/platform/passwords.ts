import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane (argon2id is the default algorithm). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account, or one that only signs in
 * through an identity provider) it still spends the same time, so timing does not tell which it was.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === null || storedHash === undefined) {
    dummyHash ??= hashPassword('parley-timing-equaliser');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return commonPasswords;
}

/** Why a new password is refused, or undefined when it is acceptable. */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    return 'is one of the most common passwords; choose one that is harder to guess';
  }
  return undefined;
}

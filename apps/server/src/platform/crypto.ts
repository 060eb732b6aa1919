import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** A random, URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 as hex: how tokens with enough entropy of their own (sessions, links) are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SecretBox {
  /** Encrypts with AES-256-GCM; the result carries its version, nonce and tag. */
  seal(plaintext: string): string;
  /** Decrypts what `seal` produced; throws if it was tampered with or sealed with another key. */
  open(sealed: string): string;
}

const VERSION = 'v1';

/**
 * Encryption for secrets kept in the database (TOTP secrets, team credentials), with a key derived
 * from SECRET_KEY by HKDF so the key itself never touches the data.
 */
export function createSecretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'parley', 'stored-secrets/v1', 32));
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.', 2);
      if (version !== VERSION || payload === undefined) throw new Error('unknown sealed secret format');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

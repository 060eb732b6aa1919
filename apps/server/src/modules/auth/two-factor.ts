import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { randomBytes } from 'node:crypto';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function totpFor(secret: string, label = 'Parley'): TOTP {
  return new TOTP({
    issuer: 'Parley',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth URL and its QR code, for an authenticator app. */
export async function totpEnrolment(secret: string, accountLabel: string) {
  const otpauthUrl = totpFor(secret, accountLabel).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step a code belongs to (one step of clock drift either way), or null when it is wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (for tests and fakes). */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

/** Ten one-time codes such as `k3xq7-m2bd9`; only their normalized hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32] ?? 'a').join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

import { describe, expect, it } from 'vitest';
import { constantTimeEqual, createSecretBox, randomToken, sha256 } from './crypto.ts';

describe('createSecretBox', () => {
  const box = createSecretBox('a-deployment-secret-key-of-enough-length');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP');
    const second = box.seal('JBSWY3DPEHPK3PXP');

    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered secret and one sealed with another key', () => {
    const sealed = box.seal('sk-live-123');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    const otherKey = createSecretBox('another-deployment-secret-key-entirely');

    expect(() => box.open(tampered)).toThrow();
    expect(() => otherKey.open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow('unknown sealed secret format');
  });
});

describe('tokens', () => {
  it('are random, URL-safe, and hashed to a fixed-length hex digest', () => {
    const token = randomToken();

    expect(token).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(token)).toBe(sha256(token));
  });

  it('compare without leaking where they differ', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});

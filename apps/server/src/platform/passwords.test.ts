import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with argon2id and OWASP parameters, and verified', async () => {
    const stored = await hashPassword('correct horse battery');

    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery')).toBe(false);
  });

  it('never verify without a hash, or against a malformed one', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });

  it('must be long enough and not among the most common', async () => {
    expect(await passwordProblem('short')).toBe('must be at least 8 characters');
    expect(await passwordProblem('password')).toMatch(/most common passwords/);
    expect(await passwordProblem('Football')).toMatch(/most common passwords/);
    expect(await passwordProblem('q7-lantern-orbit')).toBeUndefined();
  });
});

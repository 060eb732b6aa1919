import { describe, expect, it } from 'vitest';
import { userLabel } from './user-label.ts';

describe('userLabel', () => {
  it('is the full name when both names exist', () => {
    expect(userLabel({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
  });

  it('is the e-mail when a name is missing', () => {
    expect(userLabel({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('ada@example.com');
    expect(userLabel({ firstName: ' ', lastName: 'Lovelace', email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
  });

  it("is 'User' when there is neither", () => {
    expect(userLabel({ firstName: null, lastName: null, email: '' })).toBe('User');
    expect(userLabel(null)).toBe('User');
  });
});

import type { User } from '@parley/contract';

/** A signed-in user as the server describes her. */
export const ada: User = {
  id: '5d0c2f9a-8c53-4f0e-a3c5-3a3f0b0c7e11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPassword: true,
  createdAt: '2026-11-01T09:00:00.000Z',
};

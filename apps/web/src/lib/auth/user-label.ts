import type { User } from '@parley/contract';

/** The user menu's label: the full name when both names exist, else the e-mail, else 'User'. */
export function userLabel(user: Pick<User, 'firstName' | 'lastName' | 'email'> | null): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first !== '' && last !== '') return `${first} ${last}`;
  const email = user?.email.trim() ?? '';
  return email !== '' ? email : 'User';
}

import { logout } from '@parley/contract';
import { callOperation } from '#src/lib/api-client.ts';

export async function logOutOnServer(): Promise<void> {
  await callOperation(logout, {});
}

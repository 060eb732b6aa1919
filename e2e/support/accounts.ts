import { request, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../apps/server/src/test/smtp-sink.ts';
import { MAIL_DIR } from './mail-dir.ts';
import { expect, LOCAL_ORIGIN } from './test.ts';

export const PASSWORD = 'lantern-orbit-47';

let accounts = 0;
/** An address nobody has used in this run. */
export function newEmail(name: string): string {
  accounts += 1;
  return `${name}.${Date.now().toString(36)}${accounts}@example.com`;
}

/** The newest e-mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(MAIL_DIR)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail);
    const found = mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in an e-mail, as a path (the specs visit it on their own base URL). */
export function linkPath(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (match === null) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Creates an account through the API (the test process reaches the server by its local address). */
export async function createAccount(account: {
  email: string;
  firstName?: string;
  lastName?: string;
  password?: string;
}): Promise<void> {
  const api = await request.newContext({
    baseURL: LOCAL_ORIGIN,
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(accounts / 250)}.${(accounts % 250) + 1}` },
  });
  const created = await api.post('/api/user', {
    data: {
      email: account.email,
      password: account.password ?? PASSWORD,
      firstName: account.firstName ?? 'Ada',
      lastName: account.lastName ?? 'Lovelace',
    },
  });
  if (!created.ok()) throw new Error(`sign-up failed: ${await created.text()}`);
  await api.dispose();
}

/** Creates and verifies an account, as if its owner had clicked the link in the e-mail. */
export async function createVerifiedAccount(account: { email: string; password?: string }): Promise<void> {
  await createAccount(account);
  const api = await request.newContext({ baseURL: LOCAL_ORIGIN });
  const verified = await api.get(
    `/api${linkPath(await latestMail(account.email, /Confirm your e-mail/)).replace('/login', '/user/verify')}`,
  );
  if (!verified.ok()) throw new Error(`verification failed: ${await verified.text()}`);
  await api.dispose();
}

/** Signs a new verified account in through the login form and creates a team; ends on its home. */
export async function signedInWithTeam(page: Page, teamName: string) {
  const email = newEmail('builder');
  await createVerifiedAccount({ email });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/console');
  await page.getByRole('link', { name: 'New team' }).click();
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
}

/** From a team's home, creates an agent through the form; ends on the agent's home. */
export async function createAgentFromTeamHome(page: Page, name: string) {
  await page.getByRole('link', { name: 'New agent' }).click();
  await page.getByLabel('Agent name').fill(name);
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

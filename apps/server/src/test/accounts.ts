import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { httpClient, nextClientAddress, type HttpClient } from './http-client.ts';

export const PASSWORD = 'lantern-orbit-47';

export interface AccountInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest e-mail of a template sent to an address, read from the outbox table. */
export async function latestMail(
  testApp: TestApp,
  to: string,
  template: string,
): Promise<OutboxMail | undefined> {
  const [row] = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The first link of an e-mail's text. */
export function linkIn(mail: OutboxMail | undefined): URL {
  const match = /https?:\/\/\S+/.exec(mail?.text ?? '');
  if (match === null) throw new Error(`no link in the e-mail: ${mail?.text ?? '(no e-mail)'}`);
  return new URL(match[0]);
}

export async function signUp(testApp: TestApp, input: AccountInput) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user',
    remoteAddress: nextClientAddress(),
    payload: {
      email: input.email,
      password: input.password ?? PASSWORD,
      firstName: input.firstName ?? 'Ada',
      lastName: input.lastName ?? 'Lovelace',
    },
  });
}

/** Signs up and follows the verification link, as a new user would. */
export async function createVerifiedUser(testApp: TestApp, input: AccountInput): Promise<void> {
  const created = await signUp(testApp, input);
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const link = linkIn(await latestMail(testApp, input.email, 'verify-email'));
  const verified = await testApp.app.inject({
    method: 'GET',
    url: `/api/user/verify?${link.searchParams.toString()}`,
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
}

/** A browser signed in as a new, verified user. */
export async function signedInClient(testApp: TestApp, input: AccountInput): Promise<HttpClient> {
  await createVerifiedUser(testApp, input);
  const client = httpClient(testApp.app);
  const response = await client.post('/api/authentication/login', {
    email: input.email,
    password: input.password ?? PASSWORD,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
}

/** Creates a team through the API; resolves its id. */
export async function createTeamThrough(client: HttpClient, name: string): Promise<string> {
  const response = await client.post('/api/team', { name });
  if (response.statusCode !== 200) throw new Error(`team creation failed: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

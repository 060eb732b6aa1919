import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, teamInvites, teamMembers, teams } from '../../db/schema/index.ts';
import { latestMail, linkIn, PASSWORD, signedInClient, signUp } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { httpClient, type HttpClient } from '../../test/http-client.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

async function createTeam(client: HttpClient, name: string): Promise<string> {
  const response = await client.post('/api/team', { name });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}

const teamUsers = async (client: HttpClient, teamId: string) =>
  (await client.get(`/api/team/${teamId}/users`)).json<{ data: { email: string; status: string }[] }>().data;

describe('teams', () => {
  it('creates a team whose creator is its first member, and lists the user’s teams', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-teams@example.com' });

    const created = await ada.post('/api/team', { name: '  Support  ' });

    expect(created.json()).toEqual({
      data: { id: expect.any(String), name: 'Support', createdAt: expect.any(String), memberCount: 1 },
    });
    await createTeam(ada, 'archive');
    expect(
      (await ada.get('/api/teams')).json<{ data: { name: string }[] }>().data.map((team) => team.name),
    ).toEqual(['archive', 'Support']);
    const other = await signedInClient(testApp, { email: 'not-in-it@example.com' });
    expect((await other.get('/api/teams')).json()).toEqual({ data: [] });
  });

  it('refuses a name that is empty or longer than 100 characters', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-names@example.com' });

    const empty = await ada.post('/api/team', { name: '   ' });
    const long = await ada.post('/api/team', { name: 'x'.repeat(101) });

    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { details: [{ path: 'body.name', message: 'is required' }] },
    });
    expect(long.statusCode).toBe(400);
    expect((await ada.get('/api/teams')).json()).toEqual({ data: [] });
  });

  it('renames a team', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-rename@example.com' });
    const teamId = await createTeam(ada, 'Sales');

    const renamed = await ada.put(`/api/team/${teamId}`, { name: 'Sales EMEA' });

    expect(renamed.json()).toMatchObject({ data: { id: teamId, name: 'Sales EMEA' } });
    expect((await ada.get(`/api/team/${teamId}`)).json()).toMatchObject({
      data: { name: 'Sales EMEA', memberCount: 1 },
    });
  });

  it('deleting a team removes everything it owns', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-delete@example.com' });
    const teamId = await createTeam(ada, 'Doomed');
    await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'openai',
      name: 'Key',
      settings: {},
      secret: 'sk-doomed-0000',
    });
    await ada.post(`/api/teams/${teamId}/invites`, { email: 'someone@example.com' });
    await ada.post(`/api/team/${teamId}/users`, { email: 'future@example.com' });

    expect((await ada.delete(`/api/team/${teamId}`)).statusCode).toBe(200);

    const remaining = await db().execute<{ count: number }>(sql`
      SELECT (SELECT count(*) FROM ${teams} WHERE id = ${teamId})
           + (SELECT count(*) FROM ${teamMembers} WHERE team_id = ${teamId})
           + (SELECT count(*) FROM ${teamInvites} WHERE team_id = ${teamId})
           + (SELECT count(*) FROM team_pending_members WHERE team_id = ${teamId})
           + (SELECT count(*) FROM ${credentials} WHERE team_id = ${teamId}) AS count`);
    expect(Number(remaining.rows[0]?.count)).toBe(0);
    expect((await ada.get(`/api/team/${teamId}`)).statusCode).toBe(404);
  });
});

describe('members', () => {
  it('adds an existing user by address; they see the team at once', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-members@example.com' });
    const bob = await signedInClient(testApp, {
      email: 'bob-members@example.com',
      firstName: 'Bob',
      lastName: 'Byte',
    });
    const teamId = await createTeam(ada, 'Shared');

    const added = await ada.post(`/api/team/${teamId}/users`, { email: 'Bob-Members@Example.com' });

    expect(added.json()).toEqual({
      data: { email: 'bob-members@example.com', firstName: 'Bob', lastName: 'Byte', status: 'member' },
    });
    expect((await bob.get('/api/teams')).json()).toEqual({ data: [{ id: teamId, name: 'Shared' }] });
    const again = await ada.post(`/api/team/${teamId}/users`, { email: 'bob-members@example.com' });
    expect(again.statusCode).toBe(409);
  });

  it('records an address without an account, which joins when its account is verified', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-pending@example.com' });
    const teamId = await createTeam(ada, 'Waiting room');

    const added = await ada.post(`/api/team/${teamId}/users`, { email: 'newcomer@example.com' });
    expect(added.json()).toMatchObject({ data: { email: 'newcomer@example.com', status: 'pending' } });

    await signUp(testApp, { email: 'newcomer@example.com' });
    expect(await teamUsers(ada, teamId)).toContainEqual(
      expect.objectContaining({ email: 'newcomer@example.com', status: 'pending' }),
    );

    const link = linkIn(await latestMail(testApp, 'newcomer@example.com', 'verify-email'));
    const verified = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/verify?${link.searchParams.toString()}`,
    });
    expect(verified.statusCode).toBe(200);

    expect(await teamUsers(ada, teamId)).toContainEqual(
      expect.objectContaining({ email: 'newcomer@example.com', status: 'member' }),
    );
  });

  it('removes a member, whose access ends at once; the last member cannot be removed', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-remove@example.com' });
    const bob = await signedInClient(testApp, { email: 'bob-remove@example.com' });
    const teamId = await createTeam(ada, 'Tight');
    await ada.post(`/api/team/${teamId}/users`, { email: 'bob-remove@example.com' });
    expect((await bob.get(`/api/team/${teamId}`)).statusCode).toBe(200);

    expect((await ada.delete(`/api/team/${teamId}/users/bob-remove%40example.com`)).statusCode).toBe(200);
    expect((await bob.get(`/api/team/${teamId}`)).statusCode).toBe(404);

    const last = await ada.delete(`/api/team/${teamId}/users/ada-remove%40example.com`);
    expect(last.statusCode).toBe(409);
    expect(last.json<{ error: { message: string } }>().error.message).toMatch(/last member/);
    expect((await ada.get(`/api/team/${teamId}`)).statusCode).toBe(200);
  });

  it('lets a member leave a team that has others', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-leave@example.com' });
    const bob = await signedInClient(testApp, { email: 'bob-leave@example.com' });
    const teamId = await createTeam(ada, 'Leavable');
    await ada.post(`/api/team/${teamId}/users`, { email: 'bob-leave@example.com' });

    expect((await bob.delete(`/api/team/${teamId}/users/bob-leave%40example.com`)).statusCode).toBe(200);
    expect((await bob.get('/api/teams')).json()).toEqual({ data: [] });
  });
});

describe('invitations', () => {
  let inviters = 0;
  async function invited(email: string) {
    inviters += 1;
    const ada = await signedInClient(testApp, { email: `inviter-${inviters}-${email}` });
    const teamId = await createTeam(ada, `Team of ${email}`);
    const response = await ada.post(`/api/teams/${teamId}/invites`, { email });
    expect(response.statusCode).toBe(200);
    const link = linkIn(await latestMail(testApp, email, 'team-invitation'));
    return { ada, teamId, link, token: link.searchParams.get('token') ?? '' };
  }

  it('e-mails a link to the accept page and lists the invitation for the team', async () => {
    const { ada, teamId, link } = await invited('carol@example.com');

    expect(link.pathname).toBe(`/console/team/${teamId}/accept-invite`);
    const mail = await latestMail(testApp, 'carol@example.com', 'team-invitation');
    expect(mail?.subject).toBe('Ada Lovelace invited you to Team of carol@example.com on Parley');
    expect((await ada.get(`/api/teams/${teamId}/invites`)).json()).toEqual({
      data: [
        {
          email: 'carol@example.com',
          invitedBy: 'Ada Lovelace',
          createdAt: expect.any(String),
          expiresAt: expect.any(String),
          expired: false,
        },
      ],
    });
  });

  it('refuses a second invitation to the same address, and one to a member', async () => {
    const { ada, teamId } = await invited('dup@example.com');

    const duplicate = await ada.post(`/api/teams/${teamId}/invites`, { email: 'dup@example.com' });
    const member = await ada.post(`/api/teams/${teamId}/invites`, {
      email: `inviter-${inviters}-dup@example.com`,
    });

    expect(duplicate.statusCode).toBe(409);
    expect(member.statusCode).toBe(409);
    expect(member.json<{ error: { message: string } }>().error.message).toMatch(/already a member/);
  });

  it('a new user signs up, accepts with the link and joins; the link works once', async () => {
    const { ada, teamId, token } = await invited('dave@example.com');
    await signUp(testApp, { email: 'dave@example.com', firstName: 'Dave' });
    const dave = httpClient(testApp.app);
    await dave.post('/api/authentication/login', { email: 'dave@example.com', password: PASSWORD });

    const details = await dave.get(`/api/teams/${teamId}/invitation?token=${token}`);
    expect(details.json()).toMatchObject({
      data: {
        teamId,
        teamName: 'Team of dave@example.com',
        invitedBy: 'Ada Lovelace',
        email: 'dave@example.com',
      },
    });

    const accepted = await dave.post(`/api/teams/${teamId}/accept-invite`, { token });
    expect(accepted.json()).toEqual({ data: { id: teamId, name: 'Team of dave@example.com' } });
    expect((await dave.get('/api/teams')).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await dave.get('/api/user/me')).json()).toMatchObject({ data: { emailVerified: true } });
    expect((await ada.get(`/api/teams/${teamId}/invites`)).json()).toEqual({ data: [] });

    const reused = await dave.post(`/api/teams/${teamId}/accept-invite`, { token });
    expect(reused.statusCode).toBe(400);
  });

  it('cannot be accepted by another account, even with the link', async () => {
    const { teamId, token } = await invited('erin@example.com');
    const mallory = await signedInClient(testApp, { email: 'mallory@example.com' });

    const stolen = await mallory.post(`/api/teams/${teamId}/accept-invite`, { token });

    expect(stolen.statusCode).toBe(403);
    expect(stolen.json<{ error: { message: string } }>().error.message).toContain('erin@example.com');
    expect((await mallory.get('/api/teams')).json()).toEqual({ data: [] });
  });

  it('cannot be accepted after 7 days', async () => {
    const { teamId, token } = await invited('late-invitee@example.com');
    await db()
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, 'late-invitee@example.com'));
    const late = await signedInClient(testApp, { email: 'late-invitee@example.com' });

    const response = await late.post(`/api/teams/${teamId}/accept-invite`, { token });

    expect(response.statusCode).toBe(400);
    expect((await late.get('/api/teams')).json()).toEqual({ data: [] });
  });

  it('a verified user sees it in /invites/me and answers without the link, or declines', async () => {
    const { teamId } = await invited('frank@example.com');
    const frank = await signedInClient(testApp, { email: 'frank@example.com' });

    const mine = await frank.get('/api/invites/me');
    expect(mine.json()).toMatchObject({
      data: [{ teamId, invitedBy: 'Ada Lovelace', email: 'frank@example.com' }],
    });

    expect((await frank.post(`/api/teams/${teamId}/reject-invite`, {})).statusCode).toBe(200);
    expect((await frank.get('/api/invites/me')).json()).toEqual({ data: [] });
    expect((await frank.post(`/api/teams/${teamId}/accept-invite`, {})).statusCode).toBe(404);

    const second = await invited('frank@example.com');
    expect((await frank.post(`/api/teams/${second.teamId}/accept-invite`, {})).statusCode).toBe(200);
  });

  it('can be withdrawn', async () => {
    const { ada, teamId, token } = await invited('gina@example.com');

    expect((await ada.delete(`/api/teams/${teamId}/invites/gina%40example.com`)).statusCode).toBe(200);

    const gina = await signedInClient(testApp, { email: 'gina@example.com' });
    expect((await gina.post(`/api/teams/${teamId}/accept-invite`, { token })).statusCode).toBe(400);
  });
});

describe('credentials', () => {
  it('stores the secret encrypted, never sends it back, and shows a hint', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-creds@example.com' });
    const teamId = await createTeam(ada, 'Keys');
    const secret = 'sk-live-abcdefghijklmnop1234';

    const created = await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'openai',
      name: 'Production',
      settings: { defaultModel: 'gpt-4o-mini' },
      secret,
    });

    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      data: {
        id: expect.any(String),
        teamId,
        kind: 'openai',
        name: 'Production',
        settings: { defaultModel: 'gpt-4o-mini' },
        hasSecret: true,
        secretHint: '…1234',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    for (const response of [
      created,
      await ada.get(`/api/teams/${teamId}/credentials`),
      await ada.get(`/api/teams/${teamId}/credentials/${id}`),
    ]) {
      expect(response.body).not.toContain('abcdefghijklmnop');
    }
    const [stored] = await db().select().from(credentials).where(eq(credentials.id, id));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain('abcdefghijklmnop');
  });

  it('checks the settings of each kind and requires a secret where one is needed', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-kinds@example.com' });
    const teamId = await createTeam(ada, 'Kinds');

    const noKey = await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'anthropic',
      name: 'Claude',
      settings: {},
    });
    const badUrl = await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'ollama',
      name: 'Local',
      settings: { baseUrl: 'not a url' },
    });
    const ollama = await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'ollama',
      name: 'Local',
      settings: { baseUrl: 'http://127.0.0.1:11434' },
    });
    const unknownKind = await ada.post(`/api/teams/${teamId}/credentials`, {
      kind: 'carrier-pigeon',
      name: 'x',
      settings: {},
    });

    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ error: { details: [{ path: 'body.secret' }] } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ error: { details: [{ path: 'body.settings.baseUrl' }] } });
    expect(ollama.json()).toMatchObject({ data: { kind: 'ollama', hasSecret: false, secretHint: null } });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('updates name and settings, keeps the secret unless a new one is given, and deletes', async () => {
    const ada = await signedInClient(testApp, { email: 'ada-update@example.com' });
    const teamId = await createTeam(ada, 'Updates');
    const id = (
      await ada.post(`/api/teams/${teamId}/credentials`, {
        kind: 'openai-compatible',
        name: 'vLLM',
        settings: { baseUrl: 'http://127.0.0.1:8000/v1' },
        secret: 'first-secret-value-1111',
      })
    ).json<{ data: { id: string } }>().data.id;

    const renamed = await ada.put(`/api/teams/${teamId}/credentials/${id}`, {
      name: 'vLLM cluster',
      settings: { baseUrl: 'http://10.0.0.5:8000/v1', defaultModel: 'llama' },
    });
    expect(renamed.json()).toMatchObject({ data: { name: 'vLLM cluster', secretHint: '…1111' } });

    const badSettings = await ada.put(`/api/teams/${teamId}/credentials/${id}`, {
      name: 'x',
      settings: { baseUrl: 'ftp://x' },
    });
    expect(badSettings.statusCode).toBe(400);

    const rotated = await ada.put(`/api/teams/${teamId}/credentials/${id}`, {
      name: 'vLLM cluster',
      settings: { baseUrl: 'http://10.0.0.5:8000/v1' },
      secret: 'second-secret-value-2222',
    });
    expect(rotated.json()).toMatchObject({ data: { secretHint: '…2222' } });

    expect((await ada.delete(`/api/teams/${teamId}/credentials/${id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/teams/${teamId}/credentials/${id}`)).statusCode).toBe(404);
  });

  it('never logs a secret', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logged = await buildTestApp({
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    });
    try {
      const ada = await signedInClient(logged, { email: 'ada-logs@example.com' });
      const teamId = await createTeam(ada, 'Logged');
      await ada.post(`/api/teams/${teamId}/credentials`, {
        kind: 'anthropic',
        name: 'Claude',
        settings: {},
        secret: 'sk-ant-never-in-the-logs-9876',
      });
      await ada.post(`/api/teams/${teamId}/credentials`, {
        kind: 'anthropic',
        name: '',
        settings: {},
        secret: 'sk-ant-invalid-9876',
      });
    } finally {
      await logged.close();
    }
    expect(lines.join('')).not.toContain('never-in-the-logs');
    expect(lines.join('')).not.toContain('sk-ant-invalid');
    expect(lines.join('')).not.toContain(PASSWORD);
  });
});

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createMailer, MAIL_ATTEMPTS } from './mailer.ts';
import { resetPasswordMail, teamInvitationMail, verifyEmailMail } from './templates.ts';

let database: TestDatabase | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  await database?.destroy();
  sink = undefined;
  database = undefined;
});

function logLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, logger: createLogger('info', destination) };
}

/** A mailer on the test's database, through `relayUrl` when given; `lines` is what it logged. */
function mailerWith(relayUrl: string | undefined, db = database?.db) {
  if (db === undefined) throw new Error('create the test database first');
  const { lines, logger } = logLines();
  return { mailer: createMailer({ db, relayUrl, fromAddress: 'no-reply@example.com', logger }), lines };
}

describe('the mailer', () => {
  it('without a relay, keeps the message in the outbox and logs it with its link', async () => {
    database = await createTestDatabase();
    const { lines, logger } = logLines();
    const mailer = createMailer({
      db: database.db,
      relayUrl: undefined,
      fromAddress: 'Parley <no-reply@parley.localhost>',
      logger,
    });

    await mailer.send(
      'Ada@Example.com',
      verifyEmailMail({ name: 'Ada', link: 'http://127.0.0.1:3000/login?email=a&token=t0k3n' }),
    );

    const [stored] = await mailer.sentTo('ada@example.com');
    expect(stored).toMatchObject({
      template: 'verify-email',
      toAddress: 'ada@example.com',
      fromAddress: 'Parley <no-reply@parley.localhost>',
      status: 'stored',
      subject: 'Confirm your e-mail address for Parley',
    });
    expect(stored?.text).toContain('http://127.0.0.1:3000/login?email=a&token=t0k3n');
    expect(lines.join('')).toContain('token=t0k3n');
  });

  it('with a relay, delivers over SMTP in text and HTML and records it as sent', async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    const mailer = createMailer({
      db: database.db,
      relayUrl: sink.url,
      fromAddress: 'Parley <no-reply@example.com>',
      logger: logLines().logger,
    });

    await mailer.send(
      'grace@example.com',
      resetPasswordMail({ name: 'Grace Hopper', link: 'https://parley.example.com/reset-password?token=x' }),
    );
    await mailer.idle();

    const [received] = await sink.waitFor(1);
    expect(received).toMatchObject({
      from: 'no-reply@example.com',
      to: ['grace@example.com'],
      subject: 'Reset your Parley password',
    });
    expect(received?.text).toContain('Hello Grace Hopper,');
    expect(received?.text).toContain('https://parley.example.com/reset-password?token=x');
    expect(received?.html).toContain('href="https://parley.example.com/reset-password?token=x"');
    expect((await mailer.sentTo('grace@example.com'))[0]?.status).toBe('sent');
  });

  it('keeps a message the relay refused, marked failed with the reason', async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    sink.refuseMail(true);
    const { lines, logger } = logLines();
    const mailer = createMailer({
      db: database.db,
      relayUrl: sink.url,
      fromAddress: 'no-reply@example.com',
      logger,
    });

    await mailer.send('bounce@example.com', verifyEmailMail({ name: null, link: 'https://x.example/l' }));
    await mailer.idle();

    const [stored] = await mailer.sentTo('bounce@example.com');
    expect(stored?.status).toBe('failed');
    expect(stored?.error).toMatch(/450|try later/);
    expect(lines.join('')).toContain('the SMTP relay did not accept an e-mail');
  });
});

describe('retries', () => {
  const MINUTE = 60_000;
  const later = (ms: number) => new Date(Date.now() + ms);

  async function refusingSetup() {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    sink.refuseMail(true);
    return { ...mailerWith(sink.url), sink };
  }

  it('try a refused message again once its time comes, and record it as sent', async () => {
    const { mailer, sink } = await refusingSetup();
    await mailer.send('retry@example.com', verifyEmailMail({ name: null, link: 'https://x.example/r' }));
    await mailer.idle();
    const [refused] = await mailer.sentTo('retry@example.com');
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 0.9 * MINUTE);

    expect(await mailer.retryDue(new Date())).toBe(0);
    sink.refuseMail(false);
    expect(await mailer.retryDue(later(2 * MINUTE))).toBe(1);

    expect((await sink.waitFor(1))[0]).toMatchObject({ to: ['retry@example.com'] });
    expect((await mailer.sentTo('retry@example.com'))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      error: null,
    });
    expect(await mailer.retryDue(later(24 * 60 * MINUTE))).toBe(0);
  });

  it('give up after five attempts, keeping the reason', async () => {
    const { mailer, lines } = await refusingSetup();
    await mailer.send('gone@example.com', verifyEmailMail({ name: null, link: 'https://x.example/g' }));
    await mailer.idle();

    let minutes = 0;
    for (let attempt = 2; attempt <= MAIL_ATTEMPTS; attempt += 1) {
      minutes += 20;
      expect(await mailer.retryDue(later(minutes * MINUTE))).toBe(1);
    }

    const [row] = await mailer.sentTo('gone@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_ATTEMPTS, nextAttemptAt: null });
    expect(row?.error).toMatch(/450|try later/);
    expect(lines.join('')).toContain('giving up');
    expect(await mailer.retryDue(later(48 * 60 * MINUTE))).toBe(0);
  });

  it('send a message its process stored but stopped before handing over, once, whichever node sweeps', async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    // The process that stored it stops before the relay answers: the row says it is being sent.
    await database.db.insert(mailOutbox).values({
      template: 'verify-email',
      fromAddress: 'no-reply@example.com',
      toAddress: 'dropped@example.com',
      subject: 'Confirm your e-mail address for Parley',
      text: 'https://x.example/d',
      html: '<a href="https://x.example/d">link</a>',
      status: 'sending',
    });
    const nodeA = mailerWith(sink.url).mailer;
    const nodeB = mailerWith(sink.url).mailer;

    // Just stored, it may still be on its way.
    expect(await nodeA.retryDue(new Date())).toBe(0);
    const tried = await Promise.all([nodeA.retryDue(later(3 * MINUTE)), nodeB.retryDue(later(3 * MINUTE))]);

    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sink.waitFor(1)).toHaveLength(1);
    expect((await nodeA.sentTo('dropped@example.com'))[0]?.status).toBe('sent');
  });

  it('never send what was kept without a relay, when a relay is configured later', async () => {
    database = await createTestDatabase();
    const local = mailerWith(undefined).mailer;
    await local.send('local@example.com', verifyEmailMail({ name: null, link: 'https://x.example/l' }));
    sink = await startSmtpSink();
    const relayed = mailerWith(sink.url).mailer;

    expect(await relayed.retryDue(later(24 * 60 * MINUTE))).toBe(0);
    expect(await local.retryDue(later(24 * 60 * MINUTE))).toBe(0);
  });
});

describe('templates', () => {
  it('escape what people typed in the HTML version', () => {
    const mail = teamInvitationMail({
      teamName: '<script>alert(1)</script>',
      inviterName: 'Eve "Admin"',
      link: 'https://parley.example.com/console/team/1/accept-invite?token=a&b=c',
    });

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain(
      'href="https://parley.example.com/console/team/1/accept-invite?token=a&#38;b=c"',
    );
    expect(mail.text).toContain('https://parley.example.com/console/team/1/accept-invite?token=a&b=c');
    expect(mail.subject).toBe('Eve "Admin" invited you to <script>alert(1)</script> on Parley');
  });
});

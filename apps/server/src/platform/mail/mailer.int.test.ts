import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createMailer } from './mailer.ts';
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

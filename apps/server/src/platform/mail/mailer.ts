import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import type { RenderedMail } from './templates.ts';

export interface Mailer {
  /**
   * Keeps the message in the outbox (committed before this resolves), then hands it to the relay in
   * the background when one is configured. Without a relay it stays in the outbox and is logged.
   */
  send(to: string, mail: RenderedMail): Promise<{ id: string }>;
  /** Resolves when every delivery started so far has finished (for shutdown and tests). */
  idle(): Promise<void>;
  /**
   * Delivers what is due again at `now` (refused messages whose retry time has come, and messages a
   * stopped process never handed over); answers how many were tried. Nothing to do without a relay.
   */
  retryDue(now?: Date): Promise<number>;
  /** The newest messages to an address (for tests and operators). */
  sentTo(address: string, template?: string): Promise<OutboxRow[]>;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A refused message is tried this many times in all, waiting 1, 2, 4 and 8 minutes in between. */
export const MAIL_ATTEMPTS = 5;
const FIRST_RETRY_MS = 60_000;
/** Longer than a delivery can take (the timeouts above), so a message still stored was dropped. */
const STALE_AFTER_MS = 2 * 60_000;
const CLAIM_LEASE_MS = 5 * 60_000;
const RETRY_BATCH = 50;

export function createMailer({
  db,
  relayUrl,
  fromAddress,
  logger,
}: {
  db: Database;
  relayUrl: string | undefined;
  fromAddress: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const outbox = createOutboxRepository(db);
  const transport = relayUrl === undefined ? undefined : createTransport(relayUrl);
  const deliveries = new Set<Promise<void>>();

  async function deliver(row: OutboxRow, relay: Transporter, now = new Date()): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await relay.sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await outbox.markSent(row.id, attempt);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = attempt < MAIL_ATTEMPTS;
      logger.error(
        { mailId: row.id, template: row.template, attempt, err: message },
        retry
          ? 'the SMTP relay did not accept an e-mail'
          : 'the SMTP relay did not accept an e-mail; giving up',
      );
      await outbox
        .markFailed(row.id, {
          error: message,
          attempts: attempt,
          nextAttemptAt: retry ? new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempt - 1)) : null,
        })
        .catch(() => undefined);
    }
  }

  return {
    async send(to, mail) {
      const row = await outbox.insert({
        template: mail.template,
        fromAddress,
        toAddress: to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: transport === undefined ? 'stored' : 'sending',
      });
      if (transport === undefined) {
        // A local installation has no relay: the log is where its links can be found.
        logger.info(
          { mail: { id: row.id, to: row.toAddress, subject: row.subject, text: row.text } },
          'e-mail kept in the outbox',
        );
      } else {
        const delivery = deliver(row, transport).finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return { id: row.id };
    },
    async idle() {
      await Promise.all([...deliveries]);
    },
    async retryDue(now = new Date()) {
      if (transport === undefined) return 0;
      const due = await outbox.claimDue({
        now,
        staleAfterMs: STALE_AFTER_MS,
        leaseMs: CLAIM_LEASE_MS,
        limit: RETRY_BATCH,
      });
      for (const row of due) await deliver(row, transport, now);
      return due.length;
    },
    sentTo: (address, template) => outbox.listTo(address.toLowerCase(), template),
  };
}

function createTransport(relayUrl: string): Transporter {
  const url = new URL(relayUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    ...(url.username === ''
      ? {}
      : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
    ...TIMEOUTS,
  });
}

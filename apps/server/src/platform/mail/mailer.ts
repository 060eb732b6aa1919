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
  /** The newest messages to an address (for tests and operators). */
  sentTo(address: string, template?: string): Promise<OutboxRow[]>;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

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

  async function deliver(row: OutboxRow, relay: Transporter): Promise<void> {
    try {
      await relay.sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await outbox.markSent(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error(
        { mailId: row.id, template: row.template, err: message },
        'the SMTP relay did not accept an e-mail',
      );
      await outbox.markFailed(row.id, message).catch(() => undefined);
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
        status: 'stored',
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

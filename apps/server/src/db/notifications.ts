import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY between the server's nodes (for example "this session ended, drop it
 * from your cache"). Delivery is best effort: a node whose listening connection drops misses what
 * is sent until it reconnects, so whatever relies on it must also be bounded in time (a TTL).
 */
export interface Notifications {
  /** Sends `payload` (at most 8000 bytes) to every listener on `channel`, this node's included. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` for every payload on `channel` until the returned function is called. */
  subscribe(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process owns the embedded database, so its notifications never leave the process. */
export function embeddedNotifications(client: PGlite): Notifications {
  return {
    async publish(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        // A closed database has no listeners left to remove.
        if (!client.closed) await unlisten();
      };
    },
    close: () => Promise.resolve(),
  };
}

const RECONNECT_DELAY_MS = 1000;

/**
 * Notifications over a server: sent through the pool, received on one dedicated connection that is
 * opened on the first subscription and reopened (listening again) whenever it is lost.
 */
export function serverNotifications(pool: pg.Pool, connectionString: string): Notifications {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let listener: Promise<pg.Client> | undefined;
  let closed = false;

  /** Opens the listening connection and listens on every channel subscribed so far. */
  const connect = (): Promise<pg.Client> => {
    const attempt = (async () => {
      const client = new pg.Client({ connectionString });
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      const lost = () => {
        void client.end().catch(() => undefined);
        if (listener === attempt) retryLater();
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    })();
    // A failed attempt (the server is restarting, say) is tried again, however often it takes.
    attempt.catch(() => {
      if (listener === attempt) retryLater();
    });
    return attempt;
  };
  const retryLater = () => {
    listener = undefined;
    if (closed) return;
    setTimeout(() => {
      if (!closed && listener === undefined) listener = connect();
    }, RECONNECT_DELAY_MS).unref();
  };

  return {
    async publish(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, handler) {
      const known = handlers.get(channel);
      handlers.set(channel, (known ?? new Set()).add(handler));
      if (listener === undefined) listener = connect();
      else if (known === undefined) {
        const client = await listener;
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
      await listener;
      return () => {
        handlers.get(channel)?.delete(handler);
        return Promise.resolve();
      };
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => undefined);
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

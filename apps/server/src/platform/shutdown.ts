import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: Pick<FastifyInstance, 'close'>;
  /** Closed in order after the app has finished its in-flight requests. */
  resources: (() => Promise<void>)[];
  logger: FastifyBaseLogger;
}

/**
 * Stops in the order that loses nothing: stop accepting connections and let in-flight requests
 * finish (Fastify's close), then close what they used (database, data-directory lock). Calling it
 * again while it runs returns the same promise.
 */
export function createShutdown({ app, resources, logger }: ShutdownParts): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  return (reason) => {
    stopping ??= (async () => {
      logger.info({ reason }, 'shutting down: finishing in-flight requests');
      await app.close();
      for (const close of resources) await close();
      logger.info('stopped');
    })();
    return stopping;
  };
}

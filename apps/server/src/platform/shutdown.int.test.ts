import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createShutdown } from './shutdown.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    testApp = await buildTestApp();
    const { app, database } = testApp;
    let releaseRequest: () => void = () => undefined;
    const events: string[] = [];
    const requestArrived = new Promise<void>((arrived) => {
      app.get('/slow', async () => {
        arrived();
        await new Promise<void>((resolve) => (releaseRequest = resolve));
        await database.ping();
        events.push('request used the database');
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const shutdown = createShutdown({
      app,
      resources: [
        async () => {
          events.push('database closed');
          await database.close();
        },
      ],
      logger: app.log,
    });

    const inFlight = fetch(`${address}/slow`).then(async (response) => {
      return {
        status: response.status,
        connection: response.headers.get('connection'),
        body: await response.json(),
      };
    });
    await requestArrived;
    const stopped = shutdown('SIGTERM');
    expect(shutdown('SIGTERM')).toBe(stopped);
    // The request is still running when the server stops listening.
    await vi.waitFor(() => {
      expect(app.server.listening).toBe(false);
    });

    releaseRequest();
    // The answer asks the client to drop its keep-alive connection, which would otherwise hold the close.
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: { done: true } });
    await stopped;
    expect(events).toEqual(['request used the database', 'database closed']);
  });
});

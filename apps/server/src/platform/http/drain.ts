import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, responses to requests that were already in flight ask the client to
 * close the connection. Fastify only does so for requests that arrive after closing began, and a
 * keep-alive connection left open by an in-flight request would hold `close()` (and the shutdown)
 * until the client's idle timeout.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}

// A Parley server for bench/auth.bench.ts: the real app on an in-memory embedded database, with one
// signed-in user. Prints `{ "url", "cookie" }` once listening; stops on SIGTERM.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openEmbeddedDatabase } from '../../apps/server/src/db/client.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';

const config = loadConfig({
  SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
  LOG_LEVEL: 'silent',
});
const database = await openEmbeddedDatabase({});
const app = await buildApp({ config, database, logger: createLogger('silent') });

const account = {
  email: 'bench@example.com',
  password: 'bench-password-42',
  firstName: 'Bench',
  lastName: 'User',
};
await app.inject({ method: 'POST', url: '/api/user', payload: account });
const login = await app.inject({
  method: 'POST',
  url: '/api/authentication/login',
  payload: { email: account.email, password: account.password },
});
const session = login.cookies.find((cookie) => cookie.name === 'parley_session');
if (session === undefined) throw new Error(`could not sign in: ${login.body}`);

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, cookie: `parley_session=${session.value}` }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

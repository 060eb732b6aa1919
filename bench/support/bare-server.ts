// The baseline for bench/auth.bench.ts: a bare Fastify route answering the same JSON as
// GET /api/user/me, with no session, no database and no plugins.
import Fastify from 'fastify';

const body = JSON.parse(process.argv[2] ?? '{}') as unknown;
const app = Fastify();
app.get('/api/user/me', () => body);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, cookie: '' }));
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

// The floor for bench/api.mjs: Fastify with one JSON route and nothing else but the request
// logging the server has (pino at info, one line per request, to a discarded stdout). Run as a
// child process beside the real server, it shows what this machine gives any Fastify server at
// that moment, so the API figures can be read against it. `node bench/fastify-floor.mjs <port>`.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const Fastify = createRequire(join(import.meta.dirname, '..', 'server', 'package.json'))('fastify');
/** The server's AccessLog (server/src/plugins/access-log.ts): one line when the answer has gone. */
class AccessLog extends Fastify.LogController {
  incomingRequest() {}
  requestCompleted(_error, request, reply) {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
const app = Fastify({ logger: { level: 'info' }, logController: new AccessLog() });
const body = { supabaseUrl: 'http://127.0.0.1', supabasePublishableKey: `sb_publishable_${'x'.repeat(43)}` };
app.get('/app-config.json', async () => body);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

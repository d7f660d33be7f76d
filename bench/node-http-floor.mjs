// The lowest floor for bench/api.mjs: node:http alone, one JSON answer written from a buffer,
// no framework and no logging. What this machine gives any Node.js server at that moment, so a
// figure below a target can be told apart from a machine that cannot reach it. `node
// bench/node-http-floor.mjs <port>`.
import { createServer } from 'node:http';

const body = Buffer.from(
  JSON.stringify({ supabaseUrl: 'http://127.0.0.1', supabasePublishableKey: `sb_publishable_${'x'.repeat(43)}` }),
);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

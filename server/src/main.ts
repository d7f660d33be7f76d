import { enableCompileCache } from 'node:module';
import type { AddressInfo } from 'node:net';
import { registerFastResolve } from './fast-resolve.ts';

// V8's code cache of every module, TypeScript included, in the OS temp folder (NODE_COMPILE_CACHE
// moves it, NODE_DISABLE_COMPILE_CACHE turns it off): a restart compiles nothing it compiled
// before: 4.0 s to the first answer against 4.3 s without (median of 5 alternated restarts on
// PGlite, 2 cores; issue 15).
enableCompileCache();

// Before the app's modules are resolved, hence the imports below are dynamic (fast-resolve.ts).
registerFastResolve();
const { buildApp } = await import('./app.ts');
const { ConfigError, loadConfig } = await import('./config.ts');
const { devInboxWarnings } = await import('./infra/mail/dev-inbox-routes.ts');

const FORCED_EXIT_MS = 10_000;

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = await buildApp(config).catch((error: unknown) => {
  console.error('Talentbrug server could not start:', error);
  process.exit(1);
});

await app.ready();
// Bound to 0.0.0.0, Fastify logs one line per network interface; the operator gets one line.
const { level } = app.log;
app.log.level = 'silent';
await app.listen({ port: config.port, host: config.host });
app.log.level = level;
const { port } = app.server.address() as AddressInfo;
app.log.info(
  `Talentbrug server ready at ${config.publicOrigin} (listening on ${config.host}:${port}, database: ${app.database.kind})`,
);
const addresses = app.addresses().map((info) => (typeof info === 'string' ? info : info.address));
for (const warning of devInboxWarnings({ devInbox: config.mail.devInbox, production: config.production, addresses })) {
  app.log.warn(warning);
}

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) {
    app.log.warn({ signal }, 'Second signal: exiting without waiting for requests');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error(`Shutdown took longer than ${FORCED_EXIT_MS / 1000} s: exiting`);
    process.exit(1);
  }, FORCED_EXIT_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    },
  );
}

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

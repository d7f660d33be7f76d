import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config.ts';
import { createDbClient, type DbClient } from './db/client.ts';
import { createEventsRepository } from './modules/events/events-repository.ts';
import { eventsRoutes } from './modules/events/events-routes.ts';
import { createEventsService } from './modules/events/events-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { createHealthService } from './modules/health/health-service.ts';
import { createRemoteMapSource } from './modules/remotes/remote-map.ts';
import { remotesRoutes } from './modules/remotes/remotes-routes.ts';
import { handleError, registerErrorHandler } from './plugins/error-handler.ts';
import { createSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticHosting } from './plugins/static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbClient;
  }
}

// Validation messages reach Dutch-speaking users in the `fields` of a 400.
z.config(z.locales.nl());

export interface BuildOptions {
  /** false silences logging (tests); otherwise pino at the configured level. */
  logger?: boolean;
}

/** Wires the whole server: one Fastify instance with its database open and migrated. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A malformed URL is answered before any hook runs, so it gets its headers here.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply.headers(securityHeaders())),
  });
  const remotes = createRemoteMapSource({ file: config.remotesFile, publicOrigin: config.publicOrigin, log: app.log });
  const securityHeaders = createSecurityHeaders({
    remoteOrigins: remotes.crossOrigins,
    allowLoopbackRemotes: config.allowLoopbackRemotes,
  });
  const database = await createDbClient(config.database);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaders);
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  // The API speaks JSON only; the one route that must read text/plain opts back in.
  app.removeContentTypeParser('text/plain');

  await app.register(healthRoutes, {
    service: createHealthService({ database, version: packageJson.version, log: app.log }),
  });
  await app.register(eventsRoutes, {
    prefix: '/api',
    service: createEventsService({ repository: createEventsRepository(database.db) }),
  });
  await app.register(remotesRoutes, { remotes });
  await registerStaticHosting(app, { staticRoot: config.staticRoot });

  return app;
}

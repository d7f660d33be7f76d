import cors from '@fastify/cors';
import type { MatchStatus } from '@talentbrug/domain/matches';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { registerAuth } from './auth/auth-module.ts';
import type { Config } from './config.ts';
import { backupRoutes } from './db/backup-routes.ts';
import { pgliteSnapshot } from './db/backup-snapshot.ts';
import { createDbClient, type DbClient } from './db/client.ts';
import { devInboxRoutes } from './infra/mail/dev-inbox-routes.ts';
import { createMailboxRepository } from './infra/mail/mailbox-repository.ts';
import type { ModuleContext } from './infra/module-context.ts';
import { registerOutbox } from './infra/outbox/outbox-module.ts';
import { registerAcademics } from './modules/academics/academics-module.ts';
import { openAccounts, registerAccount } from './modules/account/account-module.ts';
import { appConfigRoutes } from './modules/app-config/app-config-routes.ts';
import { registerCoach } from './modules/coach/coach-module.ts';
import { registerDossier } from './modules/dossier/dossier-module.ts';
import { registerEvents } from './modules/events/events-module.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { createHealthService } from './modules/health/health-service.ts';
import { registerMatches } from './modules/matches/matches-module.ts';
import { metricsRoutes } from './modules/metrics/metrics-routes.ts';
import { registerOnboarding } from './modules/onboarding/onboarding-module.ts';
import { registerOutreach } from './modules/outreach/outreach-module.ts';
import { registerProfiles } from './modules/profiles/profiles-module.ts';
import { createRemoteMapSource } from './modules/remotes/remote-map.ts';
import { remotesRoutes } from './modules/remotes/remotes-routes.ts';
import { registerSuggestions } from './modules/suggestions/suggestions-module.ts';
import { createStorage, storageOrigins } from './modules/uploads/storage/create-storage.ts';
import { openUploadStore, registerUploads } from './modules/uploads/uploads-module.ts';
import { registerVideo } from './modules/video/video-module.ts';
import { AccessLog } from './plugins/access-log.ts';
import { createClientErrorHandler } from './plugins/client-error.ts';
import { handleError, registerErrorHandler } from './plugins/error-handler.ts';
import { createLogDestination } from './plugins/log-destination.ts';
import { REDACT_PATHS, serializeError, serializeRequest } from './plugins/log-redaction.ts';
import { createMetrics, registerRequestMetrics } from './plugins/metrics.ts';
import { registerUnknownPathsUnread } from './plugins/operator-only.ts';
import { registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { createSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticHosting } from './plugins/static.ts';
import { registerTextGuard } from './plugins/text-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbClient;
  }
}

// Validation messages reach Dutch-speaking users in the `fields` of a 400.
z.config(z.locales.nl());

/** The headers a cross-origin Supabase client must be able to read (auth contract 0.2). */
const EXPOSED_HEADERS = 'x-supabase-api-version, x-sb-error-code, retry-after, x-request-id';

export interface BuildOptions {
  /** false silences logging (tests); otherwise pino at the configured level. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (a test reading them). */
  logStream?: { write(line: string): void };
  /**
   * The embedded auth service's clock (Date.now when unset): a test moves it past a throttle or
   * an interval instead of waiting for it in real time.
   */
  authNow?: () => number;
}

/** Wires the whole server: one Fastify instance with its database open and migrated. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logDestination = options.logger === false || options.logStream ? null : createLogDestination();
  const app = Fastify({
    // Request lines carry method and URL only (mail-link tokens redacted): never headers, bodies or keys;
    // errors carry their type, message and codes, never query values or e-mail addresses and phone numbers.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT_PATHS,
            serializers: { req: serializeRequest, err: serializeError },
            stream: options.logStream ?? logDestination ?? undefined,
          },
    logController: new AccessLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id (reqId), which the answer names in X-Request-Id.
    ...requestIdOptions(config.trustProxy),
    // A malformed URL is answered before any hook runs, so it gets its headers here.
    frameworkErrors: (error, request, reply) =>
      handleError(error, request, reply.headers(securityHeaders('resource')).header('x-request-id', request.id)),
    // What Node's HTTP parser refuses (431, 400, 408) is answered on the socket, with the same headers.
    clientErrorHandler: createClientErrorHandler(() => securityHeaders('resource')),
  });
  const remotes = createRemoteMapSource({ file: config.remotesFile, publicOrigin: config.publicOrigin, log: app.log });
  const securityHeaders = createSecurityHeaders({
    remoteOrigins: remotes.crossOrigins,
    allowLoopbackRemotes: config.allowLoopbackRemotes,
    connectSources: [...(config.auth.hosted ? [config.auth.hosted.url] : []), ...storageOrigins(config.uploads)],
    mediaSources: storageOrigins(config.uploads),
  });
  const metrics = createMetrics();
  const database = await createDbClient(config.database, metrics.database);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  if (logDestination) app.addHook('onClose', async () => logDestination.close());
  registerRequestId(app);
  registerRequestMetrics(app, metrics);
  registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaders);
  registerTextGuard(app);
  registerUnknownPathsUnread(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // auth-js reads error codes only when it can see the API-version header (auth contract 0.2).
  // Only a caller from an allowed origin needs them exposed, so only its answers name them:
  // @fastify/cors would put them on every answer, same-origin ones included (issue 15).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('access-control-allow-origin')) reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    done(null, payload);
  });
  // The API speaks JSON only; the one route that must read text/plain opts back in.
  app.removeContentTypeParser('text/plain');

  // The modules, in the order of what they need of each other; each registers its own routes and
  // hooks (in the order of this list) and returns what the next ones use (infra/module-context.ts, ADR 0020).
  const context: ModuleContext = { app, config, database, metrics };
  const mailbox = createMailboxRepository(database.db);
  const accounts = openAccounts(context);
  // A confirmation in the embedded service releases the onboarding's held event at once.
  const confirmations = { onConfirmed: (_userId: string) => {} };
  const auth = await registerAuth(context, {
    mailbox,
    isDeleted: accounts.deletedAccounts.isDeleted,
    onEmailConfirmed: (userId) => confirmations.onConfirmed(userId),
    ...(options.authNow ? { now: options.authNow } : {}),
  });
  if (config.mail.devInbox) await app.register(devInboxRoutes, { prefix: '/dev/inbox/api/v1', mailbox });
  await app.register(appConfigRoutes, { appConfig: auth.appConfig });

  // The upload storage is opened early: the readiness probe checks it beside the database.
  const storage = await createStorage(config.uploads);
  app.addHook('onClose', () => storage.close());
  await app.register(healthRoutes, {
    service: createHealthService({ database, storage, version: packageJson.version, log: app.log }),
  });
  await app.register(metricsRoutes, { registry: metrics.registry, token: config.metrics.token });
  await registerEvents(context);
  const outbox = registerOutbox(context);
  const profiles = await registerProfiles(context);
  const academics = await registerAcademics(context, { profiles });
  const onboarding = await registerOnboarding(context, { profiles, outbox, emailConfirmed: auth.emailConfirmed });
  confirmations.onConfirmed = onboarding.onEmailConfirmed;
  // A status set on the matches page reaches the outreach pipeline, which registers later and keeps its history.
  const matchStatuses = { onChanged: async (_userId: string, _institutionId: string, _status: MatchStatus) => {} };
  const matches = await registerMatches(context, {
    profiles: academics.profilesForMatching,
    outbox,
    emailConfirmed: auth.emailConfirmed,
    onStatusChanged: (userId, institutionId, status) => matchStatuses.onChanged(userId, institutionId, status),
  });
  await registerAccount(context, { accounts, profiles, storage, outbox });
  const store = await openUploadStore(context, storage);
  const videos = await registerVideo(context, { store, profiles });
  const dossier = await registerDossier(context, {
    store,
    profiles,
    videos: videos.service,
    academics: academics.service,
    recruitManifest: () => remotes.map().recruit,
  });
  const outreach = await registerOutreach(context, {
    matches: matches.repository,
    profiles,
    academics: academics.service,
    dossier: dossier.service,
    outbox,
    mailbox,
  });
  matchStatuses.onChanged = outreach.onMatchStatus;
  // The coach reads the outreach pipeline and calendar ('wie moet ik mailen?'), so it comes after outreach.
  const coach = await registerCoach(context, {
    profiles: academics.profilesForMatching,
    matches: matches.repository,
    institutions: matches.institutions,
    outreach,
  });
  await registerSuggestions(context, { profiles, matches: matches.repository, uploads: store.repository, coach });
  await registerUploads(context, { store, profiles, videos: videos.service, kickVideos: videos.kick });
  // npm run backup on PGlite: the server copies its own data folder, for this machine only (db/backup-routes.ts).
  await app.register(backupRoutes, { snapshot: pgliteSnapshot(database.db) });
  await app.register(remotesRoutes, { remotes });

  await registerStaticHosting(app, {
    staticRoot: config.staticRoot,
    publicOrigin: config.publicOrigin,
    remoteMap: remotes.map,
    renewSession: auth.renewSession,
    renderBudgetMs: config.renderBudgetMs,
  });

  return app;
}

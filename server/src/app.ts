import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { authRoutes } from './auth/auth-routes.ts';
import { createEmbeddedAuth } from './auth/embedded-auth.ts';
import { embeddedRenewer, hostedRenewer, type SessionRenewer } from './auth/renew-session.ts';
import type { Config } from './config.ts';
import { backupRoutes } from './db/backup-routes.ts';
import { pgliteSnapshot } from './db/backup-snapshot.ts';
import { createDbClient, type DbClient } from './db/client.ts';
import { createAcademicsRepository } from './modules/academics/academics-repository.ts';
import { academicsRoutes } from './modules/academics/academics-routes.ts';
import { createAcademicsService } from './modules/academics/academics-service.ts';
import { profilesWithCoreGpa } from './modules/academics/profiles-with-core-gpa.ts';
import { createAccountRepository } from './modules/account/account-repository.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { createAccountService } from './modules/account/account-service.ts';
import { createDeletedAccounts } from './modules/account/deleted-accounts.ts';
import { createHostedAdmin } from './modules/account/hosted-admin.ts';
import { type AppConfig, appConfigRoutes } from './modules/app-config/app-config-routes.ts';
import { createCoachRepository } from './modules/coach/coach-repository.ts';
import { coachRoutes } from './modules/coach/coach-routes.ts';
import { createCoachService } from './modules/coach/coach-service.ts';
import { createCoachVideoSource } from './modules/coach/coach-video.ts';
import { createCoachEngine } from './modules/coach/engines/create-engine.ts';
import { lazyKnowledge } from './modules/coach/knowledge.ts';
import { createDossierRepository } from './modules/dossier/dossier-repository.ts';
import { dossierRoutes } from './modules/dossier/dossier-routes.ts';
import { createDossierService } from './modules/dossier/dossier-service.ts';
import { createEventsRepository } from './modules/events/events-repository.ts';
import { eventsRoutes } from './modules/events/events-routes.ts';
import { createEventsService } from './modules/events/events-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { createHealthService } from './modules/health/health-service.ts';
import { devInboxRoutes } from './modules/mail/dev-inbox-routes.ts';
import { createMailboxRepository } from './modules/mail/mailbox-repository.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { readDatasetFile } from './modules/matches/dataset-file.ts';
import { createMatchesRepository } from './modules/matches/matches-repository.ts';
import { matchesRoutes } from './modules/matches/matches-routes.ts';
import { createMatchesService } from './modules/matches/matches-service.ts';
import { metricsRoutes } from './modules/metrics/metrics-routes.ts';
import { createOnboardingRepository } from './modules/onboarding/onboarding-repository.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding-service.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox-dispatcher.ts';
import { createOutboxRepository } from './modules/outbox/outbox-repository.ts';
import { createProfilesRepository } from './modules/profiles/profiles-repository.ts';
import { profilesRoutes } from './modules/profiles/profiles-routes.ts';
import { createProfilesService } from './modules/profiles/profiles-service.ts';
import { createRemoteMapSource } from './modules/remotes/remote-map.ts';
import { remotesRoutes } from './modules/remotes/remotes-routes.ts';
import { suggestionsRoutes } from './modules/suggestions/suggestions-routes.ts';
import { createSuggestionsService } from './modules/suggestions/suggestions-service.ts';
import { createUrlSigner } from './modules/uploads/http-content.ts';
import { createPendingObjects } from './modules/uploads/pending-objects.ts';
import { createStorage, storageOrigins } from './modules/uploads/storage/create-storage.ts';
import { createUploadsRepository } from './modules/uploads/uploads-repository.ts';
import { uploadsRoutes } from './modules/uploads/uploads-routes.ts';
import { contentPath, createUploadsService, signedLink } from './modules/uploads/uploads-service.ts';
import { createVideoRepository } from './modules/video/video-repository.ts';
import { videoRoutes } from './modules/video/video-routes.ts';
import { createVideoRunner } from './modules/video/video-runner.ts';
import { createVideoService } from './modules/video/video-service.ts';
import { AccessLog } from './plugins/access-log.ts';
import { type AuthenticatedUser, jwksUrlFor, registerAuthenticate } from './plugins/authenticate.ts';
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

  // Auth first, so every module registered below can protect its routes with app.authenticate:
  // hosted Supabase when SUPABASE_URL is set, else the embedded service under /auth/v1.
  const mailbox = createMailboxRepository(database.db);
  let appConfig: AppConfig;
  // A remembered session is renewed for a signed-in page's document after the token's hour (ADR 0017).
  let renewSession: SessionRenewer;
  // Hosted Supabase: the token's user_metadata.email_verified; embedded: the user row itself.
  let emailConfirmed = async (user: AuthenticatedUser) => user.emailVerified;
  // A confirmation in the embedded service releases the onboarding's held event at once.
  const confirmations = { onConfirmed: (_userId: string) => {} };
  // A deleted account's tokens stay signed until they expire; every data route refuses them (issue 14).
  const accountRepository = createAccountRepository(database.db);
  const deletedAccounts = createDeletedAccounts(accountRepository, { singleProcess: database.kind === 'pglite' });
  if (config.auth.hosted) {
    const { url, publishableKey } = config.auth.hosted;
    registerAuthenticate(app, {
      issuer: `${url}/auth/v1`,
      jwksUrl: jwksUrlFor(url),
      isDeleted: deletedAccounts.isDeleted,
    });
    appConfig = { supabaseUrl: url, supabasePublishableKey: publishableKey };
    renewSession = hostedRenewer({ url, publishableKey });
  } else {
    const mailer = createMailer({ config: config.mail, publicOrigin: config.publicOrigin, mailbox });
    const auth = await createEmbeddedAuth({
      config: config.auth,
      db: database.db,
      mailer,
      publicOrigin: config.publicOrigin,
      log: app.log,
      onEmailConfirmed: (userId) => confirmations.onConfirmed(userId),
    });
    emailConfirmed = (user) => auth.emailConfirmed(user.id);
    app.addHook('onReady', async () => auth.mailQueue.start());
    app.addHook('preClose', () => auth.mailQueue.stop());
    await app.register(authRoutes, { prefix: '/auth/v1', service: auth.service, apiKeys: auth.apiKeys });
    registerAuthenticate(app, { issuer: auth.issuer, getKey: auth.keys.getKey, isDeleted: deletedAccounts.isDeleted });
    appConfig = { supabaseUrl: config.publicOrigin, supabasePublishableKey: auth.apiKeys.publishable };
    renewSession = embeddedRenewer(auth.service);
  }
  if (config.mail.devInbox) await app.register(devInboxRoutes, { prefix: '/dev/inbox/api/v1', mailbox });
  await app.register(appConfigRoutes, { appConfig });

  // The upload storage is opened early: the readiness probe checks it beside the database.
  const uploadStorage = await createStorage(config.uploads);
  app.addHook('onClose', () => uploadStorage.close());
  await app.register(healthRoutes, {
    service: createHealthService({ database, storage: uploadStorage, version: packageJson.version, log: app.log }),
  });
  await app.register(metricsRoutes, { registry: metrics.registry, token: config.metrics.token });
  await app.register(eventsRoutes, {
    prefix: '/api',
    service: createEventsService({ repository: createEventsRepository(database.db), limits: config.events }),
  });

  const outbox = createOutboxRepository(database.db);
  metrics.outbox.backlogFrom(() => outbox.backlog());
  const dispatcher = config.webhook
    ? createOutboxDispatcher({
        repository: outbox,
        target: config.webhook,
        log: app.log,
        // A claimed event becomes due again only after its attempt must have ended.
        leaseMs: config.webhook.timeoutMs + 5000,
        metrics: metrics.outbox,
      })
    : null;
  if (dispatcher) {
    app.addHook('onReady', async () => dispatcher.start());
    // Before the database closes: an attempt in flight finishes and records its outcome.
    app.addHook('preClose', () => dispatcher.stop());
  }
  // PGlite lives inside this one process, so a profile read can be kept until this process writes it.
  const profiles = createProfilesRepository(database.db, { cache: database.kind === 'pglite' });
  await app.register(profilesRoutes, { prefix: '/api', service: createProfilesService({ repository: profiles }) });
  // The Dutch transcript and its NCAA reading (issue 37); the dossier shows its core GPA estimate.
  const academics = createAcademicsService({ repository: createAcademicsRepository(database.db) });
  await app.register(academicsRoutes, { prefix: '/api', service: academics });
  // Matching and the coach read the core GPA estimate in place of the typed GPA once there is one.
  const profilesForMatching = profilesWithCoreGpa(profiles, academics);
  const onboarding = createOnboardingService({
    repository: createOnboardingRepository(database.db),
    profiles,
    outbox,
    onEvent: () => void dispatcher?.kick(),
  });
  confirmations.onConfirmed = (userId) => {
    onboarding.release(userId).catch((error: unknown) => {
      // The next visit of the athlete releases it (the onboarding routes check on every call).
      app.log.error({ err: error }, 'Releasing the held onboarding event failed');
    });
  };
  await app.register(onboardingRoutes, { prefix: '/api', service: onboarding, emailConfirmed });
  const matchesRepository = createMatchesRepository(database.db);
  const dataset = readDatasetFile();
  if (await matchesRepository.loadDataset(dataset.version, dataset.rows)) {
    app.log.info({ version: dataset.version }, 'Institution dataset loaded');
  }
  await app.register(matchesRoutes, {
    prefix: '/api',
    service: createMatchesService({
      repository: matchesRepository,
      profiles: profilesForMatching,
      onEvent: () => void dispatcher?.kick(),
    }),
    emailConfirmed,
  });
  const coachRepository = createCoachRepository(database.db);
  const accountService = createAccountService({
    repository: accountRepository,
    deletedAccounts,
    profiles,
    storage: uploadStorage,
    auth: config.auth.hosted
      ? {
          kind: 'hosted',
          admin: config.auth.hosted.secretKey
            ? createHostedAdmin({ url: config.auth.hosted.url, secretKey: config.auth.hosted.secretKey })
            : null,
        }
      : { kind: 'embedded' },
    log: app.log,
    onEvent: () => void dispatcher?.kick(),
  });
  await app.register(accountRoutes, { prefix: '/api', service: accountService });
  // What a deleted account still holds goes at start-up, before the server listens (issue 32).
  app.addHook('onReady', async () => {
    await accountService.sweepDeleted().catch((error: unknown) => {
      app.log.warn({ err: error }, 'The sweep of deleted accounts failed; it runs again at the next start');
    });
  });
  const uploads = createUploadsRepository(database.db);
  const pendingObjects = createPendingObjects({ repository: uploads, storage: uploadStorage, log: app.log });
  // Before listening: what a killed predecessor left half-stored goes before anyone lists files.
  app.addHook('onReady', () => pendingObjects.start());
  app.addHook('preClose', () => pendingObjects.stop());
  await app.register(suggestionsRoutes, {
    prefix: '/api',
    service: createSuggestionsService({
      profiles,
      matches: matchesRepository,
      uploads: { countFiles: (userId, type) => uploads.count(userId, type) },
      coach: { hasAsked: async (userId) => (await coachRepository.latest(userId, 1)).length > 0 },
    }),
  });
  const urlSigner = createUrlSigner(await uploads.urlSecret());
  // The videos' analyses (issue 36): a durable queue worked one video at a time per instance.
  const videoRepository = createVideoRepository(database.db);
  const videoRunner = createVideoRunner({
    repository: videoRepository,
    storage: uploadStorage,
    pending: pendingObjects,
    usage: (userId) => uploads.usage(userId),
    quotaBytes: config.uploads.quotaBytes,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    const queued = await videoRepository.backfill();
    if (queued > 0) app.log.info({ queued }, 'Videos uploaded before the analysis existed are queued');
    videoRunner.start();
  });
  // Before the pending objects stop: a run in progress removes what it stored and is queued again.
  app.addHook('preClose', () => videoRunner.stop());
  const videos = createVideoService({
    repository: videoRepository,
    storage: uploadStorage,
    signer: urlSigner,
    profiles,
    kick: () => videoRunner.kick(),
  });
  await app.register(videoRoutes, { prefix: '/api', service: videos });
  // The recruiting dossier (issue 37): the athlete's routes here; its public page opens it through app.dossiers.
  const dossiers = createDossierService({
    repository: createDossierRepository(database.db),
    profiles,
    photoLink: (photo) =>
      signedLink(uploadStorage, urlSigner, photo.storageKey, photo.id, contentPath(photo.id), new Date()),
    videos,
    academics,
    publicOrigin: config.publicOrigin,
  });
  app.decorate('dossiers', dossiers);
  await app.register(dossierRoutes, { prefix: '/api', service: dossiers });
  await app.register(uploadsRoutes, {
    prefix: '/api',
    service: createUploadsService({
      repository: uploads,
      storage: uploadStorage,
      pending: pendingObjects,
      profiles,
      signer: urlSigner,
      publicOrigin: config.publicOrigin,
      quotaBytes: config.uploads.quotaBytes,
      metrics: metrics.uploads,
      videos: {
        forFiles: (userId, ids) => videos.forFiles(userId, ids),
        kick: () => videoRunner.kick(),
      },
    }),
  });
  await app.register(coachRoutes, {
    prefix: '/api',
    service: createCoachService({
      repository: coachRepository,
      profiles: profilesForMatching,
      matches: matchesRepository,
      engine: createCoachEngine(config.ai, lazyKnowledge(), app.log, metrics.coach.fellBack),
      videos: createCoachVideoSource(database.db),
      log: app.log,
      metrics: metrics.coach,
    }),
  });
  // npm run backup on PGlite: the server copies its own data folder, for this machine only (db/backup-routes.ts).
  await app.register(backupRoutes, { snapshot: pgliteSnapshot(database.db) });
  await app.register(remotesRoutes, { remotes });

  await registerStaticHosting(app, {
    staticRoot: config.staticRoot,
    publicOrigin: config.publicOrigin,
    remoteMap: remotes.map,
    renewSession,
  });

  return app;
}

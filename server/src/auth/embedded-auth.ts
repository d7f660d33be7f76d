import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../infra/mail/mailer.ts';
import { createOutboxRepository } from '../infra/outbox/outbox-repository.ts';
import { createAbuseGuard } from './abuse.ts';
import { createAuthRepository } from './auth-repository.ts';
import { createAuthService } from './auth-service.ts';
import { createKeyStore } from './keys.ts';
import { createAuthMailQueue } from './mail-queue.ts';
import { createPasswordHasher } from './passwords.ts';
import { createRedirectPolicy } from './redirects.ts';
import { randomApiKey } from './secrets.ts';

/**
 * Everything the embedded service needs, ready to serve: the signing key exists, and the
 * publishable and service keys are the configured ones or those generated at first start.
 */
export async function createEmbeddedAuth(options: {
  config: AuthConfig;
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
  now?: () => number;
  log?: FastifyBaseLogger;
  onEmailConfirmed?: (userId: string) => void;
}) {
  const { config, db, mailer, publicOrigin } = options;
  const now = options.now ?? Date.now;
  const repository = createAuthRepository(db);
  const keys = createKeyStore({ repository, jwtExpSeconds: config.jwtExpSeconds, now });
  await keys.current();
  const apiKeys = {
    publishable:
      config.publishableKey ??
      (await repository.instanceSecret('publishable_key', () => randomApiKey('sb_publishable_'))),
    service: config.serviceKey ?? (await repository.instanceSecret('service_key', () => randomApiKey('sb_secret_'))),
  };
  const mailQueue = createAuthMailQueue({
    outbox: createOutboxRepository(db),
    db,
    deliver: (job) => service.deliverMail(job),
    ...(options.log ? { log: options.log } : {}),
  });
  const service = createAuthService({
    repository,
    keys,
    hasher: createPasswordHasher(config.argon2),
    abuse: createAbuseGuard({ repository, limits: config.rateLimits, now }),
    mailer,
    mailQueue,
    redirects: createRedirectPolicy({ publicOrigin, allowList: config.redirectAllowList }),
    config,
    publicOrigin,
    apiKeys,
    now,
    ...(options.onEmailConfirmed ? { onEmailConfirmed: options.onEmailConfirmed } : {}),
  });
  /** Read from the user row: a token issued before the confirmation still says unconfirmed. */
  const emailConfirmed = async (userId: string) => !!(await repository.findUserById(userId))?.emailConfirmedAt;
  return { service, keys, apiKeys, issuer: service.issuer, mailQueue, emailConfirmed };
}

export type EmbeddedAuth = Awaited<ReturnType<typeof createEmbeddedAuth>>;

import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { createMailboxRepository } from '../../modules/mail/mailbox-repository.ts';
import { createMailer } from '../../modules/mail/mailer.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createEmbeddedAuth, type EmbeddedAuth } from '../embedded-auth.ts';
import { PUBLIC_ORIGIN } from './harness.ts';

export interface ServiceHarness {
  auth: EmbeddedAuth;
  app: FastifyInstance;
  clock: { now: number; advance(ms: number): void };
  /** Another instance on the same database and clock, e.g. a second node or a restart. */
  another(): Promise<EmbeddedAuth>;
  close(): Promise<void>;
}

/**
 * The auth service itself, on the real database of a test app, with a clock the test moves:
 * for the rules that depend on time (reuse interval, back-off windows, key retention).
 */
export async function startServiceHarness(env: Record<string, string> = {}): Promise<ServiceHarness> {
  const app = await buildTestApp();
  const config = loadConfig({ PUBLIC_ORIGIN, ...env });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const make = () =>
    createEmbeddedAuth({
      config: config.auth,
      db: app.database.db,
      mailer: createMailer({
        config: config.mail,
        publicOrigin: PUBLIC_ORIGIN,
        mailbox: createMailboxRepository(app.database.db),
      }),
      publicOrigin: PUBLIC_ORIGIN,
      now: () => clock.now,
    });
  return { auth: await make(), app, clock, another: make, close: () => app.close() };
}

import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { authMailbox } from '../../db/schema/auth.ts';
import { createMailboxRepository } from '../../infra/mail/mailbox-repository.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import { buildTestApp, mailQueueEmpty } from '../../testing/test-app.ts';
import { createEmbeddedAuth, type EmbeddedAuth } from '../embedded-auth.ts';
import { PUBLIC_ORIGIN } from './harness.ts';

export interface ServiceHarness {
  auth: EmbeddedAuth;
  app: FastifyInstance;
  clock: { now: number; advance(ms: number): void };
  /** Another instance on the same database and clock, e.g. a second node or a restart. */
  another(): Promise<EmbeddedAuth>;
  /** The 6-digit code and the link token of the newest mail to `email`, once the mail queue is empty. */
  lastMail(email: string): Promise<{ code: string; token: string }>;
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
  const made: EmbeddedAuth[] = [];
  const make = async () => {
    const auth = await createEmbeddedAuth({
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
    made.push(auth);
    return auth;
  };
  const close = async () => {
    for (const auth of made) await auth.mailQueue.stop();
    await app.close();
  };
  const lastMail = async (email: string) => {
    await mailQueueEmpty(app);
    const [mail] = await app.database.db
      .select({ text: authMailbox.text })
      .from(authMailbox)
      .where(sql`${authMailbox.to}->0->>'Address' = ${email}`)
      .orderBy(desc(authMailbox.createdAt))
      .limit(1);
    const text = mail?.text ?? '';
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)?.[0];
    return {
      code: /code in: (\d{6})/.exec(text)?.[1] ?? '',
      token: link ? (new URL(link).searchParams.get('token') ?? '') : '',
    };
  };
  return { auth: await make(), app, clock, another: make, lastMail, close };
}

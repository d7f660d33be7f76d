/**
 * Auth registers itself first, so every module after it can protect its routes with
 * app.authenticate: hosted Supabase when SUPABASE_URL is set, else the embedded service under
 * /auth/v1. It returns what the others need of it.
 */

import type { MailboxRepository } from '../infra/mail/mailbox-repository.ts';
import { createMailer } from '../infra/mail/mailer.ts';
import type { ModuleContext } from '../infra/module-context.ts';
import type { AppConfig } from '../modules/app-config/app-config-routes.ts';
import { type AuthenticatedUser, jwksUrlFor, registerAuthenticate } from '../plugins/authenticate.ts';
import { authRoutes } from './auth-routes.ts';
import { createEmbeddedAuth } from './embedded-auth.ts';
import { embeddedRenewer, hostedRenewer, type SessionRenewer } from './renew-session.ts';

export interface Auth {
  /** What the apps' supabase-js client is pointed at (GET /app-config). */
  readonly appConfig: AppConfig;
  /** A remembered session is renewed for a signed-in page's document after the token's hour (ADR 0017). */
  readonly renewSession: SessionRenewer;
  /** Hosted Supabase: the token's user_metadata.email_verified; embedded: the user row itself. */
  readonly emailConfirmed: (user: AuthenticatedUser) => Promise<boolean>;
}

export async function registerAuth(
  { app, config, database }: ModuleContext,
  deps: {
    mailbox: MailboxRepository;
    /** A deleted account's tokens stay signed until they expire; every data route refuses them (issue 14). */
    isDeleted: (userId: string) => Promise<boolean>;
    /** A confirmation in the embedded service (the onboarding releases its held event then). */
    onEmailConfirmed: (userId: string) => void;
    /** The embedded service's clock; Date.now unless a test moves it (BuildOptions.authNow). */
    now?: () => number;
  },
): Promise<Auth> {
  if (config.auth.hosted) {
    const { url, publishableKey } = config.auth.hosted;
    registerAuthenticate(app, { issuer: `${url}/auth/v1`, jwksUrl: jwksUrlFor(url), isDeleted: deps.isDeleted });
    return {
      appConfig: { supabaseUrl: url, supabasePublishableKey: publishableKey },
      renewSession: hostedRenewer({ url, publishableKey }),
      emailConfirmed: async (user) => user.emailVerified,
    };
  }
  const mailer = createMailer({ config: config.mail, publicOrigin: config.publicOrigin, mailbox: deps.mailbox });
  const auth = await createEmbeddedAuth({
    config: config.auth,
    db: database.db,
    mailer,
    publicOrigin: config.publicOrigin,
    log: app.log,
    onEmailConfirmed: deps.onEmailConfirmed,
    ...(deps.now ? { now: deps.now } : {}),
  });
  app.addHook('onReady', async () => auth.mailQueue.start());
  app.addHook('preClose', () => auth.mailQueue.stop());
  await app.register(authRoutes, { prefix: '/auth/v1', service: auth.service, apiKeys: auth.apiKeys });
  registerAuthenticate(app, { issuer: auth.issuer, getKey: auth.keys.getKey, isDeleted: deps.isDeleted });
  return {
    appConfig: { supabaseUrl: config.publicOrigin, supabasePublishableKey: auth.apiKeys.publishable },
    renewSession: embeddedRenewer(auth.service),
    emailConfirmed: (user) => auth.emailConfirmed(user.id),
  };
}

import type { AuthMailJob } from './mail-queue.ts';
import { createAdmin } from './service/admin.ts';
import { type AuthServiceDeps, createAuthCore } from './service/core.ts';
import { createGrants } from './service/grants.ts';
import { createLinks } from './service/links.ts';
import { createMfa } from './service/mfa.ts';
import { createNotices } from './service/notices.ts';
import { createUserSection } from './service/user.ts';

export type { AuthServiceDeps, RequestContext } from './service/core.ts';

/**
 * The embedded GoTrue-compatible service: every rule of the wire contract lives here, one
 * section a file under `service/`; the routes only parse requests and write responses.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const core = createAuthCore(deps);
  const notices = createNotices(core);
  const links = createLinks(core);
  return {
    issuer: core.issuer,
    ...createGrants(core),
    ...links,
    ...createUserSection(core, notices),
    ...createMfa(core, notices),
    ...createAdmin(core),
    /** What the auth-mail queue hands back: a link for /recover or /resend, or a security notice. */
    deliverMail: (job: AuthMailJob) =>
      job.type === 'notice' ? notices.deliverNotice(job) : links.deliverLinkMail(job),
    jwks: () => core.keys.jwks(),
    settings: () => gotrueSettings(core.config.autoconfirm),
  };
}

/** `GET /settings`: e-mail and password only; no provider, phone or anonymous sign-in. */
function gotrueSettings(autoconfirm: boolean) {
  return {
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

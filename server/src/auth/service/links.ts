import type { z } from 'zod';
import { type LinkMailInput, recoveryMail, signupConfirmationMail } from '../../modules/mail/mail-templates.ts';
import { AuthError, otpExpired, overEmailSendRateLimit, validationFailed } from '../auth-errors.ts';
import type { UserRow } from '../auth-repository.ts';
import type { SignupBody, verifyBody } from '../auth-schemas.ts';
import { linkToken, randomOtp, randomToken, sha256 } from '../secrets.ts';
import { obfuscatedUser, toWireUser } from '../wire.ts';
import {
  type AuthCore,
  cleanMetadata,
  normaliseEmail,
  type PkceChallenge,
  pkceChallenge,
  type RequestContext,
} from './core.ts';

export const FLOW_STATE_TTL_MS = 300_000;
const DEFAULT_PAGE = { signup: '/dashboard', recovery: '/reset-password' } as const;

type LinkType = 'signup' | 'recovery';

/**
 * Everything that goes by mail: signup with its confirmation, the recovery link, resends, and
 * the link or 6-digit code coming back (`/verify`).
 */
export function createLinks(core: AuthCore) {
  const {
    repository,
    abuse,
    hasher,
    mailer,
    redirects,
    config,
    publicOrigin,
    now,
    nowDate,
    checkPasswordPolicy,
    startSession,
  } = core;
  function linkUrl(token: string, type: LinkType, redirectTo: string): string {
    const url = new URL('/auth/v1/verify', publicOrigin);
    url.searchParams.set('token', token);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', redirectTo);
    return url.toString();
  }

  /**
   * A new link token for the user (replacing any earlier one), its mail, and the PKCE flow
   * state when the client asked for one. The 60-second throttle per address and type is
   * GoTrue's: it protects inboxes from being flooded through us.
   */
  async function sendLink(
    user: UserRow,
    type: LinkType,
    redirectTo: string | null | undefined,
    pkce: PkceChallenge,
  ): Promise<UserRow> {
    const at = nowDate();
    const lastSent = type === 'signup' ? user.confirmationSentAt : user.recoverySentAt;
    const waitMs = lastSent ? lastSent.getTime() + config.emailMaxFrequencySeconds * 1000 - at.getTime() : 0;
    if (waitMs > 0) throw overEmailSendRateLimit(Math.ceil(waitMs / 1000));

    const code = randomOtp();
    const token = (pkce ? 'pkce_' : '') + linkToken(user.email, code);
    if (pkce) {
      await repository.insertFlowState({
        userId: user.id,
        codeChallenge: pkce.challenge,
        codeChallengeMethod: pkce.method,
        authenticationMethod: type === 'signup' ? 'email/signup' : 'recovery',
        createdAt: at,
      });
    }
    const updated = await repository.updateUser(
      user.id,
      type === 'signup'
        ? { confirmationTokenHash: sha256(token), confirmationSentAt: at }
        : { recoveryTokenHash: sha256(token), recoverySentAt: at },
    );
    const firstName = typeof user.userMetadata.first_name === 'string' ? user.userMetadata.first_name : null;
    const input: LinkMailInput = {
      firstName: firstName?.trim() || null,
      link: linkUrl(token, type, redirects.resolve(redirectTo, DEFAULT_PAGE[type])),
      code,
      validForSeconds: config.otpExpSeconds,
    };
    await mailer.send(user.email, type === 'signup' ? signupConfirmationMail(input) : recoveryMail(input));
    return updated;
  }

  async function verifyLinkToken(type: string | null | undefined, tokenHashOrToken: string) {
    const linkType: LinkType | null =
      type === 'signup' || type === 'email' ? 'signup' : type === 'recovery' ? 'recovery' : null;
    if (!linkType) throw validationFailed('Verify requires a verification type');
    const kind = linkType === 'signup' ? 'confirmation' : 'recovery';
    const user = await repository.findUserByLinkToken(kind, sha256(tokenHashOrToken));
    const sentAt = linkType === 'signup' ? user?.confirmationSentAt : user?.recoverySentAt;
    if (!user || !sentAt || sentAt.getTime() + config.otpExpSeconds * 1000 < now()) throw otpExpired();

    // Single use: the token is cleared, and confirming the address is part of either link.
    const at = nowDate();
    const confirmed = await repository.updateUser(user.id, {
      ...(linkType === 'signup' ? { confirmationTokenHash: null } : { recoveryTokenHash: null }),
      ...(user.emailConfirmedAt
        ? {}
        : { emailConfirmedAt: at, userMetadata: { ...user.userMetadata, email_verified: true } }),
    });
    return { user: confirmed, linkType, pkce: tokenHashOrToken.startsWith('pkce_') };
  }

  return {
    async signup(body: SignupBody, redirectTo: string | null | undefined, context: RequestContext) {
      await abuse.checkIp('signup', context.ip);
      const email = normaliseEmail(body.email, 'To signup, please provide your email');
      const password = body.password ?? '';
      if (!password) throw validationFailed('Signup requires a valid password');
      checkPasswordPolicy(password);
      const pkce = pkceChallenge(body);
      const data = cleanMetadata(body.data);

      // Hashing for every outcome keeps the answer time from telling which one it was.
      const passwordHash = await hasher.hash(password);
      const existing = await repository.findUserByEmail(email);
      if (!existing) {
        const at = nowDate();
        const created = await repository.insertUser({
          email,
          passwordHash,
          emailConfirmedAt: config.autoconfirm ? at : null,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: config.autoconfirm ? { ...data, email_verified: true } : data,
          createdAt: at,
          updatedAt: at,
        });
        if (created) {
          if (config.autoconfirm) return startSession(created, 'password', context);
          return toWireUser(await sendLink(created, 'signup', redirectTo, pkce), []);
        }
      }
      // The address has an account (or a concurrent signup just created it).
      const user = existing ?? (await repository.findUserByEmail(email));
      if (!user) throw new Error('Signup lost its user');
      if (config.autoconfirm) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      if (user.emailConfirmedAt) return obfuscatedUser(email, data, nowDate());
      // Unconfirmed: the mail goes out again; password and metadata stay as first given.
      const sent = await sendLink(user, 'signup', redirectTo, pkce);
      return toWireUser(sent, await repository.listFactors(sent.id));
    },

    async verifyLink(
      query: { token?: string | null; type?: string | null; redirect_to?: string | null },
      context: RequestContext,
    ): Promise<string> {
      await abuse.checkIp('verify', context.ip);
      const type = query.type === 'recovery' ? 'recovery' : 'signup';
      const target = redirects.resolve(query.redirect_to, DEFAULT_PAGE[type]);
      const withFragment = (params: Record<string, string>) => {
        const url = new URL(target);
        url.hash = new URLSearchParams(params).toString();
        return url.toString();
      };
      try {
        if (!query.token) throw otpExpired();
        const verified = await verifyLinkToken(query.type, query.token);
        if (verified.pkce) {
          const method = verified.linkType === 'signup' ? 'email/signup' : 'recovery';
          const flow = await repository.findLatestFlowState(verified.user.id, method);
          if (!flow || flow.createdAt.getTime() + FLOW_STATE_TTL_MS < now()) throw otpExpired();
          const code = randomToken();
          await repository.setFlowStateAuthCode(flow.id, sha256(code), nowDate());
          const url = new URL(target);
          url.searchParams.set('code', code);
          return url.toString();
        }
        const session = await startSession(verified.user, 'otp', context);
        return withFragment({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
          type: verified.linkType,
        });
      } catch (error) {
        if (!(error instanceof AuthError) || error.status >= 500 || error.status === 429) throw error;
        return withFragment({
          error: 'access_denied',
          error_code: error.code,
          error_description: error.message,
          sb: '',
        });
      }
    },

    /** verifyOtp: the 6-digit code with the address, or the link's token hash; answers a Session. */
    async verifyPost(body: z.output<typeof verifyBody>, context: RequestContext) {
      await abuse.checkIp('verify', context.ip);
      let token: string;
      if (body.token_hash) token = body.token_hash;
      else if (body.email && body.token) {
        token = linkToken(normaliseEmail(body.email, 'Verify requires an email'), body.token.trim());
      } else throw validationFailed('Verify requires either a token or a token hash');
      const verified = await verifyLinkToken(body.type, token);
      return startSession(verified.user, 'otp', context);
    },

    /** 200 `{}` whether or not the address has an account: the answer must not tell. */
    async recover(
      body: { email?: string | null; code_challenge?: string | null; code_challenge_method?: string | null },
      redirectTo: string | null | undefined,
      context: RequestContext,
    ) {
      await abuse.checkIp('recover', context.ip);
      const email = normaliseEmail(body.email, 'Password recovery requires an email');
      const pkce = pkceChallenge(body);
      const user = await repository.findUserByEmail(email);
      if (user) await sendLink(user, 'recovery', redirectTo, pkce);
      return {};
    },

    async resend(
      body: {
        email?: string | null;
        type?: string | null;
        code_challenge?: string | null;
        code_challenge_method?: string | null;
      },
      redirectTo: string | null | undefined,
      context: RequestContext,
    ) {
      await abuse.checkIp('resend', context.ip);
      if (body.type !== 'signup') {
        throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
      }
      const email = normaliseEmail(body.email, 'Resend requires an email');
      const pkce = pkceChallenge(body);
      const user = await repository.findUserByEmail(email);
      if (user && !user.emailConfirmedAt) await sendLink(user, 'signup', redirectTo, pkce);
      return {};
    },
  };
}

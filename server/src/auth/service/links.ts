import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { type LinkMailInput, recoveryMail, signupConfirmationMail } from '../../infra/mail/mail-templates.ts';
import { AuthError, otpExpired, overEmailSendRateLimit, validationFailed } from '../auth-errors.ts';
import type { LinkKind, UserRow } from '../auth-repository.ts';
import type { SignupBody, verifyBody } from '../auth-schemas.ts';
import { addFailure, CODE_MAX_DAY_FAILURES, CODE_MAX_FAILURES, DAY_MS, lockedForSeconds } from '../guess-limits.ts';
import type { LinkMailJob } from '../mail-queue.ts';
import { randomOtp, randomToken, sha256, sha256Bytes } from '../secrets.ts';
import { obfuscatedUser, toWireUser } from '../wire.ts';
import {
  type AuthCore,
  cleanMetadata,
  firstNameOf,
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
    mailQueue,
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

  const kindOf = (type: LinkType): LinkKind => (type === 'signup' ? 'confirmation' : 'recovery');
  const codeDigest = (userId: string, code: string) => sha256(`link-code\u0000${userId}\u0000${code}`);
  const otpExpMs = config.otpExpSeconds * 1000;

  /**
   * A new link for the user, its mail, and the PKCE flow state when the client asked for one.
   * Earlier links stay valid until used or expired, so a stranger asking mails for the address
   * cannot break the owner's. The 60-second throttle per address and type is GoTrue's: it protects
   * inboxes from being flooded through us.
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

    // The link is random (192 bits), not derived from the code as GoTrue's is, so guessing codes
    // can never open the link and killing the codes never kills the link.
    const code = randomOtp();
    const token = (pkce ? 'pkce_' : '') + randomToken();
    if (pkce) {
      await repository.insertFlowState({
        userId: user.id,
        codeChallenge: pkce.challenge,
        codeChallengeMethod: pkce.method,
        authenticationMethod: type === 'signup' ? 'email/signup' : 'recovery',
        createdAt: at,
      });
    }
    await repository.insertLinkToken(
      {
        tokenHash: sha256(token),
        userId: user.id,
        kind: kindOf(type),
        codeHash: codeDigest(user.id, code),
        createdAt: at,
      },
      new Date(at.getTime() - otpExpMs),
    );
    // A new code gets its own five tries.
    const updated = await repository.updateUser(
      user.id,
      type === 'signup' ? { confirmationSentAt: at, otpFailures: 0 } : { recoverySentAt: at, otpFailures: 0 },
    );
    const input: LinkMailInput = {
      firstName: firstNameOf(user),
      link: linkUrl(token, type, redirects.resolve(redirectTo, DEFAULT_PAGE[type])),
      code,
      validForSeconds: config.otpExpSeconds,
    };
    try {
      await mailer.send(
        user.email,
        type === 'signup'
          ? signupConfirmationMail({ ...input, signInUnconfirmed: config.allowUnverifiedSignIn })
          : recoveryMail(input),
      );
    } catch (error) {
      // Nothing went out, so the 60-second throttle must not count it: a retry (the link-mail
      // queue's, or the athlete's own) would otherwise be refused as if a mail had been sent.
      await repository.updateUser(
        user.id,
        type === 'signup' ? { confirmationSentAt: lastSent } : { recoverySentAt: lastSent },
      );
      throw error;
    }
    return updated;
  }

  /**
   * The session's AMR claim: `recovery` for a reset link or code (GoTrue's own method, which its
   * PKCE exchange keeps too), `otp` for a confirmation. It is how a new password knows it may come
   * without the current one (service/user.ts).
   */
  const methodOf = (type: LinkType) => (type === 'recovery' ? 'recovery' : 'otp');

  function linkTypeOf(type: string | null | undefined): LinkType {
    if (type === 'signup' || type === 'email') return 'signup';
    if (type === 'recovery') return 'recovery';
    throw validationFailed('Verify requires a verification type');
  }

  /** Single use: every link of the kind ends, and confirming the address is part of either link. */
  async function consume(user: UserRow, linkType: LinkType): Promise<UserRow> {
    await repository.deleteLinkTokens(user.id, kindOf(linkType));
    const updated = await repository.updateUser(user.id, {
      otpFailures: 0,
      ...(user.emailConfirmedAt
        ? {}
        : { emailConfirmedAt: nowDate(), userMetadata: { ...user.userMetadata, email_verified: true } }),
    });
    if (!user.emailConfirmedAt) core.onEmailConfirmed?.(user.id);
    return updated;
  }

  async function verifyLinkToken(type: string | null | undefined, token: string) {
    const linkType = linkTypeOf(type);
    const link = await repository.findLinkToken(sha256(token));
    if (!link || link.kind !== kindOf(linkType) || link.createdAt.getTime() + otpExpMs < now()) throw otpExpired();
    const user = await repository.findUserById(link.userId);
    if (!user) throw otpExpired();
    return { user: await consume(user, linkType), linkType, pkce: token.startsWith('pkce_') };
  }

  /**
   * The 6-digit code, checked under a lock on the user row so parallel guesses queue up: five
   * wrong ones kill every code of the account (its links keep working), and past twenty a day no
   * code is checked at all, whichever IPs they come from.
   */
  async function verifyCode(type: string | null | undefined, email: string, code: string): Promise<UserRow> {
    const linkType = linkTypeOf(type);
    const outcome = await repository.transaction(async (tx) => {
      const user = await tx.findUserByEmail(email, { lock: true });
      if (!user) return null;
      const at = now();
      const day = { count: user.otpDayFailures, windowStart: user.otpDayStart?.getTime() ?? null };
      if (lockedForSeconds(day, at, DAY_MS, CODE_MAX_DAY_FAILURES) > 0) return null;
      const codes = await tx.liveCodes(user.id, kindOf(linkType), new Date(at - otpExpMs));
      const presented = sha256Bytes(codeDigest(user.id, code));
      if (codes.some((link) => link.codeHash && timingSafeEqual(sha256Bytes(link.codeHash), presented))) {
        return user;
      }
      const nextDay = addFailure(day, at, DAY_MS);
      const failures = user.otpFailures + 1;
      await tx.updateUser(user.id, {
        otpFailures: failures,
        otpDayFailures: nextDay.count,
        otpDayStart: nextDay.windowStart === null ? null : new Date(nextDay.windowStart),
      });
      if (failures >= CODE_MAX_FAILURES) await tx.killCodes(user.id);
      return null;
    });
    if (!outcome) throw otpExpired();
    return consume(outcome, linkType);
  }

  /**
   * The sign-up's mail, sent inside the request so the answer carries confirmation_sent_at. When
   * the mail server fails, the account is made all the same and the mail goes to the queue, which
   * retries it for about 13 minutes: the athlete keeps what they typed (and, with unverified
   * sign-ins, their session), where GoTrue would answer 500 and leave a half-made account behind.
   */
  async function sendSignupLink(
    user: UserRow,
    redirectTo: string | null | undefined,
    pkce: PkceChallenge,
  ): Promise<UserRow> {
    try {
      return await sendLink(user, 'signup', redirectTo, pkce);
    } catch (error) {
      if (error instanceof AuthError) throw error;
      // The queue logs the failure if its retries fail too.
      await mailQueue.enqueue({ type: 'signup', email: user.email, redirectTo: redirectTo ?? null, pkce });
      return user;
    }
  }

  /** The queued half of /recover and /resend: whatever happens here, the client has had its `{}`. */
  async function deliverLinkMail(job: LinkMailJob): Promise<void> {
    const user = await repository.findUserByEmail(job.email);
    if (!user || (job.type === 'signup' && user.emailConfirmedAt)) return;
    try {
      await sendLink(user, job.type, job.redirectTo, job.pkce);
    } catch (error) {
      // Within the minute a mail already went to this address with a link that still works.
      if (!(error instanceof AuthError && error.code === 'over_email_send_rate_limit')) throw error;
    }
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
          const sent = await sendSignupLink(created, redirectTo, pkce);
          // Supabase's "allow unverified email sign-ins": the mail goes out and the session comes
          // at once, so nobody loses what they were doing to a trip through their inbox.
          if (config.allowUnverifiedSignIn) return startSession(sent, 'password', context);
          return toWireUser(sent, []);
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
      const sent = await sendSignupLink(user, redirectTo, pkce);
      return toWireUser(sent, await repository.listFactors(sent.id));
    },

    /**
     * The mail link (browser navigation): 303 to the allow-listed page with the session in the
     * fragment (implicit flow) or `?code=` (PKCE), or with the error in the fragment.
     */
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
        await abuse.trustIp(verified.user.id, context.ip);
        const session = await startSession(verified.user, methodOf(verified.linkType), context);
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
      let user: UserRow;
      if (body.token_hash) user = (await verifyLinkToken(body.type, body.token_hash)).user;
      else if (body.email && body.token) {
        user = await verifyCode(body.type, normaliseEmail(body.email, 'Verify requires an email'), body.token.trim());
      } else throw validationFailed('Verify requires either a token or a token hash');
      await abuse.trustIp(user.id, context.ip);
      return startSession(user, methodOf(linkTypeOf(body.type)), context);
    },

    /**
     * 200 `{}` whether or not the address has an account, and as fast: the lookup and the mail
     * happen after the answer (mail-queue.ts), so neither the body, the status nor the time tells.
     */
    async recover(
      body: { email?: string | null; code_challenge?: string | null; code_challenge_method?: string | null },
      redirectTo: string | null | undefined,
      context: RequestContext,
    ) {
      await abuse.checkIp('recover', context.ip);
      const email = normaliseEmail(body.email, 'Password recovery requires an email');
      const pkce = pkceChallenge(body);
      await mailQueue.enqueue({ type: 'recovery', email, redirectTo: redirectTo ?? null, pkce });
      return {};
    },

    /** As recover: the same answer for an unknown, a confirmed and an unconfirmed address. */
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
      await mailQueue.enqueue({ type: 'signup', email, redirectTo: redirectTo ?? null, pkce });
      return {};
    },

    deliverLinkMail,
  };
}

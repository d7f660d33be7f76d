import { createHash, timingSafeEqual } from 'node:crypto';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { z } from 'zod';
import type { AuthConfig } from '../config.ts';
import type { AmrEntry } from '../db/schema/auth.ts';
import { type LinkMailInput, recoveryMail, signupConfirmationMail } from '../modules/mail/mail-templates.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { AbuseGuard } from './abuse.ts';
import { type AccessTokenClaims, isExpiredError, signAccessToken, verifyAccessToken } from './access-tokens.ts';
import {
  AuthError,
  badJwt,
  insufficientAal,
  invalidCredentials,
  mfaFactorNotFound,
  noAuthorization,
  otpExpired,
  overEmailSendRateLimit,
  sessionNotFound,
  userNotFound,
  validationFailed,
  weakPassword,
} from './auth-errors.ts';
import type { AuthRepository, FactorRow, SessionRow, UserRow } from './auth-repository.ts';
import type {
  AdminCreateUserBody,
  enrollBody,
  mfaVerifyBody,
  pkceGrantBody,
  SignupBody,
  UpdateUserBody,
  verifyBody,
} from './auth-schemas.ts';
import type { KeyStore } from './keys.ts';
import type { PasswordHasher } from './passwords.ts';
import type { RedirectPolicy } from './redirects.ts';
import { decideRefresh } from './refresh-rule.ts';
import { linkToken, randomOtp, randomToken, seal, sha256, sha256Bytes, unseal } from './secrets.ts';
import { matchTotpStep, newTotpEnrolment } from './totp.ts';
import { obfuscatedUser, toWireUser, type WireSession } from './wire.ts';

const MAX_PASSWORD = 72;
const MAX_EMAIL = 255;
const MFA_CHALLENGE_TTL_MS = 300_000;
const UNVERIFIED_FACTOR_TTL_MS = 300_000;
const FLOW_STATE_TTL_MS = 300_000;
const MAX_FACTORS = 10;
const DEFAULT_PAGE = { signup: '/dashboard', recovery: '/reset-password' } as const;

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

type LinkType = 'signup' | 'recovery';

/** Who is calling a user endpoint: a verified token whose session and user still exist. */
interface Caller {
  claims: AccessTokenClaims;
  user: UserRow;
  session: SessionRow;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  keys: KeyStore;
  hasher: PasswordHasher;
  abuse: AbuseGuard;
  mailer: Mailer;
  redirects: RedirectPolicy;
  config: AuthConfig;
  publicOrigin: string;
  apiKeys: { publishable: string; service: string };
  now?: () => number;
}

const emailSchema = z.email();

function normaliseEmail(raw: string | null | undefined, missingMessage: string): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw validationFailed(missingMessage);
  if (email.length > MAX_EMAIL || !emailSchema.safeParse(email).success) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

function pkceChallenge(body: { code_challenge?: string | null; code_challenge_method?: string | null }) {
  const challenge = body.code_challenge ?? null;
  const method = body.code_challenge_method?.toLowerCase() ?? null;
  if (!challenge && !method) return null;
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  return { challenge, method: method as 's256' | 'plain' };
}

function cleanMetadata(data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== undefined));
}

/** GoTrue merges user_metadata updates; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * The embedded GoTrue-compatible service: every rule of the wire contract lives here; the
 * routes only parse requests and write responses. Time comes from `now` so tests can move it.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { repository, keys, hasher, abuse, mailer, redirects, config, publicOrigin, apiKeys } = deps;
  const now = deps.now ?? Date.now;
  const issuer = `${publicOrigin}/auth/v1`;
  const nowDate = () => new Date(now());
  const nowSeconds = () => Math.floor(now() / 1000);

  function checkPasswordPolicy(password: string): void {
    if (password.length > MAX_PASSWORD) {
      throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD} characters`);
    }
    if ([...password].length < config.passwordMin) throw weakPassword(config.passwordMin);
  }

  async function accessToken(user: UserRow, session: SessionRow) {
    return signAccessToken(
      await keys.current(),
      {
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: user.appMetadata,
        user_metadata: user.userMetadata,
        aal: session.aal,
        amr: session.amr,
        session_id: session.id,
        is_anonymous: false,
      },
      { issuer, expSeconds: config.jwtExpSeconds, nowSeconds: nowSeconds() },
    );
  }

  async function sessionResponse(
    repo: AuthRepository,
    user: UserRow,
    session: SessionRow,
    refreshToken: string,
  ): Promise<WireSession> {
    const { token, expiresAt } = await accessToken(user, session);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: config.jwtExpSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toWireUser(user, await repo.listFactors(user.id)),
    };
  }

  /** A new session with one AMR claim, its first refresh token and the updated last sign-in. */
  async function startSession(
    repo: AuthRepository,
    user: UserRow,
    method: string,
    context: RequestContext,
  ): Promise<WireSession> {
    const at = nowDate();
    const session = await repo.insertSession({
      userId: user.id,
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(at.getTime() / 1000) }],
      ip: context.ip,
      userAgent: context.userAgent,
      refreshedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const refreshToken = randomToken();
    await repo.insertRefreshToken({ tokenHash: sha256(refreshToken), parentHash: null, sessionId: session.id });
    const updated = await repo.updateUser(user.id, { lastSignInAt: at });
    return sessionResponse(repo, updated, session, refreshToken);
  }

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
    pkce: { challenge: string; method: 's256' | 'plain' } | null,
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

  async function authenticate(bearer: string | null): Promise<Caller> {
    if (!bearer || bearer === apiKeys.publishable || bearer === apiKeys.service) throw noAuthorization();
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(bearer, keys.getKey, { issuer, currentDate: nowDate() });
    } catch (error) {
      throw badJwt(
        isExpiredError(error)
          ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
          : 'invalid JWT: unable to parse or verify signature',
      );
    }
    const session = typeof claims.session_id === 'string' ? await repository.findSession(claims.session_id) : undefined;
    if (!session) throw sessionNotFound();
    const user = await repository.findUserById(claims.sub);
    if (!user || session.userId !== user.id) throw userNotFound();
    return { claims, user, session };
  }

  async function userOf(caller: { user: UserRow }) {
    return toWireUser(caller.user, await repository.listFactors(caller.user.id));
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
    issuer,

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
          if (config.autoconfirm) return repository.transaction((tx) => startSession(tx, created, 'password', context));
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

    async passwordGrant(body: { email?: string | null; password?: string | null }, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      const email = (body.email ?? '').trim().toLowerCase();
      const password = body.password ?? '';
      if (!email || !password) throw invalidCredentials();
      const user = await repository.findUserByEmail(email);
      await abuse.checkLogin(email, context.ip, user?.id ?? null);

      const valid = await hasher.verify(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        await abuse.recordFailure(email, context.ip, user?.id ?? null);
        throw invalidCredentials();
      }
      await abuse.recordSuccess(email, context.ip, user.id);
      if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.passwordHash && hasher.needsRehash(user.passwordHash)) {
        await repository.updateUser(user.id, { passwordHash: await hasher.hash(password) });
      }
      const session = await repository.transaction((tx) => startSession(tx, user, 'password', context));
      if ([...password].length < config.passwordMin) {
        session.weak_password = {
          reasons: ['length'],
          message: `Password should be at least ${config.passwordMin} characters.`,
        };
      }
      return session;
    },

    /** Rotation with the reuse rule of refresh-rule.ts, serialised per token by a row lock. */
    async refreshGrant(body: { refresh_token?: string | null }, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      const presented = body.refresh_token ?? '';
      if (!presented) throw validationFailed('refresh_token required');
      type Outcome = { session: WireSession } | { error: 'not_found' | 'session' | 'reused' };
      const outcome = await repository.transaction(async (tx): Promise<Outcome> => {
        const token = await tx.findRefreshToken(sha256(presented), { lock: true });
        if (!token) return { error: 'not_found' };
        const session = await tx.findSession(token.sessionId, { lock: true });
        if (!session) return { error: 'session' };
        const active = await tx.findActiveRefreshToken(session.id);
        const at = nowDate();
        const decision = decideRefresh(
          {
            revoked: token.revoked,
            revokedAt: token.updatedAt.getTime(),
            isParentOfActive: active !== undefined && active.parentHash === token.tokenHash,
          },
          at.getTime(),
          config.refreshReuseSeconds * 1000,
        );
        let next: string | null = null;
        if (decision === 'rotate') {
          next = randomToken();
          await tx.insertRefreshToken({ tokenHash: sha256(next), parentHash: token.tokenHash, sessionId: session.id });
          await tx.revokeRefreshToken(token.id, seal(presented, next), at);
        } else if (decision === 'return-active') {
          next = token.sealedChild ? unseal(presented, token.sealedChild) : null;
        }
        if (next === null) {
          // Reuse outside the rule: whoever holds this family, the session ends for all of them.
          await tx.deleteSession(session.id);
          return { error: 'reused' };
        }
        const user = await tx.findUserById(session.userId);
        if (!user) return { error: 'session' };
        const refreshed = (await tx.updateSession(session.id, { refreshedAt: at })) ?? session;
        const updatedUser = await tx.updateUser(user.id, { lastSignInAt: at });
        return { session: await sessionResponse(tx, updatedUser, refreshed, next) };
      });
      if ('session' in outcome) return outcome.session;
      if (outcome.error === 'reused') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      if (outcome.error === 'session') throw sessionNotFound(400);
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    },

    async pkceGrant(body: z.output<typeof pkceGrantBody>, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      if (!body.auth_code || !body.code_verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      }
      const flow = await repository.takeFlowStateByAuthCode(sha256(body.auth_code));
      if (!flow?.authCodeIssuedAt) {
        throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      if (flow.authCodeIssuedAt.getTime() + FLOW_STATE_TTL_MS < now()) {
        throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
      }
      const expected =
        flow.codeChallengeMethod === 's256'
          ? createHash('sha256').update(body.code_verifier).digest('base64url')
          : body.code_verifier;
      if (!timingSafeEqual(sha256Bytes(expected), sha256Bytes(flow.codeChallenge))) {
        throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      const user = await repository.findUserById(flow.userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return repository.transaction((tx) => startSession(tx, user, flow.authenticationMethod, context));
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
        const session = await repository.transaction((tx) => startSession(tx, verified.user, 'otp', context));
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
      return repository.transaction((tx) => startSession(tx, verified.user, 'otp', context));
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

    async getUser(bearer: string | null) {
      return userOf(await authenticate(bearer));
    },

    async updateUser(bearer: string | null, body: UpdateUserBody, context: RequestContext) {
      const caller = await authenticate(bearer);
      await abuse.checkIp('user', context.ip);
      let { user } = caller;
      if (body.email && body.email.trim().toLowerCase() !== user.email) {
        throw validationFailed('Changing the email address is not supported by this server');
      }
      if (typeof body.password === 'string') {
        const factors = await repository.listFactors(user.id);
        if (factors.some((factor) => factor.status === 'verified') && caller.session.aal !== 'aal2') {
          throw insufficientAal(401, 'AAL2 session is required to update email or password when MFA is enabled.');
        }
        checkPasswordPolicy(body.password);
        if (user.passwordHash && (await hasher.verify(user.passwordHash, body.password))) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        user = await repository.updateUser(user.id, {
          passwordHash: await hasher.hash(body.password),
          recoveryTokenHash: null,
          confirmationTokenHash: null,
        });
        // A new password ends every other session: a thief's session must not survive the reset.
        await repository.deleteUserSessions(user.id, { except: caller.session.id });
      }
      if (body.data) {
        user = await repository.updateUser(user.id, { userMetadata: mergeMetadata(user.userMetadata, body.data) });
      }
      return userOf({ user });
    },

    async logout(bearer: string | null, scope: string | null | undefined) {
      const chosen = scope ?? 'global';
      if (chosen !== 'global' && chosen !== 'local' && chosen !== 'others') {
        throw validationFailed(`Unsupported logout scope "${chosen}"`);
      }
      const { user, session } = await authenticate(bearer);
      if (chosen === 'local') await repository.deleteSession(session.id);
      else if (chosen === 'others') await repository.deleteUserSessions(user.id, { except: session.id });
      else await repository.deleteUserSessions(user.id);
    },

    async enroll(bearer: string | null, body: z.output<typeof enrollBody>) {
      const { user, session } = await authenticate(bearer);
      if (body.factor_type !== 'totp') throw validationFailed('Factor type must be "totp"');
      await repository.deleteUnverifiedFactors(user.id, { olderThan: new Date(now() - UNVERIFIED_FACTOR_TTL_MS) });
      const factors = await repository.listFactors(user.id);
      if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
        throw insufficientAal(403, 'AAL2 required to enroll a new factor');
      }
      if (factors.length >= MAX_FACTORS) {
        throw new AuthError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      const friendlyName = body.friendly_name ?? '';
      if (factors.some((factor) => factor.friendlyName === friendlyName)) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      const enrolment = await newTotpEnrolment(body.issuer?.trim() || PRODUCT_NAME, user.email);
      const factor = await repository.insertFactor({
        userId: user.id,
        friendlyName,
        factorType: 'totp',
        secret: enrolment.secret,
      });
      return {
        id: factor.id,
        type: 'totp',
        friendly_name: factor.friendlyName,
        totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
      };
    },

    async challenge(bearer: string | null, factorId: string, context: RequestContext) {
      const { user } = await authenticate(bearer);
      await abuse.checkIp('mfa', context.ip);
      const factor = await ownFactor(user.id, factorId);
      const at = nowDate();
      const challenge = await repository.insertChallenge({ factorId: factor.id, ip: context.ip, createdAt: at });
      await repository.updateFactor(factor.id, { lastChallengedAt: at });
      return {
        id: challenge.id,
        type: 'totp',
        expires_at: Math.floor((at.getTime() + MFA_CHALLENGE_TTL_MS) / 1000),
      };
    },

    async verifyFactor(
      bearer: string | null,
      factorId: string,
      body: z.output<typeof mfaVerifyBody>,
      context: RequestContext,
    ) {
      const { user, session } = await authenticate(bearer);
      await abuse.checkIp('mfa', context.ip);
      const factor = await ownFactor(user.id, factorId);
      const challenge = body.challenge_id
        ? await repository.findChallenge(body.challenge_id).catch(() => undefined)
        : undefined;
      if (!challenge || challenge.factorId !== factor.id) {
        throw mfaFactorNotFoundForChallenge();
      }
      if (challenge.verifiedAt || challenge.ip !== context.ip) {
        throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
      }
      if (challenge.createdAt.getTime() + MFA_CHALLENGE_TTL_MS < now()) {
        await repository.deleteChallenge(challenge.id);
        throw new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      const step = matchTotpStep(factor.secret, (body.code ?? '').trim(), now());
      if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) {
        throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      }

      return repository.transaction(async (tx) => {
        const at = nowDate();
        await tx.markChallengeVerified(challenge.id, at);
        await tx.updateFactor(factor.id, { status: 'verified', lastUsedStep: step });
        const amr: AmrEntry[] = [
          { method: 'totp', timestamp: Math.floor(at.getTime() / 1000) },
          ...session.amr.filter((entry) => entry.method !== 'totp'),
        ];
        const upgraded = await tx.updateSession(session.id, { aal: 'aal2', amr, factorId: factor.id });
        if (!upgraded) throw sessionNotFound();
        // New assurance, new refresh token; sessions that never reached aal2 are ended (GoTrue).
        await tx.revokeSessionRefreshTokens(session.id, at);
        const refreshToken = randomToken();
        await tx.insertRefreshToken({ tokenHash: sha256(refreshToken), parentHash: null, sessionId: session.id });
        await tx.deleteUserSessions(user.id, { except: session.id, onlyAal1: true });
        await tx.deleteUnverifiedFactors(user.id, { except: factor.id });
        return sessionResponse(tx, user, upgraded, refreshToken);
      });
    },

    async unenroll(bearer: string | null, factorId: string) {
      const { user, session } = await authenticate(bearer);
      const factor = await ownFactor(user.id, factorId);
      if (factor.status === 'verified' && session.aal !== 'aal2') {
        throw insufficientAal(422, 'AAL2 required to unenroll verified factor');
      }
      await repository.transaction(async (tx) => {
        await tx.downgradeSessionsOfFactor(factor.id);
        await tx.deleteFactor(factor.id);
      });
      return { id: factor.id };
    },

    jwks: () => keys.jwks(),

    settings() {
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
        mailer_autoconfirm: config.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      };
    },

    // ------------------------------------------------------------ admin (service key)
    async adminCreateUser(bearer: string | null, body: AdminCreateUserBody, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const email = normaliseEmail(body.email, 'Unable to validate email address: invalid format');
      let passwordHash: string | null = null;
      if (body.password) {
        checkPasswordPolicy(body.password);
        passwordHash = await hasher.hash(body.password);
      }
      const at = nowDate();
      const confirmed = body.email_confirm === true;
      const user = await repository.insertUser({
        email,
        passwordHash,
        emailConfirmedAt: confirmed ? at : null,
        appMetadata: { provider: 'email', providers: ['email'], ...cleanMetadata(body.app_metadata) },
        userMetadata: { ...cleanMetadata(body.user_metadata), ...(confirmed ? { email_verified: true } : {}) },
        createdAt: at,
        updatedAt: at,
      });
      if (!user) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      return toWireUser(user, []);
    },

    /** auth-js's deleteUser reads the user first (it returns it), so this one is part of the pair. */
    async adminGetUser(bearer: string | null, userId: string, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const user = z.uuid().safeParse(userId).success ? await repository.findUserById(userId) : undefined;
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return toWireUser(user, await repository.listFactors(user.id));
    },

    async adminDeleteUser(bearer: string | null, userId: string, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const deleted = z.uuid().safeParse(userId).success && (await repository.deleteUser(userId));
      if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
      return {};
    },
  };

  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    const factors = await repository.listFactors(userId);
    const factor = factors.find((candidate) => candidate.id === factorId);
    if (!factor) throw mfaFactorNotFound();
    return factor;
  }

  function requireServiceKey(bearer: string | null): void {
    if (!bearer || !timingSafeEqual(sha256Bytes(bearer), sha256Bytes(apiKeys.service))) {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }
}

function mfaFactorNotFoundForChallenge() {
  return new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
}

export type AuthService = ReturnType<typeof createAuthService>;

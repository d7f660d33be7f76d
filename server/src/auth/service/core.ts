import { timingSafeEqual } from 'node:crypto';
import { nameProblem } from '@talentbrug/domain/person';
import { z } from 'zod';
import type { AuthConfig } from '../../config.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { AbuseGuard } from '../abuse.ts';
import { type AccessTokenClaims, isExpiredError, signAccessToken, verifyAccessToken } from '../access-tokens.ts';
import {
  AuthError,
  badJwt,
  noAuthorization,
  sessionNotFound,
  userNotFound,
  validationFailed,
  weakPassword,
} from '../auth-errors.ts';
import type { AuthRepository, SessionRow, UserRow } from '../auth-repository.ts';
import type { KeyStore } from '../keys.ts';
import type { AuthMailQueue } from '../mail-queue.ts';
import type { PasswordHasher } from '../passwords.ts';
import type { RedirectPolicy } from '../redirects.ts';
import { randomToken, sha256, sha256Bytes } from '../secrets.ts';
import { toWireUser, type WireSession } from '../wire.ts';

const MAX_PASSWORD = 72;
const MAX_EMAIL = 255;

export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** Who is calling a user endpoint: a verified token whose session and user still exist. */
export interface Caller {
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
  /** Where /recover, /resend and the security notices leave their mail, to be sent after the answer. */
  mailQueue: Pick<AuthMailQueue, 'enqueue'>;
  redirects: RedirectPolicy;
  config: AuthConfig;
  publicOrigin: string;
  apiKeys: { publishable: string; service: string };
  /** Told once per account when its e-mail address is confirmed (the onboarding's held-back event goes then). */
  onEmailConfirmed?: (userId: string) => void;
  now?: () => number;
}

const emailSchema = z.email();

export function normaliseEmail(raw: string | null | undefined, missingMessage: string): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw validationFailed(missingMessage);
  if (email.length > MAX_EMAIL || !emailSchema.safeParse(email).success) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export function pkceChallenge(body: { code_challenge?: string | null; code_challenge_method?: string | null }) {
  const challenge = body.code_challenge ?? null;
  const method = body.code_challenge_method?.toLowerCase() ?? null;
  if (!challenge && !method) return null;
  if (!challenge || (method !== 's256' && method !== 'plain')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  return { challenge, method: method as 's256' | 'plain' };
}

export type PkceChallenge = ReturnType<typeof pkceChallenge>;

/**
 * The name a mail greets with. Sign-up takes any metadata, as Supabase Auth does, so a name the
 * product's own forms would refuse (over 60 characters, @talentbrug/domain/person) is not repeated
 * in every mail: such a mail greets without a name (issue 32).
 */
export function firstNameOf(user: UserRow): string | null {
  const name = user.userMetadata.first_name;
  if (typeof name !== 'string' || nameProblem(name)) return null;
  return name.trim() || null;
}

export function cleanMetadata(data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== undefined));
}

/**
 * What every section of the service shares: its dependencies, the clock, and the few steps
 * more than one section takes (a session's start, the caller's token check, the password policy).
 * Time comes from `now` so tests can move it.
 */
export function createAuthCore(deps: AuthServiceDeps) {
  const { repository, keys, config, publicOrigin, apiKeys } = deps;
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

  /** A new session with one AMR claim, its first refresh token and the updated last sign-in, in one transaction. */
  function startSession(user: UserRow, method: string, context: RequestContext): Promise<WireSession> {
    return repository.transaction(async (tx) => {
      const at = nowDate();
      const session = await tx.insertSession({
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
      await tx.insertRefreshToken({ tokenHash: sha256(refreshToken), parentHash: null, sessionId: session.id });
      const updated = await tx.updateUser(user.id, { lastSignInAt: at });
      return sessionResponse(tx, updated, session, refreshToken);
    });
  }

  /**
   * A user endpoint's caller. The user is looked up before the session: deleting a user deletes
   * its sessions, and supabase-js tells a deleted account by 403 `user_not_found` (GoTrue's
   * "User from sub claim in JWT does not exist"), not by a missing session.
   */
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
    const user = await repository.findUserById(claims.sub);
    if (!user) throw userNotFound();
    const session = typeof claims.session_id === 'string' ? await repository.findSession(claims.session_id) : undefined;
    if (!session || session.userId !== user.id) throw sessionNotFound();
    return { claims, user, session };
  }

  /**
   * The one password check, for a sign-in and for a new password's `current_password` alike: the
   * failed-login limits of abuse.ts before it, the failure or the success recorded after it, so a
   * guess counts the same whichever endpoint it is sent to. `user` is the account of `email`, if any.
   */
  async function checkPassword(
    email: string,
    user: UserRow | null,
    password: string,
    context: RequestContext,
  ): Promise<boolean> {
    const { abuse, hasher } = deps;
    await abuse.checkLogin(email, context.ip, user?.id ?? null);
    const valid = await hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await abuse.recordFailure(email, context.ip, user?.id ?? null);
      return false;
    }
    await abuse.recordSuccess(email, context.ip, user.id);
    return true;
  }

  async function userOf(caller: { user: UserRow }) {
    return toWireUser(caller.user, await repository.listFactors(caller.user.id));
  }

  function requireServiceKey(bearer: string | null): void {
    if (!bearer || !timingSafeEqual(sha256Bytes(bearer), sha256Bytes(apiKeys.service))) {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  return {
    ...deps,
    now,
    nowDate,
    issuer,
    checkPasswordPolicy,
    checkPassword,
    sessionResponse,
    startSession,
    authenticate,
    userOf,
    requireServiceKey,
  };
}

export type AuthCore = ReturnType<typeof createAuthCore>;

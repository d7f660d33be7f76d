import type { AuthConfig } from '../config.ts';
import { overRequestRateLimit } from './auth-errors.ts';
import type { AuthRepository } from './auth-repository.ts';
import { sha256 } from './secrets.ts';

export type LimitedRoute = 'token' | 'signup' | 'recover' | 'resend' | 'verify' | 'user' | 'mfa' | 'admin';

const FIVE_MINUTES = 300;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures an (account, IP) pair gets without delay; after that each one doubles the wait. */
const FREE_FAILURES = 5;
const TRUSTED_IP_DAYS = 30;
const SWEEP_EVERY_MS = 5 * 60_000;

/** The login-failure keys of an account (and of it with one IP), also for deleting an account's traces. */
export const loginPairKey = (email: string, ip: string) => sha256(`login-pair\u0000${email}\u0000${ip}`);
export const loginAccountKey = (email: string) => sha256(`login-account\u0000${email}`);

/**
 * Abuse limits, all checked before any password hashing and all kept in the database, so they
 * hold across restarts and across nodes sharing one PostgreSQL. Keys are SHA-256 digests: the
 * tables never hold an e-mail address or an IP in the clear. See README.md "Rate limits".
 */
export function createAbuseGuard(options: {
  repository: AuthRepository;
  limits: AuthConfig['rateLimits'];
  now: () => number;
}) {
  const { repository, limits, now } = options;
  const buckets: Record<LimitedRoute, { capacity: number; perSecond: number }> = {
    token: { capacity: limits.tokenPer5Min, perSecond: limits.tokenPer5Min / FIVE_MINUTES },
    signup: { capacity: limits.otpPer5Min, perSecond: limits.otpPer5Min / FIVE_MINUTES },
    recover: { capacity: limits.otpPer5Min, perSecond: limits.otpPer5Min / FIVE_MINUTES },
    resend: { capacity: limits.otpPer5Min, perSecond: limits.otpPer5Min / FIVE_MINUTES },
    user: { capacity: limits.otpPer5Min, perSecond: limits.otpPer5Min / FIVE_MINUTES },
    verify: { capacity: limits.verifyPer5Min, perSecond: limits.verifyPer5Min / FIVE_MINUTES },
    mfa: { capacity: limits.mfaPerMin, perSecond: limits.mfaPerMin / 60 },
    // Operators' scripts: generous, but a leaked service key still cannot hammer the service.
    admin: { capacity: 600, perSecond: 10 },
  };
  const maxFailures = limits.loginFailuresPer15Min;
  let lastSweep = 0;

  const pairKey = loginPairKey;
  const accountKey = loginAccountKey;
  const ipHash = (ip: string) => sha256(`ip\u0000${ip}`);

  return {
    /** Per-IP token bucket of a route; 429 over_request_rate_limit when empty. */
    async checkIp(route: LimitedRoute, ip: string): Promise<void> {
      const at = new Date(now());
      if (at.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at.getTime();
        await repository.sweep(at);
      }
      const { capacity, perSecond } = buckets[route];
      const result = await repository.takeToken(sha256(`ip-route\u0000${route}\u0000${ip}`), capacity, perSecond, at);
      if (!result.allowed) throw overRequestRateLimit(result.retryAfterSeconds);
    },

    /**
     * Before a password is checked. The (account, IP) pair gets FREE_FAILURES attempts, then an
     * exponential back-off, and none after maxFailures until its 15-minute window ends. The account
     * as a whole accepts at most maxFailures failures per window from IPs that never signed in to
     * it; IPs that did (within 30 days) are exempt, so an attacker spraying guesses from elsewhere
     * cannot lock the owner out, and the e-mail reset link always works.
     */
    async checkLogin(email: string, ip: string, userId: string | null): Promise<void> {
      const at = now();
      const pair = pairKey(email, ip);
      const account = accountKey(email);
      const rows = await repository.findLoginFailures([pair, account]);
      const live = (key: string) =>
        rows.find((row) => row.key === key && row.windowStart.getTime() + FAILURE_WINDOW_MS > at);
      const windowLeft = (start: Date) => Math.ceil((start.getTime() + FAILURE_WINDOW_MS - at) / 1000);

      const own = live(pair);
      if (own) {
        if (own.count >= maxFailures) throw overRequestRateLimit(windowLeft(own.windowStart));
        if (own.count >= FREE_FAILURES) {
          const waitMs = 1000 * 2 ** (own.count - FREE_FAILURES);
          const readyAt = own.lastFailureAt.getTime() + waitMs;
          if (at < readyAt) throw overRequestRateLimit(Math.ceil((readyAt - at) / 1000));
        }
      }
      const all = live(account);
      if (all && all.count >= maxFailures && !(userId && (await this.isTrusted(userId, ip)))) {
        throw overRequestRateLimit(windowLeft(all.windowStart));
      }
    },

    async isTrusted(userId: string, ip: string): Promise<boolean> {
      return repository.isTrustedIp(userId, ipHash(ip), new Date(now() - TRUSTED_IP_DAYS * 86_400_000));
    },

    async recordFailure(email: string, ip: string, userId: string | null): Promise<void> {
      const at = new Date(now());
      await repository.recordLoginFailure(pairKey(email, ip), at, FAILURE_WINDOW_MS);
      // A trusted IP's mistakes count against its own pair only, so they never help lock the account.
      if (!(userId && (await this.isTrusted(userId, ip)))) {
        await repository.recordLoginFailure(accountKey(email), at, FAILURE_WINDOW_MS);
      }
    },

    async recordSuccess(email: string, ip: string, userId: string): Promise<void> {
      await repository.clearLoginFailures(pairKey(email, ip));
      await this.trustIp(userId, ip);
    },

    /**
     * An IP that proved the account is its owner's: a password login, or a mail link or code. The
     * owner locked out on a new network gets in through the reset mail, and that network is then
     * exempt from the account ceiling too.
     */
    async trustIp(userId: string, ip: string): Promise<void> {
      await repository.trustIp(userId, ipHash(ip), new Date(now()));
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;

import { PRODUCT_NAME } from '@talentbrug/domain/constants';
import { z } from 'zod';
import type { AmrEntry } from '../../db/schema/auth.ts';
import {
  AuthError,
  insufficientAal,
  mfaFactorNotFound,
  overRequestRateLimit,
  sessionNotFound,
  validationFailed,
} from '../auth-errors.ts';
import type { FactorRow } from '../auth-repository.ts';
import type { enrollBody, mfaVerifyBody } from '../auth-schemas.ts';
import { addFailure, lockedForSeconds, TOTP_MAX_FAILURES, TOTP_WINDOW_MS } from '../guess-limits.ts';
import { randomToken, sha256 } from '../secrets.ts';
import { matchTotpStep, newTotpEnrolment } from '../totp.ts';
import type { AuthCore, RequestContext } from './core.ts';
import type { Notices } from './notices.ts';

const MFA_CHALLENGE_TTL_MS = 300_000;
const UNVERIFIED_FACTOR_TTL_MS = 300_000;
const MAX_FACTORS = 10;

function mfaFactorNotFoundForChallenge() {
  return new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
}

/** TOTP factors: enrol, challenge, verify (to aal2) and unenrol. */
export function createMfa(core: AuthCore, notices: Notices) {
  const { repository, abuse, now, nowDate, authenticate, sessionResponse } = core;

  /**
   * The TOTP code against the factor, locked so parallel guesses queue up: TOTP_MAX_FAILURES wrong
   * codes in a window, from whatever IPs and challenges, end the factor's challenges and stop it
   * taking codes until the window is over (429). Returns the matched time step.
   */
  async function checkCode(factorId: string, code: string): Promise<number> {
    const outcome = await repository.transaction(async (tx) => {
      const factor = await tx.findFactor(factorId, { lock: true });
      if (!factor) return { error: mfaFactorNotFound() };
      const at = now();
      const window = { count: factor.verifyFailures, windowStart: factor.verifyWindowStart?.getTime() ?? null };
      const lockedFor = lockedForSeconds(window, at, TOTP_WINDOW_MS, TOTP_MAX_FAILURES);
      if (lockedFor > 0) return { error: overRequestRateLimit(lockedFor) };
      const step = matchTotpStep(factor.secret, code, at);
      if (step !== null && (factor.lastUsedStep === null || step > factor.lastUsedStep)) {
        await tx.updateFactor(factor.id, { verifyFailures: 0, verifyWindowStart: null });
        return { step };
      }
      const next = addFailure(window, at, TOTP_WINDOW_MS);
      await tx.updateFactor(factor.id, {
        verifyFailures: next.count,
        verifyWindowStart: next.windowStart === null ? null : new Date(next.windowStart),
      });
      if (next.count >= TOTP_MAX_FAILURES) await tx.deleteChallenges(factor.id);
      return { error: new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered') };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.step;
  }

  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    const factors = await repository.listFactors(userId);
    const factor = factors.find((candidate) => candidate.id === factorId);
    if (!factor) throw mfaFactorNotFound();
    return factor;
  }

  return {
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
      const challenge =
        body.challenge_id && z.uuid().safeParse(body.challenge_id).success
          ? await repository.findChallenge(body.challenge_id)
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
      const step = await checkCode(factor.id, (body.code ?? '').trim());

      const response = await repository.transaction(async (tx) => {
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
      // Its first code makes a factor the account's second one; later codes are logins.
      if (factor.status !== 'verified') await notices.notify(user.id, 'mfa_factor_enrolled');
      return response;
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
      // A factor that never took a code guarded nothing: removing it changes nothing to tell.
      if (factor.status === 'verified') await notices.notify(user.id, 'mfa_factor_unenrolled');
      return { id: factor.id };
    },
  };
}

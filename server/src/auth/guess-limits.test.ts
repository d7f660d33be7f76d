import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import {
  addFailure,
  CODE_MAX_FAILURES,
  type FailureWindow,
  liveFailures,
  lockedForSeconds,
  TOTP_MAX_FAILURES,
  TOTP_WINDOW_MS,
} from './guess-limits.ts';
import { uniqueEmail } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

describe('failure windows', () => {
  it('lock after max failures within the window, for no longer than the window, and count nothing after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1_000, max: 60_000 }),
        fc.integer({ min: 1, max: 10 }),
        (gaps, windowMs, max) => {
          let state: FailureWindow = { count: 0, windowStart: null };
          let at = 1_000_000;
          for (const gap of gaps) {
            at += gap;
            state = addFailure(state, at, windowMs);
            const live = liveFailures(state, at, windowMs);
            expect(live).toBeGreaterThanOrEqual(1);
            expect(live).toBeLessThanOrEqual(gaps.length);
            const locked = lockedForSeconds(state, at, windowMs, max);
            expect(locked > 0).toBe(live >= max);
            expect(locked).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
            // Once the window is over, nothing counts and nothing is locked.
            const after = (state.windowStart ?? at) + windowMs;
            expect(liveFailures(state, after, windowMs)).toBe(0);
            expect(lockedForSeconds(state, after, windowMs, max)).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Finding 3 of the probe: 60 wrong codes for one address from 60 IPs were all answered 403, and the
// right code still worked afterwards. Now the codes of an account die after five wrong ones.
const PASSWORD = 'Roeien-Amsterdam-1';
let h: ServiceHarness;
beforeAll(async () => {
  h = await startServiceHarness({
    AUTH_RATE_LIMIT_OTP: '100000',
    AUTH_RATE_LIMIT_VERIFY: '100000',
    AUTH_RATE_LIMIT_TOKEN: '100000',
    AUTH_RATE_LIMIT_MFA: '100000',
    AUTH_EMAIL_MAX_FREQUENCY: '1',
  });
});
afterAll(() => h.close());

const ctx = (ip: string) => ({ ip, userAgent: null });
const wrongCode = (right: string, i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

async function errorCode(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}

describe('6-digit mail codes', () => {
  it('die after five wrong guesses from any number of IPs; the link of the same mail still works', async () => {
    const email = uniqueEmail('guess');
    await h.auth.service.signup({ email, password: PASSWORD }, null, ctx('192.0.2.1'));
    const { code, token } = await h.lastMail(email);
    expect(code).toMatch(/^\d{6}$/);

    for (let i = 0; i < 60; i++) {
      const outcome = await errorCode(
        h.auth.service.verifyPost({ type: 'signup', email, token: wrongCode(code, i) }, ctx(`203.0.113.${i}`)),
      );
      expect(outcome).toBe('otp_expired');
    }
    expect(
      await errorCode(h.auth.service.verifyPost({ type: 'signup', email, token: code }, ctx('198.51.100.7'))),
    ).toBe('otp_expired');
    // Codes are guessable, the link's 192-bit token is not: the owner still gets in with it.
    const viaLink = await h.auth.service.verifyPost({ type: 'signup', token_hash: token }, ctx('198.51.100.7'));
    expect(viaLink.user.email).toBe(email);
  });

  it('lets the right code through after fewer than five wrong ones, and a new mail brings five new tries', async () => {
    const email = uniqueEmail('guess-owner');
    await h.auth.service.signup({ email, password: PASSWORD }, null, ctx('192.0.2.1'));
    const first = await h.lastMail(email);
    for (let i = 0; i < CODE_MAX_FAILURES; i++) {
      await errorCode(
        h.auth.service.verifyPost({ type: 'signup', email, token: wrongCode(first.code, i) }, ctx('192.0.2.1')),
      );
    }
    expect(
      await errorCode(h.auth.service.verifyPost({ type: 'signup', email, token: first.code }, ctx('192.0.2.1'))),
    ).toBe('otp_expired');

    // The athlete asks a new code.
    h.clock.advance(2000);
    await h.auth.service.resend({ type: 'signup', email }, null, ctx('192.0.2.1'));
    const second = await h.lastMail(email);
    expect(second.code).toMatch(/^\d{6}$/);
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i++) {
      await errorCode(
        h.auth.service.verifyPost({ type: 'signup', email, token: wrongCode(second.code, i) }, ctx('192.0.2.1')),
      );
    }
    const session = await h.auth.service.verifyPost({ type: 'signup', email, token: second.code }, ctx('192.0.2.1'));
    expect(session.user.email_confirmed_at).toBeTruthy();
  });

  it('holds under parallel guessing: at most five codes are ever checked', async () => {
    const email = uniqueEmail('guess-parallel');
    await h.auth.service.signup({ email, password: PASSWORD }, null, ctx('192.0.2.1'));
    const { code } = await h.lastMail(email);
    // 40 guesses at once, the right code among the last ones: the row lock queues them.
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 35 ? code : wrongCode(code, i)));
    const outcomes = await Promise.all(
      guesses.map((token, i) =>
        errorCode(h.auth.service.verifyPost({ type: 'signup', email, token }, ctx(`203.0.113.${i}`))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome === 'ok' || outcome === 'otp_expired')).toBe(true);
  });
});

describe('TOTP codes', () => {
  it('lock the factor after five wrong codes across IPs and challenges, until the window ends', async () => {
    const email = uniqueEmail('totp-guess');
    await h.auth.service.signup({ email, password: PASSWORD }, null, ctx('192.0.2.1'));
    const { token } = await h.lastMail(email);
    await h.auth.service.verifyPost({ type: 'signup', token_hash: token }, ctx('192.0.2.1'));
    const session = await h.auth.service.passwordGrant({ email, password: PASSWORD }, ctx('192.0.2.1'));
    const bearer = session.access_token;
    const enrolled = await h.auth.service.enroll(bearer, { factor_type: 'totp', friendly_name: 'telefoon' });
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.totp.secret) });
    const right = () => totp.generate({ timestamp: h.clock.now });

    for (let i = 0; i < TOTP_MAX_FAILURES; i++) {
      const ip = `203.0.113.${i}`;
      const challenge = await h.auth.service.challenge(bearer, enrolled.id, ctx(ip));
      const outcome = await errorCode(
        h.auth.service.verifyFactor(
          bearer,
          enrolled.id,
          { challenge_id: challenge.id, code: wrongCode(right(), i) },
          ctx(ip),
        ),
      );
      expect(outcome).toBe('mfa_verification_failed');
    }
    // The sixth try, with the right code, from the owner's IP: refused with the wait.
    const challenge = await h.auth.service.challenge(bearer, enrolled.id, ctx('192.0.2.1'));
    const refused = await h.auth.service
      .verifyFactor(bearer, enrolled.id, { challenge_id: challenge.id, code: right() }, ctx('192.0.2.1'))
      .catch((error: unknown) => error as AuthError);
    expect(refused).toBeInstanceOf(AuthError);
    expect((refused as AuthError).status).toBe(429);
    expect((refused as AuthError).retryAfter).toBeGreaterThan(0);
    expect((refused as AuthError).retryAfter).toBeLessThanOrEqual(TOTP_WINDOW_MS / 1000);

    h.clock.advance(TOTP_WINDOW_MS);
    const again = await h.auth.service.challenge(bearer, enrolled.id, ctx('192.0.2.1'));
    const upgraded = await h.auth.service.verifyFactor(
      bearer,
      enrolled.id,
      { challenge_id: again.id, code: right() },
      ctx('192.0.2.1'),
    );
    expect(upgraded.access_token).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import { uniqueEmail } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

// The login limits of abuse.ts on the real database, with a clock the test moves.
const PASSWORD = 'Wielrennen-1';
let h: ServiceHarness;
beforeAll(async () => {
  h = await startServiceHarness({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_RATE_LIMIT_TOKEN: '100000',
    AUTH_RATE_LIMIT_OTP: '100000',
  });
});
afterAll(() => h.close());

async function account() {
  const email = uniqueEmail('abuse');
  await h.auth.service.signup({ email, password: PASSWORD }, null, { ip: '192.0.2.1', userAgent: null });
  return email;
}

async function login(email: string, password: string, ip: string): Promise<string> {
  try {
    await h.auth.service.passwordGrant({ email, password }, { ip, userAgent: null });
    return 'ok';
  } catch (error) {
    if (error instanceof AuthError) return error.code;
    throw error;
  }
}

describe('failed-login limits', () => {
  it('backs one (account, IP) pair off exponentially and stops it at 10 failures for 15 minutes', async () => {
    const email = await account();
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect(await login(email, 'wrong-password', ip)).toBe('invalid_credentials');
    // From the sixth on, each failure doubles the wait: 1, 2, 4, 8 s.
    for (const wait of [1000, 2000, 4000, 8000, 16_000]) {
      expect(await login(email, PASSWORD, ip)).toBe('over_request_rate_limit');
      h.clock.advance(wait);
      expect(await login(email, 'wrong-password', ip)).toBe('invalid_credentials');
    }
    h.clock.advance(60_000);
    expect(await login(email, PASSWORD, ip)).toBe('over_request_rate_limit');
    h.clock.advance(15 * 60_000);
    expect(await login(email, PASSWORD, ip)).toBe('ok');
  });

  it('lets no one lock the owner out: spraying from many IPs stops strangers, not the IP the owner uses', async () => {
    const email = await account();
    const home = '198.51.100.20';
    expect(await login(email, PASSWORD, home)).toBe('ok');
    for (let i = 0; i < 10; i++)
      expect(await login(email, 'wrong-password', `203.0.113.${100 + i}`)).toBe('invalid_credentials');
    // The account ceiling is reached: a new IP is refused before its password is even checked ...
    expect(await login(email, PASSWORD, '203.0.113.200')).toBe('over_request_rate_limit');
    expect(await login(email, 'wrong-password', '203.0.113.201')).toBe('over_request_rate_limit');
    // ... while the owner's own IP still signs in.
    expect(await login(email, PASSWORD, home)).toBe('ok');
    h.clock.advance(15 * 60_000 + 1000);
    expect(await login(email, PASSWORD, '203.0.113.200')).toBe('ok');
  });

  it('always leaves the owner a way in on a new network: the reset mail, after which that network is trusted', async () => {
    const email = await account();
    expect(await login(email, PASSWORD, '198.51.100.20')).toBe('ok');
    for (let i = 0; i < 10; i++) await login(email, 'wrong-password', `203.0.113.${30 + i}`);
    // The owner on holiday, on a network never used for this account: locked out with the password ...
    const holiday = '192.0.2.150';
    expect(await login(email, PASSWORD, holiday)).toBe('over_request_rate_limit');
    // ... but the reset mail asked from there still comes, and its link signs in from there ...
    await h.auth.service.recover({ email }, null, { ip: holiday, userAgent: null });
    const { token } = await h.lastMail(email);
    const location = new URL(
      await h.auth.service.verifyLink({ token, type: 'recovery' }, { ip: holiday, userAgent: null }),
    );
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
    // ... and from then on that network counts as the owner's: the password works there as well.
    expect(await login(email, PASSWORD, holiday)).toBe('ok');
    // The attacker's networks stay refused.
    expect(await login(email, PASSWORD, '203.0.113.99')).toBe('over_request_rate_limit');
  });

  it('treats unknown addresses exactly like known ones', async () => {
    const email = uniqueEmail('ghost');
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect(await login(email, 'wrong-password', ip)).toBe('invalid_credentials');
    expect(await login(email, 'wrong-password', ip)).toBe('over_request_rate_limit');
  });
});

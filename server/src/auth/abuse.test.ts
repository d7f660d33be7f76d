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

  it('treats unknown addresses exactly like known ones', async () => {
    const email = uniqueEmail('ghost');
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) expect(await login(email, 'wrong-password', ip)).toBe('invalid_credentials');
    expect(await login(email, 'wrong-password', ip)).toBe('over_request_rate_limit');
  });
});

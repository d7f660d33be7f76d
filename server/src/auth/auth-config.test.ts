import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('auth and mail configuration', () => {
  it('defaults to the embedded service with GoTrue-like limits and the OWASP argon2id floor', () => {
    const { auth, mail } = loadConfig({});
    expect(auth).toEqual({
      hosted: null,
      autoconfirm: false,
      allowUnverifiedSignIn: true,
      publishableKey: null,
      serviceKey: null,
      redirectAllowList: [],
      passwordMin: 8,
      jwtExpSeconds: 3600,
      refreshReuseSeconds: 10,
      emailMaxFrequencySeconds: 60,
      otpExpSeconds: 3600,
      rateLimits: { tokenPer5Min: 150, otpPer5Min: 30, verifyPer5Min: 30, mfaPerMin: 15, loginFailuresPer15Min: 10 },
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    });
    expect(mail).toEqual({ smtpUrl: null, from: null, devInbox: true });
  });

  it('switches to hosted Supabase with SUPABASE_URL, which needs the publishable key', () => {
    const { auth, mail } = loadConfig({
      SUPABASE_URL: 'https://abcdefgh.supabase.co/',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
    });
    expect(auth.hosted).toEqual({
      url: 'https://abcdefgh.supabase.co',
      publishableKey: 'sb_publishable_abc',
      secretKey: null,
    });
    expect(mail.devInbox).toBe(false);
    expect(problems({ SUPABASE_URL: 'https://abcdefgh.supabase.co' })).toContain('SUPABASE_PUBLISHABLE_KEY:');
  });

  it('keeps the dev inbox out of production and away when mail goes out by SMTP', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mail.devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: 'true' }).mail.devInbox).toBe(true);
    expect(loadConfig({ DEV_INBOX: 'false' }).mail.devInbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:587' }).mail).toEqual({
      smtpUrl: 'smtp://mail.internal:587',
      from: null,
      devInbox: false,
    });
  });

  it('refuses argon2 below the OWASP minimum and malformed keys, without echoing secrets', () => {
    const message = problems({
      AUTH_ARGON2_MEMORY_KIB: '8192',
      AUTH_ARGON2_TIME_COST: '1',
      AUTH_PASSWORD_MIN: '4',
      AUTH_SERVICE_KEY: 'hunter2-service',
      AUTH_PUBLISHABLE_KEY: 'anon',
      SMTP_URL: 'http://user:hunter2@mail',
      AUTH_AUTOCONFIRM: 'sometimes',
    });
    for (const name of [
      'AUTH_ARGON2_MEMORY_KIB',
      'AUTH_ARGON2_TIME_COST',
      'AUTH_PASSWORD_MIN',
      'AUTH_SERVICE_KEY',
      'AUTH_PUBLISHABLE_KEY',
      'SMTP_URL',
      'AUTH_AUTOCONFIRM',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain('hunter2');
  });
});

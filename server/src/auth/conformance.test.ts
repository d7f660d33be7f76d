import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, memoryStorage, PUBLIC_ORIGIN, startHarness, uniqueEmail } from './testing/harness.ts';

// The real @supabase/supabase-js against the real server over HTTP, e-mail confirmation on (the
// default). Mail frequency 1 s instead of 60, the auth service's clock moved past it (h.advance).
const PASSWORD = 'Voetbal-2025';
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    // GoTrue's default profile: sign-in waits for the confirmation (the product's own is below).
    AUTH_ALLOW_UNVERIFIED_SIGNIN: 'false',
    AUTH_EMAIL_MAX_FREQUENCY: '1',
    AUTH_REDIRECT_ALLOW_LIST: 'https://preview-*.talentbrug.test/**',
  });
});
afterAll(() => h.close());

/** Signs up and confirms through the mailed link, as a person would. */
async function confirmedUser(label: string, password = PASSWORD) {
  const email = uniqueEmail(label);
  const { supabase } = h.client();
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { first_name: 'Sem' } } });
  expect(error).toBeNull();
  const mail = await h.latestMail(email);
  if (!mail) throw new Error('no confirmation mail');
  await h.followLink(mail.link);
  return email;
}

async function signedIn(email: string, password = PASSWORD) {
  const { supabase, requests } = h.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  if (!data.session) throw new Error('no session');
  return { supabase, requests, session: data.session };
}

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('sign up with e-mail confirmation', () => {
  it('keeps a name the product would refuse (over 60 characters) out of the mail, and greets without it', async () => {
    const email = uniqueEmail('longname');
    const name = 'Anna'.repeat(50);
    const { error } = await h.client().supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: name } },
    });
    expect(error).toBeNull();
    const mail = await h.latestMail(email);
    expect(mail?.text).not.toContain(name);
    expect(mail?.html).not.toContain(name);
    expect(mail?.text).toMatch(/^Hoi,/m);
  });

  it('answers the bare user, mails a Dutch confirmation link, and the link signs the user in', async () => {
    const email = uniqueEmail('signup');
    const { supabase } = h.client();
    const { data, error } = await supabase.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { first_name: 'Sem', last_name: 'de Vries' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      phone: '',
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { first_name: 'Sem', last_name: 'de Vries' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const mail = await h.latestMail(email);
    expect(mail?.subject).toBe('Bevestig je e-mailadres voor Talentbrug');
    expect(mail?.text).toContain('Hoi Sem,');
    expect(mail?.html).toContain('lang="nl"');
    const link = mail?.link as URL;
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_ORIGIN}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${PUBLIC_ORIGIN}/dashboard`);

    const before = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error?.code).toBe('email_not_confirmed');

    const target = await h.followLink(link);
    expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_ORIGIN}/dashboard`);
    const fragment = fragmentOf(target);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const { data: restored, error: restoreError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(restoreError).toBeNull();
    expect(restored.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(restored.user?.user_metadata.email_verified).toBe(true);

    // Single use: the same link now ends on the error fragment auth-js understands.
    const again = fragmentOf(await h.followLink(link));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error')).toBe('access_denied');
  });

  it('keeps an allow-listed redirect and replaces any other with the site page', async () => {
    const kept = uniqueEmail('redirect-kept');
    const { supabase } = h.client();
    await supabase.auth.signUp({
      email: kept,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://preview-42.talentbrug.test/welkom/dashboard' },
    });
    expect((await h.latestMail(kept))?.link.searchParams.get('redirect_to')).toBe(
      'https://preview-42.talentbrug.test/welkom/dashboard',
    );

    const replaced = uniqueEmail('redirect-replaced');
    await supabase.auth.signUp({
      email: replaced,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    const mail = await h.latestMail(replaced);
    expect(mail?.link.searchParams.get('redirect_to')).toBe(`${PUBLIC_ORIGIN}/dashboard`);
    // Tampering with the link itself does not help either.
    const tampered = new URL(mail?.link as URL);
    tampered.searchParams.set('redirect_to', 'https://evil.example/');
    expect((await h.followLink(tampered)).origin).toBe(PUBLIC_ORIGIN);
  });

  it('answers a signup for a confirmed address with an obfuscated user and sends nothing', async () => {
    const email = await confirmedUser('duplicate');
    const mailsBefore = (await h.latestMail(email))?.link.href;
    const { supabase } = h.client();
    const { data, error } = await supabase.auth.signUp({ email, password: 'Another-pass-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect((await h.latestMail(email))?.link.href).toBe(mailsBefore);
    // The original password still holds: a duplicate signup changes nothing.
    await signedIn(email);
  });

  it('rejects weak, overlong and malformed input with the codes auth-js exposes', async () => {
    const { supabase } = h.client();
    const weak = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);

    const long = await supabase.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expect(long.error?.code).toBe('validation_failed');

    const malformed = await supabase.auth.signUp({ email: 'niet-een-adres', password: PASSWORD });
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.status).toBe(400);
  });

  it('confirms with the 6-digit code from the mail as well (verifyOtp)', async () => {
    const email = uniqueEmail('otp');
    const { supabase } = h.client();
    await supabase.auth.signUp({ email, password: PASSWORD });
    const code = /code in: (\d{6})/.exec((await h.latestMail(email))?.text ?? '')?.[1] ?? '';
    const wrong = await supabase.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
  });

  it('runs the PKCE flow: the link carries ?code= and exchangeCodeForSession finishes it', async () => {
    const email = uniqueEmail('pkce');
    const pkceClient = (await import('@supabase/supabase-js')).createClient(h.baseUrl, h.publishableKey, {
      auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() },
    });
    await pkceClient.auth.signUp({ email, password: PASSWORD });
    const mail = await h.latestMail(email);
    expect(mail?.link.searchParams.get('token')).toMatch(/^pkce_/);
    const target = await h.followLink(mail?.link as URL);
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await pkceClient.auth.exchangeCodeForSession(code ?? '');
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // The code is single use.
    const reused = await fetch(`${h.baseUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: h.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });
});

describe('sign in', () => {
  it('returns a full session whose user has the fields apps rely on', async () => {
    const email = await confirmedUser('signin');
    const { session } = await signedIn(email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(typeof session.user.phone).toBe('string');
    expect(session.user.email_confirmed_at).toEqual(expect.any(String));
    expect(session.user.last_sign_in_at).toEqual(expect.any(String));
    expect(session.user.app_metadata.provider).toBe('email');
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const email = await confirmedUser('wrong-password');
    const { supabase } = h.client();
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'Helemaal-fout-1' });
    const unknown = await supabase.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    for (const result of [wrong, unknown]) {
      expect(result.data.session).toBeNull();
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.status).toBe(400);
      expect(result.error?.message).toBe('Invalid login credentials');
    }
  });

  it('slows a guesser down with over_request_rate_limit, while the owner elsewhere still gets in', async () => {
    const email = await confirmedUser('guessing');
    const { supabase } = h.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      const { error } = await supabase.auth.signInWithPassword({ email, password: `Fout-${attempt}-xx` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const limited = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect(limited.error?.status).toBe(429);
    // Back-off, not lockout: a second later the right password works again.
    h.advance(1100);
    const later = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
  });
});

describe('sessions and tokens', () => {
  it('getUser returns the user, updateUser merges metadata and keeps the tokens', async () => {
    const email = await confirmedUser('update');
    const { supabase, session } = await signedIn(email);
    const { data: got } = await supabase.auth.getUser();
    expect(got.user?.email).toBe(email);

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.updateUser({ data: { sport: 'hockey', first_name: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ sport: 'hockey' });
    expect(data.user?.user_metadata).not.toHaveProperty('first_name');
    expect(events).toContain('USER_UPDATED');
    expect((await supabase.auth.getSession()).data.session?.access_token).toBe(session.access_token);
  });

  it('getClaims verifies the ES256 token through the JWKS without calling /user', async () => {
    const email = await confirmedUser('claims');
    const { supabase, requests, session } = await signedIn(email);
    requests.length = 0;
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(data?.claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${PUBLIC_ORIGIN}/auth/v1`,
      email,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
    });
    expect(requests.some((url) => url.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(requests.some((url) => url.includes('/auth/v1/user'))).toBe(false);
  });

  it('refreshes into new tokens and refuses an unknown refresh token', async () => {
    const email = await confirmedUser('refresh');
    const { supabase, session } = await signedIn(email);
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).not.toBe(session.access_token);
    const other = h.client().supabase;
    const unknown = await other.auth.refreshSession({ refresh_token: 'no-such-token-at-all' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out in each scope', async () => {
    const email = await confirmedUser('signout');
    const a = await signedIn(email);
    const b = await signedIn(email);
    const c = await signedIn(email);

    expect((await a.supabase.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.supabase.auth.getUser()).error).toBeNull();
    expect((await b.supabase.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    // session_not_found, which auth-js turns into AuthSessionMissingError.
    expect((await c.supabase.auth.getUser(c.session.access_token)).error?.name).toBe('AuthSessionMissingError');

    expect((await a.supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.supabase.auth.getSession()).data.session).toBeNull();
    expect((await h.client().supabase.auth.getUser(a.session.access_token)).error?.name).toBe(
      'AuthSessionMissingError',
    );

    const d = await signedIn(email);
    const e = await signedIn(email);
    expect((await d.supabase.auth.signOut()).error).toBeNull();
    expect((await e.supabase.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });
});

describe('resend and recover', () => {
  it('resends the confirmation once the throttle allows; each mailed link works until one of them is used', async () => {
    const email = uniqueEmail('resend');
    const { supabase } = h.client();
    await supabase.auth.signUp({ email, password: PASSWORD });
    const first = await h.latestMail(email);

    // Too soon: the same answer as always (it must not tell which addresses were just mailed), no new mail.
    expect((await supabase.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await h.latestMail(email))?.link.href).toBe(first?.link.href);

    h.advance(1100);
    expect((await supabase.auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await h.latestMail(email);
    expect(second?.link.href).not.toBe(first?.link.href);
    // A newer mail (asked by anyone) does not break the earlier link; using one ends the others.
    expect(fragmentOf(await h.followLink(first?.link as URL)).get('access_token')).toBeTruthy();
    expect(fragmentOf(await h.followLink(second?.link as URL)).get('error_code')).toBe('otp_expired');

    const unknown = uniqueEmail('resend-unknown');
    expect((await supabase.auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await h.latestMail(unknown)).toBeNull();
  });

  it('recovers: 200 for anyone, a Dutch mail for real accounts, and the link lets the user set a new password', async () => {
    const email = await confirmedUser('recover');
    const elsewhere = await signedIn(email);
    const { supabase } = h.client();

    const unknown = uniqueEmail('recover-unknown');
    expect((await supabase.auth.resetPasswordForEmail(unknown)).error).toBeNull();
    expect(await h.latestMail(unknown)).toBeNull();

    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await h.latestMail(email);
    expect(mail?.subject).toBe('Stel een nieuw wachtwoord in voor Talentbrug');
    expect(mail?.link.searchParams.get('type')).toBe('recovery');
    expect(mail?.link.searchParams.get('redirect_to')).toBe(`${PUBLIC_ORIGIN}/reset-password`);

    const target = await h.followLink(mail?.link as URL);
    expect(target.pathname).toBe('/reset-password');
    const fragment = fragmentOf(target);
    expect(fragment.get('type')).toBe('recovery');
    await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect((await supabase.auth.updateUser({ password: 'nieuw-88' })).error).toBeNull();

    expect((await h.client().supabase.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    await signedIn(email, 'nieuw-88');
    // The new password ended the other session.
    expect((await elsewhere.supabase.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });
});

describe('TOTP two-step login', () => {
  it('enrols, verifies to aal2, asks for the code at the next login, and unenrols', async () => {
    const email = await confirmedUser('mfa');
    const { supabase } = await signedIn(email);

    const { data: enrolled, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefoon' });
    expect(error).toBeNull();
    if (!enrolled) throw new Error('no enrolment');
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\/Talentbrug:/);
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]+$/);
    const secret = enrolled.totp.secret;

    const duplicate = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefoon' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    const challenge = await supabase.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    const wrong = await supabase.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toContain('Invalid TOTP code');

    const code = totpCode(secret);
    const verified = await supabase.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data?.id ?? '',
      code,
    });
    expect(verified.error).toBeNull();
    const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      aal.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method)),
    ).toEqual(['totp', 'password']);
    expect((await supabase.auth.getClaims()).data?.claims.aal).toBe('aal2');

    // A code works once.
    const replayChallenge = await supabase.auth.mfa.challenge({ factorId: enrolled.id });
    const replay = await supabase.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: replayChallenge.data?.id ?? '',
      code,
    });
    expect(replay.error?.code).toBe('mfa_verification_failed');

    // The next login stops at aal1 and needs the code.
    const second = await signedIn(email);
    const level = await second.supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factors = await second.supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([enrolled.id]);
    expect((await second.supabase.auth.updateUser({ password: 'Nog-een-wachtwoord-1' })).error?.code).toBe(
      'insufficient_aal',
    );
    expect((await second.supabase.auth.mfa.enroll({ factorType: 'totp' })).error?.code).toBe('insufficient_aal');
    expect((await second.supabase.auth.mfa.unenroll({ factorId: enrolled.id })).error?.code).toBe('insufficient_aal');

    expect((await supabase.auth.mfa.unenroll({ factorId: enrolled.id })).error).toBeNull();
    const { data: after } = await supabase.auth.refreshSession();
    expect(after.session?.user.factors ?? []).toEqual([]);
    const down = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(down.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('admin API behind the service key', () => {
  it('creates and deletes users with the service key and refuses the publishable key', async () => {
    const email = uniqueEmail('admin');
    const admin = h.admin();
    const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    await signedIn(email);
    const again = await admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(again.error?.code).toBe('email_exists');

    const asPublic = await h.client().supabase.auth.admin.deleteUser(data.user?.id ?? '');
    expect(asPublic.error?.status).toBe(403);
    expect((await admin.auth.admin.deleteUser(data.user?.id ?? '')).error).toBeNull();
    const gone = await h.client().supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(gone.error?.code).toBe('invalid_credentials');
  });
});

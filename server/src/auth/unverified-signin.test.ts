import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, uniqueEmail } from './testing/harness.ts';

// The product's profile (AUTH_ALLOW_UNVERIFIED_SIGNIN, on by default): sign-up answers a session
// at once and still mails the confirmation, as Supabase's "allow unverified email sign-ins".
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const PASSWORD = 'Hockey-2026';
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('sign-up without waiting for the confirmation', () => {
  it('gives a session at once, mails the confirmation, and the mailed code confirms the address', async () => {
    const email = uniqueEmail('direct');
    const { supabase } = h.client();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://talentbrug.test/onboarding' },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at ?? null).toBeNull();

    const mail = await h.latestMail(email);
    expect(mail?.subject).toBeTruthy();
    // The account works before it is confirmed, so the mail does not claim otherwise.
    expect(mail?.text).not.toContain('geen account geactiveerd');
    expect(mail?.text).toContain(CONTACT_EMAIL);
    // The link returns the athlete to the page they signed up from.
    expect(mail?.link.searchParams.get('redirect_to')).toBe('https://talentbrug.test/onboarding');

    // Another device signs in with the password before the address is confirmed.
    const other = h.client().supabase;
    const signedIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at ?? null).toBeNull();

    const code = codeOf(mail?.text ?? '');
    if (!code) throw new Error('the mail has no 6-digit code');
    const verified = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata.email_verified).toBe(true);
  });

  it('never lets a user mark their own address as verified', async () => {
    const email = uniqueEmail('spoof');
    const { supabase } = h.client();
    const { data } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(data.session).toBeTruthy();
    const updated = await supabase.auth.updateUser({ data: { email_verified: true, first_name: 'Sem' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.first_name).toBe('Sem');
    expect(updated.data.user?.user_metadata.email_verified).toBeUndefined();
    const refreshed = await supabase.auth.refreshSession();
    const claims = JSON.parse(
      Buffer.from(refreshed.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims.user_metadata.email_verified).toBeUndefined();
  });

  it('a second sign-up for an unconfirmed address gets no session, whatever password it brings', async () => {
    const email = uniqueEmail('twice');
    await h.client().supabase.auth.signUp({ email, password: PASSWORD });
    const again = await h.client().supabase.auth.signUp({ email, password: 'Anders-wachtwoord-1' });
    // Within the minute the mail is not sent again (429); either way no session comes back.
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email_confirmed_at ?? null).toBeNull();
  });

  it('refuses a password shorter than 8 characters', async () => {
    const { error } = await h.client().supabase.auth.signUp({ email: uniqueEmail('short'), password: 'kort-12' });
    expect(error?.code).toBe('weak_password');
  });
});

import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PUBLIC_ORIGIN, startHarness } from './testing/harness.ts';

// The real supabase-js against the real server; the notices are read from the dev inbox.
const PASSWORD = 'Hockey-2025';
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

const PASSWORD_CHANGED = 'Je wachtwoord voor Talentbrug is gewijzigd';
const FACTOR_ENROLLED = 'Er is een authenticator-app gekoppeld aan je Talentbrug-account';
const FACTOR_UNENROLLED = 'Er is een authenticator-app losgekoppeld van je Talentbrug-account';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const signedInAthlete = (label: string) => h.signedIn(label, PASSWORD, { first_name: 'Sanne' });

const subjects = async (email: string) => (await h.mails(email)).map((mail) => mail.subject);

describe('security notices by mail', () => {
  it('tells the owner a new password was set, from the security page and through a reset link alike', async () => {
    const { email, supabase } = await signedInAthlete('notice-password');
    // Nothing changed: metadata, or the same password refused.
    expect((await supabase.auth.updateUser({ data: { sport: 'hockey' } })).error).toBeNull();
    const same = await supabase.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect(await subjects(email)).toEqual([]);

    const changed = await supabase.auth.updateUser({ password: 'Nieuw-wachtwoord-1', current_password: PASSWORD });
    expect(changed.error).toBeNull();
    const [notice, ...rest] = await h.mails(email);
    expect(rest).toEqual([]);
    expect(notice?.subject).toBe(PASSWORD_CHANGED);
    expect(notice?.text).toContain('Hoi Sanne,');
    expect(notice?.text).toContain('Was jij dit niet?');
    expect(notice?.text).toContain(`${PUBLIC_ORIGIN}/forgot-password`);
    expect(notice?.html).toContain('<html lang="nl">');
    expect(notice?.text).not.toMatch(/Nieuw-wachtwoord-1/);

    // The reset: the mailed link's session sets the password, and the notice follows.
    expect((await h.client().supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const link = await h.latestMail(email);
    const fragment = new URLSearchParams((await h.followLink(link?.link as URL)).hash.slice(1));
    const resetting = h.client().supabase;
    await resetting.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await resetting.auth.updateUser({ password: 'Weer-een-ander-2' })).error).toBeNull();
    expect(await subjects(email)).toEqual([
      PASSWORD_CHANGED,
      'Stel een nieuw wachtwoord in voor Talentbrug',
      PASSWORD_CHANGED,
    ]);
  });

  it('tells the owner an authenticator app was linked once it works, and unlinked', async () => {
    const { email, supabase } = await signedInAthlete('notice-mfa');

    // Enrolled but never verified: no second factor yet, and removing it changes nothing.
    const abandoned = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Oude telefoon' });
    expect(abandoned.error).toBeNull();
    expect((await supabase.auth.mfa.unenroll({ factorId: abandoned.data?.id ?? '' })).error).toBeNull();
    const { data: enrolled } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefoon' });
    if (!enrolled) throw new Error('no enrolment');
    expect(await subjects(email)).toEqual([]);

    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: totpCode(enrolled.totp.secret),
    });
    expect(verified.error).toBeNull();
    const [linked] = await h.mails(email);
    expect(await subjects(email)).toEqual([FACTOR_ENROLLED]);
    expect(linked?.text).toContain('Was jij dit niet?');
    expect(linked?.text).toContain(CONTACT_EMAIL);
    // A later code (the next time step, within the allowed skew) is a login, not a new factor.
    const again = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: totpCode(enrolled.totp.secret, Date.now() + 30_000),
    });
    expect(again.error).toBeNull();
    expect(await subjects(email)).toEqual([FACTOR_ENROLLED]);

    expect((await supabase.auth.mfa.unenroll({ factorId: enrolled.id })).error).toBeNull();
    const [unlinked] = await h.mails(email);
    expect(await subjects(email)).toEqual([FACTOR_UNENROLLED, FACTOR_ENROLLED]);
    expect(unlinked?.text).toContain('alleen nog om je wachtwoord');
    expect(unlinked?.text).toContain(`${PUBLIC_ORIGIN}/forgot-password`);
  });
});

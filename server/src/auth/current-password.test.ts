import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './testing/harness.ts';

// A new password asks for the current one (GoTrue's `current_password`, as with
// GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD), except once from a reset link's
// session: whoever forgot the password cannot type it. The real supabase-js against the real server.
const PASSWORD = 'Hockey-2025';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const signedInAthlete = (label: string) => h.signedIn(label, PASSWORD);

const canSignIn = async (email: string, password: string) =>
  (await h.client().supabase.auth.signInWithPassword({ email, password })).error === null;

async function resetSession(email: string) {
  expect((await h.client().supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
  const mail = await h.latestMail(email);
  const fragment = new URLSearchParams((await h.followLink(mail?.link as URL)).hash.slice(1));
  const { supabase } = h.client();
  const set = await supabase.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(set.error).toBeNull();
  return supabase;
}

describe('a new password from a signed-in session', () => {
  it('needs the current password: missing or wrong is a 400 with its own code, and nothing changes', async () => {
    const { email, supabase } = await signedInAthlete('current-missing');

    const missing = await supabase.auth.updateUser({ password: 'Nieuw-wachtwoord-1' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });

    const wrong = await supabase.auth.updateUser({ password: 'Nieuw-wachtwoord-1', current_password: 'Raden-123' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });

    expect(await canSignIn(email, PASSWORD)).toBe(true);
    expect(await canSignIn(email, 'Nieuw-wachtwoord-1')).toBe(false);

    const right = await supabase.auth.updateUser({ password: 'Nieuw-wachtwoord-1', current_password: PASSWORD });
    expect(right.error).toBeNull();
    expect(await canSignIn(email, 'Nieuw-wachtwoord-1')).toBe(true);
    // Metadata alone never needs it.
    expect((await supabase.auth.updateUser({ data: { sport: 'hockey' } })).error).toBeNull();
  });

  it('counts wrong current passwords as failed logins, so they cannot be guessed past the lock-out', async () => {
    const { supabase } = await signedInAthlete('current-guess');
    const answers: (string | undefined)[] = [];
    for (let guess = 0; guess < 7; guess++) {
      const { error } = await supabase.auth.updateUser({
        password: 'Nieuw-wachtwoord-1',
        current_password: `Gok-${guess}-abc`,
      });
      answers.push(error?.code);
    }
    // Five free failures, then the back-off of every failed login answers 429.
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('current_password_invalid'));
    expect(answers).toContain('over_request_rate_limit');
  });
});

describe('a new password from a reset link', () => {
  it('needs no current password, once: the same session then asks for it like any other', async () => {
    const { email } = await signedInAthlete('current-reset');
    const resetting = await resetSession(email);

    expect((await resetting.auth.updateUser({ password: 'Vergeten-en-nieuw-1' })).error).toBeNull();
    expect(await canSignIn(email, 'Vergeten-en-nieuw-1')).toBe(true);

    // Whoever sits at the laptop afterwards cannot use the link's session to change it again.
    const again = await resetting.auth.updateUser({ password: 'Van-iemand-anders-2' });
    expect(again.error?.code).toBe('current_password_required');
    const guessed = await resetting.auth.updateUser({ password: 'Van-iemand-anders-2', current_password: 'Gok-1234' });
    expect(guessed.error?.code).toBe('current_password_invalid');
    expect(await canSignIn(email, 'Vergeten-en-nieuw-1')).toBe(true);
  });

  it('no longer helps once the hour of its link is over', async () => {
    const { email } = await signedInAthlete('current-reset-late');
    const resetting = await resetSession(email);
    h.advance(3600_000 + 1000);
    await resetting.auth.refreshSession();
    const late = await resetting.auth.updateUser({ password: 'Te-laat-gekozen-1' });
    expect(late.error?.code).toBe('current_password_required');
    expect(await canSignIn(email, PASSWORD)).toBe(true);
  });
});

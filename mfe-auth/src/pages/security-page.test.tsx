import type { Factor } from '@supabase/supabase-js';
import type { MfaActions } from '@talentbrug/api-client/auth';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertText, describedBy, expectRefusedField, refusing } from '../testing/form.ts';
import { renderPage, signedIn } from '../testing/render.tsx';
import SecurityPage from './security-page.tsx';

const factor = (status: 'verified' | 'unverified', id = 'f1'): Factor => ({
  id,
  friendly_name: 'Authenticator-app',
  factor_type: 'totp',
  status,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
});

const enrolment = {
  factorId: 'f2',
  qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Talentbrug:sem@voorbeeld.nl?secret=JBSWY3DPEHPK3PXP',
};

function mfaWith(overrides: Partial<MfaActions>): MfaActions {
  return {
    listFactors: vi.fn(async () => ({ success: true, factors: [] })),
    enrollTotp: vi.fn(async () => ({ success: true, enrolment })),
    challengeAndVerify: vi.fn(async () => ({ success: true })),
    unenroll: vi.fn(async () => ({ success: true })),
    getAuthenticatorAssuranceLevel: vi.fn(async () => ({ currentLevel: 'aal1', nextLevel: 'aal1' })),
    ...overrides,
  };
}

const twoFactor = () => screen.getByRole('region', { name: 'Tweestapsverificatie' });

describe('SecurityPage: two-step login', () => {
  afterEach(cleanup);

  it('enrols: QR code with alt text, the secret to type by hand, then a 6-digit code', async () => {
    const mfa = mfaWith({
      listFactors: vi.fn(async () => ({ success: true, factors: [factor('unverified', 'stale')] })),
      challengeAndVerify: vi
        .fn()
        .mockResolvedValueOnce({ success: false, error: 'Invalid TOTP code entered', code: 'mfa_verification_failed' })
        .mockResolvedValueOnce({ success: true }),
    });
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa } });
    await userEvent.click(await within(twoFactor()).findByRole('button', { name: 'Authenticator-app koppelen' }));

    // An abandoned enrolment is cleared first, so the new one cannot clash with it.
    expect(mfa.unenroll).toHaveBeenCalledWith('stale');
    expect(mfa.enrollTotp).toHaveBeenCalledWith('Authenticator-app');
    const qr = await screen.findByRole('img', { name: 'QR-code om Talentbrug aan je authenticator-app toe te voegen' });
    expect(qr.getAttribute('src')).toBe(enrolment.qrCode);
    // The key in groups of four, the whole of it, with nothing but the key in its text.
    const key = screen.getByRole('group', { name: 'Sleutel voor handmatige invoer' });
    expect(key.querySelector('code')?.textContent).toBe('JBSWY3DPEHPK3PXP');
    expect([...(key.querySelectorAll('code > span') ?? [])].map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    const code = screen.getByLabelText('Code uit je authenticator-app');
    await waitFor(() => expect(document.activeElement).toBe(code));

    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(describedBy(code)).toContain('Vul de 6 cijfers van de code uit je authenticator-app in.');

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await alertText()).toBe('Deze code klopt niet. Kijk in je authenticator-app en probeer het opnieuw.');

    await userEvent.type(screen.getByLabelText('Code uit je authenticator-app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith('f2', '123456');
    expect(await within(twoFactor()).findByText('✓ Staat aan')).toBeTruthy();
    expect(screen.getByText(/Tweestapsverificatie staat aan\./)).toBeTruthy();
  });

  it("copies the key without its spaces and says 'Gekopieerd' in a live region", async () => {
    const user = userEvent.setup();
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}) } });
    await user.click(await screen.findByRole('button', { name: 'Authenticator-app koppelen' }));
    const key = await screen.findByRole('group', { name: 'Sleutel voor handmatige invoer' });
    const status = within(key).getByRole('status');
    expect(status.textContent).toBe('');
    await user.click(within(key).getByRole('button', { name: 'Kopieer sleutel' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(status.textContent).toBe('Gekopieerd');
  });

  it('cancelling an enrolment removes the unconfirmed factor', async () => {
    const mfa = mfaWith({});
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa } });
    await userEvent.click(await screen.findByRole('button', { name: 'Authenticator-app koppelen' }));
    await userEvent.click(await within(twoFactor()).findByRole('button', { name: 'Annuleren' }));
    expect(mfa.unenroll).toHaveBeenCalledWith('f2');
    expect(await screen.findByRole('button', { name: 'Authenticator-app koppelen' })).toBeTruthy();
  });

  it('switches off after a confirmation', async () => {
    const mfa = mfaWith({ listFactors: vi.fn(async () => ({ success: true, factors: [factor('verified')] })) });
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn({ aal: 'aal2' }), mfa } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    expect(screen.getByText('Weet je het zeker?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, zet uit' }));
    expect(mfa.unenroll).toHaveBeenCalledWith('f1');
    expect(
      await screen.findByText('Tweestapsverificatie staat uit. Je logt nu alleen met je wachtwoord in.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Authenticator-app koppelen' })).toBeTruthy();
  });

  it('says so when the settings cannot be read, and retries', async () => {
    const mfa = mfaWith({
      listFactors: vi
        .fn()
        .mockResolvedValueOnce({ success: false, error: 'x', status: 0 })
        .mockResolvedValueOnce({ success: true, factors: [] }),
    });
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa } });
    expect(await alertText()).toBe('We konden je beveiligingsinstellingen niet ophalen. Probeer het opnieuw.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Authenticator-app koppelen' })).toBeTruthy();
  });
});

describe('SecurityPage: change password (minimum 8)', () => {
  afterEach(cleanup);

  const region = () => screen.getByRole('region', { name: 'Wachtwoord wijzigen' });
  const submit = () => userEvent.click(within(region()).getByRole('button', { name: 'Wachtwoord wijzigen' }));

  const typeCurrent = (value = 'oud-wachtwoord') =>
    userEvent.type(within(region()).getByLabelText('Huidig wachtwoord'), value);

  it.each([
    ['', '', 'Nieuw wachtwoord', 'Kies een wachtwoord.'],
    ['kort123', 'kort123', 'Nieuw wachtwoord', 'Kies een wachtwoord van minimaal 8 tekens.'],
    ['lang-genoeg', '', 'Herhaal nieuw wachtwoord', 'Herhaal je wachtwoord.'],
    ['lang-genoeg', 'lang-genoeg!', 'Herhaal nieuw wachtwoord', 'De wachtwoorden komen niet overeen.'],
  ])('%j / %j -> %s: %s', async (password, confirm, label, message) => {
    const updatePassword = vi.fn();
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}), updatePassword } });
    await typeCurrent();
    if (password) await userEvent.type(within(region()).getByLabelText('Nieuw wachtwoord'), password);
    if (confirm) await userEvent.type(within(region()).getByLabelText('Herhaal nieuw wachtwoord'), confirm);
    await submit();
    await expectRefusedField(within(region()).getByLabelText(label), message);
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('asks for the current password first, so nobody at an unlocked laptop can take the account', async () => {
    const updatePassword = vi.fn();
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}), updatePassword } });
    await userEvent.type(within(region()).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(within(region()).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await submit();
    await expectRefusedField(within(region()).getByLabelText('Huidig wachtwoord'), 'Vul je huidige wachtwoord in.');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('says under the field when the current password is wrong, and keeps what was typed for the new one', async () => {
    const updatePassword = refusing({
      error: 'Current password required when setting new password.',
      code: 'current_password_invalid',
      status: 400,
    });
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}), updatePassword } });
    await typeCurrent('geraden');
    await userEvent.type(within(region()).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(within(region()).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await submit();
    expect(updatePassword).toHaveBeenCalledWith('nieuw-wachtwoord', 'geraden');
    await expectRefusedField(
      within(region()).getByLabelText('Huidig wachtwoord'),
      'Dit is niet je huidige wachtwoord. Vul het wachtwoord in waarmee je nu inlogt.',
    );
    expect(within(region()).queryByText('Je wachtwoord is gewijzigd.')).toBeNull();
    expect((within(region()).getByLabelText('Nieuw wachtwoord') as HTMLInputElement).value).toBe('nieuw-wachtwoord');
  });

  it('saves with the current password, confirms and clears the fields', async () => {
    const updatePassword = vi.fn(async () => ({ success: true }));
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}), updatePassword } });
    await typeCurrent();
    await userEvent.type(within(region()).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(within(region()).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await submit();
    expect(updatePassword).toHaveBeenCalledWith('nieuw-wachtwoord', 'oud-wachtwoord');
    expect(await within(region()).findByText('Je wachtwoord is gewijzigd.')).toBeTruthy();
    expect((within(region()).getByLabelText('Huidig wachtwoord') as HTMLInputElement).value).toBe('');
    expect((within(region()).getByLabelText('Nieuw wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('asks for the authenticator first when the session is not at aal2', async () => {
    const updatePassword = refusing({ error: 'AAL2 required', code: 'insufficient_aal', status: 401 });
    renderPage(<SecurityPage />, { path: '/security', auth: { ...signedIn(), mfa: mfaWith({}), updatePassword } });
    await typeCurrent();
    await userEvent.type(within(region()).getByLabelText('Nieuw wachtwoord'), 'nieuw-wachtwoord');
    await userEvent.type(within(region()).getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-wachtwoord');
    await submit();
    expect((await within(region()).findByRole('alert')).textContent).toBe(
      'Bevestig eerst met de code uit je authenticator-app.',
    );
  });
});

describe('SecurityPage: the e-mail address', () => {
  afterEach(cleanup);

  it('shows the address the athlete logs in with, and whom to mail to change it (no screen changes it yet)', () => {
    const auth = signedIn();
    renderPage(<SecurityPage />, { path: '/security', auth: { ...auth, mfa: mfaWith({}) } });
    const card = screen.getByRole('region', { name: 'E-mailadres' });
    expect(card.textContent).toContain(`Je logt in met ${auth.user?.email}.`);
    expect(card.textContent).toContain('Mail ons vanaf dit adres op hallo@talentbrug.nl met het nieuwe adres');
  });
});

import { RESEND_CONFIRMATION_VISIBLE_MS, RESET_SUCCESS_REDIRECT_MS } from '@talentbrug/domain/constants';
import { Secret, TOTP } from 'otpauth';
import {
  ensureAccount,
  PASSWORD,
  passwordSession,
  readMail,
  signUpAndLogin,
  submitLogin,
  uniqueEmail,
  verifyLink,
} from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const WRONG_PASSWORD = 'Inloggen mislukt. Controleer je gegevens.';
/** The login's lock-out text names the way in that nobody can block (server/src/auth/README.md). */
const RATE_LIMITED =
  "Te veel mislukte inlogpogingen. Wacht een kwartier, of kies 'Wachtwoord vergeten?': met de link in die e-mail kom je altijd direct binnen.";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One confirmed account for the tests that only need to log in (each signup counts against the service's limits).
let sharedAccount: ReturnType<typeof ensureAccount> | null = null;
const existingAccount = () => {
  sharedAccount ??= ensureAccount();
  return sharedAccount;
};

test.describe('accounts end to end, against the embedded auth service', () => {
  test('signup, the confirmation mail, its link, and the dashboard', async ({ page }) => {
    const email = uniqueEmail('nieuw');
    await page.goto('/signup');
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
    await expect(page.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: /privacybeleid/ })).toHaveAttribute('href', '/privacy');
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();

    const mail = await readMail(email);
    expect(mail.text).toContain('Noor');
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain('access_token');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log uit' })).toBeVisible();
  });

  test('login with ?redirect=/matches lands on /matches', async ({ page }) => {
    const account = await existingAccount();
    await page.goto('/login?redirect=%2Fmatches');
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
  });

  test('a redirect to another site is refused: login goes to the dashboard', async ({ page }) => {
    const account = await existingAccount();
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
    await submitLogin(page, account);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:9110\/dashboard$/);
  });

  test('a protected route while signed out goes to login and back after it', async ({ page }) => {
    const account = await existingAccount();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toBeVisible();
  });

  test('logout ends the session', async ({ page }) => {
    const account = await signUpAndLogin(page);
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole('button', { name: 'Log uit' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(account.email)).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test("'Onthoud mij' unticked keeps the session for this browser session only", async ({ page, context }) => {
    const account = await existingAccount();
    await page.goto('/login');
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => ({
      local: window.localStorage.getItem('talentbrug.auth'),
      session: window.sessionStorage.getItem('talentbrug.auth'),
    }));
    expect(stored.local).toBeNull();
    expect(stored.session).toContain('access_token');

    // A reload keeps it; a new tab (a new browser session's storage) asks to log in.
    await page.reload();
    await expect(page.getByText(account.email)).toBeVisible();
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test("'Onthoud mij' ticked keeps the session across tabs", async ({ page, context }) => {
    const account = await existingAccount();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: 'Onthoud mij' }).check();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(other.getByText(account.email)).toBeVisible();
  });

  test('forgot password, the mail, a new password, the success view and the dashboard after 2 s', async ({ page }) => {
    const account = await ensureAccount();
    const asked = new Date(Date.now() - 1000);
    await page.goto('/forgot-password');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByRole('button', { name: 'Stuur mij een resetlink' }).click();
    await expect(page.getByRole('heading', { name: 'Check je e-mail!' })).toBeVisible();

    const mail = await readMail(account.email, { after: asked });
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/reset-password/);
    const newPassword = 'Nieuw-wachtwoord-77';
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await expect(page.getByText('Minimaal 6 karakters vereist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeDisabled();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();

    await expect(page.getByRole('heading', { name: 'Wachtwoord gewijzigd!' })).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: RESET_SUCCESS_REDIRECT_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(RESET_SUCCESS_REDIRECT_MS - 500);

    // The new password is the one that works now.
    await expect(passwordSession({ email: account.email, password: newPassword })).resolves.toHaveProperty(
      'access_token',
    );
    await expect(passwordSession(account)).rejects.toThrow();
  });

  test('resend verification shows the confirmation for 5 s and sends another mail', async ({ page }) => {
    const email = uniqueEmail('opnieuw');
    await page.goto('/signup');
    await page.getByLabel('Voornaam').fill('Daan');
    await page.getByLabel('Achternaam').fill('Smit');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    const first = await readMail(email);

    // The auth service's e-mail throttle (1 s in this suite) must have passed.
    await page.waitForTimeout(1100);
    const resentAt = new Date(Date.now() - 500);
    await page.getByRole('button', { name: 'Verstuur verificatie e-mail opnieuw' }).click();
    const confirmation = page.getByText('Verificatie e-mail opnieuw verzonden! Check je inbox.');
    await expect(confirmation).toBeVisible();
    const second = await readMail(email, { after: resentAt });
    expect(second.id).not.toBe(first.id);
    expect(verifyLink(second)).not.toBe(verifyLink(first));
    await expect(confirmation).toBeHidden({ timeout: RESEND_CONFIRMATION_VISIBLE_MS + 2000 });
  });

  test('TOTP: enrol on /security, and a later login asks for the code', async ({ page }) => {
    test.setTimeout(60_000);
    const account = await signUpAndLogin(page);
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Beveiliging' })).toBeVisible();
    await page.getByRole('button', { name: 'Authenticator-app koppelen' }).click();

    const qr = page.getByRole('img', { name: /QR-code/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = await page.getByLabel('Sleutel voor handmatige invoer').inputValue();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

    await page.getByLabel('Code uit je authenticator-app').fill(totp.generate());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByText('Tweestapsverificatie staat aan.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Log uit' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login?redirect=%2Fmatches');
    await submitLogin(page, account);
    await expect(page.getByRole('heading', { name: 'Bevestig dat jij het bent' })).toBeVisible();
    // The password alone is not enough: the protected pages still send the visitor to log in.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmatches$/);

    await page.getByLabel('Code uit je authenticator-app').fill('000000');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('alert')).toContainText('Deze code klopt niet.');

    // The next period's code: valid now (one step of skew), and never the code used to enrol.
    await page.getByLabel('Code uit je authenticator-app').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page).toHaveURL(/\/matches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
  });

  test("a wrong password shows the spec's Dutch text and keeps what was typed", async ({ page }) => {
    const account = await existingAccount();
    await page.goto('/login');
    await submitLogin(page, { email: account.email, password: 'niet-mijn-wachtwoord' });
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(account.email);
  });

  test('a rate-limited login says so in Dutch', async ({ page }) => {
    const account = await ensureAccount();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('niet-mijn-wachtwoord');
    const alert = page.getByRole('alert');
    let limited = false;
    for (let attempt = 0; attempt < 15 && !limited; attempt += 1) {
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(alert).toHaveText(new RegExp(`${escapeRegExp(WRONG_PASSWORD)}|${escapeRegExp(RATE_LIMITED)}`));
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
      limited = ((await alert.textContent()) ?? '').includes(RATE_LIMITED);
    }
    expect(limited).toBe(true);
    await expect(alert.getByRole('link', { name: 'Stuur me een inloglink' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the forms with their errors, the reset hints and the TOTP enrolment are axe clean and fit', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page.getByRole('alert')).toHaveText('Vul alle verplichte velden in');
      await expectNoAxeViolations(page, 'login with an error');

      await page.goto('/signup');
      await page.getByLabel('Wachtwoord', { exact: true }).fill('kort');
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(page.getByRole('alert')).toHaveText('Vul alle verplichte velden in');
      await expectNoAxeViolations(page, 'signup with an error');

      await signUpAndLogin(page);
      await page.goto('/reset-password');
      await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('abc');
      await page.getByLabel('Bevestig nieuw wachtwoord').fill('abd');
      await expect(page.getByText('Minimaal 6 karakters vereist')).toBeVisible();
      await expectNoAxeViolations(page, 'reset with both hints');

      await page.goto('/security');
      await page.getByRole('button', { name: 'Authenticator-app koppelen' }).click();
      await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
      await expectNoAxeViolations(page, 'security with the enrolment');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Annuleren' }).click();
      await expect(page.getByRole('button', { name: 'Authenticator-app koppelen' })).toBeVisible();
    });
  });
});

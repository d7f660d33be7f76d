import type { Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, authClient, PASSWORD, readMail, uniqueEmail, verifyLink } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'E-mailadres bevestigen' });

/**
 * A visitor who just made an account: signup through the auth service as the sign-up form does,
 * which (Supabase's "allow unverified e-mail sign-ins") answers with a session at once while the
 * confirmation mail goes out.
 */
async function freshSignup(label: string): Promise<{ email: string; session: Session; signedUpAt: Date }> {
  const email = uniqueEmail(label);
  const signedUpAt = new Date(Date.now() - 1000);
  const client = await authClient();
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { first_name: 'Daan', last_name: 'Visser' }, emailRedirectTo: `${BASE_URL}/dashboard` },
  });
  expect(error).toBeNull();
  expect(data.session, 'signup gives a session before the address is confirmed').not.toBeNull();
  expect(data.user?.email_confirmed_at ?? null).toBeNull();
  return { email, session: data.session as Session, signedUpAt };
}

/** Puts the session where the shell looks for it, once per tab, as if this browser had just signed up. */
async function useSession(page: Page, session: Session) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e.signed-in')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e.signed-in', '1');
    },
    { key: AUTH_STORAGE_KEY, value: JSON.stringify(session) },
  );
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test.describe('the banner for an unconfirmed e-mail address', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows until the address is confirmed, also when that happens on another device', async ({ page }) => {
    const { email, session, signedUpAt } = await freshSignup('bevestigen');
    await useSession(page, session);
    await openDashboard(page);

    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(`Bevestig je e-mailadres: we hebben een mail gestuurd naar ${email}.`);
    const link = banner(page).getByRole('link', { name: 'Code invullen of opnieuw sturen' });
    await expect(link).toHaveAttribute('href', '/verify-email');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, 'dashboard with the confirmation banner');

    // Not on the page where the code is typed.
    await link.click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await openDashboard(page);
    await expect(banner(page)).toBeVisible();

    // The athlete opens the mail's link on the phone; this laptop's tab is reloaded later.
    const mail = await readMail(email, { after: signedUpAt });
    const confirmed = await fetch(verifyLink(mail), { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("goes when the mail's link is opened in this browser", async ({ page }) => {
    const { email, session, signedUpAt } = await freshSignup('link');
    await useSession(page, session);
    await openDashboard(page);
    await expect(banner(page)).toBeVisible();

    const mail = await readMail(email, { after: signedUpAt });
    await page.goto(verifyLink(mail));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await openDashboard(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('can be closed for the rest of the visit', async ({ page, context }) => {
    const { session } = await freshSignup('sluiten');
    await useSession(page, session);
    await openDashboard(page);
    await banner(page).getByRole('button', { name: 'Melding sluiten' }).click();
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // A new visit (another tab) asks again: the address is still unconfirmed.
    const next = await context.newPage();
    await openDashboard(next);
    await expect(banner(next)).toBeVisible();
  });
});

for (const width of [360, 390]) {
  test(`a toast on a ${width} px phone leaves the header and the banner readable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 780 });
    const { session } = await freshSignup('melding');
    await useSession(page, session);
    await page.goto('/matches');
    await expect(banner(page)).toBeVisible();
    // A new account has no matches: the page says so in a toast.
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Nog geen matches' });
    await expect(toast).toBeVisible();
    const [toastBox, bannerBox, headerBox] = await Promise.all([
      toast.boundingBox(),
      banner(page).boundingBox(),
      page.getByRole('banner').boundingBox(),
    ]);
    expect(toastBox && bannerBox && headerBox).toBeTruthy();
    if (!toastBox || !bannerBox || !headerBox) return;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(toastBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  });
}

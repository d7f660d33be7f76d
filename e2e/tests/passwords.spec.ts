import type { Locator, Page } from '@playwright/test';
import { ensureAccount, openResetLink, signUpWithSession } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const TOO_SHORT = 'Kies een wachtwoord van minimaal 8 tekens.';
const LONG_PASSWORD = 'Bloemendaal-JA1-Hoofdklasse-2026-Haarlem!';

/** The two boxes side by side, never on top of each other: the text ends before the toggle starts. */
async function expectBeside(input: Locator, toggle: Locator) {
  const [field, button] = await Promise.all([input.boundingBox(), toggle.boundingBox()]);
  if (!field || !button) throw new Error('the password field or its toggle is not on screen');
  expect(field.x + field.width, 'the input ends before the toggle').toBeLessThanOrEqual(button.x + 0.5);
  expect(field.width, 'the input keeps room to type').toBeGreaterThan(120);
}

/**
 * The visitor starts to use the page and the app takes over from the prerendered markup (ADR
 * 0010, 0013). Typing, a submit and 'Toon wachtwoord' before that carry over, but during the
 * swap the input being measured can be the one about to go.
 */
async function appTookOver(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('#root:not([data-prerendered])')).toBeVisible();
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
}

test.describe('passwords on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long password never runs under 'Toon wachtwoord', shown or hidden", async ({ page }) => {
    await page.goto('/signup');
    await appTookOver(page);
    const input = page.getByLabel('Wachtwoord', { exact: true });
    await input.fill(LONG_PASSWORD);
    const show = page.getByRole('button', { name: 'Toon wachtwoord' }).first();
    await expectBeside(input, show);

    await show.click();
    await expect(input).toHaveAttribute('type', 'text');
    await expectBeside(input, page.getByRole('button', { name: 'Verberg wachtwoord' }).first());
    // The end of what was typed scrolls inside the input; none of it is under the toggle.
    await input.press('End');
    await expect(input).toHaveValue(LONG_PASSWORD);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'signup with a long password shown');
  });

  test('the hints: the rule before typing (not a warning), what is still needed while typing', async ({ page }) => {
    await page.goto('/signup');
    const input = page.getByLabel('Wachtwoord', { exact: true });
    await expect(page.getByText('Minimaal 8 tekens.', { exact: true })).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await input.fill('hockey');
    await expect(page.getByText('Minimaal 8 tekens: nog 2 tekens te gaan.')).toBeVisible();
    await input.fill('hockey20');
    await expect(page.getByText('Minimaal 8 tekens: dat zit goed.')).toBeVisible();
  });

  test('the reset form refuses 7 characters with the 8-tekens message, then takes 8', async ({ page }) => {
    const account = await ensureAccount();
    await openResetLink(page, account.email);

    const password = page.getByLabel('Nieuw wachtwoord', { exact: true });
    const save = page.getByRole('button', { name: 'Wachtwoord opslaan' });
    await expect(save).toBeEnabled();
    await password.fill('1234567');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('1234567');
    await save.click();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(TOO_SHORT)).toBeVisible();
    await expectNoAxeViolations(page, 'reset with 7 characters refused');
    await expectNoSidewaysScroll(page);

    await password.fill('12345678');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('12345678');
    await save.click();
    await expect(page.getByRole('heading', { name: 'Wachtwoord gewijzigd!' })).toBeVisible();
  });

  test('/security: 7 characters refused the same way; the authenticator key whole, wrapped, and copied', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:9110' });
    await signUpWithSession(page);
    await page.goto('/security');

    const change = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
    await change.getByLabel('Nieuw wachtwoord', { exact: true }).fill('1234567');
    await change.getByLabel('Herhaal nieuw wachtwoord').fill('1234567');
    await change.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(change.getByText(TOO_SHORT)).toBeVisible();

    await page.getByRole('button', { name: 'Authenticator-app koppelen' }).click();
    const key = page.getByRole('group', { name: 'Sleutel voor handmatige invoer' });
    const code = key.locator('code');
    await expect(code).toBeVisible();
    const secret = (await code.textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // Every group of four is inside the card, none cut at the edge.
    const card = await page.getByRole('region', { name: 'Tweestapsverificatie' }).boundingBox();
    for (const group of await code.locator('span').all()) {
      const box = await group.boundingBox();
      expect(box && card && box.x + box.width <= card.x + card.width).toBe(true);
    }
    await expectNoSidewaysScroll(page);

    await key.getByRole('button', { name: 'Kopieer sleutel' }).click();
    await expect(key.getByRole('status')).toHaveText('Gekopieerd');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page, 'security with the key copied');
    await page.getByRole('button', { name: 'Annuleren' }).click();
  });
});

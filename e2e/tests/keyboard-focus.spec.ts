import type { Page } from '@playwright/test';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A keyboard user keeps their place: after an action the focus stays on what they pressed (a busy
 * button stays focusable), and after a page change it lands on the new page's heading, never on
 * <body>, where the next Tab would start again at the top (a keyboard tour, issue 35's area).
 */

/** What has the focus, by role and name as a screen reader announces it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}: ${(active.textContent ?? '').trim()}`;
  });

test('after generating matches, following a link, saving the dossier and inviting a trainer, the focus is where the keyboard user is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await athleteWithProfile({ email: uniqueEmail('toetsen'), firstName: 'Fleur' }, FLEUR.profile);
  await signInWithSession(page, account);
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();

  // Enter on 'Genereer AI Matches': busy, then done, and the focus never leaves the button.
  const generate = page.getByRole('button', { name: 'Genereer AI Matches' });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button: Genereer Nieuwe Matches');

  // A link of the menu (the header stays) or one in the page (it leaves with its page): the new
  // page's heading takes the focus once it is there, and a screen reader reads it out.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('h1: Dashboard');
  await page.getByRole('main').getByRole('link', { name: 'AI-coach', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat met je AI-coach' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('h1: Chat met je AI-coach');
  await menu.getByRole('link', { name: 'Dossier', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('h1: Dossier');

  // 'Dossier openbaar maken' without her date of birth: refused with the reason, the focus stays.
  await page.getByRole('button', { name: 'Dossier openbaar maken' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Vul eerst je geboortedatum in' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button: Dossier openbaar maken');

  // The English texts' 'Opslaan': busy while it saves, then saved, the focus on it throughout.
  await page.getByLabel('Je positie, in het Engels').fill('Defender');
  const save = page.getByRole('button', { name: 'Opslaan', exact: true });
  await save.focus();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/dossier') && response.request().method() === 'PUT',
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Zo ziet een coach je dossier' }).getByText('Defender')).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button: Opslaan');

  // The trainer's invitation ('Uitnodiging versturen', a busy button like any other): sent, and the
  // focus stays on it throughout, where a disabled button would have dropped it to <body>.
  await page.getByRole('region', { name: 'Links voor coaches' }).scrollIntoViewIfNeeded();
  const references = page.getByRole('region', { name: 'Referentie van je trainer' });
  const trainer = uniqueEmail('trainer');
  await references.getByLabel('E-mailadres van je trainer').fill(trainer);
  const invite = references.getByRole('button', { name: 'Uitnodiging versturen' });
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(references.getByText(`Uitnodiging verstuurd naar ${trainer}.`)).toBeVisible();
  await expect.poll(() => focused(page)).toBe('button: Uitnodiging versturen');
});

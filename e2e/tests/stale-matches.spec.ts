import type { Page } from '@playwright/test';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Matches that know they are old (issue 33, item 5), on a phone: after the athlete adds her TOEFL
 * on /profile, the dashboard and /matches say the matches are from before that change, and
 * 'Genereer opnieuw' computes them with the score, keeping her favourite.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A hockey player (dames) in the hoofdklasse, everything matching reads except an English test. */
const { english_test: _test, english_score: _score, ...withoutEnglish } = FLEUR.profile;
const hockeyWithoutEnglish = () =>
  athleteWithProfile({ email: uniqueEmail('oud'), firstName: 'Fleur' }, withoutEnglish);

/** The notice above the list: a status with its heading. */
const notice = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Je matches zijn niet meer actueel' }) });
const NO_SCORE = /Engelse taaltoets: nog geen score/;

/** Through the header's menu, as an athlete moves on a phone: the app keeps what it has read. */
async function openFromMenu(page: Page, link: string, heading: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** What the best match says is missing, read from its detail and closed again. */
async function missingOfBest(page: Page): Promise<string> {
  const best = page.getByRole('article').first();
  const school = ((await best.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await best.getByRole('button', { name: school, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: school });
  await expect(dialog.getByRole('heading', { name: 'Wat ontbreekt' })).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

test('after a change of the English test the matches say they are old, and "Genereer opnieuw" renews them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await hockeyWithoutEnglish();
  await signInWithSession(page, account);

  // The first matches, computed without an English score, and a favourite to keep.
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  const best = page.getByRole('article').first();
  const school = ((await best.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(await missingOfBest(page)).toMatch(NO_SCORE);
  await best.getByRole('button', { name: `Favoriet: ${school}`, exact: true }).click();
  await expect(best.getByRole('button', { name: `Favoriet: ${school}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(notice(page)).toHaveCount(0);

  // The TOEFL on the profile.
  await openFromMenu(page, 'Profiel', 'Mijn Profiel');
  await page.getByRole('button', { name: 'Profiel bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Profiel bewerken' });
  await edit.getByLabel('Engelse toets', { exact: true }).selectOption({ label: 'TOEFL iBT' });
  await edit.getByLabel('Score Engelse toets').fill('98');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel succesvol opgeslagen! ✅')).toBeVisible();
  await expect(edit).toBeHidden();

  // The dashboard says it beside the scores, and leads to the matches.
  await openFromMenu(page, 'Dashboard', 'Dashboard');
  const top = page.getByRole('region', { name: 'Je beste matches' });
  await expect(top.getByText('Deze matches zijn niet meer actueel.')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard with old matches at 390 px');
  await top.getByRole('link', { name: 'Genereer ze opnieuw' }).click();

  // On /matches: marked as from before the change, still listed as they were.
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();
  const shown = notice(page);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('Genereer ze opnieuw');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, '/matches with the notice at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Regenerated from the notice: gone, the focus on the new time, the score read, the favourite kept.
  await shown.getByRole('button', { name: 'Genereer opnieuw' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText(/^Berekend op /);
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉').first()).toBeVisible();
  // Checked as the page stands after regenerating: opening a match below scrolls the page wherever
  // the click needs it, and axe then counts a filter chip under the sticky header as too small.
  await expectNoAxeViolations(page, '/matches after regenerating at 390 px');
  expect(await missingOfBest(page)).not.toMatch(NO_SCORE);
  const kept = page.getByRole('button', { name: `Favoriet: ${school}`, exact: true });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');

  // A reload asks the server again: current.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/** A time as the tips write one: 'net nu', '15 min geleden', 'vandaag om 17:50', ... */
const TIME = /net nu|geleden|vandaag om|gisteren om/;

test("a new account's tips show no times: nothing has happened yet that a tip could date", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await athleteWithProfile(
    { email: uniqueEmail('tips'), firstName: FLEUR.name },
    // Without tests and a budget, so the coach has more than one thing to suggest.
    { ...FLEUR.profile, sat_score: null, english_test: null, english_score: null, budget_eur_min: null },
  );
  await signInWithSession(page, account);
  await page.goto('/dashboard');
  const tips = page.getByRole('region', { name: 'Tips van je AI-coach' });
  await expect(tips.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await tips.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
  await expect(tips.getByText(TIME)).toHaveCount(0);
});

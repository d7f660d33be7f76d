import { athleteWithProfile, signUpAndLogin, uniqueEmail } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';

/** A time as the tips write one: 'net nu', '15 min geleden', 'vandaag om 17:50', ... */
const TIME = /net nu|geleden|vandaag om|gisteren om/;

test("a new account's tips show no times: nothing has happened yet that a tip could date", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await athleteWithProfile(
    { email: uniqueEmail('tips'), firstName: 'Fleur' },
    { first_name: 'Fleur', sport: 'Hockey', team: 'dames', competition_level: 'hoofdklasse', academic_gpa: 3.5 },
  );
  await signUpAndLogin(page, account);
  const tips = page.getByRole('region', { name: 'Tips van je AI-coach' });
  await expect(tips.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await tips.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
  await expect(tips.getByText(TIME)).toHaveCount(0);
});

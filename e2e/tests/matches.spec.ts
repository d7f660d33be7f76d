import { athleteWithProfile, signUpAndLogin, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** A hockey player (dames) in the hoofdklasse with her matching facts on the profile, as the API stores them. */
const hockeyAthlete = () =>
  athleteWithProfile(
    { email: uniqueEmail('hockey'), firstName: 'Fleur' },
    {
      first_name: 'Fleur',
      sport: 'Hockey',
      team: 'dames',
      competition_level: 'hoofdklasse',
      academic_gpa: 3.5,
      sat_score: 1250,
      english_test: 'toefl',
      english_score: 95,
      budget_eur_min: 15000,
    },
  );

test('an athlete generates matches, filters, opens one, marks a favourite and a status, and finds both after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await hockeyAthlete();
  await signUpAndLogin(page, account);
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Matches' })).toBeVisible();

  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(10);
  await expect(page.getByRole('button', { name: 'Genereer Nieuwe Matches' })).toBeEnabled();

  // The chips really filter.
  await page.getByRole('button', { name: 'Top 10', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Top 10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Alle', exact: true }).click();
  await expect(cards).toHaveCount(total);

  await expectNoAxeViolations(page);

  // The best match in detail: why it fits, the parts of its score.
  const first = cards.first();
  const school = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await first.getByRole('button', { name: school, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: school });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Waarom dit past' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Opbouw van de score' })).toBeVisible();
  await expectNoAxeViolations(page, 'the match detail', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Favourite and pipeline status, saved on the server.
  const favourite = first.getByRole('button', { name: `Favoriet: ${school}`, exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((r) => r.url().includes('/api/matches/') && r.request().method() === 'PATCH');
  await first.getByRole('combobox', { name: `Status van ${school}` }).selectOption('contacted');
  expect((await saved).status()).toBe(200);

  // The map shows the matches and a dot opens its match.
  const map = page.getByRole('region', { name: 'Op de kaart' });
  await map.scrollIntoViewIfNeeded();
  const dot = map
    .getByRole('list', { name: 'Matches op de kaart' })
    .getByRole('button', { name: /% match$/ })
    .first();
  await expect(dot).toBeVisible();
  await expectNoAxeViolations(page);
  const dotSchool = ((await dot.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await dot.click();
  await expect(page.getByRole('dialog', { name: dotSchool })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  const again = page.getByRole('article', { name: school }).first();
  await expect(again.getByRole('button', { name: `Favoriet: ${school}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(again.getByRole('combobox', { name: `Status van ${school}` })).toHaveValue('contacted');
});

import { COACH_CONTACT_TEXT } from '@talentbrug/domain/coach-contact';
import { bornYearsAgo, FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteWithProfile, signInWithSession, uniqueEmail } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { todayInDutch } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';

/** Stanford plays women's field hockey in Division I; for this athlete it ranks far below her best 30. */
const STANFORD = { id: '243744', name: 'Stanford University' };

test('an athlete sees the university she picked among her matches, shares her profile with it and withdraws', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('keuze'), firstName: 'Fleur' },
    // 17: old enough to share without a parent's consent.
    { ...FLEUR.profile, date_of_birth: bornYearsAgo(17), university_of_interest: STANFORD.id },
  );
  await signInWithSession(page, account);
  await page.goto('/matches');
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  await expect(page.getByText('Matches succesvol gegenereerd! 🎉')).toBeVisible();

  // Her pick leads the list, marked, with its own place and chances.
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(STANFORD.name);
  await expect(card.getByText('Jouw keuze', { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d+% match$/)).toBeVisible();
  await expect(page.getByText(/jouw keuze bovenaan, daarna de beste eerst\./)).toBeVisible();

  // The match detail says who contacts the coach: the athlete, from their own mailbox.
  await card.getByRole('button', { name: STANFORD.name, exact: true }).click();
  const detail = page.getByRole('dialog', { name: STANFORD.name });
  await expect(detail.getByText(COACH_CONTACT_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Sharing asks first, and says what goes to whom.
  const share = card.getByRole('button', { name: `Deel mijn profiel met ${STANFORD.name}` });
  await share.click();
  const dialog = page.getByRole('dialog', { name: `Je profiel delen met ${STANFORD.name}` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(`Je geeft onze talentmanagers je profiel en je toestemming om het met ${STANFORD.name} te delen.`),
  ).toBeVisible();
  // Who writes to the coach, said as the match detail says it.
  await expect(dialog.getByText(COACH_CONTACT_TEXT)).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'Stuur ook mijn cijferlijst en motivatiebrief mee' }),
  ).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  // The dialog itself: the page behind lies under the backdrop, where axe's target-size rule counts
  // the dialog's own buttons as covering the cards' (a false finding that moves with the layout).
  await expectNoAxeViolations(page, 'the share dialog', { include: '[role="dialog"]' });

  const recorded = page.waitForResponse((r) => r.url().endsWith('/share') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Ja, deel mijn profiel' }).click();
  expect((await recorded).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Je toestemming om je profiel met ${STANFORD.name} te delen is vastgelegd.`),
  ).toBeVisible();
  await expect(card.getByText(`Gedeeld op ${todayInDutch()}`)).toBeVisible();

  // Still shared after a reload: the consent is on the server.
  await page.reload();
  const again = page.getByRole('article').first();
  await expect(again.getByText(`Gedeeld op ${todayInDutch()}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the matches with a share');

  await again.getByRole('button', { name: `Intrekken (delen met ${STANFORD.name})` }).click();
  await expect(page.getByText(`Je deelt je profiel niet meer met ${STANFORD.name}.`)).toBeVisible();
  await expect(again.getByRole('button', { name: `Deel mijn profiel met ${STANFORD.name}` })).toBeVisible();
  await expect(again.getByText(/Gedeeld op/)).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Deel mijn profiel met/ }),
  ).toBeVisible();
});

test('the share dialog fits a phone and the keyboard stays inside it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const account = await athleteWithProfile(
    { email: uniqueEmail('deel'), firstName: 'Noor' },
    { first_name: 'Noor', sport: 'Hockey', team: 'dames', competition_level: 'hoofdklasse', academic_gpa: 3.3 },
  );
  await signInWithSession(page, account);
  await page.goto('/matches');
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Deel mijn profiel met/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Je profiel delen met/ });
  await expect(dialog).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page, 'the share dialog at 360 px');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /^Deel mijn profiel met/ })).toBeFocused();
});

test("a girl of 15 without a parent's consent on record is told what to do, and led to where it is recorded", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await athleteWithProfile(
    { email: uniqueEmail('deel-15'), firstName: 'Noor' },
    { ...FLEUR.profile, first_name: 'Noor', date_of_birth: bornYearsAgo(15) },
  );
  await signInWithSession(page, account);
  await page.goto('/matches');
  await page.getByRole('button', { name: 'Genereer AI Matches' }).click();
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Deel mijn profiel met/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Je profiel delen met/ });
  const refused = page.waitForResponse((r) => r.url().endsWith('/share') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Ja, deel mijn profiel' }).click();
  expect((await refused).status()).toBe(403);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'Je bent jonger dan 16: vraag eerst je ouder of voogd om toestemming om je profiel met een universiteit te delen.',
  );
  await expect(alert).toContainText('Leg die toestemming samen vast op je dossierpagina');
  await expectNoAxeViolations(page, 'the share dialog refusing a girl of 15', { include: '[role="dialog"]' });
  await alert.getByRole('link', { name: 'Naar toestemming op je dossierpagina' }).click();
  await expect(page).toHaveURL(/\/dossier$/);
  await expect(page.getByRole('group', { name: 'Toestemming van je ouder of voogd' })).toBeVisible();
});

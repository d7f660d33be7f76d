import type { Page } from '@playwright/test';
import type { OnboardingData } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { PASSWORD, readMail, uniqueEmail, verifyLink } from '../support/auth.ts';
import { expect, test } from '../support/fixtures.ts';
import { answerAllSteps, createAccountAtGate } from '../support/wizard.ts';

// Issue 32, item 9: the confirmation mail's link says the address is confirmed and goes on where the
// athlete is: the wizard while the onboarding is unfinished, the dashboard once it is done. On a phone.

test.use({ viewport: { width: 390, height: 844 } });

const confirmed = (page: Page, email: string) => page.getByText(`Je e-mailadres ${email} is bevestigd.`);

/** Answers the six steps and makes the account at the wizard's account step, which sends the onboarding. */
async function signUpInsideWizard(page: Page, data: OnboardingData) {
  await page.goto('/onboarding');
  await answerAllSteps(page, data);
  await createAccountAtGate(page, PASSWORD);
}

test('a finished athlete who opens the confirmation link reads that it is confirmed, on the dashboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const data = exampleOnboardingData();
  data.personal.email = uniqueEmail('bevestigd-klaar');
  await signUpInsideWizard(page, data);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.goto(verifyLink(await readMail(data.personal.email)));
  await expect(confirmed(page, data.personal.email)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 6')).toHaveCount(0);
  // Confirmed: the area no longer asks for it.
  await expect(page.getByRole('region', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
});

test('an athlete whose onboarding is not sent yet reads that it is confirmed, and stays in the wizard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const data = exampleOnboardingData();
  data.personal.email = uniqueEmail('bevestigd-onderweg');
  // The onboarding cannot go out when the account is made: it is unfinished when the link is opened.
  await page.route('**/api/onboarding/submit', (route) => route.abort('connectionrefused'));
  await signUpInsideWizard(page, data);
  await expect(page.getByText('Fout bij het opslaan. Controleer je verbinding.')).toBeVisible();

  await page.goto(verifyLink(await readMail(data.personal.email)));
  await expect(confirmed(page, data.personal.email)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding(\?|$)/);
  // Where the athlete left off, with everything typed.
  await expect(page.getByText('Stap 6 van 6')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profieloverzicht' })).toContainText(
    `${data.personal.firstName} ${data.personal.lastName}`,
  );
});

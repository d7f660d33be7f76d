import type { Page } from '@playwright/test';
import type { OnboardingData } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { athleteWithProfile, logInThroughForm, PASSWORD, signOut, submitSignup, uniqueEmail } from '../support/auth.ts';
import {
  type BrowserData,
  deleteAccountFromProfile,
  expectNothingPersonal,
  readBrowserData,
} from '../support/browser-data.ts';
import { expect, test } from '../support/fixtures.ts';
import { answerAllSteps, createAccountAtGate, fieldId } from '../support/wizard.ts';

// Issue 32, item 4: a submitted draft leaves the browser, and sign-out and deletion remove everything
// the product stored in it about the person (both storages, the session cookies, caches). On a phone.

test.use({ viewport: { width: 390, height: 844 } });

/** The example onboarding of a new person by this name, with an e-mail address of her own. */
function newPerson(label: string, firstName: string, lastName: string): OnboardingData {
  const data = exampleOnboardingData();
  data.personal.email = uniqueEmail(label);
  data.personal.firstName = firstName;
  data.personal.lastName = lastName;
  return data;
}

/** The facts of an onboarding that must not outlive the person's session in this browser. */
const factsOf = (data: OnboardingData) => [
  data.personal.email,
  data.personal.firstName,
  data.personal.lastName,
  data.personal.phone,
  data.personal.dateOfBirth,
  data.sport.club,
  data.academics.currentSchool,
];

/** The wizard opens empty: nothing of the person before comes back. */
async function expectEmptyWizard(page: Page) {
  await page.goto('/onboarding');
  await expect(page.getByText('Stap 1 van 6')).toBeVisible();
  await expect(page.locator(fieldId('personal.firstName'))).toHaveValue('');
  await expect(page.locator(fieldId('personal.email'))).toHaveValue('');
}

/** After the person left (`after`: 'the deletion', 'signing out'), nothing of them stays: not on the page, not in the wizard. */
async function expectForgotten(
  page: Page,
  { facts, before, after }: { facts: string[]; before: BrowserData; after: string },
) {
  await expectNothingPersonal(page, { facts, before, label: `after ${after}` });
  await expectEmptyWizard(page);
  await expectNothingPersonal(page, { facts, before, label: `on the wizard after ${after}` });
}

test('an account made inside the wizard: the sent draft leaves the browser, and the deletion leaves nothing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const data = newPerson('wizard-weg', 'Femke', 'Oosterhuis');

  await page.goto('/onboarding');
  await answerAllSteps(page, data);
  await createAccountAtGate(page, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(data.personal.firstName);

  // Sent: the server holds it, the browser holds no draft any more (the session stays, of course).
  await expect
    .poll(async () => Object.keys((await readBrowserData(page)).localStorage))
    .not.toContain('talentbrug.onboarding-draft.v1');
  // Later, the athlete reads her answers in the wizard again (to edit them), then deletes her account.
  await page.goto('/onboarding');
  await expect(page.locator(fieldId('personal.firstName'))).toHaveValue(data.personal.firstName);

  const before = await readBrowserData(page);
  await deleteAccountFromProfile(page, PASSWORD);
  await expectForgotten(page, { facts: factsOf(data), before, after: 'the deletion' });
});

test('signup first, then the onboarding, then sign-out: nothing of the athlete stays', async ({ page }) => {
  test.setTimeout(240_000);
  const data = newPerson('eerst-account', 'Sanne-Lot', 'Verhoeven');

  await page.goto('/signup');
  await submitSignup(page, data.personal.email, data.personal.firstName, data.personal.lastName);
  await expect(page).toHaveURL(/\/verify-email$/);

  // The wizard starts from the account; the athlete answers every step and sends it.
  await page.goto('/onboarding');
  await expect(page.locator(fieldId('personal.firstName'))).toHaveValue(data.personal.firstName);
  await answerAllSteps(page, data);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The banner asking to confirm the address, closed for this visit.
  await page
    .getByRole('region', { name: 'E-mailadres bevestigen' })
    .getByRole('button', { name: 'Melding sluiten' })
    .click();
  // Back in the wizard to look at the answers once more.
  await page.goto('/onboarding');
  await expect(page.locator(fieldId('personal.phone'))).toHaveValue(data.personal.phone);

  const before = await readBrowserData(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expectForgotten(page, { facts: factsOf(data), before, after: 'signing out' });
});

test('a remembered login (session cookies on the signed-in pages), then the deletion: nothing stays', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('onthouden');
  const account = await athleteWithProfile(
    { email, firstName: 'Jorien', lastName: 'Kleinjan' },
    { first_name: 'Jorien', last_name: 'Kleinjan', sport: 'Volleybal', team: 'dames', education_level: 'HAVO' },
  );
  await logInThroughForm(page, account, { remember: true });
  // A remembered session keeps both document cookies (ADR 0017).
  await expect
    .poll(async () => (await readBrowserData(page)).cookies.map((cookie) => cookie.name))
    .toEqual(expect.arrayContaining(['tb_session', 'tb_refresh']));
  await page.goto('/onboarding');
  await expect(page.locator(fieldId('personal.email'))).toHaveValue(email);

  const before = await readBrowserData(page);
  await deleteAccountFromProfile(page, account.password);
  const facts = [email, 'Jorien', 'Kleinjan'];
  await expectForgotten(page, { facts, before, after: 'the deletion' });
});

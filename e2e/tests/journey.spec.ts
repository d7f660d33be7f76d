import type { Browser, Page } from '@playwright/test';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { ensureAccount, PASSWORD, readMail, submitLogin, uniqueEmail, verifyLink } from '../support/auth.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { answerAllSteps, chat, createAccountAtGate, fieldId, fillStep, goNext } from '../support/wizard.ts';

// Issue 12, item 1 and 2: the onboarding is never lost, across devices and at the confirmation,
// and a finished one leads into the athlete's area.

/** Another device: a browser context of its own, with nothing of the first one's storage. */
async function otherDevice(browser: Browser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'nl-NL', viewport });
  return { context, page: await context.newPage() };
}

async function signInOn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('the athlete journey across devices', () => {
  test('signing up inside the onboarding submits at once, lands on the filled dashboard, and the phone opens the submitted answers @production', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('reis');
    const data = exampleOnboardingData();
    data.personal.email = email;

    await page.goto('/onboarding');
    await expect(page.getByText('Stap 1 van 6')).toBeVisible();
    await answerAllSteps(page, data);
    await createAccountAtGate(page, PASSWORD);

    // No trip through the inbox: the account is made, the onboarding sent, the dashboard open.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(data.personal.firstName);
    // At most two toasts, and none over the page's primary actions.
    await expect.poll(() => page.locator('.Toastify__toast').count()).toBeLessThanOrEqual(2);
    await expect(page.getByText(/veld\(en\)/)).toHaveCount(0);
    // Until the address is confirmed the area says so, and links to the code form.
    await expect(page.getByRole('link', { name: /Code invullen|bevestig/i }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard na de onboarding');

    // The phone: signed in with the same account, the onboarding shows what was sent, to edit.
    const phone = await otherDevice(browser);
    try {
      await signInOn(phone.page, { email, password: PASSWORD });
      await phone.page.goto('/onboarding');
      await expect(chat(phone.page)).toContainText('Dit zijn de antwoorden die je al hebt verstuurd');
      await expect(phone.page.locator(fieldId('personal.firstName'))).toHaveValue(data.personal.firstName);
      await expect(phone.page.locator(fieldId('personal.email'))).toHaveValue(email);
      await expect(phone.page.getByText('Stap 1 van 6')).toBeVisible();
    } finally {
      await phone.context.close();
    }

    // The confirmation link, opened later: the onboarding is done, so it leads to the dashboard (issue 32, item 9).
    const mail = await readMail(email);
    await page.goto(verifyLink(mail));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(data.personal.firstName);
    await expect(page.getByRole('link', { name: /Code invullen/i })).toHaveCount(0);
  });

  test('a signed-in athlete starts from the account, and another device continues the draft where it stopped', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await ensureAccount({ email: uniqueEmail('concept'), firstName: 'Bram', lastName: 'Visser' });
    const data = exampleOnboardingData();
    data.personal.email = account.email;
    data.personal.firstName = 'Bram';
    data.personal.lastName = 'Visser';

    await signInOn(page, account);
    await page.goto('/onboarding');
    // The account's name and address are already in.
    await expect(page.locator(fieldId('personal.firstName'))).toHaveValue('Bram');
    await expect(page.locator(fieldId('personal.lastName'))).toHaveValue('Visser');
    await expect(page.locator(fieldId('personal.email'))).toHaveValue(account.email);
    await expect(chat(page)).toContainText('uit je account overgenomen');

    await fillStep(page, 0, data);
    await goNext(page, 2);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/onboarding/draft') && response.request().method() === 'PUT',
    );
    await page.locator(fieldId('sport.primarySport')).fill(data.sport.primarySport);
    expect((await saved).status()).toBe(200);

    const laptop = await otherDevice(browser, { width: 1280, height: 800 });
    try {
      await signInOn(laptop.page, account);
      await laptop.page.goto('/onboarding');
      await expect(laptop.page.getByText('Stap 2 van 6')).toBeVisible();
      await expect(chat(laptop.page)).toContainText('Je gaat verder waar je op een ander apparaat was gebleven');
      await expect(laptop.page.locator(fieldId('sport.primarySport'))).toHaveValue(data.sport.primarySport);
      await laptop.page.getByRole('button', { name: 'Vorige stap' }).click();
      await expect(laptop.page.locator(fieldId('personal.phone'))).toHaveValue(data.personal.phone);
    } finally {
      await laptop.context.close();
    }
  });
});

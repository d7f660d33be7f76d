import type { Page } from '@playwright/test';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { expect, test } from '../support/fixtures.ts';
import { fieldId, fillStep, goNext } from '../support/wizard.ts';

/**
 * The onboarding on a phone (390 px, the tour's width): the steps in the browser's history.
 */

test.use({ viewport: { width: 390, height: 844 } });

const stepText = (page: Page, step: number) => page.getByText(`Stap ${step} van 6`);

/** Whether 'Stap 1 van 6' is on screen in any frame the page renders from now on (rAF runs before each paint). */
async function watchForStepOne(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __stepOneShown: boolean };
    w.__stepOneShown = false;
    const sample = () => {
      for (const element of document.querySelectorAll('main p')) {
        if (element.textContent === 'Stap 1 van 6' && (element as HTMLElement).checkVisibility()) {
          w.__stepOneShown = true;
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { __stepOneShown: boolean }).__stepOneShown);
}

test.describe('the onboarding on a phone', () => {
  test('each step is an entry in the history: Back, Forward and a reload keep the step and what was typed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const data = exampleOnboardingData();
    await page.goto('/');
    await page.goto('/onboarding');
    await fillStep(page, 0);
    await goNext(page, 2);
    await expect(page).toHaveURL(/\/onboarding\?stap=2$/);
    await fillStep(page, 1);
    await goNext(page, 3);
    await expect(page).toHaveURL(/\/onboarding\?stap=3$/);
    const school = page.locator(fieldId('academics.currentSchool'));
    await school.fill('VWO 6, Stedelijk Gymnasium Haarlem');

    await page.goBack();
    await expect(stepText(page, 2)).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\?stap=2$/);
    await expect(page.locator(fieldId('sport.club'))).toHaveValue(data.sport.club);
    await page.goBack();
    await expect(stepText(page, 1)).toBeVisible();
    await expect(page.locator(fieldId('personal.firstName'))).toHaveValue(data.personal.firstName);

    await page.goForward();
    await expect(stepText(page, 2)).toBeVisible();
    await page.goForward();
    await expect(stepText(page, 3)).toBeVisible();
    await expect(school).toHaveValue('VWO 6, Stedelijk Gymnasium Haarlem');

    // A reload stays on step 3, and the prerendered step 1 never shows on the way.
    const stepOneShown = await watchForStepOne(page);
    await page.reload();
    await expect(stepText(page, 3)).toBeVisible();
    await expect(school).toHaveValue('VWO 6, Stedelijk Gymnasium Haarlem');
    expect(await stepOneShown()).toBe(false);

    // 'Vorige stap' walks the same history as the browser's Back: Forward returns to step 3.
    await page.getByRole('button', { name: 'Vorige stap' }).click();
    await expect(stepText(page, 2)).toBeVisible();
    await page.goForward();
    await expect(stepText(page, 3)).toBeVisible();

    // Back past step 1 leaves the onboarding for where the athlete came from.
    await page.goBack();
    await page.goBack();
    await expect(stepText(page, 1)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

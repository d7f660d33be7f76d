import type { Locator, Page } from '@playwright/test';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { expect, test } from '../support/fixtures.ts';
import { fieldId, fillStep, goNext, nextButton } from '../support/wizard.ts';

/**
 * The onboarding on a phone (390 px, the tour's width): the steps in the browser's
 * history and a double-click on the last step's send button.
 */

test.use({ viewport: { width: 390, height: 844 } });

const SEND = 'Verzend naar Talentbrug';
const stepText = (page: Page, step: number) => page.getByText(`Stap ${step} van 6`);
const gate = (page: Page) => page.getByRole('region', { name: 'Nog één stap: je account' });

/** Where an element is on the page (not in the window), so a scroll does not count as a move. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width };
  });

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

  test('a double-click on the send button opens the account step once; the second click does nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/onboarding');
    for (let step = 0; step < 5; step++) {
      await fillStep(page, step);
      await goNext(page, step + 2);
    }
    await fillStep(page, 5);
    const send = nextButton(page);
    await expect(send).toHaveText(SEND);
    const back = page.getByRole('button', { name: 'Vorige stap' });
    // As on a phone held in one hand: the button at the bottom of the screen, the panel it opens below the fold.
    await send.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 16, behavior: 'instant' });
    });
    const sendAt = await pageBox(send);
    const backAt = await pageBox(back);

    await send.dblclick();
    await expect(gate(page)).toBeVisible();
    await expect(stepText(page, 6)).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\?stap=6$/);
    // Nothing moved under the pressed button; the button is idle while the account step is open.
    const sendNow = page.getByRole('button', { name: SEND });
    expect(await pageBox(sendNow)).toEqual(sendAt);
    expect(await pageBox(back)).toEqual(backAt);
    await expect(sendNow).toBeDisabled();
    await expect(gate(page).getByRole('button', { name: 'Nieuw account' })).toHaveAttribute('aria-pressed', 'true');
    // Once the second click has landed, the panel comes into view.
    await expect(gate(page).getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

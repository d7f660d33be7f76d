import type { Locator, Page } from '@playwright/test';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { expect, test } from '../support/fixtures.ts';
import { fieldId, fillStep, goNext, nextButton, reachLastStep } from '../support/wizard.ts';

/**
 * The onboarding on a phone (390 px, the tour's width; 360 px, the narrowest the product serves):
 * the steps in the browser's history, a double-click on the last step's send button, and the
 * account step's 'Nieuw account / Ik heb al een account' switch.
 */

test.use({ viewport: { width: 390, height: 844 } });

const DRAFT_KEY = 'talentbrug.onboarding-draft.v1';
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
    test.setTimeout(120_000);
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
    test.setTimeout(120_000);
    await page.goto('/onboarding');
    await reachLastStep(page);
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

  test("the 'Nieuw account / Ik heb al een account' switch keeps each option on one line from 360 px", async ({
    page,
  }) => {
    const draft = { state: { data: exampleOnboardingData(), stepIndex: 5, account: 'needed' }, version: 1 };
    await page.addInitScript(
      ({ key, value }) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      { key: DRAFT_KEY, value: JSON.stringify(draft) },
    );
    await page.goto('/onboarding?stap=6');
    const modes = gate(page).getByRole('group', { name: 'Heb je al een account?' });
    for (const width of [1280, 480, 390, 360]) {
      await page.setViewportSize({ width, height: 780 });
      await expect(modes).toBeVisible();
      const layout = await modes.evaluate((switcher) => {
        const box = switcher.getBoundingClientRect();
        const panel = (switcher.closest('section') as HTMLElement).getBoundingClientRect();
        const options = [...switcher.querySelectorAll('button')].map((button) => {
          const text = document.createRange();
          text.selectNodeContents(button);
          const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
          const { left, right, top } = button.getBoundingClientRect();
          return { label: button.textContent, lines: lines.size, left, right, top };
        });
        return {
          options,
          inside: options.every((o) => o.left >= box.left - 0.5 && o.right <= box.right + 0.5),
          inPanel: box.left >= panel.left && box.right <= panel.right,
          pageFits: document.documentElement.scrollWidth <= window.innerWidth,
        };
      });
      const [signup, login] = layout.options;
      for (const option of layout.options) expect(option.lines, `${option.label} at ${width} px`).toBe(1);
      expect(layout.inside, `options inside the switch at ${width} px`).toBe(true);
      expect(layout.inPanel, `switch inside the panel at ${width} px`).toBe(true);
      expect(layout.pageFits, `no sideways scroll at ${width} px`).toBe(true);
      if (width >= 1000) {
        expect(signup?.top, 'side by side on a wide screen').toBe(login?.top);
      } else if (signup?.top !== login?.top) {
        // Stacked: two full rows of one width, never a second option hanging under the first.
        expect(signup?.left).toBe(login?.left);
        expect(signup?.right).toBe(login?.right);
      }
    }
  });
});

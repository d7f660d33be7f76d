import { expect, type Page } from '@playwright/test';
import {
  choicesOf,
  type FieldPath,
  type FieldValue,
  getValue,
  type OnboardingData,
} from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { type FieldRule, ONBOARDING_STEPS, type StepRules, visibleFields } from '@talentbrug/domain/onboarding/steps';
import { expectNoAxeViolations } from './axe.ts';

/** The onboarding wizard as an athlete works through it, for the specs that walk its steps. */

export const fieldId = (path: FieldPath) => `#onb-${path.replaceAll('.', '-')}`;

/** The fields the wizard shows for these answers (the parent's only below 16). */
export const shownFields = (stepIndex: number, data: OnboardingData) => {
  const step = ONBOARDING_STEPS[stepIndex] as StepRules | undefined;
  return step ? visibleFields(step, data) : [];
};

/** The boxes of a group of choices (the college levels), each found by its own label. */
export const choiceBoxes = (page: Page, field: FieldRule) =>
  (field.options ?? []).map((option) => ({
    value: option.value,
    box: page.locator(fieldId(field.path)).getByRole('checkbox', { name: option.label, exact: true }),
  }));
export const isChosen = (answer: FieldValue, value: string) => choicesOf(String(answer)).includes(value);

export const nextButton = (page: Page) =>
  page.getByRole('button', { name: /^(Volgende stap|Verzend naar Talentbrug)$/ });

export const chat = (page: Page) => page.getByRole('log', { name: 'Gesprek met Sanne' });

/** Types one step's answers the way an athlete does: into the labelled controls, leaving a blank answer alone. */
export async function fillStep(page: Page, stepIndex: number, data: OnboardingData = exampleOnboardingData()) {
  for (const field of shownFields(stepIndex, data)) {
    const value = getValue(data, field.path);
    const control = page.locator(fieldId(field.path));
    if (field.type === 'checkbox') await control.setChecked(value === true);
    else if (field.type === 'checkboxes') {
      for (const option of choiceBoxes(page, field)) await option.box.setChecked(isChosen(value, option.value));
    } else if (field.type === 'select') await control.selectOption(String(value));
    else if (String(value) !== '') await control.fill(String(value));
  }
}

export async function goNext(page: Page, toStep: number) {
  await nextButton(page).click();
  await expect(page.getByText(`Stap ${toStep} van 6`)).toBeVisible();
}

/** A toast or a chat bubble fading in has a contrast axe cannot judge: axe runs once only progress bars still move. */
export async function expectNoAxeViolationsWhenStill(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[role="progressbar"]'),
      ),
  );
  await expectNoAxeViolations(page, label);
}

/** Steps 1 to 5 with these answers, the way an athlete goes through them; ends on step 6, nothing filled in there yet. */
export async function reachLastStep(page: Page, data: OnboardingData = exampleOnboardingData()) {
  for (let step = 0; step < 5; step++) {
    await fillStep(page, step, data);
    await goNext(page, step + 2);
  }
}

/** Steps 1 to 6 with these answers, the way an athlete goes through them; ends with 'Verzend naar Talentbrug' pressed. */
export async function answerAllSteps(page: Page, data: OnboardingData) {
  await reachLastStep(page, data);
  await fillStep(page, 5, data);
  await nextButton(page).click();
}

/** The account step of a visitor without one: a password, then 'Account aanmaken', which sends the onboarding. */
export async function createAccountAtGate(page: Page, password: string) {
  const gate = page.getByRole('region', { name: /account/i });
  await gate
    .getByLabel(/^Wachtwoord/)
    .first()
    .fill(password);
  const repeat = gate.getByLabel(/Herhaal wachtwoord/);
  if (await repeat.count()) await repeat.fill(password);
  await gate.getByRole('button', { name: /Account aanmaken/ }).click();
}

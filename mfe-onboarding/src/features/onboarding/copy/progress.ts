/**
 * The words of the 'Voortgang' panel and the progress bar. The measure itself (which required
 * questions this athlete must answer, how many are answered) is the domain's `progressOf`, which
 * the server's GET /api/onboarding/progress uses too.
 */
import type { OnboardingData } from '@talentbrug/domain/onboarding/data';
import { missingRequired } from '@talentbrug/domain/onboarding/validation';
import { wizardField } from './steps.ts';

/** The 'Nog te doen' list shows at most this many items (spec section 9). */
export const TODO_LIMIT = 6;

/** The 'Nog te doen' items: 'step: label', at most six. */
export function todoItems(data: OnboardingData, limit = TODO_LIMIT, now: Date = new Date()): string[] {
  return missingRequired(data, now)
    .slice(0, limit)
    .map(({ step, field }) => {
      const words = wizardField(field.path);
      return `${step.title}: ${words?.shortLabel ?? words?.label ?? field.path}`;
    });
}

/** The texts of the measure, in one place so they always match it. */
export const PROGRESS_TEXTS = {
  label: 'Verplichte vragen ingevuld',
  count: (filled: number, required: number) => `${filled} van ${required}`,
  more: (count: number) => (count === 1 ? 'en nog 1 vraag' : `en nog ${count} vragen`),
  /** Said in the 'Voortgang' panel when nothing is left to do; only then. */
  allFilled: 'Alle verplichte vragen zijn ingevuld. Verstuur je profiel, dan start de matching.',
} as const;

import { STEP_COUNT } from '@talentbrug/domain/onboarding/steps';
import type { FieldErrors } from '@talentbrug/domain/onboarding/validation';
import { useLocation, useNavigate } from '@talentbrug/ui/router';
import { useCallback, useEffect, useRef } from 'react';
import { useOnboardingStore } from '../stores/onboarding-store.ts';

/**
 * The step in the address, counted from 1 (`/onboarding?stap=3`); step 1 is plain `/onboarding`,
 * the address the server prerenders (ADR 0010). Any other query parameter makes the boot script
 * drop that markup, so a reload on step 3 never flashes step 1 before the app shows step 3.
 */
export const STEP_PARAM = 'stap';

/** Kept in the history entry of each step the wizard moved to: the step it was reached from. */
interface StepEntryState {
  onboardingFrom: number;
}

function stepInSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step >= 1 && step <= STEP_COUNT ? step - 1 : null;
}

function searchWithStep(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index === 0) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, String(index + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const cameFrom = (state: unknown): number | null => {
  const from = (state as Partial<StepEntryState> | null)?.onboardingFrom;
  return typeof from === 'number' ? from : null;
};

export interface StepHistoryEvents {
  /** The browser moved the wizard to another step (Back, Forward, a step in the address). */
  onStepShown(): void;
  /** A step further on was asked for, but this one is not complete: its errors, to point at. */
  onBlocked(errors: FieldErrors): void;
}

/**
 * Each step of the wizard is an entry in the browser's history, so Back goes one step back,
 * Forward one step on and a reload stays on the step. The answers live in the store (and its
 * draft), never in the history, so moving through it loses nothing typed.
 *
 * The store holds the step; the address follows it. A step the browser shows (Back, Forward, a
 * reload, a typed address) is taken into the store: back at once, forward only as far as the
 * answers allow, as 'Volgende stap' would. React Router updates its location in a transition,
 * after the store has rendered, so a navigation of ours is marked in flight until it arrives:
 * meanwhile the two differ on purpose.
 */
export function useStepHistory({ onStepShown, onBlocked }: StepHistoryEvents) {
  const location = useLocation();
  const navigate = useNavigate();
  const stepIndex = useOnboardingStore((state) => state.stepIndex);
  const current = useRef(location);
  current.current = location;
  const inFlight = useRef(false);
  const synced = useRef<string | null>(null);
  const events = useRef({ onStepShown, onBlocked });
  events.current = { onStepShown, onBlocked };

  const moveTo = useCallback(
    (from: number, to: number, { replace = false }: { replace?: boolean } = {}) => {
      inFlight.current = true;
      // A corrected entry was reached from nowhere in particular: 'Vorige stap' then adds one.
      const state: StepEntryState | null = replace ? null : { onboardingFrom: from };
      navigate({ search: searchWithStep(current.current.search, to) }, { replace, state });
    },
    [navigate],
  );

  /** The wizard's own move from one step to another (its buttons, a field the server refused): a new entry. */
  const pushStep = useCallback((from: number, to: number) => moveTo(from, to), [moveTo]);

  /**
   * 'Vorige stap': the browser's Back when the entry before is the step before, so the two buttons
   * walk the same history; otherwise a new entry for the step before.
   */
  const stepBack = useCallback(() => {
    const store = useOnboardingStore.getState();
    const from = store.stepIndex;
    if (cameFrom(current.current.state) === from - 1) {
      inFlight.current = true;
      navigate(-1);
      return;
    }
    moveTo(from, from - 1);
    store.back();
  }, [moveTo, navigate]);

  // The address to the store: on every history entry shown, and once when the wizard mounts.
  useEffect(() => {
    if (synced.current === location.key) return;
    const first = synced.current === null;
    synced.current = location.key;
    inFlight.current = false;
    const wanted = stepInSearch(location.search);
    const store = useOnboardingStore.getState();
    // Plain /onboarding opened anew resumes the draft where it stopped; the effect below writes that step in.
    if (wanted === null && first) return;
    const target = wanted ?? 0;
    if (target === store.stepIndex) return;
    if (target < store.stepIndex) {
      store.goTo(target);
      events.current.onStepShown();
      return;
    }
    let errors: FieldErrors = {};
    while (useOnboardingStore.getState().stepIndex < target) {
      errors = useOnboardingStore.getState().validateCurrent();
      if (Object.keys(errors).length > 0) break;
      useOnboardingStore.getState().completeStep();
    }
    if (Object.keys(errors).length === 0) {
      events.current.onStepShown();
      return;
    }
    const reached = useOnboardingStore.getState().stepIndex;
    moveTo(reached, reached, { replace: true });
    // Opened at a step the answers do not reach yet: that step starts clean, without a list of errors.
    if (first) useOnboardingStore.getState().showErrors({});
    else events.current.onBlocked(errors);
  }, [location.key, location.search, moveTo]);

  // The store to the address, when it moved without a navigation (the account's draft, loaded
  // from the server): the entry is corrected rather than added, it is no step the athlete took.
  // The store's own step, not this render's: the effect above may have moved it in this same commit.
  useEffect(() => {
    const now = useOnboardingStore.getState().stepIndex;
    if (inFlight.current || (stepInSearch(current.current.search) ?? 0) === now) return;
    moveTo(now, now, { replace: true });
  }, [stepIndex, moveTo]);

  return { pushStep, stepBack };
}

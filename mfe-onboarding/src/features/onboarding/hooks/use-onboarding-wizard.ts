import { track } from '@talentbrug/api-client/analytics';
import { isUnauthorized } from '@talentbrug/api-client/api';
import { useAuth } from '@talentbrug/api-client/auth';
import { useSubmitOnboarding } from '@talentbrug/api-client/profile';
import { type FieldPath, getValue } from '@talentbrug/domain/onboarding/data';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { ONBOARDING_STEPS, STEP_COUNT, stepIndexOfPath, visibleFields } from '@talentbrug/domain/onboarding/steps';
import { completionPercentage, type FieldErrors, isEmpty, MESSAGES } from '@talentbrug/domain/onboarding/validation';
import { useNavigate } from '@talentbrug/ui/router';
import { notify } from '@talentbrug/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { WIZARD_STEPS } from '../copy/steps.ts';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { fieldId, STEP_HEADING_ID } from '../utils/field-id.ts';
import { DRAFT_TEXTS, fieldErrorsOf, SUBMIT_TEXTS, submitErrorMessage } from '../utils/texts.ts';
import { useServerDraft } from './use-server-draft.ts';
import { useStepHistory } from './use-step-history.ts';

const LAST_STEP = STEP_COUNT - 1;
/** Every outcome of the wizard replaces the one before: a success never sits beside a stale error. */
const ONBOARDING_TOAST = { topic: 'onboarding' } as const;

/** Counts, never values: analytics must not learn who the athlete is. */
function filledFieldCount(stepIndex: number): number {
  const { data } = useOnboardingStore.getState();
  const step = ONBOARDING_STEPS[stepIndex];
  if (!step) return 0;
  return visibleFields(step, data).filter((field) => !isEmpty(getValue(data, field.path))).length;
}

/**
 * What the buttons do: validate, move, talk, report and submit. State lives in the store (so it
 * survives the page); this hook adds what only a page can do: toasts, focus, analytics, auth.
 */
export function useOnboardingWizard() {
  const { user } = useAuth();
  const mutation = useSubmitOnboarding();
  const navigate = useNavigate();
  useServerDraft();
  const [focusRequest, setFocusRequest] = useState<{ id: string; seq: number } | null>(null);
  const seq = useRef(0);

  const focus = useCallback((id: string) => {
    seq.current += 1;
    setFocusRequest({ id, seq: seq.current });
  }, []);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const showFieldErrors = useCallback(
    (errors: FieldErrors) => {
      const first = Object.keys(errors)[0] as FieldPath | undefined;
      if (first) focus(fieldId(first));
    },
    [focus],
  );

  const { pushStep, stepBack } = useStepHistory({
    onStepShown: () => focus(STEP_HEADING_ID),
    onBlocked: (errors) => {
      notify.error(MESSAGES.summary(Object.keys(errors).length), ONBOARDING_TOAST);
      showFieldErrors(errors);
    },
  });

  const submit = useCallback(async () => {
    const store = useOnboardingStore.getState();
    if (store.status === 'loading') return;
    const { data, idempotencyKey } = store;
    store.setStatus('loading');
    notify.onboarding(SUBMIT_TEXTS.sending, ONBOARDING_TOAST);
    track('onboarding_submission_started', { step: 'consent', completion: completionPercentage(data) });
    try {
      await mutation.mutateAsync({ body: toSubmitBody(data), idempotencyKey });
      const done = useOnboardingStore.getState();
      done.say('ai', SUBMIT_TEXTS.coachSuccess);
      done.finish();
      notify.onboarding(DRAFT_TEXTS.profileReady, ONBOARDING_TOAST);
      track('onboarding_completed', { stepCount: STEP_COUNT });
      // The athlete's area is where a finished onboarding leads: the profile, its score, the matches.
      navigate('/dashboard');
    } catch (error) {
      const failed = useOnboardingStore.getState();
      failed.setStatus('error');
      notify.error(submitErrorMessage(error), ONBOARDING_TOAST);
      failed.say('ai', SUBMIT_TEXTS.coachError);
      if (isUnauthorized(error)) failed.setAccount('needed');
      const fieldErrors = fieldErrorsOf(error) as FieldErrors;
      const first = Object.keys(fieldErrors)[0];
      if (first && stepIndexOfPath(first) >= 0) {
        pushStep(failed.stepIndex, stepIndexOfPath(first));
        failed.goTo(stepIndexOfPath(first));
        failed.showErrors(fieldErrors);
        failed.say('ai', SUBMIT_TEXTS.coachFieldErrors);
        showFieldErrors(fieldErrors);
      }
    }
  }, [mutation, showFieldErrors, navigate, pushStep]);

  // Signed up or in at the account step (here, on another tab, or back from the confirmation
  // mail): the submission goes on at once, nothing to click twice.
  const account = useOnboardingStore((state) => state.account);
  useEffect(() => {
    if (!user || account === 'none') return;
    useOnboardingStore.getState().setAccount('none');
    void submit();
  }, [user, account, submit]);

  const next = useCallback(() => {
    const store = useOnboardingStore.getState();
    if (store.status === 'loading' || store.status === 'success') return;
    const { stepIndex } = store;
    const stepId = ONBOARDING_STEPS[stepIndex]?.id ?? 'personal';
    const errors = store.validateCurrent();
    const errorCount = Object.keys(errors).length;
    if (errorCount > 0) {
      notify.error(MESSAGES.summary(errorCount), ONBOARDING_TOAST);
      track('onboarding_validation_error', { step: stepId, stepIndex, errorCount });
      showFieldErrors(errors);
      return;
    }
    // The step is right now: an earlier 'veld ontbreekt' toast no longer is.
    notify.dismiss(ONBOARDING_TOAST.topic);
    if (stepIndex < LAST_STEP) {
      track('onboarding_step_completed', { step: stepId, stepIndex, fieldCount: filledFieldCount(stepIndex) });
      store.completeStep();
      pushStep(stepIndex, stepIndex + 1);
      focus(STEP_HEADING_ID);
      return;
    }
    // The last step: its summary is said once, however often a submit is retried or resumed.
    const said = WIZARD_STEPS[stepIndex]?.summary(store.data).user ?? '';
    if (!store.chat.some((message) => message.from === 'user' && message.text === said)) {
      track('onboarding_step_completed', { step: stepId, stepIndex, fieldCount: filledFieldCount(stepIndex) });
      store.say('user', said);
    }
    if (!user) {
      if (store.account === 'none') {
        store.setAccount('needed');
        store.sayLater([SUBMIT_TEXTS.coachAccount]);
      }
      return;
    }
    void submit();
  }, [user, submit, focus, showFieldErrors, pushStep]);

  const back = useCallback(() => {
    const store = useOnboardingStore.getState();
    if (store.stepIndex === 0 || store.status === 'loading') return;
    track('onboarding_step_back', { step: ONBOARDING_STEPS[store.stepIndex]?.id ?? '', stepIndex: store.stepIndex });
    stepBack();
    focus(STEP_HEADING_ID);
  }, [focus, stepBack]);

  /** 'Wijzig in stap 1' at the account step: back to the e-mail field, a step the history keeps. */
  const editEmail = useCallback(() => {
    const store = useOnboardingStore.getState();
    pushStep(store.stepIndex, 0);
    store.goTo(0);
    focus(fieldId('personal.email'));
  }, [focus, pushStep]);

  return { next, back, submit, editEmail, signedIn: !!user };
}

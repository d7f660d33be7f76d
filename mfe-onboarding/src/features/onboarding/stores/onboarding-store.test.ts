import { forgetEverything } from '@talentbrug/api-client/browser-data';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, useOnboardingStore } from './onboarding-store.ts';

describe('the onboarding draft at sign-out and deletion (issue 32, item 4)', () => {
  afterEach(() => {
    useOnboardingStore.getState().reset();
    localStorage.clear();
  });

  it('leaves neither the stored draft nor the answers in memory, so the wizard opens empty', () => {
    const store = useOnboardingStore.getState();
    store.setField('personal.firstName', 'Femke');
    store.setField('personal.email', 'femke@voorbeeld.nl');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Femke');

    forgetEverything();

    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    const { data, stepIndex } = useOnboardingStore.getState();
    expect(data.personal.firstName).toBe('');
    expect(data.personal.email).toBe('');
    expect(stepIndex).toBe(0);
  });

  it('removes the draft once the server confirmed the submission', () => {
    useOnboardingStore.getState().setField('personal.firstName', 'Femke');
    useOnboardingStore.getState().finish();
    // A coach reply that arrives after the submit must not write the answers back.
    useOnboardingStore.getState().say('ai', 'Top, je profiel staat klaar!');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

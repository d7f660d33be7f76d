import { useAuth } from '@talentbrug/api-client/auth';
import { fetchOnboardingDraft, saveOnboardingDraft } from '@talentbrug/api-client/onboarding-draft';
import type { OnboardingDraftBody } from '@talentbrug/domain/contracts/onboarding';
import { getValue, normalizeOnboardingData, type OnboardingData, setValue } from '@talentbrug/domain/onboarding/data';
import { useEffect, useRef } from 'react';
import { initialDraft, type OnboardingState, restoreDraft, useOnboardingStore } from '../stores/onboarding-store.ts';
import { DRAFT_TEXTS } from '../utils/texts.ts';

/** Long enough to gather a burst of typing into one request, short enough that a closed laptop lost little. */
const SAVE_DELAY_MS = 800;

/** Nothing answered and nothing said on this device yet: the account's copy may take its place. */
export function isPristine(state: OnboardingState): boolean {
  return (
    state.status === 'success' ||
    (state.stepIndex === 0 && !state.chat.some((message) => message.from === 'user') && isBlank(state.data))
  );
}

/** Nothing typed: the university a 'Check je kansen' link brought along does not count as an answer. */
function isBlank(data: OnboardingData): boolean {
  const fresh = initialDraft().data;
  const typed = setValue(normalizeOnboardingData(data), 'preferences.universityOfInterest', '');
  return JSON.stringify(typed) === JSON.stringify(fresh);
}

const draftBody = (state: OnboardingState): OnboardingDraftBody => ({
  data: state.data as unknown as Record<string, unknown>,
  stepIndex: state.stepIndex,
  chat: state.chat,
  promptsShown: state.promptsShown,
  idempotencyKey: state.idempotencyKey,
});

function replaceDraft(draft: ReturnType<typeof initialDraft>, coachSays: string) {
  const next = {
    ...draft,
    chat: [...draft.chat, { id: globalThis.crypto.randomUUID(), from: 'ai' as const, text: coachSays }],
  };
  useOnboardingStore.setState({ ...next, errors: {}, notes: {} });
}

/** The account's name and e-mail in a fresh draft (item 2 of issue 12: a signed-in wizard starts from them). */
function fromAccount(
  data: OnboardingData,
  user: { email?: string | undefined; user_metadata?: Record<string, unknown> },
) {
  let next = data;
  const fill = (path: 'personal.firstName' | 'personal.lastName' | 'personal.email', value: unknown) => {
    if (typeof value === 'string' && value.trim() && !getValue(next, path)) next = setValue(next, path, value.trim());
  };
  fill('personal.firstName', user.user_metadata?.first_name);
  fill('personal.lastName', user.user_metadata?.last_name);
  fill('personal.email', user.email);
  return next;
}

/**
 * Keeps a signed-in athlete's draft on the server, so any device continues it: once per visit the
 * account's copy is read (a draft from another device, or the submitted answers to edit) and taken
 * when this device has nothing of its own yet; from then on every change is written, a moment
 * after the typing stops. Signed out, the draft stays in this browser only.
 */
export function useServerDraft(): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // A refreshed token gives a new user object; only another account starts over.
  const account = useRef(user);
  account.current = user;

  useEffect(() => {
    const user = account.current;
    if (!userId || !user) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};

    const save = () => {
      timer = undefined;
      const state = useOnboardingStore.getState();
      // A submit in flight or done owns the answers; the server removes the draft with it.
      if (state.status === 'loading' || state.status === 'success') return;
      saveOnboardingDraft(draftBody(state)).catch((error: unknown) => {
        // The local copy still holds everything; the next change tries again.
        console.warn('[talentbrug] the onboarding draft was not saved on the server', error);
      });
    };

    void (async () => {
      const askedWhile = useOnboardingStore.getState().status;
      try {
        const answer = await fetchOnboardingDraft({ signal: controller.signal });
        const state = useOnboardingStore.getState();
        // Sent while the account's copy was on its way (an account made at the last step submits at
        // once): the page is leaving, and the answers just sent must not come back as a draft.
        if (state.status === 'success' && askedWhile !== 'success') return;
        const linkedUniversity = state.data.preferences.universityOfInterest;
        const name =
          (answer.draft?.data as { personal?: { firstName?: string } } | undefined)?.personal?.firstName ?? '';
        if (isPristine(state)) {
          if (answer.draft) {
            replaceDraft(
              restoreDraft({ ...answer.draft, status: 'none', account: 'none' }),
              DRAFT_TEXTS.continued(name),
            );
          } else if (answer.submitted) {
            const data = normalizeOnboardingData(answer.submitted.data);
            // A new key: an edited resubmission is a new submission, not a replay of the first.
            replaceDraft({ ...initialDraft(), data }, DRAFT_TEXTS.submitted(data.personal.firstName));
          } else {
            const data = fromAccount(initialDraft().data, user);
            if (!isBlank(data)) {
              replaceDraft({ ...initialDraft(), data }, DRAFT_TEXTS.fromAccount(data.personal.firstName));
            }
          }
          // The university of the link that brought the athlete here outlives the account's copy.
          if (linkedUniversity) useOnboardingStore.getState().setUniversityOfInterest(linkedUniversity);
        } else if (state.status !== 'loading') {
          // This device has answers of its own: they win, and become the account's copy.
          save();
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('[talentbrug] the onboarding draft could not be read from the server', error);
      }
      if (controller.signal.aborted) return;
      unsubscribe = useOnboardingStore.subscribe((state, previous) => {
        if (
          state.data === previous.data &&
          state.stepIndex === previous.stepIndex &&
          state.chat === previous.chat &&
          state.idempotencyKey === previous.idempotencyKey
        ) {
          return;
        }
        clearTimeout(timer);
        timer = setTimeout(save, SAVE_DELAY_MS);
      });
    })();

    return () => {
      controller.abort();
      unsubscribe();
      // Leaving the page with a change not yet written: write it now rather than lose it.
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [userId]);
}

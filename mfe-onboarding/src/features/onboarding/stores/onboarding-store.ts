import { ONBOARDING_DRAFT_KEY, onForget } from '@talentbrug/api-client/browser-data';
import {
  createOnboardingData,
  type FieldPath,
  type FieldValue,
  normalizeOnboardingData,
  type OnboardingData,
} from '@talentbrug/domain/onboarding/data';
import { STEP_COUNT, STEP_IDS, type StepId } from '@talentbrug/domain/onboarding/steps';
import { isInstitutionId, universityName } from '@talentbrug/domain/onboarding/university-of-interest';
import {
  answerField,
  type FieldErrors,
  normalizeAnswers,
  validateStep,
} from '@talentbrug/domain/onboarding/validation';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { type StepDef, stepPrompt, WIZARD_STEPS, wizardField } from '../copy/steps.ts';
import { COACH_TEXTS } from '../utils/texts.ts';

/**
 * The wizard's whole state, kept as a draft in localStorage: answers, step, chat and the
 * submission's status survive a reload, a failed submit and the detour through signup. A submit
 * the server confirmed removes it, and so do a sign-out and a deletion (forgetEverything).
 */
export const DRAFT_STORAGE_KEY = ONBOARDING_DRAFT_KEY;
export const DRAFT_VERSION = 1;
const CHAT_LIMIT = 200;
/** How long Sanne 'types' before her reply appears, in milliseconds. */
const COACH_DELAY_MS = 450;

export interface ChatMessage {
  id: string;
  from: 'user' | 'ai';
  text: string;
  /** The step a summary or reply belongs to, so going back and forward again repeats nothing. */
  step?: StepId;
}

export type SubmissionStatus = 'none' | 'loading' | 'success' | 'error';

/** Where the visitor stands in creating the account the submission is stored under. */
export type AccountStep = 'none' | 'needed' | 'awaiting-confirmation';

export interface OnboardingDraft {
  data: OnboardingData;
  stepIndex: number;
  chat: ChatMessage[];
  /** Coach replies waiting for their delay; a reload shows them at once rather than losing them. */
  pendingCoach: ChatMessage[];
  promptsShown: StepId[];
  status: SubmissionStatus;
  /** One per draft and reused on every retry, so the server stores this onboarding once. */
  idempotencyKey: string;
  account: AccountStep;
}

export interface OnboardingState extends OnboardingDraft {
  /** Not persisted: errors belong to the attempt, not to the draft. */
  errors: FieldErrors;
  /** Not persisted: why an answer was emptied by another one (a level that does not fit a new sport). */
  notes: Partial<Record<FieldPath, string>>;
  setField(path: FieldPath, value: FieldValue): void;
  /** Validates the current step; on success the errors are cleared and an empty object returned. */
  validateCurrent(): FieldErrors;
  /**
   * Moves on after a valid step: the user's summary now, the coach's reply after the delay, and the
   * next step's prompt the first time it is reached. A step done again without changes says nothing.
   */
  completeStep(): void;
  /** The university an athlete came from ('Check je kansen'): kept in the answers, named by the coach. */
  setUniversityOfInterest(institutionId: string): void;
  back(): void;
  goTo(stepIndex: number): void;
  showErrors(errors: FieldErrors): void;
  /** A message now, after any coach message still waiting for its reply delay. */
  say(from: ChatMessage['from'], text: string): void;
  /** Coach messages after the reply delay: texts, or messages that name their step. */
  sayLater(texts: Array<string | ChatMessage>): void;
  setStatus(status: SubmissionStatus): void;
  setAccount(account: AccountStep): void;
  /** After the server confirmed: the draft is removed from storage; this page keeps showing the result. */
  finish(): void;
  reset(): void;
}

const newId = () => globalThis.crypto.randomUUID();
const message = (from: ChatMessage['from'], text: string, step?: StepId): ChatMessage =>
  step ? { id: newId(), from, text, step } : { id: newId(), from, text };
const clampStep = (index: number) => Math.min(STEP_COUNT - 1, Math.max(0, Math.trunc(index)));
/** Clamped to the table, so always a step. */
const stepAt = (index: number): StepDef => WIZARD_STEPS[clampStep(index)] as StepDef;

export function initialDraft(): OnboardingDraft {
  const first = WIZARD_STEPS[0];
  return {
    data: createOnboardingData(),
    stepIndex: 0,
    chat: first ? [message('ai', first.coachPrompt, first.id)] : [],
    pendingCoach: [],
    promptsShown: first ? [first.id] : [],
    status: 'none',
    idempotencyKey: newId(),
    account: 'none',
  };
}

function isChatMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    (m.from === 'user' || m.from === 'ai') &&
    typeof m.text === 'string' &&
    (m.step === undefined || STEP_IDS.includes(m.step))
  );
}

/**
 * What was last said about a step, by whom. Messages carry their step; a chat kept by an older
 * wizard (or by the server, which keeps only the text) is read by its texts instead.
 */
/**
 * The conversation with one message more, after what Sanne was still typing: a reply waiting for
 * its delay was said first, so it goes in before (its timer then finds nothing left to add).
 */
function withMessage(state: Pick<OnboardingDraft, 'chat' | 'pendingCoach'>, next: ChatMessage) {
  return { chat: [...state.chat, ...state.pendingCoach, next].slice(-CHAT_LIMIT), pendingCoach: [] };
}

function lastSaid(chat: readonly ChatMessage[], step: StepId, from: ChatMessage['from'], known: string) {
  for (let index = chat.length - 1; index >= 0; index--) {
    const m = chat[index] as ChatMessage;
    if (m.from === from && (m.step === step || (m.step === undefined && m.text === known))) return m.text;
  }
  return null;
}

/** Nothing answered and nothing said yet: only the first prompt stands. */
const untouched = (state: Pick<OnboardingDraft, 'chat' | 'stepIndex'>) =>
  state.stepIndex === 0 && state.chat.length === 1 && state.chat[0]?.from === 'ai';

/** Reads a stored draft defensively: whatever is unreadable falls back, whatever is readable is kept. */
export function restoreDraft(stored: unknown): OnboardingDraft {
  const fresh = initialDraft();
  if (typeof stored !== 'object' || stored === null) return fresh;
  const s = stored as Partial<Record<keyof OnboardingDraft, unknown>>;
  const chat = Array.isArray(s.chat) ? s.chat.filter(isChatMessage) : fresh.chat;
  const pending = Array.isArray(s.pendingCoach) ? s.pendingCoach.filter(isChatMessage) : [];
  const status = s.status === 'error' ? 'error' : 'none';
  return {
    data: normalizeOnboardingData(s.data),
    stepIndex: typeof s.stepIndex === 'number' && Number.isFinite(s.stepIndex) ? clampStep(s.stepIndex) : 0,
    chat: [...chat, ...pending].slice(-CHAT_LIMIT),
    pendingCoach: [],
    promptsShown: Array.isArray(s.promptsShown)
      ? s.promptsShown.filter((id): id is StepId => STEP_IDS.includes(id as StepId))
      : fresh.promptsShown,
    // A reload during 'loading' leaves the request's fate unknown; the same key makes a retry safe.
    status,
    idempotencyKey:
      typeof s.idempotencyKey === 'string' && /^[\w-]{8,100}$/.test(s.idempotencyKey)
        ? s.idempotencyKey
        : fresh.idempotencyKey,
    account: s.account === 'needed' || s.account === 'awaiting-confirmation' ? s.account : 'none',
  };
}

/** localStorage that refuses to keep a finished onboarding: once the server has it, the draft is gone. */
const draftStorage: StateStorage = {
  getItem: (name) => globalThis.localStorage?.getItem(name) ?? null,
  setItem: (name, value) => {
    try {
      const parsed = JSON.parse(value) as { state?: { status?: unknown } };
      if (parsed.state?.status === 'success') globalThis.localStorage?.removeItem(name);
      else globalThis.localStorage?.setItem(name, value);
    } catch (error) {
      // A full or blocked storage must not break the wizard; the answers stay on the page.
      console.warn('[talentbrug] the onboarding draft could not be saved', error);
    }
  },
  removeItem: (name) => globalThis.localStorage?.removeItem(name),
};

const timers = new Set<ReturnType<typeof setTimeout>>();

export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set, get) => ({
      ...initialDraft(),
      errors: {},
      notes: {},

      setField(path, value) {
        set((state) => {
          // The consent boxes also record when they were ticked; a new sport or team may empty the level.
          const { data, cleared } = answerField(state.data, path, value);
          const { [path]: _cleared, ...errors } = state.errors;
          const { [path]: _said, ...kept } = state.notes;
          const notes: OnboardingState['notes'] = kept;
          for (const field of cleared) {
            const note = wizardField(field.path)?.clearedNote?.(state.data);
            if (note) notes[field.path] = note;
          }
          return { data, errors, notes };
        });
      },

      validateCurrent() {
        const { data, stepIndex } = get();
        const errors = validateStep(stepAt(stepIndex), data);
        set({ errors });
        return errors;
      },

      completeStep() {
        const { stepIndex, promptsShown, chat, pendingCoach } = get();
        // Links typed without https:// are written out as the step is done.
        const data = normalizeAnswers(get().data);
        const step = stepAt(stepIndex);
        const nextIndex = clampStep(stepIndex + 1);
        const nextStep = stepAt(nextIndex);
        const summary = step.summary(data);
        const said = [...chat, ...pendingCoach];
        // Back and forward again without a change: the conversation already holds this step.
        const changed = lastSaid(said, step.id, 'user', summary.user) !== summary.user;
        const replies: ChatMessage[] = [];
        if (changed) {
          const before = lastSaid(said, step.id, 'ai', summary.coach);
          replies.push(message('ai', before === summary.coach ? COACH_TEXTS.updated : summary.coach, step.id));
        }
        const showPrompt = nextIndex !== stepIndex && !promptsShown.includes(nextStep.id);
        if (showPrompt) replies.push(message('ai', stepPrompt(nextStep, data), nextStep.id));
        set((state) => ({
          data,
          ...(changed && withMessage(state, message('user', summary.user, step.id))),
          stepIndex: nextIndex,
          errors: {},
          promptsShown: showPrompt ? [...state.promptsShown, nextStep.id] : state.promptsShown,
        }));
        if (replies.length > 0) get().sayLater(replies);
      },

      setUniversityOfInterest(institutionId) {
        const state = get();
        if (!isInstitutionId(institutionId) || state.data.preferences.universityOfInterest === institutionId) return;
        const { data } = answerField(state.data, 'preferences.universityOfInterest', institutionId);
        const first = WIZARD_STEPS[0];
        if (first && untouched(state)) {
          // Before anything was said, Sanne's first prompt itself names the school.
          set({ data, chat: [message('ai', stepPrompt(first, data), first.id)] });
          return;
        }
        set({ data });
        get().say('ai', COACH_TEXTS.universityAdded(universityName(institutionId)));
      },

      back() {
        set((state) => ({ stepIndex: clampStep(state.stepIndex - 1), errors: {} }));
      },

      goTo(stepIndex) {
        set({ stepIndex: clampStep(stepIndex), errors: {} });
      },

      showErrors(errors) {
        set({ errors });
      },

      say(from, text) {
        // A fast athlete never reads an earlier step's prompt under the answer to her submit.
        set((state) => withMessage(state, message(from, text)));
      },

      sayLater(texts) {
        const replies = texts.map((text) => (typeof text === 'string' ? message('ai', text) : text));
        const ids = new Set(replies.map((reply) => reply.id));
        set((state) => ({ pendingCoach: [...state.pendingCoach, ...replies] }));
        const timer = setTimeout(() => {
          timers.delete(timer);
          set((state) => ({
            pendingCoach: state.pendingCoach.filter((reply) => !ids.has(reply.id)),
            chat: [...state.chat, ...state.pendingCoach.filter((reply) => ids.has(reply.id))].slice(-CHAT_LIMIT),
          }));
        }, COACH_DELAY_MS);
        timers.add(timer);
      },

      setStatus(status) {
        set({ status });
      },

      setAccount(account) {
        set({ account });
      },

      finish() {
        set({ status: 'success', account: 'none', errors: {} });
        useOnboardingStore.persist.clearStorage();
      },

      reset() {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        set({ ...initialDraft(), errors: {}, notes: {} });
      },
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: DRAFT_VERSION,
      storage: createJSONStorage(() => draftStorage),
      partialize: (state): OnboardingDraft => ({
        data: state.data,
        stepIndex: state.stepIndex,
        chat: state.chat,
        pendingCoach: state.pendingCoach,
        promptsShown: state.promptsShown,
        status: state.status,
        idempotencyKey: state.idempotencyKey,
        account: state.account,
      }),
      // Drafts of another version are read field by field rather than thrown away.
      migrate: (stored) => restoreDraft(stored),
      merge: (stored, current) =>
        stored === undefined ? current : { ...current, ...restoreDraft(stored), errors: {} },
    },
  ),
);

// Signed out or deleted: the answers in memory go too, or the next set() would write them back and
// the wizard would open pre-filled for whoever uses this browser next.
onForget(() => useOnboardingStore.getState().reset());

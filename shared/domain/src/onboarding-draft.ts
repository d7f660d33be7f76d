/**
 * The onboarding draft of a signed-in athlete, kept on the server so another device continues it
 * (`GET`/`PUT`/`DELETE /api/onboarding/draft`). The server checks the shape and the size only;
 * the answers themselves are read with normalizeOnboardingData wherever they are used, as a draft
 * may be half filled in.
 */
import { z } from 'zod';
import { STEP_IDS } from './onboarding/steps.ts';
import { safeJsonValue, safeText } from './text.ts';

/** A draft holds a chat of at most 200 messages; far beyond that it is not a wizard's draft. */
export const DRAFT_MAX_BYTES = 256 * 1024;
const CHAT_MAX = 200;
const MESSAGE_MAX = 4000;

const chatMessageSchema = z.object({
  id: safeText().min(1).max(100),
  from: z.enum(['user', 'ai']),
  text: safeText().max(MESSAGE_MAX),
  /** The step a summary or reply belongs to (the wizard's own tag, so a replay repeats nothing). */
  step: z.enum(STEP_IDS).optional(),
});

export const onboardingDraftSchema = z.object({
  data: z.record(z.string(), safeJsonValue()),
  stepIndex: z.number().int().min(0).max(20),
  chat: z.array(chatMessageSchema).max(CHAT_MAX),
  promptsShown: z.array(safeText().max(40)).max(20),
  idempotencyKey: z.string().regex(/^[\w-]{8,100}$/),
});
export type OnboardingDraftBody = z.infer<typeof onboardingDraftSchema>;

/** GET /api/onboarding/draft: the draft to continue, and the latest submission to edit when there is no draft. */
export const onboardingDraftResponseSchema = z.object({
  draft: onboardingDraftSchema.nullable(),
  updated_at: z.string().nullable(),
  submitted: z.object({ data: z.record(z.string(), z.unknown()), submitted_at: z.string() }).nullable(),
});
export type OnboardingDraftResponse = z.infer<typeof onboardingDraftResponseSchema>;

export const DRAFT_TEXTS = {
  tooLarge: 'Je concept is te groot om op te slaan. Verstuur je onboarding of maak het gesprek korter.',
} as const;

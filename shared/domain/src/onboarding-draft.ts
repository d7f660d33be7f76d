/**
 * The onboarding draft of a signed-in athlete, kept on the server so another device continues it
 * (`GET`/`PUT`/`DELETE /api/onboarding/draft`). The server checks the shape and the size only;
 * the answers themselves are read with normalizeOnboardingData wherever they are used, as a draft
 * may be half filled in.
 */
import { z } from 'zod/mini';
import { STEP_IDS } from './onboarding/steps.ts';
import { safeJsonValue, safeText } from './text.ts';

/** A draft holds a chat of at most 200 messages; far beyond that it is not a wizard's draft. */
export const DRAFT_MAX_BYTES = 256 * 1024;
const CHAT_MAX = 200;
const MESSAGE_MAX = 4000;

const chatMessageSchema = z.object({
  id: safeText().check(z.minLength(1), z.maxLength(100)),
  from: z.enum(['user', 'ai']),
  text: safeText().check(z.maxLength(MESSAGE_MAX)),
  /** The step a summary or reply belongs to (the wizard's own tag, so a replay repeats nothing). */
  step: z.optional(z.enum(STEP_IDS)),
});

export const onboardingDraftSchema = z.object({
  data: z.record(z.string(), safeJsonValue()),
  stepIndex: z.number().check(z.int(), z.gte(0), z.lte(20)),
  chat: z.array(chatMessageSchema).check(z.maxLength(CHAT_MAX)),
  promptsShown: z.array(safeText().check(z.maxLength(40))).check(z.maxLength(20)),
  idempotencyKey: z.string().check(z.regex(/^[\w-]{8,100}$/)),
});
export type OnboardingDraftBody = z.infer<typeof onboardingDraftSchema>;

/** GET /api/onboarding/draft: the draft to continue, and the latest submission to edit when there is no draft. */
export const onboardingDraftResponseSchema = z.object({
  draft: z.nullable(onboardingDraftSchema),
  updated_at: z.nullable(z.string()),
  submitted: z.nullable(z.object({ data: z.record(z.string(), z.unknown()), submitted_at: z.string() })),
});
export type OnboardingDraftResponse = z.infer<typeof onboardingDraftResponseSchema>;

export const DRAFT_TEXTS = {
  tooLarge: 'Je concept is te groot om op te slaan. Verstuur je onboarding of maak het gesprek korter.',
} as const;

/**
 * The AI coach chat (spec "AI Coach", chat constants; issue 13): messages, the calls' shapes and
 * the server-sent events a streamed answer comes in. The persona is the onboarding's: Sanne.
 */
import { z } from 'zod/mini';
import { safeText } from './text.ts';

/** Longest question the coach takes, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** The spec's chat context: the first 5 matches and the last 6 messages, each cut to 100 characters. */
export const CHAT_CONTEXT_MATCHES = 5;
export const CHAT_CONTEXT_MESSAGES = 6;
export const CHAT_CONTEXT_MESSAGE_CHARS = 100;

/** The six popular questions, shown as chips while only the welcome exists (spec). */
export const POPULAR_QUESTIONS = [
  'Welke matches passen het best bij mij?',
  'Hoe verhoog ik mijn profielscore?',
  'Welke SAT-score heb ik nodig voor mijn matches?',
  'Heb je tips voor mijn beursaanvraag?',
  'Hoe werkt het visumproces?',
  'Wat is het verschil tussen de NCAA-divisies?',
] as const;

export const chatMessageSchema = z.object({
  type: z.enum(['ai', 'user']),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/ai/chat. `context` is accepted for the spec's client but never trusted: the server builds its own. */
export const chatRequestSchema = z.object({
  message: safeText().check(
    z.trim(),
    z.minLength(1, 'Typ eerst je vraag.'),
    z.maxLength(CHAT_MESSAGE_MAX, `Je vraag mag maximaal ${CHAT_MESSAGE_MAX} tekens lang zijn.`),
  ),
  context: z.optional(safeText().check(z.maxLength(20_000))),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** POST /api/ai/chat as JSON: the stored answer. */
export const chatResponseSchema = z.object({ id: z.string(), message: z.string(), timestamp: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/ai/history: the athlete's own conversation, oldest first. */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * POST /api/ai/chat with `Accept: text/event-stream`: `event: token` with `{ text }` as the answer
 * is written, then `event: done` with the stored answer (chatResponseSchema), or `event: error`
 * with `{ error }` (Dutch) when it could not be finished.
 */
export const chatTokenEventSchema = z.object({ text: z.string() });
export const chatErrorEventSchema = z.object({ error: z.string() });
export type ChatStreamEvent =
  | { event: 'token'; data: z.infer<typeof chatTokenEventSchema> }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: z.infer<typeof chatErrorEventSchema> };

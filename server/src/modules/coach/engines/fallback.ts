/**
 * The language model first, the built-in coach when it fails: an error, a timeout, or an empty
 * reply. The athlete always gets an answer; the log says why it fell back (the error's kind and
 * status, never the question or the model's text).
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { CoachEngine, CoachInput } from './engine.ts';
import { CoachEngineError } from './openai-coach.ts';

/** Said when the model stopped half-way, before the built-in answer follows in the same message. */
export const FALLBACK_BRIDGE = '\n\nMijn antwoord hierboven is afgebroken. Dit kan ik je met zekerheid vertellen:\n\n';

interface WarnLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Why an engine failed, in a word and a status: what the log may say. */
export function failureReason(error: unknown): string {
  if (error instanceof CoachEngineError) return error.reason;
  if (error instanceof APIConnectionTimeoutError) return 'timeout';
  if (error instanceof APIConnectionError) return 'network';
  if (error instanceof APIError) return `http ${error.status ?? 'unknown'}`;
  return error instanceof Error ? error.name : 'unknown';
}

export function withFallback(
  primary: CoachEngine,
  fallback: CoachEngine,
  log: WarnLog,
  onFallback: (reason: string) => void = () => {},
): CoachEngine {
  const router = primary.route ? primary : fallback;
  const route = router.route?.bind(router);
  return {
    name: `${primary.name}, fallback ${fallback.name}`,
    // The fallback may answer, so the pipeline is read when either engine uses it.
    usesOutreach: (question, context, routed) =>
      (primary.usesOutreach?.(question, context, routed) ?? true) ||
      (fallback.usesOutreach?.(question, context, routed) ?? true),
    // Both engines read a question by one router (createCoachEngine), so one routing serves both.
    ...(route ? { route } : {}),
    async *answer(input: CoachInput) {
      let written = '';
      let reason = 'empty';
      try {
        for await (const chunk of primary.answer(input)) {
          written += chunk;
          yield chunk;
        }
        if (written.trim() !== '') return;
      } catch (error) {
        // The athlete left: nobody to answer.
        if (input.signal?.aborted) return;
        reason = failureReason(error);
      }
      onFallback(reason);
      log.warn(
        { engine: primary.name, reason, streamedChars: written.length },
        'AI coach: the model gave no complete answer, the built-in coach answers',
      );
      if (written.trim() !== '') yield FALLBACK_BRIDGE;
      yield* fallback.answer(input);
    },
  };
}

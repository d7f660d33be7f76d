/**
 * The built-in Dutch coach, Sanne: no network, no model. It works out what the question is about
 * (intents.ts), writes the answer from the athlete's own data and the vetted knowledge
 * (answers.ts), and streams it in word groups as a model would, with nothing but a yield to the
 * event loop between them.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { previousQuestion } from '../../coach-context.ts';
import type { KnowledgeBase } from '../../knowledge.ts';
import { createTopicRouter, type TopicRouter } from '../../routing/router.ts';
import { trainingPhrasings } from '../../routing/training.ts';
import type { CoachEngine, CoachInput } from '../engine.ts';
import { composeAnswer } from './answers.ts';
import { createIntentDetector } from './intents.ts';

/** Words per streamed chunk: small enough to see the text grow, large enough to cost little. */
const WORDS_PER_CHUNK = 6;

/** The text in chunks of a few words; the chunks joined are the text, whitespace and all. */
export function chunksOf(text: string, words = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const chunks: string[] = [];
  for (let at = 0; at < pieces.length; at += words) chunks.push(pieces.slice(at, at + words).join(''));
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

/** The coach; `router` is shared with the model engine so both read a question the same way. */
export function createBuiltInCoach(
  knowledge: KnowledgeBase,
  router: TopicRouter = createTopicRouter(trainingPhrasings()),
) {
  const intents = createIntentDetector(router);

  /** The whole answer at once: what `answer` streams. */
  function write(input: CoachInput): string {
    const { ranking, recent } = input.context;
    return composeAnswer(intents.detect(input.question, ranking, recent, input.routed), input, knowledge).trim();
  }

  const engine: CoachEngine & { write: typeof write } = {
    name: 'built-in',
    write,
    // Only the contact answer reads the pipeline. The matches only name a school the question is
    // about, which never makes a question a contact one, so the detection without them is the same.
    usesOutreach(question, context, routed) {
      const detected = intents.detect(question, [], context.recent, routed);
      return detected.kind === 'intent' && detected.intent === 'contact';
    },
    route: (question, recent) => router.route(question, previousQuestion(recent)),
    async *answer(input) {
      for (const chunk of chunksOf(write(input))) {
        if (input.signal?.aborted) return;
        yield chunk;
        await nextTurn();
      }
    },
  };
  return engine;
}

export type BuiltInCoach = ReturnType<typeof createBuiltInCoach>;

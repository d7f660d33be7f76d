import type { Config } from '../../../config.ts';
import type { KnowledgeBase } from '../knowledge.ts';
import { createTopicRouter, lazyTopicRouter } from '../routing/router.ts';
import { trainingPhrasings } from '../routing/training.ts';
import { createBuiltInCoach } from './built-in/built-in-coach.ts';
import type { CoachEngine } from './engine.ts';
import { withFallback } from './fallback.ts';
import { createOpenAiCoach } from './openai-coach.ts';

/** The built-in coach, or the configured model with the built-in coach behind it. */
export function createCoachEngine(
  ai: Config['ai'],
  knowledge: KnowledgeBase,
  log: Parameters<typeof withFallback>[2],
  onFallback?: Parameters<typeof withFallback>[3],
): CoachEngine {
  // One router for both engines: the model is told the topic the built-in coach would answer.
  const router = lazyTopicRouter(() => createTopicRouter(trainingPhrasings()));
  const builtIn = createBuiltInCoach(knowledge, router);
  return ai ? withFallback(createOpenAiCoach({ ...ai, knowledge, router }), builtIn, log, onFallback) : builtIn;
}

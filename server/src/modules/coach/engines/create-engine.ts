import type { Config } from '../../../config.ts';
import type { KnowledgeBase } from '../knowledge.ts';
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
  const builtIn = createBuiltInCoach(knowledge);
  return ai ? withFallback(createOpenAiCoach({ ...ai, knowledge }), builtIn, log, onFallback) : builtIn;
}

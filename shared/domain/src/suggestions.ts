/**
 * AI coach suggestions on the dashboard (GET /api/ai/suggestions): derived on the server from
 * the athlete's real gaps, matches and calendar, by rules. The times are the spec's: 'net nu'
 * for the first, then 15 minutes per index.
 */
import { z } from 'zod/mini';

export const suggestionSchema = z.object({ title: z.string(), description: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const SUGGESTION_MINUTES_APART = 15;

export function suggestionTime(index: number): string {
  return index === 0 ? 'net nu' : `${index * SUGGESTION_MINUTES_APART} min geleden`;
}

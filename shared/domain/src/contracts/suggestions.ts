/**
 * AI coach suggestions on the dashboard (GET /api/ai/suggestions): derived on the server from
 * the athlete's real gaps, matches and calendar, by rules. `since` is when the suggestion's
 * reason arose (the matches were generated, the profile changed), an ISO moment; a suggestion
 * without such a moment (a gap, a date on the calendar) has none, and shows no time.
 */
import { z } from 'zod/mini';

export const suggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  since: z.optional(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });

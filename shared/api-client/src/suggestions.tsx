// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.
import { type ApiFetch, apiFetch, type RequestOptions } from '@talentbrug/api-client/api';
import { type Suggestion, suggestionsResponseSchema } from '@talentbrug/domain/contracts/suggestions';
import { queryOptions } from '@tanstack/react-query';

/**
 * The AI coach's suggestions for the dashboard (ADR 0005). The server derives them by rules from
 * the profile, the matches, the uploads and the date; a change to any of those may invalidate
 * `suggestionKeys.all`.
 */
export const suggestionKeys = {
  all: ['suggestions'] as const,
  list: () => [...suggestionKeys.all, 'list'] as const,
};

const SUGGESTIONS_PATH = '/ai/suggestions';

/** GET /api/ai/suggestions: at most five, the most urgent first. */
export async function fetchSuggestions({ signal, api = apiFetch }: RequestOptions = {}): Promise<Suggestion[]> {
  return suggestionsResponseSchema.parse(await api<unknown>(SUGGESTIONS_PATH, { signal: signal ?? null })).suggestions;
}

/**
 * Always read again when a screen shows them (stale at once): the profile, matches and uploads
 * they come from change on other screens, whose mutations do not know about this key.
 */
export function suggestionsQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: suggestionKeys.list(),
    queryFn: ({ signal }) => fetchSuggestions({ signal, api }),
    staleTime: 0,
  });
}

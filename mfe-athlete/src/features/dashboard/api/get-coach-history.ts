import { historyQueryOptions } from '@talentbrug/api-client/coach';
import { useQuery } from '@tanstack/react-query';

/** The coach conversation (`coachKeys.history()`): the checklist ticks 'ask the coach' once it holds a question. */
export function useCoachHistory() {
  return useQuery(historyQueryOptions());
}

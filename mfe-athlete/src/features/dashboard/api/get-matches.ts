import { matchesQueryOptions } from '@talentbrug/api-client/matches';
import { useQuery } from '@tanstack/react-query';

/** The athlete's matches, best first, from the cache the matches page shares (`matchKeys.list()`). */
export function useMatches() {
  return useQuery(matchesQueryOptions());
}

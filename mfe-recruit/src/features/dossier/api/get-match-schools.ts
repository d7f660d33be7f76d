import { matchesQueryOptions } from '@talentbrug/api-client/matches';
import type { MatchesResponse } from '@talentbrug/domain/contracts/matches';
import { useQuery } from '@tanstack/react-query';

export interface MatchSchool {
  id: string;
  name: string;
}

const byName = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/** Each school of the athlete's matches once, by name: what a link can be for. */
export function schoolsOf(response: MatchesResponse): MatchSchool[] {
  const schools = new Map<string, string>();
  for (const match of response.matches) {
    if (!schools.has(match.institution_id))
      schools.set(match.institution_id, match.institution.name || match.school_name);
  }
  return [...schools].map(([id, name]) => ({ id, name })).sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * The athlete's matches from the cache every remote shares (`matchKeys.list()`), as schools. Only
 * the lazily loaded school select imports this module, so the matches' schemas (with the sport
 * catalogue) stay out of the page's first download.
 */
export function useMatchSchools() {
  return useQuery({ ...matchesQueryOptions(), select: schoolsOf });
}

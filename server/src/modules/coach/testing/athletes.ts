/**
 * Test support: athletes as the coach sees them, a stored profile and the matches the real engine
 * computes for it over the committed institution table, so answers are tested on data the product
 * can actually hold.
 */
import type { Match } from '@talentbrug/domain/matches';
import type { Profile } from '@talentbrug/domain/profile';
import { athleteFactsOf, committedInstitutions, rankMatches } from '../../matches/index.ts';
import { buildCoachContext, type CoachContext, type RecentMessage } from '../coach-context.ts';

const EMPTY: Profile = {
  user_id: '00000000-0000-4000-8000-000000000000',
  first_name: null,
  last_name: null,
  date_of_birth: null,
  nationality: null,
  sport: null,
  position: null,
  team: null,
  competition_level: null,
  height_cm: null,
  weight_kg: null,
  current_team: null,
  achievements: null,
  academic_gpa: null,
  education_level: null,
  highlight_video_url: null,
  sat_score: null,
  act_score: null,
  english_test: null,
  english_score: null,
  budget_eur_min: null,
  preferred_states: [],
  preferred_school_size: null,
  preferred_divisions: [],
  study_interest: null,
  graduation_year: null,
  target_start_year: null,
  target_start_month: null,
  scholarship_type: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

export function profile(fields: Partial<Profile> = {}): Profile {
  return { ...EMPTY, ...fields };
}

/** Fleur: a women's field hockey player in the hoofdklasse, strong grades, SAT and TOEFL, a budget. */
export const FLEUR = profile({
  first_name: 'Fleur',
  last_name: 'de Vries',
  sport: 'Hockey',
  position: 'Middenveld',
  team: 'dames',
  competition_level: 'hoofdklasse',
  current_team: 'HC Bloemendaal',
  academic_gpa: 3.5,
  education_level: 'VWO 5',
  sat_score: 1250,
  english_test: 'toefl',
  english_score: 95,
  budget_eur_min: 15000,
  highlight_video_url: 'https://www.youtube.com/watch?v=fleur',
  target_start_year: 2028,
  target_start_month: 8,
  scholarship_type: 'Partial',
  nationality: 'Nederlandse',
});

/** Daan: a men's footballer in the eerste klasse, a modest GPA, no tests, no video. */
export const DAAN = profile({
  first_name: 'Daan',
  sport: 'Voetbal',
  team: 'heren',
  competition_level: 'eerste-klasse',
  academic_gpa: 2.1,
  education_level: 'HAVO 5',
  budget_eur_min: 10000,
  scholarship_type: 'Full-ride',
});

/** The matches the engine computes for a profile (none when it cannot match yet), as stored. */
export function matchesFor(athlete: Profile, limit = 5): Match[] {
  const read = athleteFactsOf(athlete);
  if ('missing' in read) return [];
  return rankMatches(read.facts, committedInstitutions(), { limit }).map((computed, index) => ({
    ...computed,
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    rank: index + 1,
    status: 'new',
    favourite: false,
  }));
}

/**
 * The context the coach gets for an athlete. `matchesOf` is the profile the matches were computed
 * from: another profile than `athlete` gives matches from before a change, marked stale as the
 * service marks them.
 */
export function contextFor(
  athlete: Profile | null,
  recent: RecentMessage[] = [],
  withMatches = true,
  matchesOf: Profile | null = athlete,
): CoachContext {
  const matches = matchesOf && withMatches ? matchesFor(matchesOf) : [];
  return buildCoachContext(athlete, matches, recent, matchesOf !== athlete);
}

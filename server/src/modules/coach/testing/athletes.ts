/**
 * Test support: the test athletes (@talentbrug/domain/testing/athletes) as the coach sees them, a
 * stored profile and the matches the real engine computes for it over the committed institution
 * table, so answers are tested on data the product can actually hold.
 */
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { profile, DAAN as TEST_DAAN, FLEUR as TEST_FLEUR } from '@talentbrug/domain/testing/athletes';
import { athleteFactsOf, committedInstitutions, rankMatches } from '../../matches/index.ts';
import { buildCoachContext, type CoachContext, type RecentMessage } from '../coach-context.ts';

/**
 * Fleur of the test athletes as the coach sees her after the whole onboarding: her matching facts
 * and what else the coach's answers read (the profile score at 100%, her start in August 2028).
 */
export const FLEUR = profile({
  ...TEST_FLEUR.profile,
  last_name: 'de Vries',
  position: 'Middenveld',
  current_team: 'HC Bloemendaal',
  education_level: 'VWO 5',
  highlight_video_url: 'https://www.youtube.com/watch?v=fleur',
  target_start_year: 2028,
  target_start_month: 8,
  scholarship_type: 'Partial',
  nationality: 'Nederlandse',
});

/** Daan of the test athletes, stored as he wrote it: a modest GPA, no tests, no video. */
export const DAAN = profile(TEST_DAAN.profile);

/** The matches the engine computes for a profile (none when it cannot match yet), as stored: the whole list unless `limit`. */
export function matchesFor(athlete: Profile, limit?: number): Match[] {
  const read = athleteFactsOf(athlete);
  if ('missing' in read) return [];
  return rankMatches(read.facts, committedInstitutions(), limit === undefined ? {} : { limit }).map(
    (computed, index) => ({
      ...computed,
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      rank: index + 1,
      status: 'new',
      favourite: false,
    }),
  );
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

/**
 * A conversation as the service hands it on: each question asked with the turns before it, each
 * answer kept for the next. `ask` is the test's own coach (its knowledge and its clock).
 */
export function converse(
  ask: (question: string, context: CoachContext) => string,
  athlete: Profile,
  questions: readonly string[],
): string[] {
  const history: RecentMessage[] = [];
  return questions.map((question) => {
    const answer = ask(question, contextFor(athlete, [...history]));
    history.push({ type: 'user', content: question }, { type: 'ai', content: answer });
    return answer;
  });
}

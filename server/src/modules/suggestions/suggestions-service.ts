import type { Suggestion } from '@talentbrug/domain/contracts/suggestions';
import { HIGHLIGHT_TYPE } from '@talentbrug/domain/uploads';
import { type MatchesRepository, matchesAreStale } from '../matches/index.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { dayInAmsterdam } from './recruiting-calendar.ts';
import { suggestionsFor } from './suggestion-rules.ts';

/** The one thing suggestions need from the uploads: how many files of a type the athlete has. */
export interface FileCounter {
  countFiles(userId: string, type?: string): Promise<number>;
}

/** The one thing suggestions need from the coach: whether the athlete has asked it anything. */
export interface CoachHistory {
  hasAsked(userId: string): Promise<boolean>;
}

/**
 * The dashboard's suggestions (GET /api/ai/suggestions), derived by rules from what the other
 * modules' repositories hold: no table of its own, no language model. Without `uploads` a
 * highlight video counts only through the profile's highlight_video_url (which an upload of
 * type 'highlight' sets as well).
 */
export function createSuggestionsService(deps: {
  profiles: Pick<ProfilesRepository, 'find'>;
  matches: Pick<MatchesRepository, 'list'>;
  uploads?: FileCounter;
  coach?: CoachHistory;
  now?: () => Date;
}) {
  const { profiles, matches, uploads, coach } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async forAthlete(userId: string): Promise<{ suggestions: Suggestion[] }> {
      const today = dayInAmsterdam(now());
      const profile = await profiles.find(userId);
      if (!profile) {
        return { suggestions: suggestionsFor({ profile, matches: [], generatedAt: null, highlightVideos: 0, today }) };
      }
      const [generation, highlightVideos, askedCoach] = await Promise.all([
        matches.list(userId),
        uploads ? uploads.countFiles(userId, HIGHLIGHT_TYPE) : Promise.resolve(0),
        coach ? coach.hasAsked(userId) : Promise.resolve(undefined),
      ]);
      return {
        suggestions: suggestionsFor({
          profile,
          matches: generation.matches,
          generatedAt: generation.generatedAt,
          // The rule GET /api/matches answers with: a change of what matching reads, not any save.
          matchesStale: matchesAreStale(generation.generation, profile, generation.dataset),
          highlightVideos,
          ...(askedCoach === undefined ? {} : { askedCoach }),
          today,
        }),
      };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

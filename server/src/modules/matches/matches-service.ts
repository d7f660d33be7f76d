import type { Institution } from '@talentbrug/domain/institutions';
import type { ComputedMatch, Match, MatchesResponse, MatchUpdate } from '@talentbrug/domain/matches';
import { noProgrammeText } from '@talentbrug/domain/sports';
import { BadRequestError, NotFoundError, UnavailableError } from '../../errors.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { NO_PROFILE } from '../profiles/profiles-service.ts';
import { athleteFactsOf } from './athlete-facts.ts';
import { rankMatches } from './engine/engine.ts';
import { buildMatchReference, type MatchReference } from './engine/reference.ts';
import type { MatchesRepository } from './matches-repository.ts';

/** Matches kept per generation: more than the 'Top 10' chip shows, few enough to read. */
export const MATCHES_PER_GENERATION = 30;

const listFormat = new Intl.ListFormat('nl', { type: 'conjunction' });

export function createMatchesService(deps: {
  repository: MatchesRepository;
  profiles: Pick<ProfilesRepository, 'find'>;
  now?: () => Date;
}) {
  const { repository, profiles } = deps;
  const now = deps.now ?? (() => new Date());
  // The institutions of the loaded dataset, read once per version (another instance may load a newer one).
  let cache: { version: string; rows: Institution[]; reference: MatchReference } | null = null;

  async function institutions() {
    const version = await repository.datasetVersion();
    if (!version) throw new UnavailableError('De universiteitsgegevens zijn nog niet geladen. Probeer het zo opnieuw.');
    if (cache?.version !== version) {
      const rows = await repository.allInstitutions();
      cache = { version, rows, reference: buildMatchReference(rows) };
    }
    return cache;
  }

  async function list(userId: string): Promise<MatchesResponse> {
    const { matches, generatedAt } = await repository.list(userId);
    return { matches, generated_at: generatedAt?.toISOString() ?? null };
  }

  return {
    /** GET /api/matches as JSON text: the list without parsing and serialising every stored match. */
    async listJson(userId: string): Promise<string> {
      const { matchesJson, generatedAt } = await repository.listJson(userId);
      return `{"matches":${matchesJson},"generated_at":${JSON.stringify(generatedAt?.toISOString() ?? null)}}`;
    },

    /** A new generation from the caller's own profile; the previous one is replaced in one transaction. */
    async generate(userId: string): Promise<MatchesResponse> {
      const profile = await profiles.find(userId);
      if (!profile) throw new NotFoundError(NO_PROFILE);
      const read = athleteFactsOf(profile);
      if ('missing' in read) {
        const parts = [...read.missing];
        const start = parts.length ? `Vul eerst ${listFormat.format(parts)} in op je profiel.` : '';
        const sport = read.unknownSport
          ? `We kennen '${read.unknownSport}' niet als universiteitssport: kies je sport uit de lijst op je profiel.`
          : '';
        throw new BadRequestError([start, sport].filter(Boolean).join(' '));
      }
      const notice = noProgrammeText(read.sport, read.team);
      let computed: ComputedMatch[] = [];
      if (!notice) {
        const { rows, reference } = await institutions();
        computed = rankMatches(read.facts, rows, { reference, limit: MATCHES_PER_GENERATION });
      }
      await repository.replace(userId, computed, now());
      return { ...(await list(userId)), ...(notice ? { notice } : {}) };
    },

    async update(userId: string, id: string, patch: MatchUpdate): Promise<Match> {
      const match = await repository.update(userId, id, patch);
      if (!match) throw new NotFoundError('Deze match bestaat niet (meer).');
      return match;
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;

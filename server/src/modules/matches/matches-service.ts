import { createHash } from 'node:crypto';
import { TERMS_VERSION } from '@talentbrug/domain/constants';
import type { Match, MatchUpdate, ShareRequest, UniversityShare } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { formatList } from '@talentbrug/domain/format';
import { MATCH_NOT_FOUND, type MatchStatus } from '@talentbrug/domain/matches';
import { noProgrammeText } from '@talentbrug/domain/sports';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { GuardianConsents } from '../profiles/guardian-consent.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { NO_PROFILE } from '../profiles/profiles-service.ts';
import { athleteFactsOf } from './athlete-facts.ts';
import { ENGINE_VERSION, rankWithKept } from './engine/engine.ts';
import type { InstitutionsSource } from './institutions-source.ts';
import type { GenerationFacts, LoadedDataset, MatchesRepository } from './matches-repository.ts';

/** The talent managers' events (outbox, webhook) when an athlete shares with a university or stops. */
export const SHARED_WITH_UNIVERSITY = 'athlete.shared_with_university';
export const SHARE_WITHDRAWN = 'athlete.share_withdrawn';

export const CONFIRM_EMAIL_FIRST =
  'Bevestig eerst je e-mailadres met de link in de mail die we je stuurden. Daarna kun je je profiel met een universiteit delen.';

/**
 * POST /api/matches/{id}/share refuses an athlete under 16 (or without a date of birth) without a
 * parent's consent on record (403): the wizard's consent step, or the dossier's consent form. The
 * share dialog shows the text and, for a 403 that names the 'ouder of voogd', links to /dossier,
 * where the consent is recorded (here on the server, like CONFIRM_EMAIL_FIRST: every athlete page
 * loads the contracts module, and these texts would weigh on each).
 */
export const SHARE_CONSENT_MESSAGES = {
  under16:
    'Je bent jonger dan 16: vraag eerst je ouder of voogd om toestemming om je profiel met een universiteit te delen. Leg die toestemming samen vast op je dossierpagina, bij ‘Toestemming van je ouder of voogd’. Daarna kun je je profiel delen.',
  noBirthDate:
    'Vul eerst je geboortedatum in op je profiel. Ben je jonger dan 16, dan heb je ook de toestemming van je ouder of voogd nodig: leg die samen vast op je dossierpagina, bij ‘Toestemming van je ouder of voogd’.',
} as const;

/**
 * Facts that are sets to the engine: the same states in another order are no change. Any other
 * list keeps its order, so a list whose order matters can at worst make matches look old.
 */
const UNORDERED_FACTS: ReadonlySet<string> = new Set(['preferredStates', 'preferredDivisions']);

/** The fingerprint of a profile matching cannot read (no profile, or a fact it needs is gone). */
const NO_FACTS = 'none';

/**
 * The facts as one text that is the same whenever the engine would read the same: keys sorted,
 * unordered lists sorted, and an unknown fact (null) or an empty wish ([]) left out, since the
 * engine reads those as it reads a fact that is not there. So a fact the engine starts to read
 * later changes no fingerprint until an athlete actually gives it.
 */
function canonical(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => canonical(item));
    if (!UNORDERED_FACTS.has(key)) return items;
    const order = (item: unknown) => JSON.stringify(item);
    return items.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null && item !== undefined && !(Array.isArray(item) && item.length === 0))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, canonical(item, name)]),
    );
  }
  return value;
}

/**
 * A hash of exactly what matching reads from the profile (athleteFactsOf): stored with each
 * generation, so a change of a fact the engine reads shows, and a change it ignores (a phone
 * number, the bio) does not.
 */
export function factsFingerprint(profile: Profile | null): string {
  const read = profile ? athleteFactsOf(profile) : null;
  if (!read || 'missing' in read) return NO_FACTS;
  return createHash('sha256')
    .update(JSON.stringify(canonical(read.facts)))
    .digest('base64url');
}

/**
 * What a generation was computed from besides the facts, as stored with it (the `dataset_version`
 * column): the institution dataset's version and the engine's (ENGINE_VERSION).
 */
export const computedFrom = (datasetVersion: string): string => `${datasetVersion}+engine-${ENGINE_VERSION}`;

/**
 * Whether the athlete's matches are older than what they would be computed from now: a fact the
 * engine reads has changed since, or the institution dataset or the engine has. No matches are never old.
 *
 * A generation from before the fingerprint was stored cannot be compared fact by fact. It counts
 * as old when the profile was saved after it or a dataset was loaded after it: a change of any
 * field makes it look old (a phone number too), but a change of a fact never goes unsaid, which is
 * the mistake the athlete cannot see. Regenerating stores a fingerprint and ends the guess.
 */
export function matchesAreStale(
  generation: GenerationFacts | null,
  profile: Profile | null,
  dataset: LoadedDataset | null,
): boolean {
  if (!generation) return false;
  if (generation.factsFingerprint === null || generation.datasetVersion === null) {
    const at = generation.generatedAt.getTime();
    return !profile || Date.parse(profile.updated_at) > at || (dataset !== null && dataset.loadedAt.getTime() > at);
  }
  if (dataset !== null && computedFrom(dataset.version) !== generation.datasetVersion) return true;
  return factsFingerprint(profile) !== generation.factsFingerprint;
}

export interface ShareCommand {
  userId: string;
  matchId: string;
  /** The client's address as the server saw it: the consent record's IP. */
  ip: string;
  request: ShareRequest;
  /** Data reaches the talent managers only from a confirmed address, as for the onboarding. */
  emailConfirmed: () => Promise<boolean>;
}

export function createMatchesService(deps: {
  repository: MatchesRepository;
  profiles: Pick<ProfilesRepository, 'find'>;
  /** Called after a commit that wrote an outbox event (the dispatcher delivers it at once). */
  onEvent?: () => void;
  /** Called after the athlete set a match's status: the outreach pipeline keeps the dated history (issue 38). */
  onStatusChanged?: (userId: string, institutionId: string, status: MatchStatus) => Promise<void>;
  /** The loaded dataset (createInstitutionsSource), shared with the coach's school lookup. */
  institutions: InstitutionsSource;
  /** A parent's consent on record under 16 (the wizard's or the dossier's): the same rule as the dossier's. */
  guardianConsents: Pick<GuardianConsents, 'missing'>;
  now?: () => Date;
}) {
  const { repository, profiles, institutions, guardianConsents, onEvent, onStatusChanged } = deps;
  const now = deps.now ?? (() => new Date());
  /** Reads the profile beside the list (which carries the loaded dataset): the list alone cannot say it is old. */
  async function withStale<T extends { generation: GenerationFacts | null; dataset: LoadedDataset | null }>(
    userId: string,
    read: Promise<T>,
  ): Promise<T & { stale: boolean }> {
    const [listed, profile] = await Promise.all([read, profiles.find(userId)]);
    return { ...listed, stale: matchesAreStale(listed.generation, profile, listed.dataset) };
  }

  /**
   * The one answer of GET /api/matches and POST /api/matches/generate, as JSON text: each stored
   * match is spliced in as the database writes it (repository.listJson), never parsed and written
   * again; a generation adds its notice.
   */
  async function responseJson(userId: string, notice?: string): Promise<string> {
    const { matchesJson, generation, shares, stale } = await withStale(userId, repository.listJson(userId));
    const generatedAt = generation?.generatedAt.toISOString() ?? null;
    const tail = notice ? `,"notice":${JSON.stringify(notice)}` : '';
    return `{"matches":${matchesJson},"generated_at":${JSON.stringify(generatedAt)},"stale":${stale},"shares":${JSON.stringify(shares)}${tail}}`;
  }

  async function mine(userId: string, matchId: string): Promise<Match> {
    const match = await repository.find(userId, matchId);
    if (!match) throw new NotFoundError(MATCH_NOT_FOUND);
    return match;
  }

  /** What the talent managers need to know of the school a share is about. */
  const schoolOf = (match: Match) => ({
    id: match.institution_id,
    name: match.school_name,
    location: match.school_location,
    division: match.division,
  });

  return {
    /** GET /api/matches: the list as JSON text (a MatchesResponse). */
    listJson: (userId: string): Promise<string> => responseJson(userId),

    /**
     * A new generation from the caller's own profile; the previous one is replaced in one transaction.
     * The university the athlete picked and every school they hold on to (a favourite, a status, a
     * share, the outreach board: repository.replace reads them) stay in it, scored afresh at their own
     * place; one the new facts rule out (another sport or team) stays with the reason.
     */
    async generate(userId: string): Promise<string> {
      const profile = await profiles.find(userId);
      if (!profile) throw new NotFoundError(NO_PROFILE);
      const read = athleteFactsOf(profile);
      if ('missing' in read) {
        const parts = [...read.missing];
        const start = parts.length ? `Vul eerst ${formatList(parts)} in op je profiel.` : '';
        const sport = read.unknownSport
          ? `We kennen '${read.unknownSport}' niet als universiteitssport: kies je sport uit de lijst op je profiel.`
          : '';
        throw new BadRequestError([start, sport].filter(Boolean).join(' '));
      }
      const notice = noProgrammeText(read.sport, read.team);
      const chosen = profile.university_of_interest ?? null;
      const { rows, reference, version } = await institutions();
      // Without a programme (notice) rankWithKept scores nothing: the schools held on to come back ruled out.
      await repository.replace(userId, (keep) => rankWithKept(read.facts, rows, { reference, chosen, keep }), {
        generatedAt: now(),
        factsFingerprint: factsFingerprint(profile),
        datasetVersion: computedFrom(version),
      });
      return responseJson(userId, notice ?? undefined);
    },

    async update(userId: string, id: string, patch: MatchUpdate): Promise<Match> {
      const match = await repository.update(userId, id, patch);
      if (!match) throw new NotFoundError(MATCH_NOT_FOUND);
      if (patch.status !== undefined && onStatusChanged) {
        await onStatusChanged(userId, match.institution_id, patch.status);
      }
      return match;
    },

    /**
     * Records the athlete's consent to share their profile with the school of one of their own
     * matches, under the current terms, and tells the talent managers. Sharing again keeps the first
     * record and tells no one twice. Only from a confirmed e-mail address: until then no data of
     * the athlete reaches the talent managers. Under 16 (or without a date of birth) only with a
     * parent's consent on record, as for publishing the dossier: the share sends the date of birth,
     * weight and grades to a university. Withdrawing needs neither.
     */
    async share({
      userId,
      matchId,
      ip,
      request,
      emailConfirmed,
    }: ShareCommand): Promise<{ share: UniversityShare; created: boolean }> {
      const match = await mine(userId, matchId);
      if (!(await emailConfirmed())) throw new ForbiddenError(CONFIRM_EMAIL_FIRST);
      const missing = await guardianConsents.missing(userId);
      if (missing) {
        throw new ForbiddenError(
          missing === 'under_16' ? SHARE_CONSENT_MESSAGES.under16 : SHARE_CONSENT_MESSAGES.noBirthDate,
        );
      }
      const profile = await profiles.find(userId);
      const includeDocuments = request.include_documents ?? false;
      const result = await repository.share(
        { userId, institutionId: match.institution_id, termsVersion: TERMS_VERSION, ip, includeDocuments },
        {
          type: SHARED_WITH_UNIVERSITY,
          payload: (share) => ({
            share_id: share.id,
            user_id: userId,
            university: schoolOf(match),
            consented_at: share.consented_at,
            terms_version: share.terms_version,
            // What the athlete agreed to pass on: the profile and its video links, documents only if chosen.
            shared: { profile: true, video_links: true, documents: share.include_documents },
            profile,
          }),
        },
      );
      if (result.created) onEvent?.();
      return result;
    },

    /** Withdraws the share with the school of one of the caller's matches; null when nothing was shared. */
    async withdrawShare(userId: string, matchId: string): Promise<UniversityShare | null> {
      const match = await mine(userId, matchId);
      const withdrawn = await repository.withdrawShare(userId, match.institution_id, {
        type: SHARE_WITHDRAWN,
        payload: (share) => ({
          share_id: share.id,
          user_id: userId,
          university: schoolOf(match),
          consented_at: share.consented_at,
          withdrawn_at: share.withdrawn_at,
        }),
      });
      if (withdrawn) onEvent?.();
      return withdrawn;
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;

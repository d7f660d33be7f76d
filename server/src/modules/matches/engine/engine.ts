/**
 * The matching engine: hard filters, weighted parts, caps, texts. Pure: no I/O, no clock, no
 * randomness; the same athlete and dataset give the same matches in the same order. See README.md.
 */

import type { ComputedMatch, MatchInstitution, ScorePart } from '@talentbrug/domain/contracts/matches';
import type { Institution } from '@talentbrug/domain/institutions';
import type { ScorePartKey } from '@talentbrug/domain/matches';
import { noProgrammeText, sportById } from '@talentbrug/domain/sports';
import { estimateAid } from './aid.ts';
import { type AidBase, sportAidBase } from './aid-share.ts';
import type { AthleteFacts } from './athlete.ts';
import { type AppliedCap, applicableCaps, underCeilings } from './caps.ts';
import { eligibility, levelLabel, type PreparedAthlete, prepareAthlete } from './filters.ts';
import { programmeEnd, programmeMeans } from './parts/athletic.ts';
import { costStanding } from './parts/cost.ts';
import { englishMissing } from './parts/english.ts';
import { PARTS, type SchoolInput } from './parts/index.ts';
import { inPreferredStates } from './parts/preferences.ts';
import {
  buildMatchReference,
  type CredibleSquad,
  credibleSquad,
  type MatchReference,
  squadMedian,
} from './reference.ts';
import {
  commonLeadKinds,
  highlights,
  type LeadMemory,
  locationText,
  missingLines,
  newLeadMemory,
  RULED_OUT_SCHOLARSHIP_TEXT,
  rationale,
  ruledOutReason,
  scholarshipText,
  type TextInput,
  tuitionText,
} from './texts.ts';

/** The weights live with their parts (parts/*.ts); WEIGHTS gathers them by key. */
export { WEIGHTS } from './parts/index.ts';

/** Matches kept per generation: more than the 'Top 10' chip shows, few enough to read. */
export const DEFAULT_LIMIT = 30;

/**
 * The engine's version, stored with each generation beside the dataset's: a change that alters what
 * a generation computes for the same facts and data (a score, an estimate, a text) gets a new one, so
 * stored matches read as old (GET /api/matches' `stale`) and the athlete is offered a regeneration.
 * The aid per sport (2026-12-07) changed every estimate while the stored matches kept the old ones
 * and said nothing. A day, not a counter: two branches that each bump it do not collide silently.
 */
export const ENGINE_VERSION = '2026-12-07';

export interface MatchOptions {
  /** Squad medians of the whole dataset (buildMatchReference); build it once when the dataset loads. */
  reference: MatchReference;
}

export interface RankOptions {
  /** How many matches to return, best first; default 30. */
  limit?: number;
  /** Built from `institutions` when absent; pass the whole dataset's when `institutions` is a subset. */
  reference?: MatchReference;
}

/** One school scored, before its texts are written (rankMatches writes them only for the top). */
interface Scored {
  readonly school: SchoolInput;
  readonly scores: Readonly<Record<ScorePartKey, number>>;
  readonly caps: readonly AppliedCap[];
  readonly inPreferredStates: boolean | null;
  /** The weighted sum before caps, unrounded: the tie-break between equal capped scores. */
  readonly raw: number;
  readonly score: number;
}

/** What a school reads for one sport and team, whoever the athlete: its credible squad and its share of the team's aid. */
interface SchoolSport {
  readonly squad: CredibleSquad['squad'];
  readonly setAside: CredibleSquad['setAside'];
  readonly base: AidBase | null;
}

type SchoolSportTable = WeakMap<Institution, SchoolSport>;

/**
 * The schools' `SchoolSport` per reference (one per dataset), sport and team: every athlete of a
 * sport reads the same, so it is worked out once per row, not in every generation for every school
 * it ranks (an athlete of a sport with a thousand programmes: 11 -> 8 ms). Keyed by the objects,
 * never by an id, so a row that differs is read anew (as reference.ts and aid-share.ts keep theirs).
 */
const schoolSports = new WeakMap<MatchReference, Map<string, SchoolSportTable>>();

/** The map's value for the key, made and kept on the first ask. */
function kept<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make();
  map.set(key, made);
  return made;
}

function schoolSportTable(reference: MatchReference, prepared: PreparedAthlete): SchoolSportTable {
  const bySport = kept(schoolSports, reference, () => new Map<string, SchoolSportTable>());
  return kept(bySport, `${prepared.sport.id}|${prepared.athlete.team}`, () => new WeakMap());
}

function schoolSport(
  table: SchoolSportTable,
  prepared: PreparedAthlete,
  institution: Institution,
  reference: MatchReference,
): SchoolSport {
  return kept(table, institution, () => {
    const { id } = prepared.sport;
    const { team } = prepared.athlete;
    const { squad, setAside } = credibleSquad(reference, institution, id, team);
    return { squad, setAside, base: sportAidBase(institution, id, team, reference) };
  });
}

function score(
  prepared: PreparedAthlete,
  institution: Institution,
  reference: MatchReference,
  table: SchoolSportTable = schoolSportTable(reference, prepared),
): Scored | null {
  const eligible = eligibility(prepared, institution);
  if (!eligible) return null;
  const { squad, setAside, base } = schoolSport(table, prepared, institution, reference);
  const aid = estimateAid(institution, prepared.athlete.team, eligible.fit, prepared.step.tier, base);
  const school: SchoolInput = { prepared, institution, eligible, aid, squad, squadSetAside: setAside, reference };
  const scores = {} as Record<ScorePartKey, number>;
  let raw = 0;
  for (const part of PARTS) {
    const value = part.score(school);
    scores[part.key] = value;
    raw += part.weight * value;
  }
  const preferred = inPreferredStates(prepared, institution);
  const caps = applicableCaps({
    prepared,
    institution,
    eligible,
    aid,
    inPreferredStates: preferred,
    academicScore: scores.academic,
  });
  return {
    school,
    scores,
    caps,
    inPreferredStates: preferred,
    raw,
    score: Math.round(underCeilings(raw, caps)),
  };
}

function institutionView(institution: Institution): MatchInstitution {
  return {
    id: institution.id,
    name: institution.name,
    city: institution.city,
    state: institution.state,
    lat: institution.lat,
    lng: institution.lng,
    level: institution.level,
    conference: institution.conference,
    control: institution.control,
    size_band: institution.size_band,
    admission_rate: institution.admission_rate,
    sat_avg: institution.sat_avg,
    cost_of_attendance_usd: institution.cost_of_attendance_usd,
    costs: institution.costs,
    international_cost: institution.international_cost,
    website: institution.website,
    athletics_url: institution.athletics_url,
  };
}

/** What the texts of one scored school are written from. */
function textInputOf(prepared: PreparedAthlete, scored: Scored): TextInput {
  const { institution, aid, squad, eligible, reference } = scored.school;
  const divisionLabel = levelLabel(institution.level);
  return {
    prepared,
    institution,
    eligible,
    aid,
    squad,
    divisionLabel,
    academicScore: scored.scores.academic,
    rosterScore: scored.scores.roster,
    rosterMedian: squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level),
    inPreferredStates: scored.inPreferredStates,
    englishMissing: englishMissing(prepared, institution),
    standing: costStanding(prepared, institution, aid),
    means: programmeMeans(prepared, institution, reference),
    programmeEnd: programmeEnd(eligible.fit, prepared.step.tier),
  };
}

/**
 * A scored school with its texts. `usedLeads` is shared by the matches of one list, so their
 * 'waarom dit past' never opens with the same facts twice.
 */
function describe(
  prepared: PreparedAthlete,
  scored: Scored,
  usedLeads?: LeadMemory,
  input: TextInput = textInputOf(prepared, scored),
): ComputedMatch {
  const { school } = scored;
  const { institution, aid, squad, eligible } = school;
  const { divisionLabel } = input;
  const scholarship = scholarshipText(institution, aid);
  const scoreParts: ScorePart[] = PARTS.map((part) => {
    const partScore = scored.scores[part.key];
    return {
      key: part.key,
      label: part.label,
      weight: part.weight,
      score: partScore,
      facts: part.facts(school, { score: partScore, divisionLabel }),
    };
  });
  return {
    institution_id: institution.id,
    match_score: scored.score,
    score_parts: scoreParts,
    scholarship,
    aid_estimate: aid.estimate ? { min_usd: aid.estimate.min_usd, max_usd: aid.estimate.max_usd } : null,
    athletic_aid_possible: aid.possible,
    tuition: tuitionText(institution),
    net_cost: aid.netCost ? { min_usd: aid.netCost.min_usd, max_usd: aid.netCost.max_usd } : null,
    rationale: rationale(input, usedLeads),
    missing: missingLines(input),
    highlights: highlights(input, scholarship),
    sport_confirmed: eligible.listing !== 'unknown',
    caps: scored.caps.map((cap) => cap.text),
    teamStats: {
      squad_size: squad?.size ?? null,
      squad_year: squad?.year ?? null,
      conference: institution.conference,
    },
    sport: prepared.sport.name,
    division: divisionLabel,
    school_name: institution.name,
    school_location: locationText(institution),
    institution: institutionView(institution),
  };
}

/**
 * A school the athlete holds on to although a hard filter rules it out: the school's own facts,
 * the reason in `ruled_out` (and as the rationale), a score of 0 and no estimate of any kind.
 */
function ruledOut(institution: Institution, sportName: string, reason: string): ComputedMatch {
  return {
    institution_id: institution.id,
    match_score: 0,
    score_parts: [],
    scholarship: RULED_OUT_SCHOLARSHIP_TEXT,
    aid_estimate: null,
    athletic_aid_possible: false,
    tuition: tuitionText(institution),
    net_cost: null,
    rationale: reason,
    missing: [],
    highlights: [],
    sport_confirmed: true,
    caps: [],
    teamStats: { squad_size: null, squad_year: null, conference: institution.conference },
    sport: sportName,
    division: levelLabel(institution.level),
    school_name: institution.name,
    school_location: locationText(institution),
    institution: institutionView(institution),
    ruled_out: reason,
  };
}

/**
 * The match of one athlete with one school, or null when a hard filter rules the school out (or the
 * athlete's sport has no college programme for the team, or the level code is unknown).
 */
export function matchSchool(
  athlete: AthleteFacts,
  institution: Institution,
  options: MatchOptions,
): ComputedMatch | null {
  const prepared = prepareAthlete(athlete);
  if (!prepared) return null;
  const scored = score(prepared, institution, options.reference);
  return scored ? describe(prepared, scored) : null;
}

/** Plain code-unit order: the same on every machine, unlike a locale's collation. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareScored(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    b.raw - a.raw ||
    compareText(a.school.institution.name, b.school.institution.name) ||
    compareText(a.school.institution.id, b.school.institution.id)
  );
}

/** Every school that passes the hard filters, scored, best first. */
function scoreAll(prepared: PreparedAthlete, institutions: readonly Institution[], options: RankOptions): Scored[] {
  const reference =
    options.reference ?? buildMatchReference(institutions, { sport: prepared.sport.id, team: prepared.athlete.team });
  const table = schoolSportTable(reference, prepared);
  const scored: Scored[] = [];
  for (const institution of institutions) {
    const result = score(prepared, institution, reference, table);
    if (result) scored.push(result);
  }
  scored.sort(compareScored);
  return scored;
}

/**
 * The list's lead memory for the school at this place: the first DEFAULT_LIMIT places share one, so
 * the matches an athlete is shown never open alike; a school further down (a kept one, or a longer
 * list) opens with its own strongest facts. By place, not by limit: the same school reads the same
 * in a list of 30 and in a longer one.
 */
function leadMemoryAt(index: number, memory: LeadMemory): LeadMemory | undefined {
  return index < DEFAULT_LIMIT ? memory : undefined;
}

/**
 * The lead memory of a list (its first DEFAULT_LIMIT places, and the facts most of them share), with
 * those places' text inputs, made once for both.
 */
function listLeads(prepared: PreparedAthlete, scored: readonly Scored[]) {
  const inputs = scored.slice(0, DEFAULT_LIMIT).map((result) => textInputOf(prepared, result));
  return { memory: newLeadMemory(commonLeadKinds(inputs)), inputs };
}

const limitOf = (options: RankOptions) => Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));

/**
 * The athlete's best matches, best first: by score, then by the uncapped score (two schools capped at
 * 60 keep their real order), then by name and id. Empty when the sport has no programme for the team.
 */
export function rankMatches(
  athlete: AthleteFacts,
  institutions: readonly Institution[],
  options: RankOptions = {},
): ComputedMatch[] {
  const prepared = prepareAthlete(athlete);
  if (!prepared) return [];
  const scored = scoreAll(prepared, institutions, options);
  const leads = listLeads(prepared, scored);
  return scored
    .slice(0, limitOf(options))
    .map((result, index) => describe(prepared, result, leadMemoryAt(index, leads.memory), leads.inputs[index]));
}

/** A match and its place among all the athlete's matches, 1 = best. */
export interface RankedMatch {
  readonly rank: number;
  readonly match: ComputedMatch;
}

export interface KeepOptions extends RankOptions {
  /** The athlete's own choice (the university of interest): kept, and marked `chosen`. */
  chosen?: string | null;
  /** More schools to keep wherever they rank (those the athlete shares their profile with). */
  keep?: readonly string[];
}

/**
 * One school's place among all of an athlete's schools ('waarom staat Stanford er niet bij?'): its
 * rank, also far below the shown `DEFAULT_LIMIT`, and its described match; ruled out by a hard
 * filter (or a sport without a programme for the team), the match says why (`ruled_out`). Null
 * for an id the dataset does not have.
 */
export function placeOfSchool(
  athlete: AthleteFacts,
  institutions: readonly Institution[],
  institutionId: string,
  options: RankOptions = {},
): RankedMatch | null {
  return (
    rankWithKept(athlete, institutions, { ...options, limit: 0, keep: [institutionId] }).find(
      (ranked) => ranked.match.institution_id === institutionId,
    ) ?? null
  );
}

/**
 * rankMatches plus the schools the athlete holds on to. Each is kept at its own place, also far
 * below the best `limit`, so its chances show; one a hard filter rules out follows every real match
 * with a score of 0 and the reason in Dutch (also when the sport has no programme for the team at
 * all). An id the dataset does not have is ignored.
 */
export function rankWithKept(
  athlete: AthleteFacts,
  institutions: readonly Institution[],
  options: KeepOptions = {},
): RankedMatch[] {
  const chosen = options.chosen ?? null;
  const wanted = new Set([...(options.keep ?? []), ...(chosen ? [chosen] : [])]);
  const mark = (match: ComputedMatch): ComputedMatch =>
    match.institution_id === chosen ? { ...match, chosen: true } : match;
  const keptRows = wanted.size ? institutions.filter((institution) => wanted.has(institution.id)) : [];
  const prepared = prepareAthlete(athlete);
  if (!prepared) {
    const sport = sportById(athlete.sport);
    const reason = sport ? noProgrammeText(sport, athlete.team) : null;
    if (!sport || !reason) return [];
    return keptRows.map((institution, index) => ({
      rank: index + 1,
      match: mark(ruledOut(institution, sport.name, reason)),
    }));
  }
  const scored = scoreAll(prepared, institutions, options);
  const limit = limitOf(options);
  const ranked: RankedMatch[] = [];
  const placed = new Set<string>();
  const leads = listLeads(prepared, scored);
  scored.forEach((result, index) => {
    if (index >= limit && !wanted.has(result.school.institution.id)) return;
    ranked.push({
      rank: index + 1,
      match: mark(describe(prepared, result, leadMemoryAt(index, leads.memory), leads.inputs[index])),
    });
    placed.add(result.school.institution.id);
  });
  let next = scored.length + 1;
  for (const institution of keptRows) {
    if (placed.has(institution.id)) continue;
    const match = ruledOut(institution, prepared.sport.name, ruledOutReason(prepared, institution));
    ranked.push({ rank: next++, match: mark(match) });
  }
  return ranked;
}

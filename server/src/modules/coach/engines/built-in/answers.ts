/**
 * The built-in coach's answers, one function per topic. Every figure in them comes from the
 * athlete's own data (profile, matches, profile score) or is quoted from a knowledge entry, whose
 * date is named; the code itself holds no facts. What the data does not know is said, not guessed.
 */

import { CONTACT_EMAIL, GUARDIAN_CONSENT_AGE, PRODUCT_NAME } from '@talentbrug/domain/constants';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { ENGLISH_SCALES, type Profile } from '@talentbrug/domain/contracts/profile';
import { ROUTES } from '@talentbrug/domain/contracts/routes';
import { dutchDay, isoDay } from '@talentbrug/domain/dates';
import {
  formatEuro,
  formatGpa,
  formatGrade,
  formatList,
  formatPercent,
  formatScore,
  formatStart,
  formatUsd,
  formatUsdRange,
} from '@talentbrug/domain/format';
import { proofOfFundsUsd, type ScorePartKey } from '@talentbrug/domain/matches';
import { dutchGradeToGpa } from '@talentbrug/domain/onboarding/grades';
import { PROFILE_SCORE_MAX, profileScore, type ScoredProfile } from '@talentbrug/domain/onboarding/profile-score';
import { FOLLOW_UP_DAYS, REPLIED_STATUSES } from '@talentbrug/domain/outreach';
import { ageOn } from '@talentbrug/domain/person';
import { positionForCoach } from '@talentbrug/domain/positions';
import { DIVISION_FIT_LABELS, type DivisionFit, resolveLevel } from '@talentbrug/domain/sport-levels';
import {
  COLLEGE_LEVEL_LABELS,
  COLLEGE_LEVELS,
  type CollegeLevel,
  findSport,
  noProgrammeText,
  type Sport,
  TEAMS,
  type Team,
  teamProgramme,
} from '@talentbrug/domain/sports';
import { US_STATES, type UsStateCode } from '@talentbrug/domain/us-states';
import {
  ACADEMIC_MINIMUMS,
  ALL_MATCHING_FACTS,
  athleteFactsOf,
  bestSatEquivalent,
  estimatedAid,
  eurToUsd,
  MATCHING_FACT_LABELS,
  scholarshipInSentence,
} from '../../../matches/index.ts';
import { formatDuration } from '../../../video/findings/format.ts';
import { guidelineFor } from '../../../video/findings/guidelines.ts';
import { type CoachOutreach, type CoachOutreachSchool, type CoachVideo, ownContactDay } from '../../coach-context.ts';
import { fold, terms, words } from '../../dutch-text.ts';
import { TOPIC_KNOWLEDGE, type TopicId } from '../../evaluation/topics.ts';
import type { KnowledgeBase, KnowledgeEntry, Passage } from '../../knowledge.ts';
import { levelsIn } from '../../routing/router.ts';
import type { AbsentSchool } from '../../school-lookup.ts';
import type { CoachInput } from '../engine.ts';
import { type Lead, leadFor, namesTerm } from './definitions.ts';
import {
  CARE_WORDS,
  type Detected,
  gradeAsked,
  type Intent,
  parentSpeaks,
  type StartSection,
  TOPIC_INTENT,
} from './intents.ts';
import type { SectionId } from './sections.ts';
import {
  bare,
  bullets,
  count,
  listItems,
  lowerFirst,
  pick,
  prose,
  sentenceList,
  sentences,
  sourceLine,
} from './writing.ts';

/** The button on the matches page that computes matches. */
const GENERATE_BUTTON = 'Genereer AI Matches';
/** The button of the matches page's notice that matches are from before a profile change. */
export const REGENERATE_BUTTON = 'Genereer opnieuw';

/**
 * Said before anything quoted from matches that are older than the profile. What such matches say
 * about the athlete (a missing English score, the budget or GPA they were held against) is left
 * out of every answer; what they say about the schools stays, under this line.
 */
export const STALE_MATCHES_NOTE = `Let op: je matches zijn berekend vóór je laatste profielwijziging of vóór onze laatste update. Wat ze over jou zeiden, laat ik daarom weg, en wat ik over de scholen noem, kan na een nieuwe berekening anders uitvallen. Klik op de matchespagina op '${REGENERATE_BUTTON}', dan rekenen je matches met je nieuwste gegevens.`;

/** What one answer is written from. */
interface Writing {
  readonly question: string;
  /** What goes first when the question asks what a term means (definitions.ts); null otherwise. */
  readonly lead: Lead | null;
  readonly profile: Profile | null;
  /** The first matches (CoachContext.matches): what a general answer lists. */
  readonly matches: readonly Match[];
  /** Every match, best first (CoachContext.ranking): what a question about a state, a budget or a part searches. */
  readonly ranking: readonly Match[];
  /** The matches are from before a change of a fact they read (CoachContext.matchesStale). */
  readonly stale: boolean;
  readonly name: string | null;
  readonly kb: KnowledgeBase;
  /** The entries quoted so far, for the source line. */
  readonly quoted: KnowledgeEntry[];
  readonly now: Date;
  /** The uploaded video's analysis (CoachContext.video); undefined when it was not looked up. */
  readonly video: CoachVideo | null | undefined;
  /** The outreach pipeline and contact calendar (CoachContext.outreach); undefined when not looked up. */
  readonly outreach: CoachOutreach | undefined;
  /** Sanne's earlier answers in this conversation, whole (CoachContext.said): what need not be said again. */
  readonly said: readonly string[];
}

/** A section of the knowledge by its stable id (sections.ts), remembered for the source line. */
function quote(writing: Writing, id: SectionId): Passage {
  const { passage, entry } = writing.kb.section(id);
  writing.quoted.push(entry);
  return passage;
}

/** A passage found by search, remembered for the source line as `quote` does. */
function quoteFound(writing: Writing, passage: Passage): Passage {
  writing.quoted.push(writing.kb.entry(passage.entryId));
  return passage;
}

/** Whether a passage found by search is the section with this id. */
const isSection = (passage: Passage, id: SectionId) => passage.id === id;

function paragraphs(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');
}

function withSources(writing: Writing, ...parts: (string | null | undefined | false)[]): string {
  const body = paragraphs(...parts);
  return paragraphs(...ledBy(writing, body), sourceLine(writing.quoted));
}

/**
 * An answer to 'wat is een ...?' (definitions.ts): the knowledge's sentence that says the term
 * first, unless the answer already opens with the term. Where the answer holds that sentence, its
 * whole line (a paragraph or a list item, so 'Scholen die niet meedoen' keeps what it points back
 * to) moves to the front; a numbered step stays in its list and is pointed at. A term the knowledge
 * does not hold is said to be unknown first, with where to ask.
 */
function ledBy(writing: Writing, body: string): string[] {
  const { lead } = writing;
  if (!lead) return [body];
  if (lead.kind === 'unknown')
    return [
      `Wat '${lead.subject}' precies betekent, staat niet in wat ik weet: vraag het na bij de school of bij een talentmanager (${CONTACT_EMAIL}). Dit is wat ik wel weet.`,
      body,
    ];
  const [opening = ''] = body.split('\n\n');
  if (namesTerm(opening, lead.tokens)) return [body];
  writing.quoted.unshift(lead.entry);
  const lines = body.split('\n');
  const at = lines.findIndex((line) => fold(line).includes(fold(lead.text)));
  const line = lines[at];
  // Not in the answer: the knowledge's line, which holds what the sentence leans on ('Je kunt er
  // wel merit aid krijgen' after 'In Division III bestaan geen sportbeurzen'), unless it is long.
  if (line === undefined) return [sentenceList(lead.line).length <= 3 ? lead.line : lead.text, body];
  const step = /^\s*(\d+)\.\s/.exec(line)?.[1];
  if (step && lead.step)
    return [`${lead.text.replace(/\.$/, '')}: stap ${step} van de ${lead.step.of} hieronder.`, body];
  const rest = [...lines.slice(0, at), ...lines.slice(at + 1)]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return [line.replace(/^\s*[-*]\s+/, ''), rest];
}

// ---- the athlete's data, in words -------------------------------------------------------------

/** The note that the matches about to be quoted are old, or nothing when they are current. */
function staleNote(writing: Writing): string | null {
  return writing.stale && writing.matches.length > 0 ? STALE_MATCHES_NOTE : null;
}

const levelOf = (match: Match): CollegeLevel => match.institution.level;

/**
 * For a question that names levels ('en voor D3?' after the SAT or the divisions): the athlete's
 * matches at those levels from the whole list, as the matches the answer reads (as many as a
 * general answer lists at the most), and a line naming a level none of them is at. Without levels, the
 * writing as it is.
 */
function atLevels(writing: Writing, asked: readonly CollegeLevel[]): { writing: Writing; none: string | null } {
  if (asked.length === 0 || writing.matches.length === 0) return { writing, none: null };
  const at = writing.ranking.filter((match) => asked.includes(levelOf(match)));
  const missing = asked.filter((level) => !at.some((match) => levelOf(match) === level));
  return {
    writing: { ...writing, matches: at.slice(0, writing.matches.length) },
    none: missing.length > 0 ? `Bij je matches staat geen school in ${formatList(missing.map(inLevel))}.` : null,
  };
}
/** A score part's label inside a sentence: 'sportief niveau', but 'Engels'. */
const inSentence = (label: string) => (label === 'Engels' ? label : lowerFirst(label));
const levelLabel = (level: CollegeLevel) => COLLEGE_LEVEL_LABELS[level];
/** A level after 'in': 'in NCAA Division II', but 'in de NAIA', 'in de NJCAA (junior college)'. */
const inLevel = (level: CollegeLevel) =>
  level === 'naia' || level === 'njcaa' ? `de ${levelLabel(level)}` : levelLabel(level);

function sportOf(profile: Profile | null): Sport | null {
  return profile?.sport ? findSport(profile.sport) : null;
}

function teamOf(profile: Profile | null): Team | null {
  return TEAMS.find((team) => team === profile?.team) ?? null;
}

/**
 * The athlete's sport and its programme for their team, and their step on the sport's ladder (the
 * one the matches are computed on; null for a level the ladder does not know). Null without a
 * sport or team.
 */
function ownLadder(profile: Profile | null) {
  const sport = sportOf(profile);
  const team = teamOf(profile);
  if (!sport || !team) return null;
  return {
    sport,
    programme: teamProgramme(sport, team),
    step: resolveLevel(sport.id, team, profile?.competition_level) ?? null,
  };
}

/** The levels the athlete's matches are at, in the catalogue's order. */
function levelsOf(matches: readonly Match[]): CollegeLevel[] {
  const present = new Set(matches.map(levelOf));
  return COLLEGE_LEVELS.filter((level) => present.has(level));
}

function englishText(profile: Profile): string | null {
  if (!profile.english_test || profile.english_score === null) return null;
  const { label, step } = ENGLISH_SCALES[profile.english_test];
  return `${label} ${formatScore(profile.english_score, step)}`;
}

function testText(profile: Profile): string | null {
  const parts = [
    profile.sat_score !== null ? `SAT ${formatScore(profile.sat_score)}` : null,
    profile.act_score !== null ? `ACT ${profile.act_score}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? formatList(parts) : null;
}

/** What a match's scholarship line says, inside a sentence. */
function scholarshipPhrase(match: Match): string {
  return lowerFirst(scholarshipInSentence(match.scholarship));
}

/** The five facts the profile score counts, with what to fill in for each. */
const SCORED: readonly [keyof ScoredProfile, string][] = [
  ['first_name', 'je voornaam'],
  ['sport', MATCHING_FACT_LABELS.sport],
  ['education_level', 'je opleiding (bijvoorbeeld HAVO of VWO)'],
  ['highlight_video_url', 'een link naar je highlightvideo'],
  ['academic_gpa', MATCHING_FACT_LABELS.gpa],
];

export function scoreGaps(profile: Profile | null): { score: number; missing: string[] } {
  const scored: ScoredProfile = profile ?? {};
  const missing = SCORED.filter(([field]) => profileScore({ [field]: scored[field] }) === 0).map(([, label]) => label);
  return { score: profileScore(scored), missing };
}

/** What matching still needs, in the matches service's own words. */
function matchingGaps(profile: Profile | null): { missing: string[]; unknownSport: string | null } {
  if (!profile) return { missing: [...ALL_MATCHING_FACTS], unknownSport: null };
  const read = athleteFactsOf(profile);
  return 'missing' in read ? read : { missing: [], unknownSport: null };
}

// ---- no matches yet ----------------------------------------------------------------------------

/** Without matches, what the athlete does first; used by every answer that needs them. */
function noMatchesYet(writing: Writing): string {
  const { profile } = writing;
  const gaps = matchingGaps(profile);
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const none = sport && team ? noProgrammeText(sport, team) : null;
  if (none) return none;
  const parts: string[] = [];
  if (gaps.missing.length > 0) {
    parts.push(
      `Je hebt nog geen matches. Om ze te berekenen heb ik nog nodig: ${formatList(gaps.missing)}. Vul dat aan op je profiel (of loop de onboarding door) en klik daarna op de matchespagina op '${GENERATE_BUTTON}'.`,
    );
  }
  if (gaps.unknownSport) {
    parts.push(`'${gaps.unknownSport}' ken ik niet als universiteitssport: kies je sport uit de lijst op je profiel.`);
  }
  if (parts.length === 0) {
    parts.push(
      `Je profiel is klaar om te matchen, maar je hebt nog geen matches. Ga naar Matches en klik op '${GENERATE_BUTTON}'; daarna kan ik je precies vertellen welke scholen het best passen en waarom.`,
    );
  }
  return parts.join(' ');
}

// ---- the six popular questions ------------------------------------------------------------------

/** A part of the score a question asks the best of ('de beste school academisch', 'de meeste speeltijd'). */
const PART_WORDS: readonly (readonly [ScorePartKey, RegExp])[] = [
  ['academic', /\b(academisch\w*|studie|opleiding|toelating|selectief)\b/],
  ['cost', /\b(goedkoop|goedkoopst\w*|betaalbaar\w*|kosten|duur|duurst\w*)\b/],
  ['roster', /\b(speeltijd|speelminuten|basisplaats|plek|plekken|selectie)\b/],
  ['athletic', /\b(sportief|sportieve|sportniveau)\b/],
];
// With or without the -e: 'het sterkst', 'de sterkste'.
const SUPERLATIVE = /\b(beste?|meeste?|hoogste?|grootste?|goedkoopste?|sterkste?|minste?)\b/;

/** The answers about the athlete's own matches, where 'the best at X' asks them ranked by a part. */
const RANKABLE: ReadonlySet<Intent> = new Set<Intent>(['matches', 'my-divisions', 'affordability', 'costs']);

/** The part a question ranks the matches by, or null when it asks for the best match overall. */
export function rankedPartIn(question: string): ScorePartKey | null {
  const folded = fold(question);
  if (!SUPERLATIVE.test(folded) && !/\bgoedkoopst/.test(folded)) return null;
  return PART_WORDS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}

/** The fact of a part that tells one school from another (not the level's rule every school shares). */
function telling(part: Match['score_parts'][number]): string | undefined {
  const { facts } = part;
  switch (part.key) {
    case 'academic':
      return facts.find((fact) => /^Toelating|SAT|ACT/.test(fact)) ?? facts[0];
    case 'cost': {
      const net = facts.find((fact) => /^Na de beurs/.test(fact));
      // The euro figure stays; how it was converted is the match's detail, not the ranking's.
      return net ? net.replace(/ \(omgerekend[^)]*\)/, '') : facts.at(-1);
    }
    case 'athletic':
      return facts[1] ?? facts[0];
    default:
      return facts[0];
  }
}

/** How many schools a list of the athlete's matches names before it counts the rest. */
const LISTED = 5;

/** A match's place in the athlete's list, as the matches page numbers it. */
const placeOf = (match: Match) => `nr. ${match.rank}`;

/** Up to LISTED schools by name (bold), and how many more there are. */
function namedFew(matches: readonly Match[]): string {
  const named = matches.slice(0, LISTED).map((match) => `**${match.school_name}** (${placeOf(match)})`);
  const rest = matches.length - named.length;
  return formatList(rest > 0 ? [...named, `nog ${count(rest)} ${rest === 1 ? 'school' : 'scholen'}`] : named);
}

/** The athlete's matches ranked by one part of the score, with the fact that tells them apart. */
function matchesByPart(writing: Writing, key: ScorePartKey): string | null {
  const scored = writing.ranking.flatMap((match) => {
    const part = match.score_parts.find((candidate) => candidate.key === key);
    return part ? [{ match, part }] : [];
  });
  // Two schools the cost part scores alike ('het goedkoopst'): the lower year after aid first.
  const net = (match: Match) =>
    key === 'cost' && match.net_cost ? match.net_cost.max_usd + match.net_cost.min_usd / 1e6 : 0;
  const ranked = [...scored]
    .sort((a, b) => b.part.score - a.part.score || net(a.match) - net(b.match) || a.match.rank - b.match.rank)
    .slice(0, LISTED);
  const [best] = ranked;
  if (!best || writing.stale) return null;
  const lines = ranked.map(({ match, part }) => {
    const fact = telling(part);
    return `**${match.school_name}** (${placeOf(match)}, ${match.division}, ${match.match_score}%): ${part.score}${fact ? `; ${lowerFirst(bare(fact))}` : ''}`;
  });
  const [top] = writing.matches;
  const of = writing.ranking.length > LISTED ? ' van al je matches' : '';
  return paragraphs(
    `Op ${inSentence(best.part.label)} scoren deze ${ranked.length === 1 ? 'school' : 'scholen'}${of} het hoogst:\n${bullets(lines)}`,
    top && top.id !== best.match.id
      ? `Over alles past ${top.school_name} het best (${top.match_score}%): daar tellen ook de andere delen mee.`
      : `${best.match.school_name} is ook over alles je sterkste match.`,
    'Wil je meer weten over een van deze scholen? Noem de naam, dan zoom ik in.',
  );
}

/**
 * 'Welke van mijn matches is academisch het sterkst?': the school's own academic standing (how
 * selective it admits), not the academic part, which scores how comfortably the athlete gets in
 * (there the least selective school is 'best'). 'De beste school voor mij academisch' stays the part.
 */
export const asksAcademicStanding = (question: string): boolean => {
  const folded = fold(question);
  return (
    /\b(academisch\w*|studie\w*|universiteit\w*|school|scholen)\b/.test(folded) &&
    /\b(sterkste?|selectiefste?|moeilijkste?|prestigieus\w*|beste naam|hoogste niveau|reputatie|aanzien)\b/.test(folded)
  );
};

/** The athlete's matches by how selective they admit (the lowest admission rate first), with the SAT beside it. */
function matchesByStanding(writing: Writing): string | null {
  const known = writing.ranking.filter((match) => match.institution.admission_rate !== null);
  if (known.length === 0 || writing.stale) return null;
  const ranked = [...known]
    .sort(
      (a, b) =>
        (a.institution.admission_rate ?? 1) - (b.institution.admission_rate ?? 1) ||
        (b.institution.sat_avg ?? 0) - (a.institution.sat_avg ?? 0) ||
        a.rank - b.rank,
    )
    .slice(0, LISTED);
  const lines = ranked.map((match) => {
    const { admission_rate: rate, sat_avg: sat } = match.institution;
    return `**${match.school_name}** (${placeOf(match)}, ${match.division}, ${match.match_score}%): ${formatPercent(rate ?? 0)} van de aanmelders toegelaten${sat ? `; gemiddelde SAT ${formatScore(sat)}` : ''}`;
  });
  const academic = (match: Match) => match.score_parts.find((part) => part.key === 'academic')?.score ?? 0;
  const comfort = [...writing.ranking].sort((a, b) => academic(b) - academic(a) || a.rank - b.rank)[0];
  const of = writing.ranking.length > LISTED ? ' van al je matches' : '';
  return paragraphs(
    `Academisch het sterkst${of}, gemeten aan hoe selectief ze toelaten:\n${bullets(lines)}`,
    `Selectiever betekent ook dat toelating moeilijker is.${comfort ? ` Waar je met je cijfers het makkelijkst binnenkomt, zegt het deel studie en toelating: daar scoort ${comfort.school_name} het hoogst.` : ''}`,
    /\b(studie|studeren|major|richting)\b|\bwil\b.*\bdoen\b/.test(fold(writing.question))
      ? 'Welke studies een school aanbiedt, staat niet in onze data: kijk daarvoor op de site van de school, bij de majors.'
      : null,
  );
}

/** Whether a question asks for the schools with the most aid ('de meeste beurzen', 'de hoogste sportbeurs'). */
export const asksMostAid = (question: string): boolean => {
  const folded = fold(question);
  return SUPERLATIVE.test(folded) && /\b(?:sport)?(?:beurs|beurzen)\b|\bscholarships?\b/.test(folded);
};

/**
 * The whole list by the aid estimate's low end, then its top: the five most generous, each with its
 * place. The low end first, because a top 'to the full cost' says more about the price than the aid.
 */
function matchesByAid(writing: Writing): string {
  const funded = writing.ranking.filter((match) => match.aid_estimate !== null && match.aid_estimate.max_usd > 0);
  const most = [...funded]
    .sort(
      (a, b) =>
        (b.aid_estimate?.min_usd ?? 0) - (a.aid_estimate?.min_usd ?? 0) ||
        (b.aid_estimate?.max_usd ?? 0) - (a.aid_estimate?.max_usd ?? 0) ||
        a.rank - b.rank,
    )
    .slice(0, LISTED);
  if (most.length === 0)
    return paragraphs(
      writing.ranking.length === 0
        ? noMatchesYet(writing)
        : 'Bij geen van je matches schat de data een sportbeurs: kijk bij je matches naar academische beurzen (merit aid), of vraag een coach wat er kan.',
    );
  return paragraphs(
    staleNote(writing),
    `De hoogste geschatte sportbeurs${writing.ranking.length > LISTED ? ' van al je matches' : ''}:\n${bullets(most.map((match) => `**${match.school_name}** (${placeOf(match)}, ${match.division}, ${match.match_score}%): ${scholarshipPhrase(match)}`))}`,
    'Een hoge beurs is niet hetzelfde als een goedkope school: vraag me welke matches je kunt betalen, dan zie je wat je na de beurs zelf betaalt. De beurs is een schatting, geen toezegging.',
  );
}

function bestMatches(writing: Writing): string {
  const { matches, name, question } = writing;
  const [top, ...rest] = matches;
  if (!top) return paragraphs(noMatchesYet(writing));
  const opener = pick(question, [
    `${name ? `${name}, op` : 'Op'} dit moment past ${top.school_name} het best bij je`,
    `Je sterkste match is nu ${top.school_name}`,
  ]);
  // Old matches' rationale holds the athlete's old facts ('binnen je budget van ...'): left out.
  const head = `${opener}: ${top.match_score}%, ${top.division} in ${top.school_location}.${writing.stale ? '' : ` ${top.rationale}`}`;
  const parts = [...top.score_parts].sort((a, b) => b.score - a.score);
  const strong = parts[0];
  const weak = parts[parts.length - 1];
  const balance =
    strong && weak && strong.key !== weak.key
      ? `Het sterkst scoor je daar op ${inSentence(strong.label)} (${strong.score}), het zwakst op ${inSentence(weak.label)} (${weak.score}).`
      : null;
  const missing =
    top.missing.length > 0 && !writing.stale ? `Wat je daar nog mist:\n${bullets(top.missing.slice(0, 3))}` : null;
  const others =
    rest.length > 0
      ? `Daarna volgen:\n${bullets(rest.map((match) => `${match.school_name} (${match.division}): ${match.match_score}%, ${scholarshipPhrase(match)}`))}`
      : null;
  const unconfirmed = matches.filter((match) => !match.sport_confirmed).map((match) => match.school_name);
  const confirm =
    unconfirmed.length > 0
      ? `Bij ${formatList(unconfirmed)} staat je team niet bevestigd in de data: kijk even op de athletics-site van de school.`
      : null;
  return paragraphs(
    staleNote(writing),
    head,
    balance,
    missing,
    others,
    confirm,
    'De beursbedragen zijn schattingen, geen toezeggingen. Wil je meer weten over een van deze scholen? Noem de naam, dan zoom ik in.',
  );
}

function schoolDetail(match: Match, stale: boolean): string {
  const head = `${match.school_name}, ${match.division} in ${match.school_location}, staat op nummer ${match.rank} van je matches, met ${match.match_score}%.${stale ? '' : ` ${match.rationale}`}`;
  const parts = `Zo is die score opgebouwd:\n${bullets(match.score_parts.map((part) => `${part.label}: ${part.score}`))}`;
  const estimate = estimatedAid(match.scholarship);
  const money = [
    `Beurs: ${estimate === null ? lowerFirst(match.scholarship) : `${estimate} (geschat)`}.`,
    match.tuition ? `Kosten: ${match.tuition}.` : 'De kosten van deze school staan niet in de data.',
  ].join(' ');
  // What the match says the athlete lacks, and the caps of their wishes, were of the old profile.
  const missing = stale
    ? null
    : match.missing.length > 0
      ? `Wat je hier nog mist:\n${bullets(match.missing)}`
      : 'Volgens de data mis je hier niets: een goed moment om de coach een persoonlijk bericht te sturen.';
  const caps = match.caps.length > 0 && !stale ? `Wat de score begrenst: ${capsText(match)}.` : null;
  const confirm = match.sport_confirmed
    ? null
    : 'Of de school je team heeft, is niet bevestigd in de data: controleer de athletics-site.';
  const site = match.institution.athletics_url ?? match.institution.website;
  return paragraphs(
    stale ? STALE_MATCHES_NOTE : null,
    head,
    parts,
    money,
    missing,
    caps,
    confirm,
    site ? `Meer over het team: ${site}` : null,
  );
}

/** The limits on a match's score, inside a sentence: 'junior college (...): de score telt voor 85% (hoogstens 85)'. */
const capsText = (match: Pick<Match, 'caps'>) => formatList(match.caps.map((cap) => lowerFirst(bare(cap))));

/** A rationale's lead without the school it names again: 'een ruime selectie (...)' of 'Wat X (Y) voor jou onderscheidt: ...'. */
const distinctLead = (rationale: string) => sentences(rationale, 1).replace(/^Wat .+? voor jou onderscheidt: /, '');

/** Answers that a school named outside the matches turns into where that school stands ('waarom staat Stanford er niet bij?'). */
const ABSENT_ASKED: ReadonlySet<Intent> = new Set<Intent>([
  'matches',
  'my-divisions',
  'affordability',
  'costs',
  'scholarship',
]);

const answersAbsent = (detected: Detected): boolean =>
  detected.kind === 'unknown' ||
  detected.kind === 'school' ||
  (detected.kind === 'intent' && ABSENT_ASKED.has(detected.intent));

/** A school the question names that is not among the matches: where it stands for the athlete, and why. */
function absentAnswer(writing: Writing, absent: AbsentSchool): string {
  const { place, name } = absent;
  if (!place) return paragraphs(`${name} staat niet bij je matches.`, noMatchesYet(writing));
  const { match, rank } = place;
  const where = `${match.division} in ${match.school_location}`;
  if (match.ruled_out)
    return paragraphs(
      `${name} (${where}) staat niet bij je matches, en dat blijft zo na een nieuwe berekening: ${match.ruled_out.startsWith(name) ? match.ruled_out : lowerFirst(match.ruled_out)}`,
      'Je matches zijn een hulpmiddel, geen grens: je mag elke coach zelf mailen. Noem een school uit je lijst, dan vertel ik wat die voor jou onderscheidt.',
    );
  const last = writing.ranking.at(-1);
  const weakest = [...match.score_parts].sort((a, b) => a.score - b.score).slice(0, 2);
  return paragraphs(
    last
      ? `${name} (${where}) staat niet bij je ${count(writing.ranking.length)} matches: voor jou komt die school op nummer ${rank}, met ${match.match_score}%; je nummer ${last.rank} heeft ${last.match_score}%.`
      : `${name} (${where}) zou voor jou op nummer ${rank} komen, met ${match.match_score}%.`,
    writing.stale ? STALE_MATCHES_NOTE : capitalFirst(distinctLead(match.rationale)),
    weakest.length > 0
      ? `Het zwakst scoort ze voor jou op ${formatList(weakest.map((part) => `${inSentence(part.label)} (${part.score})`))}.`
      : null,
    match.caps.length > 0 && !writing.stale ? `Wat de score begrenst: ${capsText(match)}.` : null,
    last ? 'Je matches zijn een hulpmiddel, geen grens: je mag die coach gerust zelf mailen.' : noMatchesYet(writing),
  );
}

/** What a match score means: the parts of the first school's score with their weights, and what it is not. */
function scoreAnswer(writing: Writing, schools: readonly Match[]): string {
  const [first, ...others] = schools;
  if (!first) return noMatchesYet(writing);
  const who =
    others.length === 0
      ? `de matchscore van ${first.school_name} (${placeOf(first)})`
      : `de matchscore van ${formatList(schools.slice(0, 3).map((match) => `${match.school_name} (${placeOf(match)})`))}${schools.length > 3 ? ` en nog ${count(schools.length - 3)} andere` : ''}`;
  const parts = first.score_parts.map(
    (part) => `${part.label}: ${part.score} van 100, weegt ${formatPercent(part.weight)} mee`,
  );
  const caps = first.caps.length > 0 && !writing.stale ? capsText(first) : null;
  const { score } = scoreGaps(writing.profile);
  return paragraphs(
    staleNote(writing),
    `${first.match_score}% is ${who}: hoe goed ${others.length === 0 ? 'die school' : 'een school'} bij jou past, op 100. De score telt zes delen bij elkaar op, elk met zijn eigen gewicht${others.length > 0 ? `; bij ${first.school_name} zo` : ''}:\n${bullets(parts)}`,
    caps ? `Daarna schaalt een grens de score nog omlaag, zodat hij nooit boven het maximum uitkomt: ${caps}.` : null,
    `Je profielscore (${score}%) is iets anders: die zegt hoe compleet je profiel is, niet hoe goed een school past.`,
    'Noem een school, dan vertel ik wat haar voor jou onderscheidt.',
  );
}

/** Two or three of the athlete's matches side by side: score, each part, the cost and the aid, what sets each apart. */
function compareAnswer(schools: readonly Match[], stale: boolean): string {
  const shown = schools.slice(0, 3);
  const side = (values: readonly string[]) => values.join(shown.length === 2 ? ' tegen ' : ' / ');
  const labels = shown[0]?.score_parts.map((part) => part.label) ?? [];
  const partOf = (match: Match, label: string) => match.score_parts.find((part) => part.label === label)?.score;
  const lines = [
    `Match: ${side(shown.map((match) => `${match.match_score}% (#${match.rank})`))}`,
    ...labels.map((label) => `${label}: ${side(shown.map((match) => String(partOf(match, label) ?? '-')))}`),
    `Kosten per jaar: ${side(shown.map((match) => (match.institution.international_cost ? formatUsd(match.institution.international_cost.usd) : (match.tuition ?? 'niet bekend'))))}`,
    `Na de geschatte beurs: ${side(shown.map((match) => (match.net_cost ? formatUsdRange(match.net_cost.min_usd, match.net_cost.max_usd) : 'niet bekend')))}`,
  ];
  // The part where they lie furthest apart: what the choice between them mostly turns on.
  const [first, second] = shown;
  const widest =
    first && second
      ? labels
          .map((label) => ({ label, gap: Math.abs((partOf(first, label) ?? 0) - (partOf(second, label) ?? 0)) }))
          .sort((a, b) => b.gap - a.gap)[0]
      : undefined;
  const turn =
    first && second && widest && widest.gap > 0
      ? `Het grootste verschil tussen ${first.school_name} en ${second.school_name} zit in ${lowerFirst(widest.label)}: ${partOf(first, widest.label)} tegen ${partOf(second, widest.label)}.`
      : null;
  return paragraphs(
    stale ? STALE_MATCHES_NOTE : null,
    `${formatList(shown.map((match) => `**${match.school_name}** (${match.division})`))} naast elkaar, in deze volgorde:\n${bullets(lines)}`,
    turn,
    stale
      ? null
      : `Wat elke school voor jou onderscheidt:\n${bullets(shown.map((match) => `**${match.school_name}**: ${distinctLead(match.rationale)}`))}`,
    'Bedragen in dollars, per jaar, voor een internationale student; de beurs is een schatting, geen toezegging. Noem één school, dan zoom ik verder in.',
  );
}

/** A wish to study in a state: which matches are there, and how the profile says so to the matching. */
function stateAnswer(writing: Writing, state: UsStateCode): string {
  const name = US_STATES[state];
  const there = writing.ranking.filter((match) => match.institution.state === state);
  const wished = writing.profile?.preferred_states.includes(state) ?? false;
  return paragraphs(
    writing.ranking.length === 0
      ? null
      : there.length > 0
        ? `Van al je matches ${there.length === 1 ? 'ligt' : 'liggen'} ${namedFew(there)} in ${name}.`
        : `Van al je matches ligt er nu geen in ${name}.`,
    wished
      ? `${name} staat al bij je voorkeursstaten op je profiel, dus je matches houden er rekening mee${writing.stale ? ' zodra je ze opnieuw genereert' : ''}.`
      : `Zet ${name} bij 'Voorkeursstaten' op je profiel (Profiel bewerken) en klik daarna op de matchespagina op '${REGENERATE_BUTTON}'. Dan komen scholen in ${name} hoger in je lijst, en krijgt een school buiten je voorkeursstaten een lagere score.`,
    'Kies niet alleen op de staat: je niveau, je studie en wat een jaar kost, wegen minstens zo zwaar.',
  );
}

function profileAnswer(writing: Writing): string {
  const { profile, matches, name } = writing;
  const { score, missing } = scoreGaps(profile);
  const head =
    missing.length > 0
      ? `${name ? `${name}, je` : 'Je'} profielscore staat op ${score}%. Om hoger te komen, vul je dit nog in op je profielpagina:\n${bullets(missing)}`
      : `${name ? `Mooi, ${name}: je` : 'Mooi: je'} profielscore staat op ${PROFILE_SCORE_MAX}%. Alles wat de score meet, heb je ingevuld.`;
  const extras: string[] = [];
  const gaps = matchingGaps(profile);
  for (const gap of gaps.missing) {
    if (!missing.some((item) => item.includes(gap.replace(/^je /, '')))) extras.push(`${gap}: nodig voor je matches`);
  }
  if (profile && profile.sat_score === null && profile.act_score === null) {
    extras.push('een SAT- of ACT-score: niet verplicht voor de NCAA, wel nuttig voor de toelating van de school');
  }
  if (profile && !englishText(profile)) extras.push('een Engelse taaltoets (TOEFL, IELTS of Duolingo) met je score');
  if (profile && profile.budget_eur_min === null)
    extras.push('je budget per jaar, zodat ik de kosten na de beurs kan vergelijken');
  if (profile && !profile.achievements) extras.push('je prestaties: titels, selecties en persoonlijke records');
  if (profile && !profile.current_team) extras.push('je huidige club of team');
  const more = extras.length > 0 ? `Wat coaches en je matches verder helpen:\n${bullets(extras)}` : null;

  // What the matches themselves most often list as missing, in their own words.
  const counts = new Map<string, number>();
  for (const match of matches) for (const line of match.missing) counts.set(line, (counts.get(line) ?? 0) + 1);
  const common = [...counts]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2);
  const fromMatches = writing.stale
    ? staleNote(writing)
    : common.length > 0
      ? `Bij je matches komt dit het vaakst terug als ontbrekend:\n${bullets(common.map(([line, n]) => `bij ${count(n)} scholen: ${lowerFirst(line)}`))}`
      : null;
  const video = !profile?.highlight_video_url
    ? `Begin met de video. ${prose(quote(writing, 'recruiting-kalender#zelf-coaches-benaderen'))}`
    : null;
  const next =
    matches.length > 0
      ? null
      : gaps.missing.length > 0 || gaps.unknownSport
        ? `Met die gegevens kun je daarna op de matchespagina op '${GENERATE_BUTTON}' klikken.`
        : noMatchesYet(writing);
  return withSources(writing, head, video, more, fromMatches, next);
}

/** How the athlete's test compares with a school's average SAT, in words only. */
function satVerdict(own: number, average: number): string {
  if (own >= average + 50) return 'jij zit erboven';
  if (own >= average - 50) return 'jij zit er rond';
  if (own >= average - 100) return 'jij zit er iets onder';
  return 'jij zit er ruim onder';
}

/** The SAT or ACT and an English test named in one question ('moet ik de SAT doen en wanneer de toefl?'). */
const SAT_NAMED = /\b(sat|act)\b/;
const ENGLISH_NAMED = /\b(toefl|ielts|duolingo|engelse? ?(taal)?toets\w*|taaltoets\w*)\b/;
const bothTestsAsked = (question: string): boolean => {
  const folded = fold(question);
  return SAT_NAMED.test(folded) && ENGLISH_NAMED.test(folded);
};

/**
 * The English test after the SAT, for a question that names both: which test a school asks and the
 * usual minimums (engelse-toetsen.md), when (the knowledge holds no date: said, with the athlete's
 * own exam year), and what the profile and the matches say.
 */
function englishPart(writing: Writing): string {
  const who = quote(writing, 'engelse-toetsen#wie-bepaalt').text;
  const scores = quote(writing, 'engelse-toetsen#minimumscores').text;
  const calendar = writing.profile ? ownContactDay(writing, writing.now) : null;
  const exam = calendar ? `Je doet in ${calendar.diploma.year} eindexamen: plan` : 'Plan';
  const when = `Wanneer je hem doet, schrijft de NCAA niet voor, en een vaste datum staat niet in mijn bronnen. ${exam} de toets zo dat je score er is voordat je je bij een school aanmeldt, en vraag de coaches van je matches welke toets en welke score zij willen zien.`;
  return paragraphs(`Dan de Engelse taaltoets. ${who} ${scores}`, when, personalLine(writing, 'english'));
}

function satAnswer(all: Writing, asked: readonly CollegeLevel[] = []): string {
  // 'En voor D3?' after the SAT: the same rules, with the SAT of the matches at that level.
  const { writing, none } = atLevels(all, asked);
  const { profile, matches } = writing;
  const ncaa = quote(writing, 'sat-act#ncaa-vraagt-geen-toets').text;
  const tests = profile ? testText(profile) : null;
  const own = profile ? bestSatEquivalent({ sat: profile.sat_score, act: profile.act_score }) : null;
  const ownLine = tests ? `Op je profiel staat ${tests}.` : 'Je hebt nog geen SAT- of ACT-score op je profiel.';
  const withAverage = matches.filter((match) => match.institution.sat_avg !== null);
  let schools: string | null;
  if (asked.length > 0 && matches.length === 0) {
    schools = none;
  } else if (matches.length === 0) {
    schools = `${noMatchesYet(writing)} Daarna zet ik de gemiddelde SAT van elke school naast ${tests ? 'jouw score' : 'wat je nodig hebt'}.`;
  } else if (withAverage.length === 0) {
    schools =
      'Van je beste matches staat bij geen enkele school een gemiddelde SAT in de data; kijk daarvoor op de site van de school.';
  } else {
    schools = `De gemiddelde SAT bij je matches${asked.length > 0 ? ` in ${formatList(asked.map(inLevel))}` : ''}:\n${bullets(
      withAverage.map((match) => {
        const average = match.institution.sat_avg as number;
        return `${match.school_name}: ${formatScore(average)}${own !== null ? `, ${satVerdict(own, average)}` : ''}`;
      }),
    )}`;
  }
  const first = withAverage[0];
  const aim = first
    ? `Welke score je nodig hebt? Voor de NCAA geen. Voor de toelating is het gemiddelde van de school een goed richtpunt: bij ${first.school_name} is dat ${formatScore(first.institution.sat_avg as number)}.`
    : null;
  const naiaMatch = matches.some((match) => levelOf(match) === 'naia') || asked.includes('naia');
  const lowGpa = profile?.academic_gpa != null && profile.academic_gpa < ACADEMIC_MINIMUMS.naia;
  const twoOfThree =
    lowGpa && profile?.academic_gpa != null && profile.academic_gpa >= ACADEMIC_MINIMUMS.naiaTwoOfThreeGpa
      ? ` Jouw geschatte GPA van ${formatGpa(profile.academic_gpa)} telt als een van die twee; een SAT- of ACT-score op dat niveau kan de tweede zijn.`
      : '';
  const naia = naiaMatch || lowGpa ? `${prose(quote(writing, 'sat-act#naia'))}${twoOfThree}` : null;
  return withSources(
    writing,
    `${pick(writing.question, ['Eerst het goede nieuws:', 'Om te beginnen:'])} ${lowerFirst(ncaa)}`,
    ownLine,
    schools,
    aim,
    matches.length > 0 ? none : null,
    naia,
    bothTestsAsked(writing.question) ? englishPart(writing) : null,
  );
}

/**
 * What a per-sport list in a passage ('- Voetbal: 9,9 (heren), 14 (dames), equivalency') says for
 * this athlete's sport and team: the figure ('9,9') and any note beside it ('equivalency'), or null
 * when the list names neither.
 */
export function sportLine(
  passage: Passage,
  sport: Sport | null,
  team: Team | null,
): { value: string; note: string | null } | null {
  if (!sport) return null;
  const item = listItems(passage).find((line) => line.startsWith(`${sport.name}:`));
  if (!item) return null;
  const parts = item
    .slice(sport.name.length + 1)
    .trim()
    .split(/,\s+/)
    .map((part) => part.replace(/\s+per team$/, ''));
  const teamed = parts.filter((part) => /\((heren|dames)\)/.test(part));
  const notes = parts.filter((part) => !teamed.includes(part) && !/\d/.test(part));
  const values = parts.filter((part) => !notes.includes(part));
  const own =
    teamed.length === 0 || !team
      ? values
      : values.filter((part) => part.includes(`(${team})`)).map((part) => part.replace(/\s*\((heren|dames)\)/, ''));
  if (own.length === 0) return null;
  return { value: own.join(', '), note: notes.length > 0 ? notes.join(', ') : null };
}

/** 'Voor hockey bij de dames': whom the sport's figures below are for. */
const forSportOf = (sport: Sport, team: Team | null): string =>
  `Voor ${lowerFirst(sport.name)}${team ? ` bij de ${team}` : ''}`;

/**
 * The Division I figures of the athlete's sport and team in the knowledge (beurzen.md): the squad
 * limit under the House settlement and the old scholarship limit, each null when the list has none.
 */
function divisionOneLimits(writing: Writing, sport: Sport | null, team: Team | null) {
  return {
    roster: sportLine(quote(writing, 'beurzen#rosterlimieten-d1'), sport, team),
    old: sportLine(quote(writing, 'beurzen#oude-beurslimieten-d1'), sport, team),
  };
}

/** '4,5 volledige beurzen (equivalency)': a scholarship limit with its note. */
const fullScholarships = (limit: { value: string; note: string | null }): string =>
  `${limit.value} volledige beurzen${limit.note ? ` (${limit.note})` : ''}`;

/** Words of a question about keeping or losing a scholarship ('raak ik mijn beurs kwijt als ik geblesseerd raak?'). */
const KEEPING =
  /\b(kwijt|verlies|verliezen|houd|houden|behoud|blessure|geblesseerd|ingetrokken|intrekken|afpakken|stopzetten)\b/;

/** The athlete spoken of, not to ('verliest ze dan haar beurs?', 'onze dochter'): a parent, not called by her first name. */
const SPOKEN_OF = /\b(ze|zij|hij|haar|hem)\b/;
const SPOKEN_TO = /\b(ik|mij|me|mijn|mn|m'n)\b/;
const spokenOf = (question: string): boolean => {
  const folded = fold(question);
  return parentSpeaks(question) || (SPOKEN_OF.test(folded) && !SPOKEN_TO.test(folded));
};

/**
 * Keeping a scholarship (through an injury): a year at a time and what a D1 school may not do, the
 * same in D2, a career ended by an injury, what comes after the award; then what that means at the
 * levels of the athlete's own matches (D3 has no athletic scholarship to lose; what the NAIA and the
 * junior colleges do is honestly open). `worried`: the router heard a feeling, so the answer opens
 * with that, not with 'goede vraag'.
 */
function keepingAnswer(writing: Writing, levels: readonly CollegeLevel[], worried: boolean): string {
  const year = quote(writing, 'beurs-dekking#een-jaar-of-meerdere-jaren').text;
  const secondDivision = quote(writing, 'blessure#division-ii').text;
  const forGood = quote(writing, 'blessure#nooit-meer-sporten').text;
  const after = quote(writing, 'blessure#na-de-looptijd').text;
  const name = spokenOf(writing.question) ? null : writing.name;
  const opener = worried
    ? `${name ? `${name}, begrijpelijk` : 'Begrijpelijk'} dat je je daar zorgen over maakt.`
    : `${name ? `${name}, goede` : 'Goede'} vraag om nu al te stellen.`;
  const ruled = levels.filter((level) => level === 'ncaa-d1' || level === 'ncaa-d2');
  const open = levels.filter((level) => level === 'naia' || level === 'njcaa');
  const own = writing.ranking.length > 0;
  return withSources(
    writing,
    `${opener} ${year}`,
    secondDivision,
    forGood,
    after,
    ruled.length > 0
      ? own
        ? `${ruled.length === levels.length ? 'Al je matches zitten' : 'Een deel van je matches zit'} in ${formatList(ruled.map(inLevel))}: daar geldt dit bij elke school.`
        : `In ${formatList(ruled.map(inLevel))} geldt dit bij elke school.`
      : null,
    levels.includes('ncaa-d3')
      ? `${own ? 'Bij je matches in' : 'In'} Division III speelt dit niet: ${lowerFirst(sentences(quote(writing, 'beurzen#d3').text, 1))}`
      : null,
    open.length > 0
      ? `Wat een school in ${formatList(open.map(levelLabel))} doet bij een blessure of een mindere periode, staat niet in wat ik weet. Vraag het bij een aanbod na bij de coach, en laat ook dat op papier zetten.`
      : null,
  );
}

/** When to start: the start term's, the gap year's or the missed diploma's passage, then the start on the profile. */
function startAnswer(writing: Writing, section: StartSection): string {
  const passage = quote(writing, `startmoment#${section}`);
  const own = profileStart(writing);
  const ownText = !own
    ? 'Vul op je profiel je startmaand en startjaar in, dan reken ik je planning daarmee uit.'
    : own.months <= 0
      ? `Op je profiel staat ${own.start} als start: die datum is voorbij. Pas hem aan, dan reken ik met de nieuwe.`
      : `Op je profiel staat nu ${own.start} als start, over ${durationText(own.months)}. Kies je een ander moment, pas dan je startmaand en startjaar aan op je profiel: dan reken ik je planning daarmee uit.`;
  // A missed diploma is a worry before it is a rule.
  const warm =
    section === 'diploma-niet-gehaald'
      ? `Goed dat je daar nu al aan denkt${writing.name ? `, ${writing.name}` : ''}. `
      : '';
  return withSources(writing, `${warm}${passage.text}`, ownText);
}

function scholarshipAnswer(
  writing: Writing,
  asked: readonly CollegeLevel[],
  keeping?: { readonly worried: boolean },
): string {
  const { profile, matches, name } = writing;
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const levels =
    asked.length > 0
      ? asked
      : matches.length > 0
        ? levelsOf(matches)
        : (['ncaa-d1', 'ncaa-d2', 'ncaa-d3', 'naia'] as const);
  if (keeping || KEEPING.test(fold(writing.question)))
    return keepingAnswer(
      writing,
      // Every match's level, not the first five's: 'al je matches' must hold for the whole list.
      asked.length > 0 ? asked : writing.ranking.length > 0 ? levelsOf(writing.ranking) : ['ncaa-d1'],
      keeping?.worried ?? false,
    );
  const greeting = pick(writing.question, [
    name ? `Goed dat je hier vroeg mee bezig bent, ${name}.` : 'Goed dat je hier vroeg mee bezig bent.',
    name ? `Helder, ${name}.` : 'Helder.',
  ]);
  const head =
    matches.length > 0 && asked.length === 0
      ? `${greeting} Eerst wat je matches laten zien, dan hoe het per divisie werkt.`
      : asked.length > 0
        ? `${greeting} Zo werken sportbeurzen in ${formatList(asked.map(inLevel))}.`
        : `${greeting} Zo werken sportbeurzen per divisie, en dit kun je nu al doen.`;
  const estimates =
    matches.length > 0 && asked.length === 0
      ? paragraphs(
          staleNote(writing),
          `Wat de data voor je beste matches schat:\n${bullets(matches.map((match) => `${match.school_name}: ${scholarshipPhrase(match)}`))}`,
        )
      : matches.length === 0
        ? noMatchesYet(writing)
        : null;
  const forSport = sport ? forSportOf(sport, team) : '';
  const rulesOf = (level: CollegeLevel): string => {
    switch (level) {
      case 'ncaa-d1': {
        const rules = quote(writing, 'beurzen#d1').text;
        const { roster, old } = divisionOneLimits(writing, sport, team);
        const specifics = [
          roster ? `een selectie van maximaal ${roster.value} bij House-scholen` : null,
          old ? `een oude beurslimiet van ${fullScholarships(old)}` : null,
        ].filter((item): item is string => item !== null);
        return `${rules}${specifics.length > 0 ? ` ${forSport}: ${formatList(specifics)}.` : ''}`;
      }
      case 'ncaa-d2': {
        const passage = quote(writing, 'beurzen#d2');
        const line = sportLine(passage, sport, team);
        return `${sentences(prose(passage), 1)}${line ? ` ${forSport}: ${line.value} volledige beurzen per team.` : ''}`;
      }
      case 'ncaa-d3':
        return quote(writing, 'beurzen#d3').text;
      case 'naia':
        return quote(writing, 'beurzen#naia').text;
      case 'njcaa':
        return quote(writing, 'beurzen#njcaa').text;
    }
  };
  const perLevel = levels.map(rulesOf);
  const wish = profile?.scholarship_type ?? '';
  const type = /full/i.test(wish)
    ? 'Je zoekt een volledige beurs: die is het meest haalbaar in headcount-sporten, waar elke sporter met beurs een volledige beurs krijgt. In equivalency-sporten wordt een aantal volledige beurzen over meer sporters verdeeld.'
    : /academic/i.test(wish)
      ? 'Je zoekt een beurs op basis van je cijfers: merit aid bestaat ook in Division III, waar sportbeurzen ontbreken.'
      : null;
  const how = quote(writing, 'beurzen#hoe-een-sportbeurs-werkt').text;
  const approach = prose(quote(writing, 'beurzen#coaches-benaderen'));
  const video = profile?.highlight_video_url
    ? 'Zet de link naar je highlightvideo bovenaan elk bericht aan een coach.'
    : 'Je hebt nog geen highlightvideo op je profiel: die is het eerste wat een coach wil zien.';
  const budget =
    profile?.budget_eur_min != null
      ? `Je budget is ${formatEuro(profile.budget_eur_min)} per jaar; bij elke match zie je of de kosten na de geschatte beurs daarbinnen vallen.`
      : 'Vul je budget per jaar in op je profiel, dan zet ik de kosten na de beurs ertegenover.';
  return withSources(
    writing,
    head,
    estimates,
    perLevel.length === 1 ? perLevel[0] : `Per divisie:\n${bullets(perLevel)}`,
    type,
    `Tips voor je aanvraag:\n${bullets([how, `${approach} ${video}`, budget])}`,
  );
}

/** 'Hoeveel geld moeten we laten zien?': the proof of funds for the I-20, not the visa's own fees. */
const PROOF_ASKED =
  /\b(laten zien|aantonen|aan te tonen|bewijs\w*|bankafschrift\w*|proof of funds|hoeveel geld|genoeg geld|spaargeld)\b/;
/** 'Hoeveel kost dat allemaal?': the visa's fees. */
const FEES_ASKED = /\b(kost|kosten|fees?|betalen|bedragen|duur)\b/;

/** The one figure the school asks to see for the I-20: the first year's cost minus the aid estimate's low end. */
function fundsParagraph(writing: Writing): string | null {
  const top = writing.matches.find((match) => proofOfFundsUsd(match) !== null);
  const proof = top ? proofOfFundsUsd(top) : null;
  return top && proof !== null
    ? paragraphs(
        staleNote(writing),
        `Voor het I-20-formulier van de school laat je zien dat je het eerste jaar kunt betalen: de kosten van dat jaar min de onderkant van je geschatte beurs. Bij ${top.school_name} is het bedrag dat je moet laten zien volgens je match ${formatUsd(proof)}.`,
      )
    : null;
}

function visaAnswer(writing: Writing, followUp: boolean): string {
  const { profile, question } = writing;
  const folded = fold(question);
  // What money asks: the proof of funds first when that is asked, else the fees, each with the other.
  if (PROOF_ASKED.test(folded) || (FEES_ASKED.test(folded) && !/visumproces|hoe werkt|stappen/.test(folded))) {
    const fees = quote(writing, 'f1-visum#kosten').text;
    const funds =
      fundsParagraph(writing) ??
      paragraphs(
        'Voor het I-20-formulier van de school laat je zien dat je het eerste jaar kunt betalen: de kosten van dat jaar min je beurs.',
        writing.matches.length === 0 ? noMatchesYet(writing) : null,
      );
    return PROOF_ASKED.test(folded)
      ? withSources(writing, funds, `Wat het visum zelf kost: ${lowerFirst(fees)}`)
      : withSources(writing, fees, funds);
  }
  // A narrow question ('wat neem ik mee?') gets its part; the general one the route and the fees.
  const found = writing.kb.search(question, 8).filter((hit) => hit.entry.id === 'f1-visum' && hit.coverage >= 0.5);
  const narrow =
    found[0] &&
    !/visumproces|hoe werkt/i.test(question) &&
    (followUp || !isSection(found[0].passage, 'f1-visum#stappen'));
  if (narrow && found[0]) {
    const passage = quoteFound(writing, found[0].passage);
    return withSources(writing, passage.text);
  }
  const steps = quote(writing, 'f1-visum#stappen');
  const fees = quote(writing, 'f1-visum#kosten');
  const early = quote(writing, 'f1-visum#op-tijd-beginnen');
  const start = profile ? formatStart(profile) : null;
  const nationality =
    profile?.nationality && !/^(nederlands|nederlandse|dutch|nl)$/i.test(profile.nationality.trim())
      ? `Let op: je nationaliteit is ${profile.nationality}. Deze stappen gaan uit van een aanvraag in Nederland; vraag een talentmanager wat voor jou anders is.`
      : null;
  const funds = fundsParagraph(writing);
  return withSources(
    writing,
    `Het F-1-studentenvisum regel je nadat een school je heeft toegelaten. Zo gaat het:\n${steps.text}`,
    `Wat het kost: ${lowerFirst(fees.text)}`,
    funds,
    `${early.text}${start ? ` Je wilt in ${start} beginnen: reken daar vanaf terug.` : ''}`,
    nationality,
    'Wil je weten wat je mee moet nemen naar het gesprek? Vraag het gerust.',
  );
}

function divisionsAnswer(writing: Writing, asked: readonly CollegeLevel[]): string {
  const { profile, matches } = writing;
  const overview = quote(writing, 'ncaa-divisies#overzicht').text;
  const sections: Record<CollegeLevel, SectionId> = {
    'ncaa-d1': 'ncaa-divisies#d1',
    'ncaa-d2': 'ncaa-divisies#d2',
    'ncaa-d3': 'ncaa-divisies#d3',
    naia: 'ncaa-divisies#naia',
    njcaa: 'ncaa-divisies#njcaa',
  };
  const levels = asked.length > 0 ? asked : COLLEGE_LEVELS;
  const lines = levels.map((level) => {
    const text = quote(writing, sections[level]).text;
    return asked.length > 0 ? text : sentences(text, 2);
  });
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const programme = sport && team ? teamProgramme(sport, team) : null;
  const yours = programme
    ? programme.offered
      ? `Voor ${lowerFirst(sport?.name ?? '')} (${team}) zijn er universiteitsteams in ${formatList(programme.levels.map(inLevel))}.`
      : programme.instead
    : null;
  const spread = levelsOf(matches).map((level) => {
    const n = matches.filter((match) => levelOf(match) === level).length;
    return `${count(n)} in ${inLevel(level)}`;
  });
  const only = levelsOf(matches).length === 1 ? levelsOf(matches)[0] : undefined;
  const mine =
    matches.length === 0
      ? null
      : only
        ? `Al je ${count(matches.length)} beste matches zitten in ${inLevel(only)}.`
        : // 'Van je beste matches zitten er één in ...' broke the agreement when the first count was one.
          `Je beste matches verdelen zich zo: ${formatList(spread)}.`;
  const note = mine ? staleNote(writing) : null;
  const value = profile?.academic_gpa;
  let gate: string | null = null;
  if (value != null) {
    const d1 = value >= ACADEMIC_MINIMUMS['ncaa-d1'];
    const d2 = value >= ACADEMIC_MINIMUMS['ncaa-d2'];
    gate = d1
      ? `Met je geschatte GPA van ${formatGpa(value)} haal je de academische eis van Division I (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d1'])}) en Division II (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d2'])}).`
      : d2
        ? `Met je geschatte GPA van ${formatGpa(value)} haal je de eis van Division II (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d2'])}), maar nog niet die van Division I (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d1'])}).`
        : `Met je geschatte GPA van ${formatGpa(value)} haal je de NCAA-eisen van Division I (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d1'])}) en II (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d2'])}) nog niet; in Division III en het junior college beslist de school zelf.`;
  }
  return withSources(
    writing,
    overview,
    bullets(lines),
    paragraphs([yours, mine].filter(Boolean).join(' '), note, gate),
  );
}

// ---- the other topics of the knowledge ----------------------------------------------------------

/** The knowledge entries each intent's answer quotes, the first one first: its topic's (topics.ts). */
const INTENT_KNOWLEDGE: ReadonlyMap<Intent, readonly string[]> = new Map(
  Object.entries(TOPIC_INTENT).map(([topic, intent]) => [intent, TOPIC_KNOWLEDGE[topic as TopicId] ?? []]),
);

/**
 * A section the question names by its heading: every term of a heading of two or more ('De eerste
 * mail') is in the question ('wat schrijf ik in mijn eerste mail aan een coach?'). The words the
 * question shares with the other sections ('schrijf', 'coach') must not outrank what it asks for.
 */
function namesHeading(asked: ReadonlySet<string>, passage: Passage): boolean {
  const heading = terms(passage.heading);
  return heading.length >= 2 && heading.every((term) => asked.has(term));
}

/** The passages of one entry that fit the question best (its first two when none does), not yet quoted. */
function foundIn(writing: Writing, entryId: string): Passage[] {
  const ranked = writing.kb.search(writing.question, 8, entryId).map((hit) => hit.passage);
  const asked = new Set(terms(writing.question));
  const named = ranked.filter((passage) => namesHeading(asked, passage));
  const hits = [...named, ...ranked.filter((passage) => !named.includes(passage))].slice(0, 2);
  return hits.length > 0 ? hits : writing.kb.entry(entryId).passages.slice(0, 2);
}

/**
 * Passages without repeats: two entries may say the same sentence (the calendar and the advice on
 * mailing both open with how a coach reads a mail); of two passages sharing a sentence the longer stays.
 */
function withoutRepeats(passages: readonly Passage[]): Passage[] {
  const said = (passage: Passage) => new Set(sentenceList(passage.text).map((sentence) => fold(sentence).trim()));
  const kept: Passage[] = [];
  for (const passage of passages) {
    const own = said(passage);
    const at = kept.findIndex((other) => [...said(other)].some((sentence) => own.has(sentence)));
    const other = kept[at];
    if (!other) kept.push(passage);
    else if (passage.text.length > other.text.length) kept[at] = passage;
  }
  return kept;
}

/** What a Dutch average asked about means: its GPA as the profile converts it, and the academic gates it clears. */
function gradeLine(grade: number): string {
  const gpa = dutchGradeToGpa(grade);
  const d1 = gpa >= ACADEMIC_MINIMUMS['ncaa-d1'];
  const d2 = gpa >= ACADEMIC_MINIMUMS['ncaa-d2'];
  const ncaa = d1 && d2 ? 'de NCAA-eisen van Division I en II' : d2 ? 'de NCAA-eis van Division II' : null;
  const naiaFirst = gpa >= ACADEMIC_MINIMUMS.naia;
  const cleared = [ncaa, naiaFirst ? 'de eerste route van de NAIA' : null].filter(
    (part): part is string => part !== null,
  );
  const short = [
    d1 ? null : `Division I (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d1'])})`,
    d2 ? null : `Division II (${formatGpa(ACADEMIC_MINIMUMS['ncaa-d2'])})`,
  ].filter((part): part is string => part !== null);
  return paragraphs(
    `Met een ${formatGrade(grade)} gemiddeld kom je volgens de omrekentabel op een GPA van ongeveer ${formatGpa(gpa)}: een schatting, het officiële cijfer berekent het Eligibility Center.`,
    cleared.length > 0 ? `Daarmee haal je ${formatList(cleared)}.` : null,
    short.length > 0 ? `De NCAA-eis van ${formatList(short)} haal je daarmee nog niet.` : null,
    !naiaFirst && gpa >= ACADEMIC_MINIMUMS.naiaTwoOfThreeGpa
      ? `Bij de NAIA kom je binnen als je daarnaast nog een van de twee andere voorwaarden haalt: de bovenste helft van je klas, of ACT 18 / SAT ${ACADEMIC_MINIMUMS.naiaSat}.`
      : null,
    'In Division III en het junior college beslist de school zelf over je toelating.',
  );
}

/** 'Wat zet ik in de eerste mail?', 'welk onderwerp?': what goes in the mail, where the athlete's own subject line helps. */
const MAIL_ASKED = /\b(eerste mail|in (de|die|mijn|zijn|haar) mail|onderwerp\w*|subject)\b/;

/**
 * The athlete's own subject line, as the draft on the matches page writes it ('Name - Grad year -
 * Position', the position in a coach's English where the profile's Dutch is a known term). Null
 * without a name or a diploma year.
 */
function ownSubjectLine(profile: Profile): string | null {
  const name = [profile.first_name, profile.last_name].filter((part) => part?.trim()).join(' ');
  if (!name || !profile.graduation_year) return null;
  const sport = profile.sport ? findSport(profile.sport) : null;
  const position = positionForCoach(sport?.id ?? null, profile.position);
  const subject = [name, String(profile.graduation_year), position].filter(Boolean).join(' - ');
  return `Jouw onderwerpregel: '${subject}'. Op de matchespagina maak je per school een mail klaar die zo begint.`;
}

function personalLine(writing: Writing, intent: Intent): string | null {
  const { profile, matches } = writing;
  if (!profile) return null;
  switch (intent) {
    case 'grades':
    case 'eligibility': {
      const asked = gradeAsked(writing.question);
      if (asked !== null) return gradeLine(asked);
      return profile.academic_gpa != null
        ? `Je GPA is geschat op ${formatGpa(profile.academic_gpa)}.${profile.education_level ? ` Je opleiding: ${profile.education_level}.` : ''}`
        : 'Je hebt nog geen gemiddeld cijfer (GPA) op je profiel; vul het in, dan reken ik met je eigen cijfer.';
    }
    case 'naia': {
      const value = profile.academic_gpa;
      if (value == null) return 'Vul je GPA in op je profiel, dan zie je meteen welke NAIA-route voor jou geldt.';
      return value >= ACADEMIC_MINIMUMS.naia
        ? `Met je geschatte GPA van ${formatGpa(value)} haal je de eerste route al.`
        : `Je geschatte GPA is ${formatGpa(value)}: dan heb je twee van de drie andere voorwaarden nodig.`;
    }
    case 'english': {
      const own = englishText(profile);
      // The profile says what the athlete has now; old matches' lines said what they had then.
      if (writing.stale) {
        return paragraphs(
          own ? `Op je profiel staat ${own}.` : 'Je hebt nog geen Engelse taaltoets op je profiel.',
          staleNote(writing),
        );
      }
      const lines = matches.flatMap((match) =>
        match.missing
          .filter((line) => /TOEFL|IELTS|Duolingo|Engels/i.test(line))
          .map((line) => `${match.school_name}: ${line}`),
      );
      return paragraphs(
        own ? `Op je profiel staat ${own}.` : 'Je hebt nog geen Engelse taaltoets op je profiel.',
        lines.length > 0
          ? `Bij je matches:\n${bullets(lines.slice(0, 3))}`
          : matches.length > 0
            ? 'Bij je beste matches haal je de gebruikelijke eis al.'
            : null,
      );
    }
    case 'costs': {
      const budget =
        profile.budget_eur_min != null ? `Je budget is ${formatEuro(profile.budget_eur_min)} per jaar.` : null;
      const lines = matches
        .filter((match) => match.tuition !== null)
        .slice(0, 3)
        .map(
          (match) =>
            `${match.school_name}: ${match.tuition}${match.net_cost ? `; na de geschatte beurs ${formatUsdRange(match.net_cost.min_usd, match.net_cost.max_usd)}` : ''}`,
        );
      return paragraphs(
        budget,
        lines.length > 0 ? staleNote(writing) : null,
        lines.length > 0 ? `Bij je matches:\n${bullets(lines)}` : null,
      );
    }
    case 'contact': {
      // The rules' answer gets the athlete's own contact day and the follow-ups due; whom to write is outreachLine's.
      const due = writing.outreach?.schools.filter((school) => school.next_step === 'follow_up') ?? [];
      return paragraphs(
        due.length > 0 ? `Een follow-up staat klaar voor ${schoolNames(due)}.` : null,
        MAIL_ASKED.test(fold(writing.question)) ? ownSubjectLine(profile) : null,
        ownTimeline(writing, intent),
      );
    }
    case 'calendar':
    case 'registration':
      return ownTimeline(writing, intent);
    case 'video':
      return profile.highlight_video_url
        ? 'Je hebt al een highlightvideo op je profiel; loop hem langs deze punten na.'
        : 'Er staat nog geen highlightvideo op je profiel. Zet hem erop zodra hij klaar is: coaches kijken hem als eerste, en je profielscore gaat omhoog.';
    case 'coverage': {
      // What the general rule means in the athlete's own sport: how many full scholarships a team
      // shares, so whether a full or a partial one is likely (only the figures the knowledge holds).
      const sport = sportOf(profile);
      if (!sport) return 'Vul je sport in op je profiel, dan zeg ik wat dit voor jouw sport betekent.';
      const team = teamOf(profile);
      const { roster, old } = divisionOneLimits(writing, sport, team);
      const d2 = sportLine(quote(writing, 'beurzen#d2'), sport, team);
      const lines = [
        old ? `Division I (zonder House-schikking): ${fullScholarships(old)}.` : null,
        roster
          ? `Division I met House-schikking: een selectie van maximaal ${roster.value}, en elke speler mag een beurs krijgen, tot een volledige.`
          : null,
        d2
          ? `Division II: ${d2.value} volledige beurzen per team, verdeeld over de selectie, dus meestal een gedeeltelijke beurs.`
          : null,
      ].filter((line): line is string => line !== null);
      // Which of the athlete's own matches the estimate says may pay it all, by name.
      const full = writing.stale ? [] : writing.ranking.filter((match) => match.net_cost?.min_usd === 0);
      const own =
        writing.ranking.length === 0 || writing.stale
          ? null
          : full.length > 0
            ? `Bij ${namedFew(full)} uit je matches kan de geschatte sportbeurs volgens de data tot de volledige kosten gaan; een schatting, geen toezegging.`
            : 'Bij geen van je matches reikt de geschatte sportbeurs tot de volledige kosten: reken op een gedeeltelijke beurs.';
      return paragraphs(lines.length > 0 ? `${forSportOf(sport, team)}:\n${bullets(lines)}` : null, own) || null;
    }
    case 'amateurism':
      return profile.current_team
        ? `Speel je bij ${profile.current_team} met een contract of een vergoeding? Laat een talentmanager dat bekijken voordat je je aanmeldt.`
        : null;
    default:
      return null;
  }
}

/** The start on the athlete's profile ('augustus 2028') and the whole months from now until it, or null without one. */
function profileStart(writing: Writing): { start: string; months: number } | null {
  const { profile, now } = writing;
  const start = profile ? formatStart(profile) : null;
  if (!profile?.target_start_year || !start) return null;
  const month = profile.target_start_month ?? 8;
  return { start, months: (profile.target_start_year - now.getFullYear()) * 12 + (month - 1 - now.getMonth()) };
}

/** A number of months in words, never a figure the data does not hold: 'acht maanden', 'anderhalf jaar'. */
function durationText(months: number): string {
  if (months === 1) return 'een maand';
  if (months < 12) return `${count(months)} maanden`;
  if (months < 18) return 'ruim een jaar';
  if (months < 24) return 'anderhalf jaar';
  return `ruim ${count(Math.floor(months / 12))} jaar`;
}

/** What to do now when the start is near, or when coaches may already answer, per intent that has a timeline. */
const STEP_NOW: Partial<Record<Intent, string>> & { calendar: string } = {
  // The board's follow-up day (FOLLOW_UP_DAYS), not a week of its own.
  contact: `mail de coaches van je beste matches nu, en volg na ${FOLLOW_UP_DAYS} dagen op als je niets hoort.`,
  registration: 'registreer je nu bij het Eligibility Center, dan is de beoordeling op tijd klaar.',
  calendar: 'begin nu met de stappen die hierboven voor je schooljaar staan.',
};

/**
 * When to register, from the knowledge ('Registreer je rond het begin van HAVO 4 of VWO 4'): the
 * September the athlete's 4th class begins, a year before the summer the contact calendar says it ends.
 */
function registrationDay(fourthClassEnds: number, now: Date): { sentence: string; passed: boolean } {
  const year = fourthClassEnds - 1;
  const today = dutchDay(now);
  const passed = today !== null && isoDay(today) >= `${year}-09-01`;
  return {
    passed,
    sentence: passed
      ? `Registreren doe je rond het begin van je 4e klas, en die begon in september ${year}`
      : `Registreer je rond het begin van je 4e klas, in september ${year}`,
  };
}

/**
 * The general rule turned into the athlete's own timeline: how long until the start, the first day
 * coaches may answer (for the contact rules and the planning), and what that means now. Without a
 * start, the diploma year the class on the profile gives; without either, a request to fill them in.
 */
function timelineLine(writing: Writing, intent: Intent): string {
  const own = profileStart(writing);
  const calendar = ownContactDay(writing, writing.now);
  const first =
    intent === 'contact' || intent === 'calendar'
      ? (calendar?.first ?? null)
      : intent === 'registration' && calendar
        ? registrationDay(calendar.fourthClassEnds, writing.now)
        : null;
  const stepNow = first?.passed && intent === 'calendar' ? STEP_NOW.contact : (STEP_NOW[intent] ?? STEP_NOW.calendar);
  const firstDay = first ? `${first.sentence}.` : null;
  if (!own) {
    if (!calendar)
      return 'Vul op je profiel in wanneer je wilt beginnen, dan zet ik de stappen op jouw eigen tijdlijn.';
    const school = writing.profile?.education_level;
    const diploma =
      calendar.diploma.basis === 'class' && school
        ? `Je zit nu in ${school}, dus je doet in ${calendar.diploma.year} eindexamen.`
        : `Je doet in ${calendar.diploma.year} eindexamen.`;
    return paragraphs(
      `${diploma}${firstDay ? ` ${firstDay}` : ''}${first?.passed ? ` Wacht dus niet: ${stepNow}` : ''}`,
      'Vul op je profiel ook in wanneer je wilt beginnen, dan reken ik met je eigen startdatum.',
    );
  }
  const { start, months } = own;
  const school = writing.profile?.education_level ? ` en je zit nu in ${writing.profile.education_level}` : '';
  const begin = `Je wilt in ${start} beginnen${school}`;
  if (months <= 0)
    return `${begin}: die datum is voorbij. Pas je gewenste start aan op je profiel, dan reken ik met de nieuwe.`;
  const now = `${begin}, dus over ${durationText(months)}.${firstDay ? ` ${firstDay}` : ''}`;
  if (months <= 18) return `${now} Dat is dichtbij: ${STEP_NOW[intent] ?? STEP_NOW.calendar}`;
  if (first?.passed) return `${now} Wacht dus niet: ${stepNow}`;
  if (first && intent !== 'registration')
    return `${now} Tot die dag maak je je profiel en video klaar; zelf als eerste mailen mag nu al.`;
  if (first) return now;
  return `${now} Je hebt tijd, maar wie vroeg begint, heeft de meeste keus.`;
}

/** Whether every sentence of a text is in an answer given earlier in this conversation. */
function saidBefore(writing: Writing, text: string): boolean {
  if (writing.said.length === 0) return false;
  const earlier = writing.said.map(fold);
  return sentenceList(text)
    .map((sentence) => fold(sentence).trim())
    .filter((sentence) => sentence !== '')
    .every((sentence) => earlier.some((answer) => answer.includes(sentence)));
}

/**
 * How a later answer names a section instead of quoting it again, as the subject of 'staat
 * hierboven': a family that asks when coaches may call, then what to do when one does not answer,
 * then whether they may call one, reads the contact rules once. `noun` for a plural noun
 * ('de contactregels staan'); the others are clauses ('wat je per schooljaar doet, staat').
 */
interface Referred {
  readonly subject: string;
  readonly noun?: true;
}

const REFERRED_SECTIONS: Readonly<Partial<Record<SectionId, Referred>>> = {
  'recruiting-kalender#contactregels': { subject: 'de contactregels', noun: true },
  'recruiting-kalender#per-schooljaar': { subject: 'wat je per schooljaar doet' },
  'recruiting-kalender#tekenen': { subject: 'hoe het tekenen gaat' },
  'recruiting-kalender#zelf-coaches-benaderen': { subject: 'hoe een coach je mail leest' },
  'coaches-benaderen#zelf-als-eerste-mailen': { subject: 'dat je zelf als eerste mag mailen' },
  'coaches-benaderen#d3-naia-njcaa': { subject: 'wat er in Division III, de NAIA en bij junior colleges geldt' },
  'coaches-benaderen#eerste-mail': { subject: 'wat er in je eerste mail hoort' },
  'coaches-benaderen#opvolgen': { subject: 'hoe je opvolgt' },
  'coaches-benaderen#hoeveel-scholen': { subject: 'hoeveel scholen je mailt' },
  'coaches-benaderen#hoe-coaches-lezen': { subject: 'hoe een coach je mail leest' },
};
const REFERRED: ReadonlyMap<string, Referred> = new Map(Object.entries(REFERRED_SECTIONS));

/** A question that asks to hear it again ('nog een keer', 'wat waren de regels ook alweer?'). */
const ASKED_AGAIN = /\b(nog (een ?keer|eens)|herhaal\w*|ook alweer|opnieuw)\b/;

/**
 * The passages an answer quotes, and the line that names those it leaves out: a section REFERRED
 * names whose every sentence an earlier answer of the conversation holds (`said`) is not quoted
 * again but named ('De contactregels staan hierboven.'), unless the question asks for it again.
 */
function notSaidAgain(writing: Writing, passages: readonly Passage[]): { fresh: Passage[]; back: string | null } {
  if (writing.said.length === 0 || ASKED_AGAIN.test(fold(writing.question)))
    return { fresh: [...passages], back: null };
  const fresh: Passage[] = [];
  const named: Referred[] = [];
  for (const passage of passages) {
    const referred = REFERRED.get(passage.id);
    if (!referred || !saidBefore(writing, passage.text)) fresh.push(passage);
    else if (!named.some((other) => other.subject === referred.subject)) named.push(referred);
  }
  const last = named.at(-1);
  if (!last) return { fresh, back: null };
  const verb = named.length > 1 || last.noun ? 'staan' : 'staat';
  const subject = formatList(named.map((referred) => referred.subject));
  return { fresh, back: `${capitalFirst(subject)}${last.noun ? '' : ','} ${verb} hierboven.` };
}

/** A question that asks for the athlete's own timeline ('en voor mij?', 'wat betekent dat voor ons?'). */
const OWN_TIMELINE_ASKED = /\bvoor (mij|ons|hem|haar)\b|\b(mijn|onze|zijn|haar|eigen) (planning|tijdlijn)\b/;

/**
 * The athlete's own timeline (timelineLine) once in a conversation: a family that asks about the
 * contact rules, then the first mail, then how many schools, read the same closing paragraph under
 * every answer. Said once; a later answer leaves it out, unless the paragraph has news (the
 * registration's own day) or the question asks for it ('en voor mij?').
 */
function ownTimeline(writing: Writing, intent: Intent): string | null {
  const line = timelineLine(writing, intent);
  return saidBefore(writing, line) && !OWN_TIMELINE_ASKED.test(fold(writing.question)) ? null : line;
}

// ---- whom to write: the athlete's own outreach pipeline (issue 38, item 5) ------------------------

/** The advice of coaches themselves: 10 to 30 well-chosen schools, not hundreds. */
const SCHOOLS_MAX = 30;
/** How many schools not yet written to one answer suggests. */
const SUGGEST_MAX = 5;

const WRITTEN: ReadonlySet<string> = new Set(['contacted', ...REPLIED_STATUSES, 'applied', 'declined']);
const amount = (n: number) => (n <= 10 ? count(n) : String(n));
const schoolNames = (schools: readonly CoachOutreachSchool[]) =>
  formatList(schools.map((school) => school.school_name));

/**
 * 'Wie moet ik mailen?', 'naar wie een follow-up?', 'welke scholen nog?': asks for names, not for the
 * rules. 'Wie betaalt een official visit?' asks who pays: 'wie' counts only as the one to write to.
 */
const asksWhom = (question: string) =>
  /\bnaar wie\b|\bwie (moet|kan|mag|zal|ga|schrijf|mail)\b|\bwie (nu|nog|eerst|daarna)\b|\bwelke\b|\bwat nu\b|\bnog mailen\b/i.test(
    fold(question),
  );

/**
 * Whom to write now, from the pipeline: follow-ups due first, then the notes to an assistant, the
 * schools that answered, then the favourites and best matches not yet written to, as many as keep
 * the list within 10 to 30 schools; and the contact calendar's sentence for the athlete's sport.
 * Null without a pipeline (not looked up) or without a school in it.
 */
function outreachLine(writing: Writing): string | null {
  const outreach = writing.outreach;
  if (!outreach || outreach.schools.length === 0) return null;
  const { schools } = outreach;
  const followUp = schools.filter((school) => school.next_step === 'follow_up');
  const assistant = schools.filter((school) => school.next_step === 'write_assistant');
  const replied = schools.filter((school) => REPLIED_STATUSES.has(school.status) && school.status !== 'committed');
  const written = schools.filter((school) => WRITTEN.has(school.status));
  const room = Math.max(0, SCHOOLS_MAX - written.length);
  const open = schools
    .filter((school) => school.status === 'new' || school.status === 'interested')
    .sort(
      (a, b) =>
        Number(b.favourite) - Number(a.favourite) ||
        Number(b.status === 'interested') - Number(a.status === 'interested') ||
        (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
    )
    .slice(0, Math.min(SUGGEST_MAX, room));
  const tag = (school: CoachOutreachSchool) =>
    `${school.school_name}${school.favourite ? ' (favoriet)' : school.status === 'interested' ? ' (interessant)' : ''}`;
  return paragraphs(
    followUp.length > 0
      ? `Eerst een follow-up naar ${schoolNames(followUp)}: ${followUp.length === 1 ? 'die school heeft' : 'die scholen hebben'} al ${count(FOLLOW_UP_DAYS)} dagen niets laten horen. Eén korte follow-up met je link is normaal, niet opdringerig.`
      : null,
    assistant.length > 0
      ? `Bij ${schoolNames(assistant)} bleef het ook na je follow-up stil: mail nu een assistent-coach, en laat het daarna rusten.`
      : null,
    replied.length > 0
      ? `${schoolNames(replied)} ${replied.length === 1 ? 'heeft' : 'hebben'} gereageerd: antwoord binnen een paar dagen, dat valt op.`
      : null,
    open.length > 0
      ? `${followUp.length + assistant.length + replied.length > 0 ? 'Daarna' : 'Mail nu'} deze ${open.length === 1 ? 'school' : 'scholen'} uit je matches, je favorieten voorop:\n${bullets(open.map(tag))}`
      : null,
    written.length >= SCHOOLS_MAX
      ? `Je hebt al ${amount(written.length)} scholen gemaild. Meer dan dertig helpt zelden: steek je tijd in opvolgen en in de scholen die reageren.`
      : `${written.length > 0 ? `Je hebt nu ${amount(written.length)} ${written.length === 1 ? 'school' : 'scholen'} gemaild. ` : ''}Tien tot dertig goed gekozen scholen is genoeg: coaches merken het als je hun programma kent.`,
    outreach.timeline[0] ? `${outreach.timeline[0]}.` : null,
    'Op de matchespagina maak je per school een mail klaar, met je dossierlink voor die school.',
  );
}

/**
 * A follow-up that asks the same for one level ('en voor D2?' after the contact rules): the
 * sentences of the topic's entries that name that level, in their order, or null when none does.
 */
function levelSentences(writing: Writing, entries: readonly string[], levels: readonly CollegeLevel[]): string | null {
  const found: string[] = [];
  for (const entryId of entries)
    for (const passage of writing.kb.entry(entryId).passages) {
      const own = sentenceList(prose(passage))
        .map((sentence) => sentence.trim())
        .filter((sentence) => levelsIn(words(sentence)).some((level) => levels.includes(level)));
      if (own.length > 0) quoteFound(writing, passage);
      for (const sentence of own) if (!found.includes(sentence)) found.push(sentence);
    }
  return found.length > 0 ? found.join(' ') : null;
}

/**
 * Whether or when a call may be made ('mag ik een coach bellen?', 'mag een coach mij al bellen?',
 * 'should i call the coach?'); 'belangrijk' is no call. Not what to say in one ('welke vragen stel ik
 * als een coach belt?'), which the rules do not answer.
 */
const PHONE_ASKED =
  /\b(bel|belt|bellen|belde|gebeld|opbellen|opbelt|terugbellen|terugbelt|telefoon|telefonisch\w*|telefoongesprek\w*|phone|call|callen)\b/;
const MAY_OR_WHEN = /\b(mag|mogen|mocht|mochten|kan|kun|kunnen|wanneer|vanaf|should|can|moet ik|beter)\b/;
const WHAT_TO_SAY = /\b(welke vragen|wat (moet|kan|zal|ga) (ik|je|hij|ze) (vragen|zeggen)|wat vraag|vragen stellen)\b/;
const phoneAsked = (folded: string): boolean =>
  PHONE_ASKED.test(folded) && MAY_OR_WHEN.test(folded) && !WHAT_TO_SAY.test(folded);

/**
 * 'Mag ik een coach bellen?': who may call whom (coaches-benaderen#bellen), from when (the contact
 * rules) and at the other levels; then the athlete's own day: come, so calling goes both ways now,
 * or not yet, so a call goes one way only. A section an earlier answer quoted is named instead.
 */
function phoneAnswer(writing: Writing): string {
  const ids = [
    'coaches-benaderen#bellen',
    'recruiting-kalender#contactregels',
    'coaches-benaderen#d3-naia-njcaa',
  ] as const;
  const { fresh, back } = notSaidAgain(
    writing,
    ids.map((id) => writing.kb.section(id).passage),
  );
  const first = ownContactDay(writing, writing.now)?.first ?? null;
  const own = !first
    ? null
    : first.passed
      ? 'Voor jou is die datum al voorbij, dus mag een coach je nu bellen, en als jij belt, mag hij met je praten.'
      : 'Voor jou is die datum nog niet gekomen: bellen mag je al, maar een coach in Division I of II mag je dan nog niet terugbellen of met je over werving praten. Mail daarom eerst.';
  // The own line right under the calling rule it applies ('die datum'), or last when that was said before.
  const leads = fresh[0]?.id === 'coaches-benaderen#bellen';
  const [lead, ...rest] = fresh.map((passage) => quoteFound(writing, passage).text);
  return withSources(
    writing,
    lead,
    leads ? own : null,
    ...rest,
    back,
    leads ? null : own,
    personalLine(writing, 'contact'),
  );
}

/**
 * May the athlete mail a coach first ('mag ik zelf al een mail sturen naar een coach?', 'mag ze een
 * coach mailen?'): yes, at any level and age (coaches-benaderen#zelf-als-eerste-mailen). Not when
 * or how ('wanneer mag ik mailen?'), which the rules and the own date answer.
 */
const SELF_MAIL_ASKED =
  /\b(mag|mogen|kan|kun|kunnen)\s+(ik|we|wij|ze|zij|hij)\b.*\b(mail\w*|e-?mail\w*|schrijven|aanschrijven|berichtje?|contact opnemen|benaderen)\b/;
const NOT_YES_OR_NO = /\b(wanneer|vanaf|hoe|wat|welke|waarom|hoeveel)\b/;

function selfMailYes(writing: Writing): string | null {
  const folded = fold(writing.question);
  if (!SELF_MAIL_ASKED.test(folded) || NOT_YES_OR_NO.test(folded) || !/\b(coach\w*|trainer\w*)\b/.test(folded))
    return null;
  quote(writing, 'coaches-benaderen#zelf-als-eerste-mailen');
  const { parent, subject } = voiceOf(writing);
  return parent
    ? `Ja, dat mag: ${subject} mag een college-coach altijd zelf als eerste mailen, ook nu al.`
    : `Ja, dat mag${writing.name ? `, ${writing.name}` : ''}: je mag een college-coach altijd zelf als eerste mailen, ook nu al.`;
}

function topicAnswer(
  writing: Writing,
  intent: Intent,
  followUpLevels: readonly CollegeLevel[] = [],
  entries: readonly string[] = INTENT_KNOWLEDGE.get(intent) ?? [],
): string {
  const [only] = entries;
  if (!only) return unknownAnswer(writing);
  const focused = followUpLevels.length > 0 ? levelSentences(writing, entries, followUpLevels) : null;
  if (focused) return withSources(writing, focused, personalLine(writing, intent));
  // Asked for a level the knowledge says nothing apart about: said so, then what it does say.
  const apart =
    followUpLevels.length > 0
      ? `Of dit voor ${formatList(followUpLevels.map(inLevel))} anders is, staat niet in wat ik weet: vraag het na bij de school of bij een talentmanager (${CONTACT_EMAIL}). Dit is wat ik wel weet.`
      : null;
  // 'Mag ik een coach bellen?': the rules as they apply to a call, not the passages a search finds first.
  if (intent === 'contact' && followUpLevels.length === 0 && phoneAsked(fold(writing.question)))
    return phoneAnswer(writing);
  // 'Wie moet ik mailen?' with a pipeline: the names first, then one passage of the advice.
  const whom = intent === 'contact' && asksWhom(writing.question) ? outreachLine(writing) : null;
  if (whom) {
    const { fresh, back } = notSaidAgain(writing, foundIn(writing, 'coaches-benaderen').slice(0, 1));
    return withSources(writing, whom, ...fresh.map((passage) => quoteFound(writing, passage).text), back);
  }
  const found =
    entries.length === 1
      ? foundIn(writing, only)
      : withoutRepeats(entries.flatMap((entryId) => foundIn(writing, entryId).slice(0, 1)));
  const { fresh, back } = notSaidAgain(writing, found);
  const passages = fresh.map((passage) => quoteFound(writing, passage));
  // Everything it would quote is in an answer above: said so, with the athlete's own line if it has news.
  if (passages.length === 0 && back)
    return withSources(
      writing,
      apart,
      `${back} Vraag gerust als ik iets daarvan nog eens moet uitleggen.`,
      personalLine(writing, intent),
    );
  const first = passages[0]?.text ?? '';
  // 'Mag ik zelf al een mail sturen naar een coach?' asks yes or no: 'Ja' first, whatever was quoted before.
  const yes = intent === 'contact' && followUpLevels.length === 0 ? selfMailYes(writing) : null;
  // 'Zo zit het: zo reken je ...' says 'zo' twice, and 'Zo zit het: gebruikelijke minimumscores
  // zijn:' has two colons: a passage that opens with 'zo' or a colon gets the other openers.
  const openers: [string, ...string[]] =
    /^Zo\b/.test(first) || /^[^.!?\n]*:/.test(first)
      ? [first, `Goede vraag. ${first}`]
      : [first, `Goede vraag. ${first}`, `Zo zit het: ${lowerFirst(first)}`];
  const opener = apart || yes ? first : pick(writing.question, openers);
  return withSources(
    writing,
    apart,
    yes,
    opener,
    ...passages.slice(1).map((passage) => passage.text),
    back,
    personalLine(writing, intent),
  );
}

/**
 * 'Wat betaalt een beurs precies? Ook eten en woonruimte en boeken?': what a full and a partial
 * scholarship cover always come first (the search ranked 'Wat je zelf betaalt' first for 'betaalt'),
 * then the passage the question asks for beyond them, then the athlete's own sport and matches.
 */
function coverageAnswer(writing: Writing): string {
  const basics: Passage[] = [
    writing.kb.section('beurs-dekking#volledige-beurs').passage,
    writing.kb.section('beurs-dekking#gedeeltelijke-beurs').passage,
  ];
  const further = foundIn(writing, 'beurs-dekking').filter(
    (passage) => !basics.some((basic) => basic.id === passage.id),
  );
  const { fresh, back } = notSaidAgain(writing, [...basics, ...further.slice(0, 1)]);
  const passages = fresh.map((passage) => quoteFound(writing, passage));
  return withSources(writing, ...passages.map((passage) => passage.text), back, personalLine(writing, 'coverage'));
}

/** Which of the athlete's matches fit the budget, by name, with what an international student pays. */
/** A yearly budget the question names ('met €8.000', '10k', '12 duizend euro'), in euros. */
export function budgetIn(question: string): number | null {
  const found =
    /(?:€\s?(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:\s?(k|duizend))?|(\d{1,3}(?:\.\d{3})+|\d+)\s?(k|duizend|euro))/i.exec(
      question,
    );
  if (!found) return null;
  const digits = (found[1] ?? found[3] ?? '').replace(/[.\s]/g, '');
  const thousands = /k|duizend/i.test(found[2] ?? found[4] ?? '');
  const amount = Number(digits) * (thousands ? 1000 : 1);
  return amount >= 1000 && amount <= 200_000 ? amount : null;
}

/** The schools below the first few that fit the profile's budget even with the low aid estimate, by name. */
function furtherWithinBudget(writing: Writing): string | null {
  const budget = writing.profile?.budget_eur_min;
  if (budget == null || writing.stale) return null;
  const further = writing.ranking
    .slice(writing.matches.length)
    .filter((match) => match.net_cost && match.net_cost.max_usd <= eurToUsd(budget));
  return further.length > 0
    ? `Verderop in je lijst ${further.length === 1 ? 'past' : 'passen'} ook ${namedFew(further)} binnen je budget, ook als de beurs lager uitvalt.`
    : null;
}

function affordabilityAnswer(writing: Writing): string {
  const { profile, matches } = writing;
  if (matches.length === 0) return noMatchesYet(writing);
  const asked = budgetIn(writing.question);
  if (asked !== null) return askedBudgetAnswer(writing, asked);
  const budget =
    profile?.budget_eur_min != null ? `Je budget is ${formatEuro(profile.budget_eur_min)} per jaar.` : null;
  const costOf = (match: Match) => match.score_parts.find((part) => part.key === 'cost');
  const lines = matches.map((match) => {
    const part = costOf(match);
    const net = match.net_cost
      ? `na de geschatte beurs ${formatUsdRange(match.net_cost.min_usd, match.net_cost.max_usd)}`
      : null;
    const verdict = part && !writing.stale ? part.facts.at(-1) : undefined;
    // The part's verdict is a sentence of its own ('Dat past binnen ...'); here it follows a semicolon.
    const facts = [match.tuition, net, verdict ? lowerFirst(verdict) : null].filter((fact): fact is string =>
      Boolean(fact),
    );
    return `**${match.school_name}**: ${facts.length > 0 ? facts.join('; ') : 'de kosten zijn niet bekend'}`;
  });
  return withSources(
    writing,
    paragraphs(
      budget ?? 'Je hebt nog geen budget op je profiel; vul het in, dan vergelijk ik je matches ermee.',
      staleNote(writing),
      `Dit betaal je als internationale student bij je beste matches:\n${bullets(lines)}`,
      furtherWithinBudget(writing),
      'Bedragen in dollars, per jaar, voor een internationale student (het out-of-state tarief); de beurs is een schatting, geen toezegging.',
    ),
  );
}

/** The points every coach asks for, each under its heading as written, and the athlete's own sport's passage. */
function videoAdvice(writing: Writing): string[] {
  const points = (
    [
      'highlightvideo#lengte',
      'highlightvideo#beste-actie-eerst',
      'highlightvideo#infokaart',
      'highlightvideo#jezelf-aanwijzen',
      'highlightvideo#delen-met-een-link',
    ] as const
  )
    .map((id) => quote(writing, id))
    .map((passage) => `**${passage.heading}**: ${lowerFirst(sentences(passage.text, 2))}`);
  const sport = sportOf(writing.profile);
  // The sport's own passage, as the video analysis's guideline for that sport names it.
  const own = sport ? guidelineFor(sport.id).sportPassage : null;
  return [bullets(points), own ? `Voor ${lowerFirst(sport?.name ?? '')}: ${lowerFirst(quote(writing, own).text)}` : ''];
}

/** The highlight video: the points every coach asks for, the athlete's own sport, and whether one is on the profile. */
function videoAnswer(writing: Writing): string {
  if (writing.video !== undefined && aboutOwnVideo(writing.question)) return ownVideoAnswer(writing, writing.video);
  return withSources(
    writing,
    'Een college-coach beslist in een paar minuten of hij meer van je wil zien. Dit hoort in je highlightvideo:',
    ...videoAdvice(writing),
    writing.video?.status === 'done' ? analysedLine(writing.video) : personalLine(writing, 'video'),
  );
}

/**
 * The question is about the athlete's own video ('wat moet er beter aan mijn video?', 'is mijn
 * highlightvideo goed genoeg?', 'wat vinden coaches van mijn filmpje'), not about videos in general.
 */
export function aboutOwnVideo(question: string): boolean {
  const text = fold(question);
  return (
    /\b(mijn|m'?n|onze|ons)\b/.test(text) ||
    /\b(beter|verbeter\w*|goed genoeg|analyse|geanalyseerd|beoordeel\w*|feedback|oordeel)\b/.test(text)
  );
}

/** What a finding is about, to name the thing to start with and what is already good. */
const FINDING_TOPICS: Readonly<Record<string, { start: string; good: string }>> = {
  length: { start: 'de lengte', good: 'de lengte' },
  'first-action': { start: 'het begin', good: 'de snelle start' },
  'info-card': { start: 'je infokaart', good: 'je infokaart' },
  portrait: { start: 'het staande beeld', good: 'het liggende beeld' },
  resolution: { start: 'de scherpte', good: 'de scherpte' },
  'long-clips': { start: 'de lange clips', good: 'de korte clips' },
  black: { start: 'het zwarte beeld', good: 'geen zwart beeld' },
  frozen: { start: 'het stilstaande beeld', good: 'geen stilstaand beeld' },
  repeats: { start: 'de herhalingen', good: 'geen herhalingen' },
  sound: { start: 'de muziek', good: 'geen storende muziek' },
};

/** After the general advice: the analysed video has its own answer. */
function analysedLine(video: CoachVideo): string {
  const open = video.findings.filter((finding) => finding.severity !== 'ok').length;
  return open === 0
    ? 'Je eigen video heb ik ook bekeken: die voldoet al aan deze punten.'
    : `Je eigen video heb ik ook bekeken: er ${open === 1 ? 'is één punt' : `zijn ${count(open)} punten`} om aan te werken. Vraag me gerust wat er beter kan aan je video.`;
}

/** The athlete's own video: the analysis' fixes and tips in Sanne's words, then one next step. */
function ownVideoAnswer(writing: Writing, video: CoachVideo | null): string {
  const hello = writing.name ? `${writing.name}, ` : '';
  if (video?.status !== 'done') {
    const state = !video
      ? writing.profile?.highlight_video_url
        ? capitalFirst(
            `${hello}je hebt een link naar je video op je profiel, maar bekijken kan ik alleen een video die je uploadt. Upload je highlightvideo bij je profiel, dan bekijk ik hem zoals een coach dat doet en vertel ik je precies wat er beter kan.`,
          )
        : capitalFirst(
            `${hello}ik heb nog geen video van je gezien. Upload je highlightvideo bij je profiel, dan bekijk ik hem zoals een coach dat doet en vertel ik je precies wat er beter kan.`,
          )
      : video.status === 'failed'
        ? capitalFirst(
            `${hello}de analyse van je video is niet gelukt, dus beoordelen kan ik hem nog niet. Start de analyse opnieuw bij je video op je profiel, of upload hem nog eens als MP4.`,
          )
        : capitalFirst(
            `${hello}je video wordt nog geanalyseerd. Zodra dat klaar is, zie je de punten bij je video op je profiel en vertel ik je precies wat er beter kan.`,
          );
    return withSources(writing, state, 'Tot die tijd: hier letten coaches op.', ...videoAdvice(writing));
  }
  const fixes = video.findings.filter((finding) => finding.severity === 'fix');
  const tips = video.findings.filter((finding) => finding.severity === 'tip');
  const good = video.findings
    .filter((finding) => finding.severity === 'ok')
    .map((finding) => FINDING_TOPICS[finding.code]?.good)
    .filter((label): label is string => Boolean(label));
  // The guidelines the findings apply are this entry's: name it as the source.
  writing.quoted.push(writing.kb.entry('highlightvideo'));
  const length = video.duration_s !== null ? ` van ${formatDuration(video.duration_s)}` : '';
  const first = fixes[0] ?? tips[0];
  if (!first) {
    return withSources(
      writing,
      capitalFirst(
        `${hello}ik heb je video${length} bekeken zoals een college-coach hem bekijkt, en hij staat er goed voor${good.length > 0 ? `: ${formatList(good)} zitten goed` : ''}.`,
      ),
      `Volgende stap: ${lowerFirst(sentences(quote(writing, 'highlightvideo#delen-met-een-link').text, 1))}`,
    );
  }
  const start = FINDING_TOPICS[first.code]?.start;
  return withSources(
    writing,
    capitalFirst(`${hello}ik heb je video${length} bekeken zoals een college-coach hem bekijkt.`),
    fixes.length > 0 ? `Dit moet je aanpassen:\n${bullets(fixes.map((finding) => finding.text))}` : null,
    tips.length > 0 ? `Dit kan nog beter:\n${bullets(tips.map((finding) => finding.text))}` : null,
    good.length > 0 ? `Wat al goed zit: ${formatList(good)}.` : null,
    `Mijn advies: ${start ? `pak eerst ${start} aan` : 'begin bij het eerste punt'}${fixes.length > 0 ? ', want dat ziet een coach meteen' : ''}. Upload daarna je nieuwe versie, dan bekijk ik hem opnieuw.`,
  );
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Which matches fit a budget the family names in the question, by the cost after the estimated aid. */
function askedBudgetAnswer(writing: Writing, budgetEur: number): string {
  const budgetUsd = eurToUsd(budgetEur);
  const fits: Match[] = [];
  const maybe: Match[] = [];
  const over: Match[] = [];
  for (const match of writing.ranking) {
    const net = match.net_cost;
    if (!net) continue;
    if (net.max_usd <= budgetUsd) fits.push(match);
    else if (net.min_usd <= budgetUsd) maybe.push(match);
    else over.push(match);
  }
  const line = (match: Match) =>
    `**${match.school_name}** (${placeOf(match)}, ${match.division}): na de geschatte beurs ${match.net_cost ? formatUsdRange(match.net_cost.min_usd, match.net_cost.max_usd) : ''} per jaar`;
  // The best of each group by name; the rest counted, so a list of thirty stays readable.
  const list = (title: string, group: Match[]) => {
    if (group.length === 0) return null;
    const rest = group.length - LISTED;
    const more = rest > 0 ? `\n- en nog ${count(rest)} ${rest === 1 ? 'school' : 'scholen'} verderop in je lijst` : '';
    return `${title}\n${bullets(group.slice(0, LISTED).map(line))}${more}`;
  };
  return paragraphs(
    `Met ${formatEuro(budgetEur)} per jaar, vergeleken met wat je als internationale student betaalt bij al je matches:`,
    staleNote(writing),
    list('Past, ook als de beurs lager uitvalt:', fits),
    list('Past alleen als de beurs aan de hoge kant uitvalt:', maybe),
    list('Past niet, ook niet met de hoogste geschatte beurs:', over),
    fits.length + maybe.length === 0
      ? 'Geen van je matches past bij dit bedrag. Zet het bedrag als budget op je profiel en genereer je matches opnieuw: dan zoek ik scholen die er wel bij passen, zoals junior colleges en scholen met veel merit aid.'
      : null,
    'Bedragen in dollars, per jaar; de beurs is een schatting, geen toezegging.',
  );
}

/**
 * 'Is dat budget genoeg voor D1?', 'kunnen we D2 betalen?': whether a budget reaches one or more
 * levels. Not 'ligt het aan mijn budget dat ik geen D1 heb?' or 'waarom alleen NAIA?': why the
 * matches are where they are is the divisions' answer.
 */
const BUDGET_AT_LEVEL =
  /\bbudget\w*\b.*\b(genoeg|toereikend|voldoende)\b|\b(genoeg|toereikend|voldoende)\b.*\bbudget|\bbetaalbaar\b|\bveroorlov\w*|\b(kan|kunnen) (ik|we|wij|hij|zij)\b.*\bbetalen\b|\bgenoeg geld\b/;
const WHY_ASKED = /\b(waarom|hoezo|ligt het aan|komt het door)\b/;

/** Intents under which such a question holds the budget against the matches at those levels. */
const BUDGET_INTENTS: ReadonlySet<Intent> = new Set<Intent>(['my-divisions', 'divisions', 'affordability', 'costs']);

/** A school of a level, in a sentence: 'een Division I-school', 'een junior college'. */
const LEVEL_SCHOOL: Readonly<Record<CollegeLevel, string>> = {
  'ncaa-d1': 'Division I-school',
  'ncaa-d2': 'Division II-school',
  'ncaa-d3': 'Division III-school',
  naia: 'NAIA-school',
  njcaa: 'junior college',
};
/** A level as the subject of a sentence: 'Division I', 'de NAIA'. */
const LEVEL_SHORT: Readonly<Record<CollegeLevel, string>> = {
  'ncaa-d1': 'Division I',
  'ncaa-d2': 'Division II',
  'ncaa-d3': 'Division III',
  naia: 'de NAIA',
  njcaa: 'het junior college',
};

/**
 * Why none of the athlete's matches is at a level: the sport has no teams there, or what the
 * athlete's level makes of it on the sport's ladder (the one the matches are computed on), and an
 * academic gate the estimated GPA misses. Null when neither explains it.
 */
function whyNoneAt(writing: Writing, level: CollegeLevel): string | null {
  const { profile } = writing;
  const ladder = ownLadder(profile);
  if (!ladder) return null;
  const { sport, programme, step } = ladder;
  const sportName = lowerFirst(sport.name);
  if (programme.offered && !programme.levels.includes(level))
    return `${capitalFirst(sportName)} heeft geen universiteitsteams in ${inLevel(level)}.`;
  const fit = step ? step.fits[level] : undefined;
  const levelWhy = !step
    ? null
    : fit === 'reach'
      ? `Dat komt door je niveau, ${lowerFirst(step.label)}: ${LEVEL_SHORT[level]} is in ${sportName} voor jouw niveau uitdagend, alleen haalbaar als je met je video en resultaten opvalt. Je matches liggen daarom op de niveaus die bij je passen.`
      : fit
        ? null
        : `Dat komt door je niveau, ${lowerFirst(step.label)}: ${LEVEL_SHORT[level]} is in ${sportName} voor jouw niveau niet realistisch.`;
  const gpa = profile?.academic_gpa;
  const minimum = level === 'ncaa-d1' || level === 'ncaa-d2' ? ACADEMIC_MINIMUMS[level] : null;
  const gate =
    gpa != null && minimum !== null && gpa < minimum
      ? `${levelWhy ? 'Daarnaast haalt je' : 'Je'} geschatte GPA van ${formatGpa(gpa)} de NCAA-eis van ${LEVEL_SHORT[level]} (${formatGpa(minimum)}) nog niet.`
      : null;
  const both = [levelWhy, gate].filter((part): part is string => part !== null);
  return both.length > 0 ? both.join(' ') : null;
}

/**
 * How a level's matches stand against a yearly budget, in the groups of the budget answer (past ook
 * bij een lage beurs, alleen bij een hoge, niet): the best two of a group by name with their place
 * and cost after aid, the rest counted.
 */
function budgetAtLevel(group: readonly Match[], budgetUsd: number): string {
  const costed = group.filter((match) => match.net_cost !== null);
  if (costed.length === 0) return 'De kosten zijn niet bekend.';
  const fits = costed.filter((match) => (match.net_cost?.max_usd ?? Infinity) <= budgetUsd);
  const maybe = costed.filter((match) => !fits.includes(match) && (match.net_cost?.min_usd ?? Infinity) <= budgetUsd);
  const over = costed.filter((match) => !fits.includes(match) && !maybe.includes(match));
  const named = (matches: readonly Match[]) => {
    const shown = matches.slice(0, 2).map((match) => {
      const net = match.net_cost;
      return `${match.school_name} (${placeOf(match)}${net ? `, ${formatUsdRange(net.min_usd, net.max_usd)}` : ''})`;
    });
    const rest = matches.length - shown.length;
    return formatList(rest > 0 ? [...shown, `nog ${count(rest)} andere`] : shown);
  };
  const schools = (n: number) => `${count(n)} ${n === 1 ? 'school' : 'scholen'}`;
  return [
    fits.length > 0 ? `Past, ook als de beurs lager uitvalt: ${named(fits)}.` : null,
    maybe.length > 0 ? `Past alleen als de beurs aan de hoge kant uitvalt: ${named(maybe)}.` : null,
    over.length > 0
      ? fits.length + maybe.length > 0
        ? `Past niet, ook niet met de hoogste geschatte beurs: ${schools(over.length)}.`
        : `Past bij geen ervan, ook niet met de hoogste geschatte beurs; het dichtst erbij: ${named([...over].sort((a, b) => (a.net_cost?.min_usd ?? 0) - (b.net_cost?.min_usd ?? 0)).slice(0, 1))}.`
      : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}

/**
 * 'Is dat budget genoeg voor D1?': the budget (named in the question, else the profile's) against
 * the athlete's matches at the levels asked. A level none of the matches is at is said plainly
 * first, with why (the level on the sport's ladder, the GPA's gate), and nothing is said of what it
 * would cost; then what the budget buys at the levels the matches do hold, each with the match's
 * own reading of the athlete's level.
 */
function budgetAtLevelsAnswer(writing: Writing, asked: readonly CollegeLevel[]): string {
  const { ranking, profile, name } = writing;
  if (ranking.length === 0) return noMatchesYet(writing);
  const named = budgetIn(writing.question);
  const budgetEur = named ?? profile?.budget_eur_min ?? null;
  const missing = COLLEGE_LEVELS.filter((level) => asked.includes(level) && !ranking.some((m) => levelOf(m) === level));
  const held = COLLEGE_LEVELS.filter((level) => ranking.some((match) => levelOf(match) === level));
  const shown = missing.length > 0 ? held : held.filter((level) => asked.includes(level));
  const total = ranking.length <= 10 ? count(ranking.length) : String(ranking.length);
  const none =
    missing.length > 0
      ? paragraphs(
          `${name ? `${name}, g` : 'G'}een van je ${total} matches is een ${formatList(
            missing.map((level) => LEVEL_SCHOOL[level]),
            'of',
          )}. Of je budget daar genoeg voor is, kan ik dus niet uit je matches halen, en ik ga er niet naar gissen.`,
          ...missing.map((level) => whyNoneAt(writing, level)),
        )
      : null;
  if (budgetEur == null)
    return paragraphs(
      none,
      'Je hebt nog geen budget op je profiel; vul het in, of noem een bedrag, dan zet ik het naast je matches.',
    );
  const budgetUsd = eurToUsd(budgetEur);
  // What the athlete's level makes of each level, as the matches read it (not beside old matches).
  const step = writing.stale ? null : ownLadder(profile)?.step;
  const lines = shown.map((level) => {
    const group = ranking.filter((match) => levelOf(match) === level);
    const fit = step?.fits[level];
    const about = [
      fit ? `${DIVISION_FIT_LABELS[fit].toLowerCase()} voor je niveau` : null,
      `${count(group.length)} ${group.length === 1 ? 'match' : 'matches'}`,
    ]
      .filter(Boolean)
      .join(', ');
    return `**${levelLabel(level)}** (${about}). ${budgetAtLevel(group, budgetUsd)}`;
  });
  const budgetText = named !== null ? formatEuro(budgetEur) : `je budget van ${formatEuro(budgetEur)}`;
  const lead =
    missing.length > 0
      ? `Wat ${budgetText} per jaar je wel oplevert bij de niveaus van je matches, na de geschatte beurs (per jaar, als internationale student):`
      : `Zo verhoudt ${budgetText} per jaar zich tot je matches in ${formatList(shown.map(inLevel))}, na de geschatte beurs (per jaar, als internationale student):`;
  return paragraphs(
    none,
    staleNote(writing),
    lines.length > 0 ? `${lead}\n${bullets(lines)}` : null,
    'Bedragen in dollars; de beurs is een schatting, geen toezegging.',
  );
}

/**
 * 'Is D2 of D3 goedkoper?', 'kan ze naar D2 of III als dat goedkoper is?': levels held against what
 * they cost. Not 'is dat budget genoeg voor D1?' (the budget's own answer, before this).
 */
const CHEAPER =
  /\b(goedkoper|goedkoopst\w*|duurder|voordeliger|betaalbaarder)\b|\bminder (kosten|kost|betalen|geld)\b|\bkost(en|t)? (het |dat |ze )?minder\b/;
/** What a level costs, asked outright ('wat kost D2?', 'hoe duur is de NAIA?', 'de kosten in D3'). */
const COST_AT_LEVEL = /\b(wat )?kost(en|t)?\b|\bhoe duur\b|\bprijs\b/;
/** Intents under which such a question asks it: the budget's, and a scholarship's ('geeft D2 meer beurs, is dat goedkoper?'). */
const CHEAPER_INTENTS: ReadonlySet<Intent> = new Set<Intent>([...BUDGET_INTENTS, 'scholarship', 'coverage']);

/** What a scholarship is at each level (beurzen.md): the first sentence, and Division III's whole, merit aid and all. */
const LEVEL_AID: Readonly<Record<CollegeLevel, SectionId>> = {
  'ncaa-d1': 'beurzen#d1',
  'ncaa-d2': 'beurzen#d2',
  'ncaa-d3': 'beurzen#d3',
  naia: 'beurzen#naia',
  njcaa: 'beurzen#njcaa',
};

/**
 * Levels held against the cost: per level asked, what the athlete's level makes of it, what a
 * scholarship there is (with the sport's own figure where the knowledge has one) and the athlete's
 * matches there against the budget, by name; then what a year costs, that Division III takes no
 * athletic scholarship off it, and where none of the matches is at a level asked: said plainly, why
 * when the profile tells, and how to see those schools beside the matches.
 */
function levelsCostAnswer(writing: Writing, asked: readonly CollegeLevel[]): string {
  const { ranking, profile, name } = writing;
  const ladder = ownLadder(profile);
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const step = writing.stale ? null : (ladder?.step ?? null);
  const budgetEur = budgetIn(writing.question) ?? profile?.budget_eur_min ?? null;
  const budgetUsd = budgetEur == null ? null : eurToUsd(budgetEur);
  const offered = (level: CollegeLevel) => !ladder?.programme.offered || ladder.programme.levels.includes(level);
  const lines = asked.map((level) => {
    const fit = step?.fits[level];
    const about = !offered(level)
      ? `${lowerFirst(sport?.name ?? '')} heeft daar geen universiteitsteams`
      : fit
        ? `${DIVISION_FIT_LABELS[fit].toLowerCase()} voor je niveau`
        : step
          ? 'niet realistisch voor je niveau'
          : null;
    const aid = quote(writing, LEVEL_AID[level]);
    const rules = level === 'ncaa-d3' ? aid.text : sentences(prose(aid), 1);
    const figure = level === 'ncaa-d2' && sport ? sportLine(aid, sport, team) : null;
    const group = ranking.filter((match) => levelOf(match) === level);
    const mine =
      group.length === 0
        ? null
        : budgetUsd === null
          ? `Je matches hier: ${namedFew(group)}.`
          : `Je matches hier, na de geschatte beurs: ${lowerFirst(budgetAtLevel(group, budgetUsd))}`;
    return [
      `**${levelLabel(level)}**${about ? ` (${about})` : ''}. ${rules}`,
      figure && sport ? `${forSportOf(sport, team)}: ${figure.value} volledige beurzen per team.` : null,
      mine,
    ]
      .filter(Boolean)
      .join(' ');
  });
  // Rowing's own figures stand in its entry, for Division I and II at once.
  const rowing =
    sport?.id === 'rowing' && team === 'dames' && asked.some((level) => level === 'ncaa-d1' || level === 'ncaa-d2')
      ? sentences(quote(writing, 'roeien#beurzen').text, 1)
      : null;
  const year = quote(writing, 'kosten-verzekering#wat-een-jaar-kost').text;
  const third = asked.includes('ncaa-d3')
    ? 'In Division III komt er geen sportbeurs vanaf: daar betaal je de volledige kosten, min een academische beurs als de school je die geeft.'
    : null;
  // The levels the matches hold beside those asked: what the budget buys there, to compare with.
  const besides = levelsOf(ranking).filter((level) => !asked.includes(level));
  const compare =
    budgetUsd !== null && besides.length > 0 && !writing.stale
      ? `Ter vergelijking, je matches in ${formatList(besides.map(inLevel))}, na de geschatte beurs: ${lowerFirst(
          besides
            .map((level) =>
              budgetAtLevel(
                ranking.filter((match) => levelOf(match) === level),
                budgetUsd,
              ),
            )
            .join(' '),
        )}`
      : null;
  const missing = asked.filter((level) => !ranking.some((match) => levelOf(match) === level));
  const total = ranking.length <= 10 ? count(ranking.length) : String(ranking.length);
  const reachable = missing.filter((level) => offered(level) && (!step || step.fits[level]));
  const none =
    ranking.length > 0 && missing.length > 0
      ? paragraphs(
          `${name && !spokenOf(writing.question) ? `${name}, g` : 'G'}een van je ${total} matches is een ${formatList(
            missing.map((level) => LEVEL_SCHOOL[level]),
            'of',
          )}, dus wat zo'n school voor jou kost, kan ik niet uit je matches halen.`,
          ...missing.map((level) => whyNoneAt(writing, level)),
          reachable.length > 0
            ? `Wil je scholen in ${formatList(reachable.map((level) => LEVEL_SHORT[level]))} naast je matches zien, kies ${
                reachable.length === 1 ? 'dat niveau' : 'die niveaus'
              } dan bij 'Voorkeursniveaus' op je profiel en klik op de matchespagina op '${REGENERATE_BUTTON}': dan zie je per school wat een jaar na de geschatte beurs kost. Scholen buiten je voorkeursniveaus zakken dan wel in je lijst.`
            : null,
        )
      : ranking.length === 0
        ? noMatchesYet(writing)
        : null;
  return withSources(
    writing,
    `Zo zit het met ${formatList(asked.map((level) => LEVEL_SHORT[level]))}, en wat dat voor de kosten betekent:\n${bullets(lines)}`,
    rowing,
    staleNote(writing),
    `Of een school goedkoper is, hangt af van wat een jaar er kost en van de beurs die eraf gaat. ${year}${third ? ` ${third}` : ''}`,
    compare,
    none,
  );
}

/** What the athlete's own level makes of each US level of the sport, from the sport's ladder. */
function levelFitsText(profile: Profile | null): string | null {
  const ladder = ownLadder(profile);
  if (!ladder?.step || !ladder.programme.offered) return null;
  const { sport, programme, step } = ladder;
  const { levels } = programme;
  const lines = (['safe', 'fit', 'reach'] as const satisfies readonly DivisionFit[]).flatMap((fit) => {
    const at = levels.filter((level) => step.fits[level] === fit);
    return at.length > 0 ? [`${DIVISION_FIT_LABELS[fit]}: ${formatList(at.map(levelLabel))}`] : [];
  });
  const beyond = levels.filter((level) => !step.fits[level]);
  if (beyond.length > 0) lines.push(`Niet realistisch: ${formatList(beyond.map(levelLabel))}`);
  return `Wat je niveau, ${lowerFirst(step.label)}, betekent in ${lowerFirst(sport.name)}:\n${bullets(lines)}`;
}

/** Why the athlete's matches are at the divisions they are: level, grades, budget, sport; the schools by name. */
function myDivisionsAnswer(all: Writing, asked: readonly CollegeLevel[]): string {
  if (all.matches.length === 0) return noMatchesYet(all);
  // 'En voor D2?' after 'welke divisie past bij mij?': the matches at D2 from the whole list.
  const { writing, none } = atLevels(all, asked);
  const { matches } = writing;
  // A limit every one of them meets (the junior colleges' cap) is said once, under the list; each
  // school then gets what sets it apart, the first sentence of its own rationale.
  const [first] = matches;
  const shared =
    matches.length > 1 && first?.caps[0] !== undefined && matches.every((match) => match.caps[0] === first.caps[0])
      ? first.caps[0]
      : null;
  const named = matches.map((match) => {
    const cap = match.caps[0] !== shared ? match.caps[0] : undefined;
    const why = writing.stale ? null : (cap ?? distinctLead(match.rationale));
    return `**${match.school_name}** (${match.division}, ${match.match_score}%)${why ? `: ${lowerFirst(why)}` : ''}`;
  });
  const heading =
    asked.length > 0
      ? `Je matches in ${formatList(asked.map(inLevel))} en wat hun plek bepaalt:`
      : 'Je beste matches en wat hun plek bepaalt:';
  return paragraphs(
    matches.length > 0 ? `${heading}\n${bullets(named)}` : null,
    none,
    shared && !writing.stale ? `Voor alle ${count(matches.length)} geldt: ${lowerFirst(shared)}.` : null,
    levelFitsText(writing.profile),
    divisionsAnswer(writing, asked.length > 0 ? asked : levelsOf(matches)),
  );
}

/** What a feeling is about, by its words: each gets its own warm line and next step; nerves and doubt are the rest. */
export type Feeling = 'care' | 'race' | 'rejection' | 'money' | 'homesick' | 'doubt' | 'nerves';

const FEELING_WORDS: readonly (readonly [Exclude<Feeling, 'nerves'>, RegExp])[] = [
  // Who looks after the athlete there, and whether the family may come: a question, not only a feeling.
  ['care', CARE_WORDS],
  // Nerves before a race or a match, and whether a coach sees them: not the nerves of the whole step.
  ['race', /\b(wedstrijd\w*|races?|toernooi\w*|kampioenschap\w*|finale\w*|presteren|start(blok|schot)\w*)\b/],
  ['rejection', /\b(nee|afgewezen|afwijzing|gehoord|antwoord|antwoordt|reageert|reactie|waardeloos)\b/],
  ['money', /\b(duur|geld|betalen|betaalbaar|kosten|budget|lenen|lening)\b/],
  ['homesick', /\b(heimwee|missen|familie|vrienden|vriendin|vriend|eenzaam|thuis|loslaten)\b|\b(zo )?ver weg\b/],
  // Whether to go at all, not between two levels (a doubt between levels is a choice: intents.ts).
  ['doubt', /\b(twijfel\w*|weet niet of|spijt)\b|\b(toch )?(in|naar) nederland\b|\bhier blijven\b/],
];

// Whether a parent speaks: one rule (intents.ts), for the feelings, the care and who Sanne is.
export { parentSpeaks };

export function feelingOf(question: string): Feeling {
  const folded = fold(question);
  return FEELING_WORDS.find(([, words]) => words.test(folded))?.[0] ?? 'nerves';
}

/** For a worry about money: the matches that fit the budget even with the low aid estimate, by name. */
function moneyStep(writing: Writing): string {
  const budget = writing.profile?.budget_eur_min;
  if (budget == null)
    return 'Een kleine stap helpt: zet jullie budget op je profiel en genereer je matches opnieuw; dan zie je per school wat je na de geschatte beurs betaalt.';
  const fitting = writing.ranking.filter((match) => match.net_cost && match.net_cost.max_usd <= eurToUsd(budget));
  return fitting.length > 0
    ? `Een kleine stap helpt: kijk samen naar de scholen die binnen je budget passen, ook als de beurs lager uitvalt: ${formatList(fitting.slice(0, 3).map((match) => match.school_name))}. Vraag me 'Welke matches kan ik betalen?' voor het hele overzicht.`
    : "Een kleine stap helpt: vraag me 'Welke matches kan ik betalen?', dan zie je per school wat je na de geschatte beurs betaalt en welke dicht bij je budget komen.";
}

/** How an answer speaks of the athlete: to her ('je'), or to a parent of her ('je dochter', 'ze'). */
interface Voice {
  readonly parent: boolean;
  /** 'je dochter', 'je zoon', 'je kind'; 'je' to the athlete. */
  readonly child: string;
  /** 'ze', 'hij'; 'je' to the athlete. */
  readonly subject: string;
  /** 'haar', 'hem'; 'je' to the athlete. */
  readonly object: string;
  /** 'haar', 'zijn'; 'je' to the athlete. */
  readonly own: string;
}

function voiceOf(writing: Writing): Voice {
  const parent = parentSpeaks(writing.question) || spokenOf(writing.question);
  if (!parent) return { parent, child: 'je', subject: 'je', object: 'je', own: 'je' };
  const team = teamOf(writing.profile);
  const folded = fold(writing.question);
  const daughter = /\bdochter\b/.test(folded) || (team === 'dames' && !/\bzoon\b/.test(folded));
  const son = /\bzoon\b/.test(folded) || (team === 'heren' && !daughter);
  if (daughter) return { parent, child: 'je dochter', subject: 'ze', object: 'haar', own: 'haar' };
  if (son) return { parent, child: 'je zoon', subject: 'hij', object: 'hem', own: 'zijn' };
  return { parent, child: 'je kind', subject: 'het', object: 'het', own: 'zijn' };
}

const CONTACT_LINE = `Wil je er met iemand over praten? De talentmanagers van ${PRODUCT_NAME} denken graag mee: ${CONTACT_EMAIL}.`;

/**
 * 'Als moeder maak ik me zorgen, wie let daar op haar? Kunnen we haar bezoeken?': who looks after
 * an international first-year, as questions to ask (the knowledge names no person or rule at a
 * school), whether the family may come (the knowledge holds nothing on it: said, with whom to ask),
 * and what it does hold: when a Division I school may invite the athlete to see it first.
 */
function careAnswer(writing: Writing): string {
  const voice = voiceOf(writing);
  const { child, subject, object, own } = voice;
  const folded = fold(writing.question);
  const together = writing.name && voice.parent ? `samen met ${writing.name}` : null;
  const warm = voice.parent
    ? `Dat begrijp ik goed: ${child} zo ver weg laten gaan is voor ouders vaak het spannendste deel, en goed dat je vraagt hoe het daar voor ${object} geregeld is.`
    : `Goed dat je het vraagt${writing.name ? `, ${writing.name}` : ''}: zo ver weg wil je weten bij wie je terechtkunt.`;
  const who = paragraphs(
    `Hoe een school en een team internationale eerstejaars opvangen, verschilt per school; een vaste regel staat niet in mijn bronnen. Vraag het daarom de coach${together ? `, het liefst ${together} in een gesprek` : ' in een eerste gesprek'}:`,
    bullets([
      `hoe het team internationale eerstejaars opvangt, en wie in het team ${own} aanspreekpunt is;`,
      `wie ${own} academisch adviseur (academic advisor) wordt, voor ${own} vakken en studieplanning;`,
      `waar ${subject} terechtkan bij het bureau voor internationale studenten (international student office).`,
    ]),
  );
  const visitAsked = /\b(bezoek\w*|opzoeken|langskomen|langs komen)\b/.test(folded);
  const visit = visitAsked
    ? `${voice.parent ? `Jullie kunnen ${object} daar natuurlijk opzoeken.` : 'Je familie kan je daar natuurlijk opzoeken.'} Wanneer dat het best past en wat zo'n reis kost, staat niet in mijn bronnen, en ik ga er niet naar gissen: vraag de coach wanneer ouders het best kunnen komen, bijvoorbeeld rond een thuiswedstrijd.`
    : null;
  // What the knowledge does hold on visits: the athlete's own official visit, before choosing.
  const calendar = ownContactDay(writing, writing.now);
  const today = dutchDay(writing.now);
  const year = calendar?.fourthClassEnds;
  let official: string | null = null;
  if (year !== undefined && today !== null) {
    quote(writing, 'recruiting-kalender#contactregels');
    official =
      isoDay(today) >= `${year}-08-01`
        ? `Wat wel in mijn bronnen staat: voordat ${subject} kiest, kan ${subject} een school zelf zien. Een Division I-school mag ${object} nu al uitnodigen voor een officieel bezoek; vraag de coach dan ook of ${voice.parent ? 'jullie' : 'je ouders'} mee kunnen.`
        : `Wat wel in mijn bronnen staat: voordat ${subject} kiest, kan ${subject} een school zelf zien. Een Division I-school mag ${object} uitnodigen voor een officieel bezoek vanaf 1 augustus ${year}, na ${own} 4e klas; vraag de coach dan ook of ${voice.parent ? 'jullie' : 'je ouders'} mee kunnen.`;
  }
  return withSources(writing, warm, who, visit, official, CONTACT_LINE);
}

/**
 * 'Ik word altijd heel zenuwachtig voor wedstrijden, zien coaches dat?': nerves before a race are
 * answered as such, warmly and without a figure (the knowledge holds none on them), then one step.
 */
function raceNervesAnswer(writing: Writing): string {
  const voice = voiceOf(writing);
  const name = voice.parent ? null : writing.name;
  const { subject, own } = voice;
  const warm = voice.parent
    ? `Zenuwen voor een wedstrijd zijn heel normaal, ook bij sporters op het hoogste niveau: ze laten zien dat het ${voice.object} iets kan schelen.`
    : `${name ? `${name}, zenuwen` : 'Zenuwen'} voor een wedstrijd zijn heel normaal, ook bij sporters op het hoogste niveau: ze laten zien dat het je iets kan schelen.`;
  const seen = `Zien coaches dat? Een coach kijkt vooral naar ${own} resultaten over een langere tijd en naar ${own} houding: hoe ${subject} traint, hoe ${subject} met een mindere wedstrijd omgaat en wat ${subject} daarna doet. Eén zenuwachtige start zegt een coach weinig.`;
  const step = voice.parent
    ? `Een kleine stap helpt: laat ${voice.object} een vaste routine maken voor een wedstrijd (de warming-up, een paar rustige ademhalingen, één ding waarop ${subject} let) en die ook op trainingen oefenen. Blijven de zenuwen ${voice.object} hinderen, dan kan ${subject} er met ${own} trainer aan werken.`
    : 'Een kleine stap helpt: maak een vaste routine voor een wedstrijd (je warming-up, een paar rustige ademhalingen, één ding waarop je let) en oefen die ook op trainingen. Blijven de zenuwen je hinderen, vertel het dan je trainer: daar kun je samen aan werken.';
  return paragraphs(warm, seen, step, CONTACT_LINE);
}

/** The athlete's own next step against nerves: matches, the profile's first gap, or a calm look at the best match. */
function nervesStep(writing: Writing, score: number, missing: readonly string[]): string {
  const { matches } = writing;
  if (matches.length === 0)
    return `Een kleine stap helpt: klik op de matchespagina op '${GENERATE_BUTTON}', dan zie je waar je echt kansen hebt.`;
  if (score < PROFILE_SCORE_MAX && missing.length > 0)
    return `Een kleine stap helpt: vul ${lowerFirst(missing[0] ?? '')} in op je profiel, dan zien coaches een vollediger beeld van je.`;
  return `Een kleine stap helpt: bekijk ${matches[0]?.school_name ?? 'je beste match'} eens rustig, en praat erover met iemand die je vertrouwt.`;
}

/** The same step for a parent: done together with the athlete, never told to the parent as theirs. */
function parentNervesStep(writing: Writing, voice: Voice, score: number, missing: readonly string[]): string {
  const { matches } = writing;
  const together = `samen met ${writing.name ?? voice.object}`;
  if (matches.length === 0)
    return `Een kleine stap helpt: klik ${together} op de matchespagina op '${GENERATE_BUTTON}', dan zien jullie waar ${voice.subject} echt kansen heeft.`;
  if (score < PROFILE_SCORE_MAX && missing.length > 0)
    // The gaps are written to the athlete ('een link naar je highlightvideo'): hers, to a parent.
    return `Een kleine stap helpt: vul ${together} ${lowerFirst(missing[0] ?? '').replace(/\bje\b/g, voice.own)} in op ${voice.own} profiel, dan zien coaches een vollediger beeld van ${voice.object}.`;
  return `Een kleine stap helpt: bekijk ${together} ${matches[0]?.school_name ?? `${voice.own} beste match`} eens rustig, en praat erover wat ${voice.subject} daar zoekt.`;
}

/** Nerves, homesickness, doubt, a rejection, money: warm and short, then one concrete next step. */
function feelingsAnswer(writing: Writing): string {
  const { matches, profile } = writing;
  const feeling = feelingOf(writing.question);
  if (feeling === 'care') return careAnswer(writing);
  if (feeling === 'race') return raceNervesAnswer(writing);
  const parent = parentSpeaks(writing.question);
  // A parent is not called by the athlete's name, nor is one who speaks of her ('ze is zenuwachtig').
  const name = parent || spokenOf(writing.question) ? null : writing.name;
  const athlete = writing.name ?? 'je kind';
  const { score, missing } = scoreGaps(profile);
  const opening: Record<Exclude<Feeling, 'nerves' | 'care' | 'race'>, string> = {
    rejection: `${name ? `${name}, een` : 'Een'} nee of een stilte van een coach voelt rot. Het zegt vaak meer over wat dat team dit jaar zoekt dan over wat ${parent ? `${athlete} kan` : 'jij kunt'}.`,
    money: `${name ? `${name}, het` : 'Het'} is begrijpelijk dat het geld zwaar weegt: een studie in de VS is een grote uitgave, en goed dat jullie er eerlijk over praten.`,
    homesick: parent
      ? `Dat begrijp ik goed: ${athlete} zo ver weg zien gaan is voor ouders vaak het zwaarste deel, en dat mag je voelen.`
      : `${name ? `${name}, heimwee` : 'Heimwee'}, of bang zijn ervoor, hoort erbij: je gaat ver weg van je familie en vrienden, en dat mag je voelen.`,
    doubt: parent
      ? 'Twijfel hoort bij zo’n grote keuze, ook bij ouders, en niemand hoeft nu al iets te beslissen.'
      : `${name ? `${name}, twijfel` : 'Twijfel'} hoort bij zo’n grote keuze, en je hoeft nu nog niets te beslissen.`,
  };
  // A parent (or one who speaks of the athlete: 'ze is zenuwachtig') hears about the athlete, and the step is theirs to take together.
  const voice = voiceOf(writing);
  const warm =
    feeling === 'nerves'
      ? pick(
          writing.question,
          voice.parent
            ? [
                `Dat is heel normaal. Bijna iedereen die deze stap zet, twijfelt of is zenuwachtig, juist omdat het ertoe doet; ouders net zo goed.`,
                `Goed dat je het zegt. Zo'n grote stap voelt spannend, voor ${voice.child} en voor jullie, en dat hoort erbij.`,
              ]
            : [
                `${name ? `${name}, dat` : 'Dat'} is heel normaal. Bijna iedereen die deze stap zet, twijfelt of is zenuwachtig, juist omdat het ertoe doet.`,
                `Goed dat je het zegt${name ? `, ${name}` : ''}. Zo'n grote stap voelt spannend, en dat hoort erbij.`,
              ],
        )
      : opening[feeling];
  const steps: Record<Exclude<Feeling, 'care' | 'race'>, () => string> = {
    rejection: () =>
      `Een kleine stap helpt: mail de volgende school van je lijst, en volg na ${FOLLOW_UP_DAYS} dagen op waar je nog niets hoorde.`,
    money: () => moneyStep(writing),
    homesick: () =>
      parent
        ? `Een kleine stap helpt: vraag de coach in een gesprek samen met ${athlete} hoe het team internationale eerstejaars opvangt en wie daar het aanspreekpunt is, en spreek nu al af hoe en wanneer jullie elkaar spreken.`
        : 'Een kleine stap helpt: vraag een coach in je eerste gesprek hoe het team internationale eerstejaars opvangt, en spreek nu al met je familie af hoe en wanneer jullie elkaar spreken.',
    doubt: () =>
      `Een kleine stap helpt: zet op een rij wat ${parent ? `${athlete} in Amerika zoekt` : 'je in Amerika zoekt'} (het niveau, de studie, het avontuur) en wat ${parent ? 'hier' : 'je hier'} zou blijven, en vraag een coach van ${matches[0]?.school_name ?? 'een school die past'} hoe een seizoen en een studieweek er daar uitzien. Je profiel en je matches blijven gewoon staan.`,
    nerves: () =>
      voice.parent ? parentNervesStep(writing, voice, score, missing) : nervesStep(writing, score, missing),
  };
  const next = steps[feeling]();
  return paragraphs(
    warm,
    next,
    `Wil je er met iemand over praten? De talentmanagers van ${PRODUCT_NAME} denken graag mee: ${CONTACT_EMAIL}.`,
  );
}

function aboutAnswer(writing: Writing): string {
  if (writing.name && parentSpeaks(writing.question))
    return paragraphs(
      `Natuurlijk, stel gerust je vragen over ${writing.name}. Ik ben Sanne, de AI-coach van ${PRODUCT_NAME}, en ik antwoord met het profiel en de matches van ${writing.name} als uitgangspunt.`,
      `Vraag me bijvoorbeeld welke matches het best passen, wat een jaar daar kost, wanneer coaches mogen reageren, hoe het visum werkt of wat een beurs dekt. De mails aan coaches schrijft ${writing.name} het best zelf; jullie kunnen ze samen voorbereiden.`,
    );
  return paragraphs(
    `Ik ben Sanne, de AI-coach van ${PRODUCT_NAME}${writing.name ? `, ${writing.name}` : ''}. Ik help je op weg naar een sportbeurs in de VS, met je eigen profiel en matches als uitgangspunt.`,
    'Vraag me bijvoorbeeld welke matches het best bij je passen, wat je nog kunt doen aan je profielscore, wat er in je highlightvideo moet, wanneer je coaches mag mailen, hoe het visum werkt of wat een beurs dekt.',
  );
}

/** The page whose section 'prijzen' says what Talentbrug costs (mfe-landing's terms). */
const TERMS = ROUTES.find((route) => route.module === './TermsPage');

/**
 * What Talentbrug costs, as Sanne says it: the free start, and where the terms give the
 * subscriptions' prices (never a figure of its own). The model engine's prompt holds the same text.
 */
export function productPriceText(name: string | null): string {
  return paragraphs(
    `Je begint gratis bij ${PRODUCT_NAME}${name ? `, ${name}` : ''}, zonder creditcard.`,
    TERMS
      ? `Wil je persoonlijke begeleiding van een talentmanager, dan is er een betaald abonnement. Wat dat kost en hoe je opzegt, staat in de [${TERMS.title.toLowerCase()}](${TERMS.path}#prijzen).`
      : null,
  );
}

const DOSSIER = ROUTES.find((route) => route.path === '/dossier');

/**
 * How the profile reaches a coach: the dossier, its links per school and what a coach sees, as the
 * product works (docs/product-notes.md, 'The recruiting dossier'); under the consent age, the
 * parent's consent first.
 */
export function dossierText(profile: Profile | null, now: Date): string {
  const age = profile?.date_of_birth ? ageOn(profile.date_of_birth, now) : null;
  const page = DOSSIER ? `[${DOSSIER.title.toLowerCase()}](${DOSSIER.path})` : 'dossier';
  return paragraphs(
    `Je profiel deel je met een coach via je ${page}: één Engelstalige pagina met wat een college-coach wil zien, zoals je sport en je niveau in de termen van een Amerikaanse coach, je cijfers, je video en je resultaten. Een coach hoeft niet in te loggen, en er is ook een pdf van één A4 met een QR-code.`,
    bullets([
      'Maak per school of per persoon een eigen link. Dan zie je per link hoe vaak en wanneer hij is geopend.',
      'Wat een coach ziet, kies je zelf per onderdeel. Je telefoonnummer, je geboortedatum en je adres staan er nooit op.',
      'Een nieuwe link zie je maar één keer: kopieer hem meteen. Kwijt? Trek hem in en maak een nieuwe.',
    ]),
    age === null
      ? `Ben je jonger dan ${count(GUARDIAN_CONSENT_AGE)}, dan geeft eerst een ouder of voogd toestemming voordat je dossier openbaar wordt; vul daarvoor ook je geboortedatum in op je profiel.`
      : age < GUARDIAN_CONSENT_AGE
        ? `Omdat je jonger bent dan ${count(GUARDIAN_CONSENT_AGE)}, geeft eerst een ouder of voogd toestemming voordat je dossier openbaar wordt.`
        : null,
    'Op de matchespagina maak je per school een mail klaar, met je dossierlink voor die school.',
  );
}

/** 'Welke papieren moeten we opsturen?': the documents, not the registration's first steps again. */
const DOCUMENTS_ASKED =
  /\b(papieren|papierwerk|documenten|document|stukken|cijferlijst\w*|transcripts?|vertal\w*|opsturen|insturen|versturen|uploaden)\b/;

/** The documents a Dutch pupil sends to the Eligibility Center, whole, then who sends them and the athlete's timeline. */
function documentsAnswer(writing: Writing): string {
  return withSources(
    writing,
    quote(writing, 'eligibility-registratie#documenten').text,
    quote(writing, 'eligibility-registratie#school-stuurt-ze').text,
    personalLine(writing, 'registration'),
  );
}

/** The athlete's matches at a level, or all of them, with the team's own site (from the dataset). */
function teamSites(writing: Writing, levels: readonly CollegeLevel[]): string | null {
  const at = writing.ranking.filter((match) => levels.length === 0 || levels.includes(levelOf(match)));
  // 'genoeg voor D1?' with no D1 school among the matches: said, rather than left out in silence.
  if (at.length === 0 && levels.length > 0 && writing.ranking.length > 0) {
    const total = writing.ranking.length <= 10 ? count(writing.ranking.length) : String(writing.ranking.length);
    return `Geen van je ${total} matches is een ${formatList(
      levels.map((level) => LEVEL_SCHOOL[level]),
      'of',
    )}, dus de site van zo'n team kan ik je niet uit je eigen matches geven.`;
  }
  const sited = at.filter((match) => match.institution.athletics_url).slice(0, LISTED);
  if (sited.length === 0) return null;
  const which =
    levels.length > 0
      ? `${at.length === 1 ? 'Je match' : 'Je matches'} in ${formatList(levels.map(inLevel))}`
      : 'Je beste matches';
  return `${which}, met de site van ${sited.length === 1 ? 'het sportteam' : 'hun sportteams'}:\n${bullets(sited.map((match) => `${match.school_name}: ${match.institution.athletics_url}`))}`;
}

/**
 * 'Ik zwem de 100 vrij in 56,8, is dat genoeg voor D1?', '2k 7:18, goed genoeg voor D1?': the
 * knowledge holds no time standards, and none may be invented, so it is said first; then where a
 * family finds them (the team's roster and results, the standards a team publishes, its coach), the
 * sport's own passage (swimming's video, rowing's 2k), the athlete's own matches' team sites, and
 * what the matches do weigh: the level on the profile. The time itself is not repeated: it is the
 * family's, and no answer may hold a figure the data or the knowledge does not.
 */
function timesAnswer(writing: Writing, levels: readonly CollegeLevel[]): string {
  const sport = sportOf(writing.profile);
  const folded = fold(writing.question);
  const swims = sport?.id === 'swimming' || /\bzwem|\bvrij\b|slag\b/.test(folded);
  const rows = !swims && (sport?.id === 'rowing' || /\broei|\b2 ?k\b|\bergo/.test(folded));
  const target = levels.length > 0 ? formatList(levels.map((level) => LEVEL_SHORT[level])) : 'een universiteitsteam';
  const sites = teamSites(writing, levels);
  // What the matches weigh instead, only beside matches (the level's label is theirs to quote).
  const fits = writing.ranking.length > 0 ? levelFitsText(writing.profile) : null;
  const where = rows
    ? [
        "Kijk op de site van de roeiploeg van een school: sommige programma's zetten daar hun recruiting standards, de 2k-tijden die ze van nieuwe roeisters verwachten.",
        'Vraag het de coach zelf: stuur je 2k met de datum waarop je hem roeide, dan zegt de coach je het eerlijkst of je tijd bij de ploeg past.',
      ]
    : [
        'Kijk op de site van het sportteam van een school naar de roster en de uitslagen (results): daar zie je wie er nu in het team zit en welke tijden zij halen. Zo zie je waar jouw tijden tussen vallen.',
        "Veel programma's zetten hun eigen recruiting standards op die site: de tijden die ze van nieuwe sporters verwachten. Staan ze er niet, vraag er dan naar.",
        'Vraag het de coach zelf: die zegt je het eerlijkst of je tijd bij het team past.',
      ];
  const unknown = rows
    ? `Welke 2k-tijd je voor ${target} nodig hebt, staat niet in mijn bronnen: ik heb geen richttijden (recruiting standards) van universiteitsploegen, en ik ga er niet naar gissen.`
    : `Welke tijden je voor ${target} nodig hebt, staat niet in mijn bronnen: ik heb geen tijdslimieten (time standards) van universiteitsteams, en ik ga er niet naar gissen.`;
  return withSources(
    writing,
    `${unknown} Of jouw tijd genoeg is, zoek je zo uit:\n${bullets(where)}`,
    swims ? quote(writing, 'highlightvideo#zwemmen').text : null,
    // Not its last sentence: where the standards stand is the first point above.
    rows ? sentences(quote(writing, 'roeien#ergometer').text, 3) : null,
    sites,
    fits ? `Je matches rekenen niet met je tijden, maar met het niveau op je profiel. ${fits}` : null,
  );
}

/** What every family should know of rowing at a US university, in this order unless the question asks for one. */
const ROWING_SECTIONS = [
  'roeien#boord-en-scull',
  'roeien#ncaa',
  'roeien#beurzen',
  'roeien#ergometer',
  'roeien#seizoen',
] as const satisfies readonly SectionId[];

/**
 * The section a question asks for by its words ('lichtgewicht bij de NCAA?' is the NCAA's; 'wat is
 * een goede 2k?' the ergometer's). A question as open as 'is roeien daar anders?' shares words with
 * none, and the search's best passage for it is chance: then the biggest difference leads, sweep.
 */
const ROWING_ASKED: readonly (readonly [SectionId, RegExp])[] = [
  ['roeien#boord-en-scull', /\b(scull\w*|skiff\w*|boord\w*|sweep|dubbel\w*|[1248]x|riem\w*)\b/],
  [
    'roeien#ncaa',
    /\b(ncaa|lichtgewicht\w*|lightweight|licht gewicht|lichte|zware|openweight|heren\w*|kampioen\w*|ira|stuur\w*|coxswain)\b/,
  ],
  ['roeien#beurzen', /\b(beurs\w*|scholarships?|full ride)\b/],
  ['roeien#ergometer', /\b(2 ?k|ergo\w*)\b/],
  ['roeien#seizoen', /\b(seizoen\w*|head races?|herfst|voorjaar|wedstrijden)\b/],
  ['roeien#novice', /\b(novice|beginner\w*|nooit geroeid|net begonnen|walk-?ons?)\b/],
];

/** A sculling boat the family says she rows in ('zij roeit vooral in de 4x', 'ik skiff vooral'). */
const SCULLING_BOAT = /\b(?:de|een|mijn|haar)\s+(4x|2x|1x|dubbelvier|dubbeltwee|skiff)\b|\b(skiff|skif)\w*\b/;
const MOSTLY = /\b(vooral|meestal|altijd|vaak|alleen|bijna altijd)\b/;

/**
 * 'Is roeien in Amerika anders dan hier? Zij roeit vooral in de 4x': rowing as US universities row
 * (`roeien.md`), the section the question asks about first and whole, the others in short; then
 * what it means for this athlete: the sculling boat she named, the men's crews outside the NCAA,
 * the squad limit of her team, her matches by level and by name, her level on the rowing ladder.
 */
function rowingAnswer(writing: Writing): string {
  const { profile, ranking } = writing;
  const folded = fold(writing.question);
  const name = spokenOf(writing.question) ? null : writing.name;
  const sport = sportOf(profile);
  const team = teamOf(profile);
  const rower = sport?.id === 'rowing';
  const asked = ROWING_ASKED.find(([, words]) => words.test(folded))?.[0] ?? ROWING_SECTIONS[0];
  // A beginner reads how the novice squads work too.
  const novice = asked === 'roeien#novice' || (rower && ownLadder(profile)?.step?.code === 'beginner');
  const order: SectionId[] = [
    asked,
    ...ROWING_SECTIONS.filter((id) => id !== asked),
    ...(novice && asked !== 'roeien#novice' ? (['roeien#novice'] as const) : []),
  ];
  const [first, ...rest] = order.map((id) => quote(writing, id));
  // The heading as a bold lead-in of its own ('**Beurzen in het roeien.** Damesroeien is ...'): the
  // passages themselves hold colons, and a second one after the heading's would read badly.
  const points = rest.map((passage) => `**${passage.heading}.** ${sentences(passage.text, 2)}`);
  const boat = SCULLING_BOAT.exec(folded);
  const boatName = boat ? (boat[1] ? `de ${boat[1]}` : 'de skiff') : null;
  const ownBoat =
    boatName && MOSTLY.test(folded)
      ? `Je roeit vooral in ${boatName}, dus in Amerika leer je boordroeien. Noem in je eerste mail aan de coaches van je matches dat je uit het scullen komt.`
      : null;
  const programme = rower && sport && team ? teamProgramme(sport, team) : null;
  // The men's crews: no NCAA championship, said as the catalogue says it.
  const men = programme?.offered ? (programme.note ?? null) : null;
  const roster = rower && sport && team === 'dames' ? divisionOneLimits(writing, sport, team).roster : null;
  const spread = levelsOf(ranking).map((level) => {
    const n = ranking.filter((match) => levelOf(match) === level).length;
    return `${amount(n)} in ${inLevel(level)}`;
  });
  const mine =
    rower && ranking.length > 0
      ? paragraphs(
          staleNote(writing),
          `Je matches zijn roeiploegen: ${formatList(spread)}. De beste: ${namedFew(writing.matches.slice(0, 3))}.`,
        )
      : null;
  return withSources(
    writing,
    `Roeien aan een Amerikaanse universiteit gaat op een paar punten anders dan in Nederland${name ? `, ${name}` : ''}. ${first?.text ?? ''}`,
    bullets(points),
    ownBoat,
    men,
    roster && sport
      ? `${forSportOf(sport, team)} mag een Division I-school met House-schikking een selectie van maximaal ${roster.value} hebben.`
      : null,
    mine,
    rower && ranking.length > 0 ? levelFitsText(profile) : null,
  );
}

/**
 * 'Mag ik op een official visit? Wie betaalt dat?': who pays is not in the knowledge (the domain
 * reference says when official visits may start, not who pays), so it is said first, with whom to
 * ask; then the knowledge's own sentences on visits and, from the athlete's calendar, whether that
 * day has come. A sentence that leans on the one before it ('In de zomer daarna') is left out.
 */
function visitCostsAnswer(writing: Writing): string {
  const found: string[] = [];
  for (const entryId of ['recruiting-kalender', 'eligibility-registratie'])
    for (const passage of writing.kb.entry(entryId).passages) {
      const own = sentenceList(prose(passage))
        .map((sentence) => sentence.trim())
        .filter((sentence) => /\bbezoek/.test(fold(sentence)) && !/\bdaarna\b/.test(fold(sentence)));
      if (own.length > 0) quoteFound(writing, passage);
      for (const sentence of own) if (!found.includes(sentence)) found.push(sentence);
    }
  const calendar = ownContactDay(writing, writing.now);
  const today = dutchDay(writing.now);
  const year = calendar?.fourthClassEnds;
  const own =
    year === undefined || today === null
      ? null
      : isoDay(today) >= `${year}-08-01`
        ? 'Je 4e klas is voorbij, dus een Division I-school mag je nu al uitnodigen.'
        : `Voor jou is dat vanaf 1 augustus ${year}, na je 4e klas.`;
  return withSources(
    writing,
    `Wie een official visit betaalt, staat niet in mijn bronnen, en ik ga er niet naar gissen. Vraag het de coach die je uitnodigt: wat de school betaalt en wat jullie zelf betalen. Een talentmanager van ${PRODUCT_NAME} kan het ook voor je nagaan: mail naar ${CONTACT_EMAIL}.`,
    found.length > 0 ? `Dit staat wel in mijn bronnen. ${found.join(' ')}` : null,
    own,
  );
}

function unknownAnswer(writing: Writing): string {
  const { name } = writing;
  return paragraphs(
    `${name ? `${name}, daar` : 'Daar'} heb ik geen betrouwbare informatie over, en ik ga er niet naar gissen.`,
    `Een talentmanager van ${PRODUCT_NAME} kan dit voor je uitzoeken: mail je vraag naar ${CONTACT_EMAIL}, met je sport, je niveau en de scholen waar het om gaat.`,
    'Waar ik je wel direct mee help: welke matches het best passen en wat je er betaalt, twee scholen naast elkaar, je profielscore, je highlightvideo, SAT en ACT, sportbeurzen en wat ze dekken, het visum, de verschillen tussen de divisies, je cijfers en GPA, het Eligibility Center, Engelse toetsen, contact met coaches en je planning.',
  );
}

// ---- entry -------------------------------------------------------------------------------------

/** The writing narrowed to one school the question names: its first matches and its whole list are that school. */
const only = (writing: Writing, focus: Match): Writing => ({ ...writing, matches: [focus], ranking: [focus] });

export function composeAnswer(detected: Detected, input: CoachInput, kb: KnowledgeBase): string {
  const profile = input.context.profile;
  let writing: Writing = {
    question: input.question,
    lead: null,
    profile,
    matches: input.context.matches,
    ranking: input.context.ranking,
    stale: input.context.matchesStale,
    name: profile?.first_name?.trim() || null,
    kb,
    quoted: [],
    now: input.now ?? new Date(),
    video: input.context.video,
    outreach: input.context.outreach,
    said: input.context.said,
  };
  // The lookup found a school the question names better than any match does ('University of
  // Michigan', not the Central Michigan of the list): where that school stands is the answer.
  const { absent } = input.context;
  if (absent && answersAbsent(detected)) return absentAnswer(writing, absent);
  switch (detected.kind) {
    case 'greeting':
      return `Hoi${writing.name ? ` ${writing.name}` : ''}! Waar kan ik je mee helpen? Vraag me bijvoorbeeld welke matches het best bij je passen, hoe je je profielscore verhoogt of hoe het visum werkt.`;
    case 'thanks':
      return pick(input.question, [
        'Graag gedaan! Vraag gerust verder als je nog iets wilt weten.',
        'Fijn dat het helpt. Succes, en je weet me te vinden!',
      ]);
    case 'school':
      return schoolDetail(detected.focus, writing.stale);
    case 'compare':
      return compareAnswer(detected.schools, writing.stale);
    case 'score':
      return scoreAnswer(writing, detected.schools);
    case 'state':
      return stateAnswer(writing, detected.state);
    case 'about':
      return aboutAnswer(writing);
    case 'price':
      return productPriceText(writing.name);
    case 'dossier':
      return dossierText(writing.profile, writing.now);
    case 'feelings':
      return feelingsAnswer(writing);
    case 'unknown':
      return unknownAnswer(writing);
    case 'times':
      return timesAnswer(writing, detected.levels);
    case 'visit-costs':
      return visitCostsAnswer(writing);
    case 'rowing':
      return rowingAnswer(writing);
    case 'intent':
      break;
  }
  const { intent, focus, levels, followUp } = detected;
  writing = { ...writing, lead: leadFor(kb, input.question, INTENT_KNOWLEDGE.get(intent) ?? []) };
  // 'Waar krijg ik de meeste speeltijd?', 'de beste school academisch': the matches by that part.
  const standing = RANKABLE.has(intent) && !focus && asksAcademicStanding(input.question);
  const byStanding = standing ? matchesByStanding(writing) : null;
  if (byStanding) return byStanding;
  const ranked = RANKABLE.has(intent) && !focus ? rankedPartIn(input.question) : null;
  const byPart = ranked ? matchesByPart(writing, ranked) : null;
  if (byPart) return byPart;
  // 'Welke matches geven de meeste beurs?': the whole list by the aid estimate.
  const byAid = (RANKABLE.has(intent) || intent === 'scholarship') && !focus && asksMostAid(input.question);
  if (byAid) return matchesByAid(writing);
  // 'Is dat budget genoeg voor D1?': the budget against the matches at that level, or that none is there.
  const folded = fold(input.question);
  if (
    BUDGET_INTENTS.has(intent) &&
    levels.length > 0 &&
    !focus &&
    BUDGET_AT_LEVEL.test(folded) &&
    !WHY_ASKED.test(folded)
  )
    return budgetAtLevelsAnswer(writing, levels);
  // 'Kan ze naar D2 of III als dat goedkoper is?', 'wat kost D2?': each level asked, its scholarships
  // and the matches there ('wat kost D2?' listed the matches at every level).
  if (
    CHEAPER_INTENTS.has(intent) &&
    levels.length > 0 &&
    !focus &&
    (CHEAPER.test(folded) || (COST_AT_LEVEL.test(folded) && BUDGET_INTENTS.has(intent)))
  )
    return levelsCostAnswer(writing, levels);
  switch (intent) {
    case 'matches':
      return focus ? schoolDetail(focus, writing.stale) : bestMatches(writing);
    case 'profile':
      return profileAnswer(writing);
    case 'sat':
      return focus ? satAnswer(only(writing, focus)) : satAnswer(writing, levels);
    case 'english':
      // 'Welke TOEFL, en moet ik ook de SAT doen?': both tests, the SAT's part first.
      return bothTestsAsked(input.question) && !followUp
        ? satAnswer(writing)
        : topicAnswer(writing, intent, followUp ? levels : []);
    case 'scholarship':
      return scholarshipAnswer(focus ? only(writing, focus) : writing, levels, detected.keeping);
    case 'visa':
      return visaAnswer(writing, followUp);
    case 'divisions':
      return divisionsAnswer(writing, levels);
    case 'costs':
      return topicAnswer(focus ? only(writing, focus) : writing, intent);
    case 'coverage':
      return followUp && levels.length > 0 ? topicAnswer(writing, intent, levels) : coverageAnswer(writing);
    case 'affordability':
      return affordabilityAnswer(focus ? only(writing, focus) : writing);
    case 'my-divisions':
      return myDivisionsAnswer(writing, levels);
    case 'video':
      return videoAnswer(writing);
    case 'registration':
      return DOCUMENTS_ASKED.test(fold(input.question)) && !(followUp && levels.length > 0)
        ? documentsAnswer(writing)
        : topicAnswer(writing, intent, followUp ? levels : []);
    case 'calendar':
      // The recruiting calendar is when to act; the start term, a gap year or the diploma only when asked.
      return detected.start
        ? startAnswer(writing, detected.start)
        : topicAnswer(writing, intent, followUp ? levels : [], ['recruiting-kalender']);
    default:
      return topicAnswer(writing, intent, followUp ? levels : []);
  }
}

/**
 * The Dutch texts of a match: the scholarship line, the rationale ('waarom dit past'), what is
 * missing ('wat ontbreekt') and the highlights. Built from the computed facts only; a fact the data
 * does not have is left out or called unknown, never filled in.
 */

import { SCHOOL_SIZE_BANDS } from '@talentbrug/domain/contracts/profile';
import {
  formatDecimal,
  formatGpa,
  formatPercent,
  formatScore,
  formatUsd,
  formatUsdRange,
} from '@talentbrug/domain/format';
import { conferenceAfterArticle, type Institution, sportListing } from '@talentbrug/domain/institutions';
import { US_STATES } from '@talentbrug/domain/us-states';
import { type AidResult, aidRangeText, attendanceCost } from './aid.ts';
import { eurApprox, eurRangeApprox } from './exchange-rate.ts';
import {
  ACADEMIC_MINIMUMS,
  type Eligible,
  inPreferredDivisions,
  levelLabel,
  type PreparedAthlete,
  SERVICE_ACADEMY_IDS,
  shortLevelLabel,
} from './filters.ts';
import { gpaScore, gpaVerdict, usualGpa } from './parts/academic.ts';
import { meansFigures, meansWord, type ProgrammeEnd, type ProgrammeMeans } from './parts/athletic.ts';
import { type CostStanding, gapText, standingSentence } from './parts/cost.ts';
import { selectivity } from './parts/english.ts';
import { regionOf, STATE_SCORES, sizeLabel, sizeWord, stateScore } from './parts/preferences.ts';
import type { Squad } from './reference.ts';

export const D3_SCHOLARSHIP_TEXT = 'Geen sportbeurs (D3), wel kans op merit aid';
/** The scholarship line of a school a hard filter rules out: nothing is estimated for it. */
export const RULED_OUT_SCHOLARSHIP_TEXT = 'Geen schatting: deze school is geen match';

export function scholarshipText(institution: Institution, aid: AidResult): string {
  switch (aid.basis) {
    case 'no-athletic-aid-level':
      return institution.level === 'ncaa-d3' ? D3_SCHOLARSHIP_TEXT : 'Geen sportbeurs (NJCAA Division III)';
    case 'none-reported':
      return 'Geen sportbeurzen gemeld (EADA 2023-24)';
    case 'unknown':
      return 'Sportbeurs mogelijk, bedrag onbekend';
    case 'estimated': {
      const estimate = aid.estimate;
      if (!estimate || estimate.max_usd === 0) return `${ESTIMATE_PREFIX}weinig tot geen`;
      return `${ESTIMATE_PREFIX}${aidRangeText(institution, aid)} per jaar`;
    }
  }
}

export function tuitionText(institution: Institution): string | null {
  const international = institution.international_cost;
  if (!international) return null;
  const what =
    international.basis === 'in-state'
      ? 'totale kosten, tarief voor inwoners: als internationale student betaal je waarschijnlijk meer'
      : institution.control === 'public'
        ? 'totale kosten voor een internationale student, out-of-state tarief'
        : 'totale kosten voor een internationale student';
  return `${formatUsd(international.usd)} per jaar (${what})`;
}

export function locationText(institution: Institution): string {
  const parts = [institution.city, institution.state].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Locatie onbekend';
}

export interface TextInput {
  readonly prepared: PreparedAthlete;
  readonly institution: Institution;
  readonly eligible: Eligible;
  readonly aid: AidResult;
  readonly squad: Squad | null;
  readonly divisionLabel: string;
  readonly academicScore: number;
  readonly rosterScore: number;
  /** The squad median of the school's level for the sport and team; null when unknown. */
  readonly rosterMedian: number | null;
  readonly inPreferredStates: boolean | null;
  readonly englishMissing: string | null;
  /** The year after aid against the budget (parts/cost.ts `costStanding`); null without a budget or cost. */
  readonly standing: CostStanding | null;
  /** The programme's aid per athlete against the level's median (parts/athletic.ts); null where it cannot compare. */
  readonly means: ProgrammeMeans | null;
  /** Which end of the level suits the athlete (parts/athletic.ts `programmeEnd`). */
  readonly programmeEnd: ProgrammeEnd;
}

const sporters = (prepared: PreparedAthlete, count = 2) =>
  `${prepared.athlete.team === 'dames' ? 'sportster' : 'sporter'}${count === 1 ? '' : 's'}`;

/** A ladder label inside a sentence: 'Eerste klasse' -> 'eerste klasse'; names and acronyms stay. */
export function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  if (!/^[A-Z][a-z]+$/.test(first) || PROPER_NOUNS.has(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
const PROPER_NOUNS: ReadonlySet<string> = new Set(['Oranje', 'Eredivisie']);

function athleticSentence(input: TextInput): string {
  const { prepared, eligible, divisionLabel } = input;
  const level = `Met jouw niveau, ${inSentence(prepared.step.label)},`;
  switch (eligible.fit) {
    case 'fit':
      return `${level} is ${divisionLabel} haalbaar: de typische ${prepared.athlete.team === 'dames' ? 'sportster' : 'sporter'} in dit team zit op dat niveau.`;
    case 'safe':
      return `${level} is ${divisionLabel} ruim haalbaar, met kans op veel speeltijd.`;
    case 'reach':
      return `${level} is ${divisionLabel} uitdagend: haalbaar als je met video en resultaten opvalt.`;
  }
}

function academicSentence(input: TextInput): string {
  const { prepared, institution } = input;
  const own = `Je geschatte GPA van ${formatGpa(prepared.athlete.gpa)}`;
  const level = institution.level;
  const minimum = level === 'ncaa-d1' || level === 'ncaa-d2' ? formatGpa(ACADEMIC_MINIMUMS[level]) : null;
  const gate = minimum !== null ? ` haalt de NCAA-eis van ${minimum}` : level === 'naia' ? ' haalt de NAIA-eis' : '';
  const rate = institution.admission_rate;
  const verdict = gpaVerdict(prepared.athlete.gpa, institution);
  if (rate === null || verdict === null) {
    return gate
      ? `${own}${gate}; hoe selectief deze school is, staat niet in de data.`
      : `Hoe selectief deze school is, staat niet in de data; je geschatte GPA is ${formatGpa(prepared.athlete.gpa)}.`;
  }
  return `${own}${gate}${gate ? ' en' : ''} is ${verdict} voor een school die ${formatPercent(rate)} van de aanmelders toelaat.`;
}

function costSentence(input: TextInput): string {
  const { prepared, institution, aid } = input;
  const cost = attendanceCost(institution);
  const budget = prepared.athlete.budgetEurMin;
  if (cost === null) {
    return aid.basis === 'estimated' && aid.estimate
      ? `De geschatte sportbeurs is ${aidRangeText(institution, aid)} per jaar, maar de kosten van deze school staan niet in de data.`
      : 'De kosten van deze school staan niet in de data.';
  }
  const rate =
    institution.control === 'public' && institution.international_cost?.basis !== 'in-state'
      ? ', out-of-state tarief'
      : '';
  const full = `${formatUsd(cost)} (circa ${eurApprox(cost)}${rate})`;
  const { standing } = input;
  const versus = standing && budget !== null ? `: ${lowerFirst(standingSentence(standing, budget))}` : '';
  switch (aid.basis) {
    case 'no-athletic-aid-level':
      return institution.level === 'ncaa-d3'
        ? `Sportbeurzen bestaan in Division III niet: een jaar kost hier ${full} vóór eventuele merit aid${versus}.`
        : `Sportbeurzen bestaan in NJCAA Division III niet: een jaar kost hier ${full}${versus}.`;
    case 'none-reported':
      return `Deze school gaf in 2023-24 geen sportbeurzen aan ${prepared.athlete.team}: een jaar kost hier ${full}${versus}.`;
    case 'unknown':
      return `Sportbeurzen bestaan op dit niveau, maar het bedrag van deze school is onbekend; een jaar kost hier ${full}${versus}.`;
    case 'estimated':
      break;
  }
  const net = aid.netCost;
  const estimate = aid.estimate;
  if (!net || !estimate) return `Een jaar kost hier ${full}.`;
  const netText = `${formatUsdRange(net.min_usd, net.max_usd)} (circa ${eurRangeApprox(net.min_usd, net.max_usd)})`;
  const head = `Een jaar kost hier ${full}, na een geschatte sportbeurs van ${aidRangeText(institution, aid)} nog ${netText}`;
  if (!standing || budget === null) return `${head}; vul je budget in om te vergelijken.`;
  return `${head}${versus}.`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A fact that may set this school apart for this athlete, and how strongly (0-1). */
interface Particular {
  readonly text: string;
  readonly weight: number;
  /** What kind of fact it is, for telling how many schools of a list say it (default: its shape). */
  readonly kind?: string;
}

/** Whether the school lies in one of the athlete's wished states, near one (same region), or neither. */
function wishedPlace({ prepared, institution, inPreferredStates }: TextInput): 'in' | 'near' | null {
  if (inPreferredStates) return 'in';
  return prepared.preferredStates.size > 0 && stateScore(prepared, institution.state) === STATE_SCORES.sameRegion
    ? 'near'
    : null;
}

/**
 * What sets this school apart for this athlete, strongest first: roster room against the level's
 * median, the programme's means (aid per athlete) against the level's median, the cost after aid
 * against the budget, academic standing, a preferred division or state,
 * the size they want, the conference. Every candidate is a fact of this school; none is a score.
 */
function particulars(input: TextInput): Particular[] {
  const { prepared, institution, squad } = input;
  const out: Particular[] = [];
  if (input.eligible.listing === 'unknown') {
    // Said first: the one fact that could make the match no match at all.
    out.push({ text: `let op: niet bevestigd dat er een team ${prepared.programme.collegeName} is`, weight: 2 });
  }
  const median = input.rosterMedian;
  if (squad && median !== null && median > 0) {
    const ratio = squad.size / median;
    const medianText = formatDecimal(median, median % 1 === 0 ? 0 : 1);
    if (ratio >= 1.15) {
      out.push({
        text: `een ruime selectie (${squad.size} ${sporters(prepared, squad.size)} in ${squad.year}, tegen een mediaan van ${medianText} op dit niveau), dus meer plekken per jaar`,
        weight: Math.min(1, Math.log2(ratio)),
      });
    } else if (ratio <= 0.85) {
      out.push({
        text: `een kleine selectie (${squad.size} ${sporters(prepared, squad.size)} in ${squad.year}, tegen een mediaan van ${medianText}), dus weinig plekken per jaar`,
        weight: Math.min(1, -Math.log2(ratio)),
      });
    }
  }
  const word = meansWord(input.means);
  if (input.means && word) {
    const rich = word === 'ruimer';
    const suits = rich ? input.programmeEnd === 'strong' : input.programmeEnd === 'modest';
    const figures = meansFigures(prepared, input.means, 'op dit niveau');
    out.push({
      text: rich
        ? `een ruim bemiddeld programma (${figures})${input.programmeEnd === 'strong' ? ', dat de sterkste sporters van het niveau werft' : ''}`
        : `een bescheiden programma (${figures})${input.programmeEnd === 'modest' ? ', waar je kans groter is' : ''}`,
      // What suits the athlete leads; a mismatch is said, weaker than the roster's or the budget's.
      weight:
        Math.min(1, Math.abs(Math.log2(input.means.perAthleteUsd / input.means.medianUsd))) * (suits ? 0.95 : 0.6),
    });
  }
  const { standing } = input;
  if (standing) {
    const left = standing.budgetUsd - standing.highUsd;
    const share = standing.budgetUsd > 0 ? left / standing.budgetUsd : 0;
    if (standing.verdict === 'fits' && share >= 0.15) {
      out.push({
        text: `${standing.withAid ? 'na de geschatte beurs' : 'zelfs zonder beurs'} blijft er van je budget minstens circa ${eurApprox(left)} per jaar over`,
        weight: Math.min(1, share),
        kind: 'budget-left',
      });
    } else if (standing.verdict === 'over') {
      out.push({
        text: `${standing.withAid ? 'ook met de hoogste geschatte beurs' : 'zonder beurs'} circa ${gapText(standing.lowUsd, standing.budgetUsd)} per jaar boven je budget`,
        weight: Math.min(1, (standing.lowUsd - standing.budgetUsd) / standing.budgetUsd),
        kind: 'budget-over',
      });
    }
  }
  const rate = institution.admission_rate;
  if (rate !== null && rate < 0.35) {
    out.push({
      text: `een selectieve school (${formatPercent(rate)} van de aanmelders toegelaten)`,
      weight: 0.9 - rate,
    });
  } else if (institution.sat_avg !== null && institution.sat_avg >= 1300) {
    out.push({ text: `een sterke academische naam (gemiddelde SAT ${formatScore(institution.sat_avg)})`, weight: 0.6 });
  }
  if (inPreferredDivisions(prepared, institution)) {
    out.push({
      text: `${shortLevelLabel(institution.level)}, een niveau dat je zelf noemde`,
      weight: 0.5,
      kind: 'preferred-division',
    });
  }
  const where = stateName(institution.state) ?? institution.state;
  const wished = wishedPlace(input);
  if (wished === 'in') {
    out.push({ text: `de ligging in ${where}, een van je voorkeursstaten`, weight: 0.7, kind: 'preferred-state' });
  } else if (wished === 'near') {
    out.push({
      text: `de ligging in ${where}, in dezelfde regio (${regionOf(institution.state)}) als je voorkeursstaten`,
      weight: 0.4,
      kind: 'preferred-region',
    });
  }
  const wanted = prepared.athlete.preferredSchoolSize;
  const band = institution.size_band;
  if (wanted && band !== null && SCHOOL_SIZE_BANDS[wanted].includes(band)) {
    out.push({ text: `de grootte die je zoekt (${sizeLabel(band)})`, weight: 0.35 });
  }
  // The school's conference, not always its team's (water polo, field hockey): said as the membership.
  if (institution.conference)
    out.push({ text: `de school is lid van de ${conferenceAfterArticle(institution.conference)}`, weight: 0.2 });
  return out.sort((a, b) => b.weight - a.weight);
}

const CONTROL_WORDS = {
  public: 'een openbare universiteit',
  private: 'een particuliere school',
  'for-profit': 'een commerciële school',
} as const;

/** Facts every school has, weighed least: they tell two schools apart when nothing stronger does. */
function plainFacts(input: TextInput): Particular[] {
  const { institution } = input;
  const out: Particular[] = [];
  const state = stateName(institution.state);
  // Said once: a school in or near a wished state has its place among the particulars already.
  if (state && wishedPlace(input) === null) out.push({ text: `de ligging in ${state}`, weight: 0.15 });
  if (institution.control) out.push({ text: CONTROL_WORDS[institution.control], weight: 0.12 });
  if (institution.size_band !== null) out.push({ text: sizeWord(institution.size_band).toLowerCase(), weight: 0.1 });
  const rate = institution.admission_rate;
  if (rate !== null && rate >= 0.35) {
    out.push({ text: rate >= 0.8 ? 'een ruim toelatende school' : 'een gemiddeld selectieve school', weight: 0.08 });
  }
  return out;
}

/** A fact without its numbers: two leads of the same shapes say the same thing. */
const factShape = (part: Particular) => part.text.replace(/\d[\d.,]*/g, '#');
const shapeOf = (parts: readonly Particular[]) => parts.map(factShape).join('|');

/** A state's Dutch name ('Californië'), or undefined for a code that is no US state. */
const stateName = (code: string | null) =>
  code === null ? undefined : (US_STATES as Readonly<Record<string, string>>)[code];

const kindOf = (part: Particular) => part.kind ?? factShape(part);

/** Every fact a lead may take, strongest particulars first, then the plain facts; made once per input. */
const leadFactsMade = new WeakMap<TextInput, readonly Particular[]>();
function leadFacts(input: TextInput): readonly Particular[] {
  let facts = leadFactsMade.get(input);
  if (!facts) {
    facts = [...particulars(input), ...plainFacts(input)];
    leadFactsMade.set(input, facts);
  }
  return facts;
}

/**
 * The leads of one list so far: their shapes, how many schools of each state came before, and the
 * kinds of fact most of the list says (`commonLeadKinds`), which set no school of it apart.
 */
export interface LeadMemory {
  readonly shapes: Set<string>;
  readonly perState: Map<string, number>;
  readonly common: ReadonlySet<string>;
}

export const newLeadMemory = (common: ReadonlySet<string> = new Set()): LeadMemory => ({
  shapes: new Set(),
  perState: new Map(),
  common,
});

/** A list this short has no 'most of the list': every fact of it may lead. */
const COMMON_FROM_SCHOOLS = 6;

/**
 * The kinds of fact that two thirds or more of a list's schools could lead with: a D1 list of an
 * athlete who named D1 ('NCAA Division I, een niveau dat je zelf noemde' at every school), an
 * unlimited budget ('blijft er minstens circa €181.200 over' at every school), thirty public junior
 * colleges. Such a fact tells the family nothing about this school, so a lead takes it last.
 */
export function commonLeadKinds(inputs: readonly TextInput[]): ReadonlySet<string> {
  if (inputs.length < COMMON_FROM_SCHOOLS) return new Set();
  const counts = new Map<string, number>();
  for (const input of inputs) {
    for (const kind of new Set(leadFacts(input).map(kindOf))) {
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, count]) => count * 3 >= inputs.length * 2).map(([kind]) => kind));
}

const ORDINALS = [
  'beste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
] as const;

/**
 * The first set of facts, pairs before triples and strongest first, that no earlier lead of the list
 * used; null when every set is taken. Each fact's shape is computed once.
 */
function freeLead(candidates: readonly Particular[], used: ReadonlySet<string>): Particular[] | null {
  const shapes = candidates.map(factShape);
  const n = candidates.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!used.has(`${shapes[a]}|${shapes[b]}`)) return [candidates[a], candidates[b]] as Particular[];
    }
  }
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        if (!used.has(`${shapes[a]}|${shapes[b]}|${shapes[c]}`)) {
          return [candidates[a], candidates[b], candidates[c]] as Particular[];
        }
      }
    }
  }
  return null;
}

/**
 * The first sentence: the school by name and the one or two facts that set it apart for this
 * athlete, strongest first. Across one list (`memory`), a set of facts another match already led
 * with gives way to the next, so two matches never open alike apart from their numbers; where every
 * set is taken (two junior colleges of one state and region), the school's place among the list's
 * schools of that state is what sets it apart.
 */
function leadSentence(input: TextInput, memory?: LeadMemory): string {
  const { institution } = input;
  const all = leadFacts(input);
  // What most of the list says goes last: it sets this school apart from none of the others.
  const common = memory?.common ?? new Set<string>();
  const candidates = [
    ...all.filter((part) => !common.has(kindOf(part))),
    ...all.filter((part) => common.has(kindOf(part))),
  ];
  const place = institution.state ? ` (${locationText(institution)})` : '';
  let chosen: Particular[] = candidates.slice(0, 2);
  if (memory) {
    const state = institution.state ?? '';
    const before = memory.perState.get(state) ?? 0;
    memory.perState.set(state, before + 1);
    const free = freeLead(candidates, memory.shapes);
    const name = stateName(institution.state);
    const ordinal = ORDINALS[before];
    if (free) chosen = free;
    else if (name && ordinal) {
      chosen = [{ text: `je ${ordinal} match in ${name}`, weight: 0 }, ...chosen.slice(0, 1)];
    }
    memory.shapes.add(shapeOf(chosen));
  }
  if (chosen.length === 0) return `${institution.name}${place} is een school in ${shortLevelLabel(institution.level)}.`;
  return `Wat ${institution.name}${place} voor jou onderscheidt: ${chosen.map((part) => part.text).join('; ')}.`;
}

/**
 * Four sentences: what sets this school apart for this athlete (by name, and across one list never
 * the same facts twice), then the level, the academics and the cost, which every match says.
 */
export function rationale(input: TextInput, memory?: LeadMemory): string {
  return [leadSentence(input, memory), athleticSentence(input), academicSentence(input), costSentence(input)].join(' ');
}

export function missingLines(input: TextInput): string[] {
  const { prepared, institution, aid, eligible } = input;
  const { budgetUsd } = prepared;
  const lines: string[] = [];
  if (eligible.listing === 'unknown') {
    lines.push(`Bevestiging dat er een team ${prepared.programme.collegeName} is: dat staat niet in de data`);
  }
  if (eligible.fit === 'reach') lines.push('Sportief uitdagend: een opvallende video en sterke resultaten zijn nodig');
  const rate = institution.admission_rate;
  const usual = usualGpa(institution);
  if (rate !== null && usual !== null && gpaScore(prepared.athlete.gpa, usual) < 50) {
    lines.push(
      `Cijfers: jouw GPA ${formatGpa(prepared.athlete.gpa)} (geschat) is ${gpaVerdict(prepared.athlete.gpa, institution)} voor een school die ${formatPercent(rate)} toelaat`,
    );
  }
  const average = institution.sat_avg;
  if (prepared.satEquivalent !== null && average !== null && prepared.satEquivalent < average - 100) {
    lines.push(`Test: jouw ${testLabel(prepared)} ligt ruim onder de gemiddelde SAT hier (${formatScore(average)})`);
  }
  if (prepared.satEquivalent === null && institution.sat_avg !== null && selectivity(institution) === 'selectief') {
    lines.push(
      `SAT of ACT: nog geen score (gemiddelde SAT hier ${formatScore(institution.sat_avg)}; voor de NCAA niet verplicht)`,
    );
  }
  if (input.englishMissing) lines.push(input.englishMissing);
  const { standing } = input;
  if (budgetUsd === null) {
    lines.push('Budget: vul in wat je per jaar kunt betalen, dan vergelijken we de kosten');
  } else if (standing && standing.verdict !== 'fits') {
    const { lowUsd, highUsd } = standing;
    if (!standing.withAid) {
      const meritAid =
        aid.basis === 'no-athletic-aid-level' && institution.level === 'ncaa-d3' ? ', tenzij je merit aid krijgt' : '';
      const unknownAid = aid.basis === 'unknown' ? '; het beursbedrag is onbekend' : '';
      lines.push(
        `Budget: de volle prijs is circa ${gapText(lowUsd, budgetUsd)} per jaar meer dan je budget${meritAid}${unknownAid}`,
      );
    } else if (standing.verdict === 'over') {
      lines.push(`Budget: ook met de hoogste geschatte beurs circa ${gapText(lowUsd, budgetUsd)} per jaar tekort`);
    } else {
      lines.push(`Budget: tot circa ${gapText(highUsd, budgetUsd)} per jaar tekort als de beurs lager uitvalt`);
    }
  }
  return lines;
}

function testLabel(prepared: PreparedAthlete): string {
  const { sat, act } = prepared.athlete;
  return sat !== null && prepared.satEquivalent === sat ? `SAT ${formatScore(sat)}` : `ACT ${act}`;
}

/**
 * Before an estimated scholarship on the card ('Geschatte sportbeurs: $7.000-$17.500 per jaar'): a
 * tour read the bare 'Geschat: $17.000 tot de volledige kosten' as the cost. Matches generated
 * before then say 'Geschat: ' and are read the same.
 */
const ESTIMATE_PREFIX = 'Geschatte sportbeurs: ';
const ESTIMATE_PREFIXES = /^(?:Geschatte sportbeurs|Geschat): /;

/** The estimate of a match's scholarship line without its prefix ('$7.000-$17.500 per jaar'), or null when it is no estimate. */
export const estimatedAid = (scholarship: string): string | null =>
  ESTIMATE_PREFIXES.test(scholarship) ? scholarship.replace(ESTIMATE_PREFIXES, '') : null;

/** A match's scholarship line inside a sentence: 'sportbeurs geschat $7.000-$17.500 per jaar', or the line as it is. */
export function scholarshipInSentence(scholarship: string): string {
  const estimate = estimatedAid(scholarship);
  return estimate === null ? scholarship : `sportbeurs geschat ${estimate}`;
}

export function highlights(input: TextInput, scholarship: string): string[] {
  const { institution, squad, divisionLabel } = input;
  const candidates: string[] = [];
  candidates.push(institution.conference ? `${divisionLabel} · ${institution.conference}` : divisionLabel);
  candidates.push(capitalize(scholarshipInSentence(scholarship)));
  if (squad) candidates.push(`Selectie van ${squad.size} (${squad.year})`);
  if (input.inPreferredStates) candidates.push(`In je voorkeursstaat ${institution.state}`);
  if (institution.admission_rate !== null) candidates.push(`Toelating ${formatPercent(institution.admission_rate)}`);
  if (institution.sat_avg !== null) candidates.push(`Gemiddelde SAT ${formatScore(institution.sat_avg)}`);
  const cost = attendanceCost(institution);
  if (cost !== null) candidates.push(`Kosten ${formatUsd(cost)} per jaar`);
  if (institution.size_band !== null) candidates.push(`${capitalize(sizeLabel(institution.size_band))}`);
  candidates.push(`Ligt in ${locationText(institution)}`);
  return candidates.slice(0, 5);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Why the hard filters (filters.ts, `eligibility`) rule a school out for this athlete, in Dutch, the
 * most basic reason first: no team at all before a level that does not fit, before the academic gate.
 */
export function ruledOutReason(prepared: PreparedAthlete, institution: Institution): string {
  const { name, level } = institution;
  const division = levelLabel(level);
  const sport = `${prepared.sport.name.toLowerCase()} (${prepared.athlete.team})`;
  if (SERVICE_ACADEMY_IDS.has(institution.id)) {
    return `${name} is een militaire academie: toelating vraagt een nominatie (voor een buitenlander door de eigen regering) en daarna volgt een dienstplicht. Dat is geen route naar een sportbeurs.`;
  }
  const listing = sportListing(institution, prepared.sport.id, prepared.athlete.team);
  if (listing === 'not-listed') return `${name} heeft volgens de sportgegevens geen team voor ${sport}.`;
  if (listing === 'unknown' && !prepared.programme.levels.includes(level)) {
    return `In ${division} bestaan geen universiteitsteams voor ${sport}, dus ook niet op ${name}.`;
  }
  if (!prepared.step.fits[level]) {
    return `Met jouw huidige niveau, ${inSentence(prepared.step.label)}, is ${division} niet realistisch.`;
  }
  const gate = prepared.gates[level];
  if (!gate.passed) return `${gate.fact}. Daarmee mag je (nog) niet in ${division} uitkomen.`;
  return `${name} valt buiten je matches.`;
}

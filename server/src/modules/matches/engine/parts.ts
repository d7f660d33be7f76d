/**
 * The weighted parts of a match. Each part has a pure score function (numbers only: the engine
 * scores every eligible school with these) and a pure part function that adds the Dutch facts behind
 * the score (written only for the matches returned). A part that lacks data scores neutrally and
 * says so.
 */
import { COST_PARTS, type CostPart } from '@talentbrug/domain/costs';
import {
  formatDecimal,
  formatEuro,
  formatGpa,
  formatPercent,
  formatScore,
  formatUsd,
  formatUsdRange,
} from '@talentbrug/domain/format';
import { type Institution, SIZE_BANDS } from '@talentbrug/domain/institutions';
import { ENGLISH_SCALES, type EnglishTest, SCHOOL_SIZE_BANDS } from '@talentbrug/domain/profile';
import { DIVISION_FIT_LABELS, type DivisionFit } from '@talentbrug/domain/sport-levels';
import { type AidResult, attendanceCost } from './aid.ts';
import { eurRangeApprox, RATE_NOTE, usdToEur } from './exchange-rate.ts';
import {
  type Eligible,
  inPreferredDivisions,
  levelLabel,
  type PreparedAthlete,
  preferredDivisionsText,
} from './filters.ts';
import { type MatchReference, type Squad, squadMedian } from './reference.ts';

export interface PartResult {
  readonly score: number;
  readonly facts: string[];
}

const clampScore = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** What a part scores when the data cannot say: the middle, so it neither lifts nor sinks a school. */
export const NEUTRAL = 50;

// --- athletic -------------------------------------------------------------------------------------

/**
 * 'fit' is the best athletic match: the typical recruit at this level plays at the athlete's level.
 * 'safe' (clearly above the typical recruit) means playing time but a level below what the athlete
 * could reach; 'reach' is possible for a standout, not the rule.
 */
export const ATHLETIC_SCORES: Readonly<Record<DivisionFit, number>> = { fit: 100, safe: 75, reach: 45 };

export function athleticScore(eligible: Eligible): number {
  return ATHLETIC_SCORES[eligible.fit];
}

const FIT_EXPLANATION: Readonly<Record<DivisionFit, string>> = {
  fit: 'de typische sporter hier speelt op jouw niveau',
  safe: 'je zit boven de typische sporter hier: kans op veel speeltijd, maar kijk ook een niveau hoger',
  reach: 'haalbaar voor wie op jouw niveau uitblinkt, met sterke video en resultaten',
};

export function athleticPart(
  prepared: PreparedAthlete,
  institution: Institution,
  eligible: Eligible,
  squad: Squad | null,
  divisionLabel: string,
): PartResult {
  const facts = [
    `Jouw niveau: ${prepared.step.label}`,
    `${divisionLabel}: ${DIVISION_FIT_LABELS[eligible.fit].toLowerCase()} (${FIT_EXPLANATION[eligible.fit]})`,
  ];
  if (squad) {
    const who = prepared.athlete.team === 'dames' ? 'sportsters' : 'sporters';
    facts.push(`Selectie van ${squad.size} ${who} in ${squad.year} (EADA)`);
  }
  if (eligible.listing === 'coed') facts.push(`${prepared.sport.name} is hier een gemengd team`);
  if (eligible.listing === 'unknown') {
    facts.push(
      `Niet bevestigd: de data weet niet of ${institution.name} een team ${prepared.programme.collegeName} heeft`,
    );
  }
  if (prepared.step.note) facts.push(prepared.step.note);
  return { score: athleticScore(eligible), facts };
}

// --- academic -------------------------------------------------------------------------------------

/**
 * The GPA a school of this selectivity usually sees, by admission rate (a Talentbrug estimate from the
 * admission rate, not a published figure; the texts say 'gebruikelijk'): 5% -> 3,9, 20% -> 3,7,
 * 50% -> 3,3, 80% -> 2,9, 100% -> 2,6, linear between.
 */
const GPA_BY_ADMISSION: ReadonlyArray<readonly [rate: number, gpa: number]> = [
  [0.05, 3.9],
  [0.2, 3.7],
  [0.5, 3.3],
  [0.8, 2.9],
  [1, 2.6],
];

/** Without an admission rate: by average SAT (950 -> 2,8 ... 1500 -> 3,9). */
const GPA_BY_SAT: ReadonlyArray<readonly [sat: number, gpa: number]> = [
  [950, 2.8],
  [1100, 3.2],
  [1300, 3.6],
  [1500, 3.9],
];

function interpolate(table: ReadonlyArray<readonly [number, number]>, x: number): number {
  let previous: readonly [number, number] | undefined;
  for (const point of table) {
    if (x <= point[0]) {
      if (!previous) return point[1];
      return previous[1] + ((point[1] - previous[1]) * (x - previous[0])) / (point[0] - previous[0]);
    }
    previous = point;
  }
  return previous ? previous[1] : 0;
}

/** Selectivity unknown: the common ground of US four-year admissions. */
const USUAL_GPA_UNKNOWN = 3.0;
/** A junior college without an admission rate: open admission with a diploma. */
const USUAL_GPA_JUNIOR_COLLEGE = 2.3;

/** The usual GPA for the school, or null when neither its admission rate nor its SAT is known. */
export function usualGpa(institution: Institution): number | null {
  if (institution.admission_rate !== null) return interpolate(GPA_BY_ADMISSION, institution.admission_rate);
  if (institution.level === 'njcaa') return USUAL_GPA_JUNIOR_COLLEGE;
  if (institution.sat_avg !== null) return interpolate(GPA_BY_SAT, institution.sat_avg);
  return null;
}

export const ACADEMIC_WEIGHTS = { gpa: 0.6, test: 0.4 } as const;

/**
 * 75 at the usual, rising 50 points per GPA point below it (0 at 1,5 under) and bending towards 100
 * above it (91 at half a point over, 97 at a full point), never reaching it: a higher GPA never
 * scores lower, and two schools where the athlete is well over the usual still differ.
 */
export function gpaScore(athleteGpa: number, usual: number): number {
  return clampScore(aboveUsual(athleteGpa - usual, 50));
}

/** 75 at 0, `slope` points per unit below, and 100 - 25·e^(-slope·x/25) above (the same slope at 0). */
function aboveUsual(difference: number, slope: number): number {
  if (difference <= 0) return 75 + difference * slope;
  // Rounded to whole scores later: capped at 99 so the best is never written as a perfect 100.
  return Math.min(99, 100 - 25 * Math.exp((-slope * difference) / 25));
}

/** 75 at the school's average SAT, 25 points per 100 SAT points below it, bending towards 100 above. */
export function testScore(satEquivalent: number, satAverage: number): number {
  return clampScore(aboveUsual(satEquivalent - satAverage, 0.25));
}

/**
 * GPA alone, or 60/40 GPA and the best test (SAT, or ACT converted) where the school's average SAT is
 * known. Both inputs only ever raise it: the property tests hold it to that.
 */
export function academicScore(prepared: PreparedAthlete, institution: Institution): number {
  const gpaPart = gpaScore(prepared.athlete.gpa, usualGpa(institution) ?? USUAL_GPA_UNKNOWN);
  if (prepared.satEquivalent === null || institution.sat_avg === null) return gpaPart;
  const testPart = testScore(prepared.satEquivalent, institution.sat_avg);
  return clampScore(ACADEMIC_WEIGHTS.gpa * gpaPart + ACADEMIC_WEIGHTS.test * testPart);
}

/** How the athlete's GPA reads against the school's usual GPA, or null when the selectivity is unknown. */
export function gpaVerdict(athleteGpa: number, institution: Institution): string | null {
  const usual = usualGpa(institution);
  return usual === null ? null : academicWord(gpaScore(athleteGpa, usual));
}

export function academicWord(score: number): string {
  if (score >= 85) return 'ruim voldoende';
  if (score >= 65) return 'voldoende';
  if (score >= 40) return 'krap';
  return 'ver onder het gebruikelijke';
}

export function academicPart(prepared: PreparedAthlete, institution: Institution, eligible: Eligible): PartResult {
  const { athlete, satEquivalent } = prepared;
  const facts = [eligible.gate.fact];
  if (institution.admission_rate !== null) {
    facts.push(`Toelating: ${formatPercent(institution.admission_rate)} van de aanmelders`);
  } else if (institution.level === 'njcaa') {
    facts.push('Toelatingspercentage onbekend; junior colleges laten vrijwel iedereen met een diploma toe');
  } else {
    facts.push('Toelatingspercentage onbekend');
  }
  if (satEquivalent !== null && institution.sat_avg !== null) {
    facts.push(`${testName(prepared)} tegenover een gemiddelde SAT van ${formatScore(institution.sat_avg)} hier`);
  } else if (institution.sat_avg !== null) {
    facts.push(`Gemiddelde SAT hier ${formatScore(institution.sat_avg)}; jij hebt (nog) geen SAT of ACT`);
  }
  const verdict = gpaVerdict(athlete.gpa, institution);
  facts.push(
    verdict === null
      ? `Jouw GPA ${formatGpa(athlete.gpa)} (geschat); hoe selectief de school is, is onbekend`
      : `Jouw GPA ${formatGpa(athlete.gpa)} (geschat) is ${verdict} voor een school met deze toelating`,
  );
  return { score: academicScore(prepared, institution), facts };
}

function testName(prepared: PreparedAthlete): string {
  const { sat, act } = prepared.athlete;
  if (sat !== null && (act === null || prepared.satEquivalent === sat)) return `Jouw SAT ${formatScore(sat)}`;
  return `Jouw ACT ${act} (als SAT ongeveer ${formatScore(prepared.satEquivalent ?? 0)})`;
}

// --- cost -----------------------------------------------------------------------------------------

/**
 * Where the year after aid stands against the budget: 'fits' only when even the lowest aid estimate
 * keeps it within the budget; 'shortfall-possible' when it fits only with aid at the high end of the
 * estimate; 'over' when even the highest estimate leaves more than the budget. The cost part's score,
 * its sentence, the rationale and 'wat ontbreekt' all read this one verdict, so they never disagree.
 */
export type CostVerdict = 'fits' | 'shortfall-possible' | 'over';

export interface CostStanding {
  readonly verdict: CostVerdict;
  readonly budgetUsd: number;
  /** The year after the highest aid estimate (the full price when no aid is estimated). */
  readonly lowUsd: number;
  /** The year after the lowest aid estimate: what the family must be ready to pay. */
  readonly highUsd: number;
  /** Whether an aid amount is estimated (else the full price counts). */
  readonly withAid: boolean;
}

/** Null without a budget or a known cost; with aid possible but its amount unknown, the full price counts. */
export function costStanding(prepared: PreparedAthlete, institution: Institution, aid: AidResult): CostStanding | null {
  const cost = attendanceCost(institution);
  const { budgetUsd } = prepared;
  if (cost === null || budgetUsd === null) return null;
  const net = aid.netCost ?? { min_usd: cost, max_usd: cost };
  const verdict: CostVerdict =
    net.max_usd <= budgetUsd ? 'fits' : net.min_usd <= budgetUsd ? 'shortfall-possible' : 'over';
  return {
    verdict,
    budgetUsd,
    lowUsd: net.min_usd,
    highUsd: net.max_usd,
    // An estimate with a known cost always has a net cost: the estimate is what the range comes from.
    withAid: aid.basis === 'estimated',
  };
}

/**
 * The dearest year in the dataset for an international student is $87.738 (Northwestern, 2022-23);
 * a budget above this covers every school (a dataset test keeps it true). The share left over is
 * measured against at most this, so a very large budget still tells a $20.000 year from a $60.000 one.
 */
export const DEAREST_YEAR_USD = 90_000;

/** The lowest score of a year that fits the budget: above every 'shortfall possible' (50-80). */
export const FITS_FLOOR = 81;

/**
 * 'fits': 81-100 by the share of the budget (at most DEAREST_YEAR_USD) left over, so two affordable
 * schools still differ; 'shortfall-possible': 50-80, by how much of the estimate's range the budget
 * covers; 'over': below 50, in proportion to the budget's share of the lowest cost (linear, so a
 * small budget still tells a $20.000 year from a $40.000 one).
 */
export function costScoreFor(budgetUsd: number, lowUsd: number, highUsd: number): number {
  if (highUsd <= budgetUsd) {
    const reach = Math.min(budgetUsd, DEAREST_YEAR_USD);
    const margin = reach > 0 ? Math.max(0, reach - highUsd) / reach : 0;
    return clampScore(FITS_FLOOR + (100 - FITS_FLOOR) * margin);
  }
  if (lowUsd <= budgetUsd) return clampScore(Math.min(80, 50 + (30 * (budgetUsd - lowUsd)) / (highUsd - lowUsd)));
  return clampScore(Math.min(49, 49 * (budgetUsd / lowUsd)));
}

/** The cost after the aid estimate against the budget; neutral without a budget or a known cost. */
export function costScore(prepared: PreparedAthlete, institution: Institution, aid: AidResult): number {
  const standing = costStanding(prepared, institution, aid);
  if (standing) return costScoreFor(standing.budgetUsd, standing.lowUsd, standing.highUsd);
  return coversAnyYear(prepared) ? FITS_FLOOR : NEUTRAL;
}

/** A budget above the dearest year in the data: whatever an unknown cost is, it fits. */
export function coversAnyYear(prepared: PreparedAthlete): boolean {
  return prepared.budgetUsd !== null && prepared.budgetUsd >= DEAREST_YEAR_USD;
}

/** The shortfall in euros, rounded to hundreds and at least €100. */
export function gapText(costUsd: number, budgetUsd: number): string {
  return formatEuro(Math.max(100, Math.round(usdToEur(costUsd - budgetUsd) / 100) * 100));
}

/** The verdict as a sentence against the budget ('Dat past binnen je budget ...'). */
export function standingSentence(standing: CostStanding, budgetEur: number): string {
  const budget = `je budget van ${formatEuro(budgetEur)} per jaar`;
  const { verdict, withAid, lowUsd, highUsd, budgetUsd } = standing;
  if (!withAid) {
    return verdict === 'fits'
      ? `Zonder sportbeurs past de volle prijs binnen ${budget}`
      : `Zonder sportbeurs gaat de volle prijs circa ${gapText(lowUsd, budgetUsd)} boven ${budget}`;
  }
  switch (verdict) {
    case 'fits':
      return `Dat past binnen ${budget}, ook als de beurs aan de lage kant uitvalt`;
    case 'shortfall-possible':
      return `Dat past alleen binnen ${budget} als de beurs aan de hoge kant uitvalt: tot circa ${gapText(highUsd, budgetUsd)} per jaar tekort`;
    case 'over':
      return `Ook met de hoogste geschatte beurs circa ${gapText(lowUsd, budgetUsd)} per jaar boven ${budget}`;
  }
}

/** Each part as a word in the cost facts ('collegegeld $27.924 + ...'); the detail's row labels are COST_PART_LABELS. */
const COST_PART_WORDS: Readonly<Record<CostPart, string>> = {
  tuition_out_of_state: 'collegegeld',
  room_board: 'kost en inwoning',
  books: 'boeken',
  other: 'overige kosten',
};

/** How the international cost is built, in Dutch: the parts added up, or the fallback said as such. */
export function internationalCostFacts(institution: Institution): string[] {
  const international = institution.international_cost;
  if (!international) return [];
  const costs = institution.costs;
  const source = `College Scorecard ${international.year}`;
  const head = `Totale kosten voor een internationale student ${formatUsd(international.usd)} per jaar (${source})`;
  const facts: string[] = [];
  switch (international.basis) {
    case 'parts':
    case 'partial': {
      const known = COST_PARTS.flatMap((key) => {
        const part = costs?.[key];
        return part ? [`${COST_PART_WORDS[key]} ${formatUsd(part.usd)}`] : [];
      });
      facts.push(`${head}: ${known.join(' + ')}`);
      if (international.basis === 'partial') {
        const unknown = COST_PARTS.filter((key) => !costs?.[key]).map((key) => COST_PART_WORDS[key]);
        facts.push(`Niet in de data: ${unknown.join(', ')}; reken op meer`);
      }
      break;
    }
    case 'adjusted':
      facts.push(
        `${head}: de gemiddelde kosten van de Scorecard met het out-of-state collegegeld in plaats van het tarief voor inwoners (niet alle losse posten zijn bekend)`,
      );
      break;
    case 'in-state':
      facts.push(
        `${head}; dit is het tarief voor inwoners van de staat, het out-of-state tarief staat niet in de data: als internationale student betaal je waarschijnlijk meer`,
      );
      break;
  }
  const inState = costs?.tuition_in_state;
  const out = costs?.tuition_out_of_state;
  if (
    institution.control === 'public' &&
    inState &&
    out &&
    out.usd > inState.usd &&
    international.basis !== 'in-state'
  ) {
    facts.push(
      `Openbare universiteit: als internationale student betaal je het out-of-state collegegeld, ${formatUsd(out.usd)} in plaats van ${formatUsd(inState.usd)} voor inwoners van de staat`,
    );
  }
  return facts;
}

export function costPart(prepared: PreparedAthlete, institution: Institution, aid: AidResult): PartResult {
  const { athlete } = prepared;
  const score = costScore(prepared, institution, aid);
  if (attendanceCost(institution) === null) {
    return {
      score,
      facts: [
        coversAnyYear(prepared)
          ? 'Kosten onbekend in de data, maar je budget is hoger dan het duurste studiejaar in de data'
          : 'Kosten onbekend in de data: neutraal gescoord',
      ],
    };
  }
  const facts = internationalCostFacts(institution);
  if (aid.basis === 'estimated' && aid.estimate && aid.perAthleteUsd !== null) {
    facts.push(
      `Geschatte sportbeurs ${formatUsdRange(aid.estimate.min_usd, aid.estimate.max_usd)}: gemiddeld ${formatUsd(aid.perAthleteUsd)} per sporter (${athlete.team}, EADA 2023-24), naar jouw niveau geschaald`,
    );
  } else if (aid.basis === 'no-athletic-aid-level') {
    facts.push(
      'Geen sportbeurzen op dit niveau; merit aid (beurs voor studieresultaten) kan, het bedrag staat niet in de data',
    );
  } else if (aid.basis === 'none-reported') {
    facts.push(`Deze school gaf in 2023-24 geen sportbeurzen aan ${athlete.team} (EADA)`);
  } else {
    facts.push('Sportbeurs mogelijk op dit niveau, maar het bedrag van deze school is onbekend');
  }
  const net = aid.netCost;
  if (net) {
    facts.push(
      `${aid.basis === 'estimated' ? 'Na de beurs' : 'Zonder beurs'} ${formatUsdRange(net.min_usd, net.max_usd)} per jaar, circa ${eurRangeApprox(net.min_usd, net.max_usd)} (${RATE_NOTE})`,
    );
  }
  const standing = costStanding(prepared, institution, aid);
  if (!standing || athlete.budgetEurMin === null) {
    facts.push('Geen budget opgegeven: neutraal gescoord');
    return { score, facts };
  }
  facts.push(standingSentence(standing, athlete.budgetEurMin));
  return { score, facts };
}

// --- roster ---------------------------------------------------------------------------------------

/**
 * A bigger squad than the level's median for the sport means more places each year: 100 - 40 / ratio,
 * so 60 at the median, 80 at twice it, 90 at four times, never quite 100 (two big squads still
 * differ), and at least 20 (half the median or less). Unknown squad: neutral (50), a little under a
 * known median squad, since an unknown is no opportunity one can count on.
 */
export function rosterScoreFor(size: number, median: number): number {
  return Math.max(20, Math.min(99, Math.round(100 - (40 * median) / Math.max(size, 1))));
}

export function rosterScore(
  prepared: PreparedAthlete,
  institution: Institution,
  squad: Squad | null,
  reference: MatchReference,
): number {
  if (!squad) return NEUTRAL;
  const median = squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
  return median === null ? NEUTRAL : rosterScoreFor(squad.size, median);
}

export function rosterPart(
  prepared: PreparedAthlete,
  institution: Institution,
  squad: Squad | null,
  reference: MatchReference,
  divisionLabel: string,
): PartResult {
  const score = rosterScore(prepared, institution, squad, reference);
  if (!squad) {
    const apr = institution.sports[prepared.athlete.team][prepared.sport.id]?.ncaa_apr_2018;
    const facts = ['Selectiegrootte onbekend: neutraal gescoord'];
    if (apr) {
      facts.push(
        `In de NCAA-cijfers van 2017-18 staan ${apr} sporters met een beurs of als recruit; de hele selectie is onbekend`,
      );
    }
    return { score, facts };
  }
  const median = squadMedian(reference, prepared.sport.id, prepared.athlete.team, institution.level);
  if (median === null) {
    return { score, facts: [`Selectie van ${squad.size} in ${squad.year}; geen vergelijking op dit niveau`] };
  }
  const comparison =
    squad.size > median * 1.15 ? 'groter dan' : squad.size < median * 0.85 ? 'kleiner dan' : 'ongeveer even groot als';
  return {
    score,
    facts: [
      `Selectie van ${squad.size} in ${squad.year} (EADA), ${comparison} de mediaan van ${formatDecimal(median, median % 1 === 0 ? 0 : 1)} bij ${divisionLabel}`,
      score >= 60
        ? 'Een grotere selectie heeft elk jaar meer plekken voor nieuwe sporters'
        : 'Een kleinere selectie heeft elk jaar minder plekken',
    ],
  };
}

// --- preferences ----------------------------------------------------------------------------------

/** The US Census regions, so a school near a preferred state scores above one across the country. */
const REGION_STATES: ReadonlyArray<readonly [region: string, states: readonly string[]]> = [
  ['Noordoosten', ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA']],
  ['Middenwesten', ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD']],
  [
    'Zuiden',
    ['DE', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'DC', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX', 'PR'],
  ],
  ['Westen', ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA']],
];
const REGIONS: ReadonlyMap<string, string> = new Map(
  REGION_STATES.flatMap(([region, states]) => states.map((state): [string, string] => [state, region])),
);

export function regionOf(state: string | null): string | null {
  return state ? (REGIONS.get(state) ?? null) : null;
}

export const STATE_SCORES = { inState: 100, sameRegion: 60, elsewhere: 15, unknown: NEUTRAL } as const;

/** The IPEDS size bands each preference means: klein < 5.000, middel 5.000-10.000, groot 10.000+. */
const SIZE_PREFERENCE_WORDS = { klein: 'kleine', middel: 'middelgrote', groot: 'grote' } as const;

/** Null when the athlete named no states. */
export function inPreferredStates(prepared: PreparedAthlete, institution: Institution): boolean | null {
  if (prepared.preferredStates.size === 0) return null;
  return institution.state !== null && prepared.preferredStates.has(institution.state);
}

export function stateScore(prepared: PreparedAthlete, state: string | null): number {
  if (state === null) return STATE_SCORES.unknown;
  if (prepared.preferredStates.has(state)) return STATE_SCORES.inState;
  const region = regionOf(state);
  for (const preferred of prepared.preferredStates)
    if (region !== null && regionOf(preferred) === region) return STATE_SCORES.sameRegion;
  return STATE_SCORES.elsewhere;
}

function sizeScore(wanted: readonly number[], band: number | null): number {
  if (band === null) return NEUTRAL;
  const distance = Math.min(...wanted.map((wantedBand) => Math.abs(wantedBand - band)));
  return distance === 0 ? 100 : distance === 1 ? 60 : 25;
}

/** A level the athlete wishes for: 100; another: 0, so the wish never lifts the mean of the other preferences. */
export const DIVISION_SCORES = { preferred: 100, other: 0 } as const;

/** The mean of the preferences given; 100 when none are given (nothing to violate). */
export function preferencesScore(prepared: PreparedAthlete, institution: Institution): number {
  const scores: number[] = [];
  const division = inPreferredDivisions(prepared, institution);
  if (division !== null) scores.push(division ? DIVISION_SCORES.preferred : DIVISION_SCORES.other);
  if (prepared.preferredStates.size > 0) scores.push(stateScore(prepared, institution.state));
  const size = prepared.athlete.preferredSchoolSize;
  if (size) scores.push(sizeScore(SCHOOL_SIZE_BANDS[size], institution.size_band));
  if (scores.length === 0) return 100;
  return clampScore(scores.reduce((sum, value) => sum + value, 0) / scores.length);
}

export function preferencesPart(prepared: PreparedAthlete, institution: Institution): PartResult {
  const { athlete, preferredStates } = prepared;
  const facts: string[] = [];
  const division = inPreferredDivisions(prepared, institution);
  if (division !== null) {
    const label = levelLabel(institution.level);
    facts.push(
      division
        ? `${label}: een van je voorkeursniveaus (${preferredDivisionsText(prepared)})`
        : `${label}: niet een van je voorkeursniveaus (${preferredDivisionsText(prepared)})`,
    );
  }
  if (preferredStates.size > 0) {
    const list = [...preferredStates].sort().join(', ');
    const state = institution.state;
    const score = stateScore(prepared, state);
    if (state === null) facts.push('Staat onbekend');
    else if (score === STATE_SCORES.inState) facts.push(`Ligt in ${state}, een van je voorkeursstaten (${list})`);
    else if (score === STATE_SCORES.sameRegion) {
      facts.push(`Ligt in ${state}: niet je voorkeur (${list}), wel dezelfde regio (${regionOf(state)})`);
    } else facts.push(`Ligt in ${state}, buiten je voorkeursstaten (${list})`);
  }
  if (athlete.preferredSchoolSize) {
    const band = institution.size_band;
    facts.push(
      band === null
        ? 'Grootte van de school onbekend'
        : `${sizeWord(band)} (${sizeLabel(band)}); je zoekt een ${SIZE_PREFERENCE_WORDS[athlete.preferredSchoolSize]} school`,
    );
  }
  if (facts.length === 0) facts.push('Geen voorkeur voor niveau, staat of grootte opgegeven');
  if (athlete.studyInterest) {
    facts.push(`Of ${athlete.studyInterest} hier kan, staat niet in de data: controleer het aanbod van de school`);
  }
  return { score: preferencesScore(prepared, institution), facts };
}

export function sizeWord(band: number): string {
  if (band <= 2) return 'Kleine school';
  if (band === 3) return 'Middelgrote school';
  return 'Grote school';
}

export function sizeLabel(band: number): string {
  return SIZE_BANDS[band as keyof typeof SIZE_BANDS] ?? '';
}

// --- English --------------------------------------------------------------------------------------

export type Selectivity = 'selectief' | 'gemiddeld' | 'ruim';

/**
 * Typical English minimums by selectivity, inside the ranges of the domain facts (TOEFL iBT 61-79,
 * IELTS 5,5-6,5, Duolingo 100-105). The data has no school's own minimum, so the texts say 'typisch';
 * the most selective schools often ask more than the top of that range.
 */
export const TYPICAL_ENGLISH_MINIMUMS: Readonly<Record<Selectivity, Readonly<Record<EnglishTest, number>>>> = {
  selectief: { toefl: 79, ielts: 6.5, duolingo: 105 },
  gemiddeld: { toefl: 71, ielts: 6, duolingo: 100 },
  ruim: { toefl: 61, ielts: 5.5, duolingo: 100 },
};

/** A score on its test's own scale: 'TOEFL 79', 'IELTS 6,5'. */
const englishScoreText = (test: EnglishTest, score: number) => formatScore(score, ENGLISH_SCALES[test].step);

export const ENGLISH_TEST_NAMES: Readonly<Record<EnglishTest, string>> = {
  toefl: 'TOEFL',
  ielts: 'IELTS',
  duolingo: 'Duolingo',
};

/** Under half admitted: selective; 80% or more (or a junior college without a rate): open. */
export function selectivity(institution: Institution): Selectivity {
  const rate = institution.admission_rate;
  if (rate !== null) return rate < 0.5 ? 'selectief' : rate < 0.8 ? 'gemiddeld' : 'ruim';
  if (institution.level === 'njcaa') return 'ruim';
  if (institution.sat_avg !== null && institution.sat_avg >= 1300) return 'selectief';
  return 'gemiddeld';
}

/** No score yet: a little above neutral, since Dutch HAVO/VWO pupils usually pass; the gap is listed. */
export const ENGLISH_MISSING_SCORE = 60;

/** Met: 100; below the typical minimum: 4 points per percent short. */
export function englishScore(prepared: PreparedAthlete, institution: Institution): number {
  const { englishTest, englishScore: score } = prepared.athlete;
  if (!englishTest || score === null) return ENGLISH_MISSING_SCORE;
  const minimum = TYPICAL_ENGLISH_MINIMUMS[selectivity(institution)][englishTest];
  return score >= minimum ? 100 : clampScore(100 - (1 - score / minimum) * 400);
}

/** 'TOEFL 79 nodig (typisch voor deze school), jij hebt 72', the missing-test line, or null when met. */
export function englishMissing(prepared: PreparedAthlete, institution: Institution): string | null {
  const { englishTest, englishScore: score } = prepared.athlete;
  const minimums = TYPICAL_ENGLISH_MINIMUMS[selectivity(institution)];
  if (!englishTest || score === null) {
    return `Engelse taaltoets: nog geen score (typisch TOEFL ${minimums.toefl} of IELTS ${englishScoreText('ielts', minimums.ielts)} nodig)`;
  }
  const minimum = minimums[englishTest];
  if (score >= minimum) return null;
  return `${ENGLISH_TEST_NAMES[englishTest]} ${englishScoreText(englishTest, minimum)} nodig (typisch voor deze school), jij hebt ${englishScoreText(englishTest, score)}`;
}

export function englishPart(prepared: PreparedAthlete, institution: Institution): PartResult {
  const { englishTest, englishScore: score } = prepared.athlete;
  const band = selectivity(institution);
  const minimums = TYPICAL_ENGLISH_MINIMUMS[band];
  const typical = `typisch voor een ${band === 'ruim' ? 'ruim toelatende' : band === 'selectief' ? 'selectieve' : 'gemiddeld selectieve'} school`;
  const check = 'De data kent de eigen eis van de school niet: controleer die';
  const facts =
    !englishTest || score === null
      ? [
          `Nog geen Engelse taaltoets; ${typical}: TOEFL ${minimums.toefl}, IELTS ${englishScoreText('ielts', minimums.ielts)} of Duolingo ${minimums.duolingo}`,
          check,
        ]
      : [
          `Jouw ${ENGLISH_TEST_NAMES[englishTest]} ${englishScoreText(englishTest, score)}; ${typical}: ${englishScoreText(englishTest, minimums[englishTest])}`,
          check,
        ];
  return { score: englishScore(prepared, institution), facts };
}

/**
 * The weighted parts of a match. Each part has a pure score function (numbers only: the engine
 * scores every eligible school with these) and a pure part function that adds the Dutch facts behind
 * the score (written only for the matches returned). A part that lacks data scores neutrally and
 * says so.
 */
import { type Institution, SIZE_BANDS } from '@talentbrug/domain/institutions';
import { type EnglishTest, SCHOOL_SIZE_BANDS } from '@talentbrug/domain/profile';
import { DIVISION_FIT_LABELS, type DivisionFit } from '@talentbrug/domain/sport-levels';
import type { AidResult } from './aid.ts';
import type { Eligible, PreparedAthlete } from './filters.ts';
import { decimal, EXCHANGE_RATE, eur, eurApprox, gpa, percent, usd, usdRange, wholeNumber } from './format.ts';
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

/** 75 at the usual GPA, 50 points per GPA point, clamped: a higher GPA never scores lower. */
export function gpaScore(athleteGpa: number, usual: number): number {
  return clampScore(75 + (athleteGpa - usual) * 50);
}

/** 75 at the school's average SAT, 25 points per 100 SAT points, clamped. */
export function testScore(satEquivalent: number, satAverage: number): number {
  return clampScore(75 + (satEquivalent - satAverage) / 4);
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
    facts.push(`Toelating: ${percent(institution.admission_rate)} van de aanmelders`);
  } else if (institution.level === 'njcaa') {
    facts.push('Toelatingspercentage onbekend; junior colleges laten vrijwel iedereen met een diploma toe');
  } else {
    facts.push('Toelatingspercentage onbekend');
  }
  if (satEquivalent !== null && institution.sat_avg !== null) {
    facts.push(`${testName(prepared)} tegenover een gemiddelde SAT van ${wholeNumber(institution.sat_avg)} hier`);
  } else if (institution.sat_avg !== null) {
    facts.push(`Gemiddelde SAT hier ${wholeNumber(institution.sat_avg)}; jij hebt (nog) geen SAT of ACT`);
  }
  const verdict = gpaVerdict(athlete.gpa, institution);
  facts.push(
    verdict === null
      ? `Jouw GPA ${gpa(athlete.gpa)} (geschat); hoe selectief de school is, is onbekend`
      : `Jouw GPA ${gpa(athlete.gpa)} (geschat) is ${verdict} voor een school met deze toelating`,
  );
  return { score: academicScore(prepared, institution), facts };
}

function testName(prepared: PreparedAthlete): string {
  const { sat, act } = prepared.athlete;
  if (sat !== null && (act === null || prepared.satEquivalent === sat)) return `Jouw SAT ${wholeNumber(sat)}`;
  return `Jouw ACT ${act} (als SAT ongeveer ${wholeNumber(prepared.satEquivalent ?? 0)})`;
}

// --- cost -----------------------------------------------------------------------------------------

/** The budget covers the middle of the net-cost range: 100; the share it covers, squared, below that. */
export function costScoreFor(budgetUsd: number, netMiddleUsd: number): number {
  if (netMiddleUsd <= budgetUsd) return 100;
  return clampScore(100 * (budgetUsd / netMiddleUsd) ** 2);
}

/**
 * The cost after the aid estimate against the budget. Neutral without a budget or a known cost; with
 * aid possible but its amount unknown, the full price counts (the texts say so).
 */
export function costScore(prepared: PreparedAthlete, institution: Institution, aid: AidResult): number {
  const cost = institution.cost_of_attendance_usd;
  if (cost === null || prepared.budgetUsd === null) return NEUTRAL;
  const net = aid.netCost;
  return costScoreFor(prepared.budgetUsd, net ? (net.min_usd + net.max_usd) / 2 : cost);
}

const rateNote = `omgerekend tegen $1 = €${decimal(EXCHANGE_RATE.eurPerUsd, 2)}, koers van ${EXCHANGE_RATE.label}`;

export function costPart(prepared: PreparedAthlete, institution: Institution, aid: AidResult): PartResult {
  const { athlete, budgetUsd } = prepared;
  const cost = institution.cost_of_attendance_usd;
  const score = costScore(prepared, institution, aid);
  if (cost === null) return { score, facts: ['Kosten onbekend in de data: neutraal gescoord'] };
  const facts = [`Totale kosten ${usd(cost)} per jaar (College Scorecard 2022)`];
  if (institution.control === 'public') {
    facts.push(
      'Openbare universiteit: dit is het tarief voor inwoners van de staat; als internationale student betaal je het hogere out-of-state tarief',
    );
  }
  if (aid.basis === 'estimated' && aid.estimate && aid.perAthleteUsd !== null) {
    facts.push(
      `Geschatte sportbeurs ${usdRange(aid.estimate.min_usd, aid.estimate.max_usd)}: gemiddeld ${usd(aid.perAthleteUsd)} per sporter (${athlete.team}, EADA 2023-24), naar jouw niveau geschaald`,
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
      `Na de beurs ${usdRange(net.min_usd, net.max_usd)} per jaar, circa ${eurRange(net.min_usd, net.max_usd)} (${rateNote})`,
    );
  }
  if (budgetUsd === null || athlete.budgetEurMin === null) {
    facts.push('Geen budget opgegeven: neutraal gescoord');
    return { score, facts };
  }
  const middle = net ? (net.min_usd + net.max_usd) / 2 : cost;
  const within = middle <= budgetUsd;
  facts.push(
    net
      ? `Dat ${within ? 'past binnen' : 'gaat boven'} je budget van ${eur(athlete.budgetEurMin)} per jaar`
      : `Zonder bekend beursbedrag ${within ? 'past de volle prijs binnen' : 'gaat de volle prijs boven'} je budget van ${eur(athlete.budgetEurMin)} per jaar`,
  );
  return { score, facts };
}

export function eurRange(minUsd: number, maxUsd: number): string {
  const low = eurApprox(minUsd);
  const high = eurApprox(maxUsd);
  return low === high ? low : `${low}-${high}`;
}

// --- roster ---------------------------------------------------------------------------------------

/**
 * A bigger squad than the level's median for the sport means more places each year: 60 at the median,
 * 40 points per doubling of the ratio, clamped to 20-100. Unknown squad: neutral (50), a little under a
 * known median squad, since an unknown is no opportunity one can count on.
 */
export function rosterScoreFor(size: number, median: number): number {
  return Math.max(20, Math.min(100, Math.round(60 + 40 * (size / median - 1))));
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
      `Selectie van ${squad.size} in ${squad.year} (EADA), ${comparison} de mediaan van ${decimal(median, median % 1 === 0 ? 0 : 1)} bij ${divisionLabel}`,
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

function stateScore(prepared: PreparedAthlete, state: string | null): number {
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

/** The mean of the preferences given; 100 when none are given (nothing to violate). */
export function preferencesScore(prepared: PreparedAthlete, institution: Institution): number {
  const scores: number[] = [];
  if (prepared.preferredStates.size > 0) scores.push(stateScore(prepared, institution.state));
  const size = prepared.athlete.preferredSchoolSize;
  if (size) scores.push(sizeScore(SCHOOL_SIZE_BANDS[size], institution.size_band));
  if (scores.length === 0) return 100;
  return clampScore(scores.reduce((sum, value) => sum + value, 0) / scores.length);
}

export function preferencesPart(prepared: PreparedAthlete, institution: Institution): PartResult {
  const { athlete, preferredStates } = prepared;
  const facts: string[] = [];
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
  if (facts.length === 0) facts.push('Geen voorkeur voor staat of grootte opgegeven');
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

export function englishScoreText(test: EnglishTest, score: number): string {
  return test === 'ielts' ? decimal(score, 1) : String(Math.round(score));
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
    return `Engelse taaltoets: nog geen score (typisch TOEFL ${minimums.toefl} of IELTS ${decimal(minimums.ielts, 1)} nodig)`;
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
          `Nog geen Engelse taaltoets; ${typical}: TOEFL ${minimums.toefl}, IELTS ${decimal(minimums.ielts, 1)} of Duolingo ${minimums.duolingo}`,
          check,
        ]
      : [
          `Jouw ${ENGLISH_TEST_NAMES[englishTest]} ${englishScoreText(englishTest, score)}; ${typical}: ${englishScoreText(englishTest, minimums[englishTest])}`,
          check,
        ];
  return { score: englishScore(prepared, institution), facts };
}

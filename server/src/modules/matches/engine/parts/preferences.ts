/** Jouw voorkeuren: the athlete's wished levels, states and school size. */

import { SCHOOL_SIZE_BANDS } from '@talentbrug/domain/contracts/profile';
import { type Institution, SIZE_BANDS } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import { inPreferredDivisions, levelLabel, type PreparedAthlete, preferredDivisionsText } from '../filters.ts';
import { clampScore, NEUTRAL, type ScorePartDef } from './part.ts';

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

export const preferences: ScorePartDef<'preferences'> = {
  key: 'preferences',
  label: SCORE_PART_LABELS.preferences,
  // Refines; a school outside the wished states or levels is capped instead (README, 'Why these weights').
  weight: 0.1,
  score: ({ prepared, institution }) => preferencesScore(prepared, institution),
  facts({ prepared, institution }) {
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
    return facts;
  },
};

export function sizeWord(band: number): string {
  if (band <= 2) return 'Kleine school';
  if (band === 3) return 'Middelgrote school';
  return 'Grote school';
}

export function sizeLabel(band: number): string {
  return SIZE_BANDS[band as keyof typeof SIZE_BANDS] ?? '';
}

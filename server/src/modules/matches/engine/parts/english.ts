/** Engels: the athlete's English test against the typical minimum for the school's selectivity. */

import { ENGLISH_SCALES, type EnglishTest } from '@talentbrug/domain/contracts/profile';
import { formatScore } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import type { PreparedAthlete } from '../filters.ts';
import { clampScore, type ScorePartDef } from './part.ts';

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

export const english: ScorePartDef<'english'> = {
  key: 'english',
  label: SCORE_PART_LABELS.english,
  // The least: Dutch HAVO/VWO pupils usually pass, and a test can be retaken (README, 'Why these weights').
  weight: 0.05,
  score: ({ prepared, institution }) => englishScore(prepared, institution),
  facts({ prepared, institution }) {
    const { englishTest, englishScore: score } = prepared.athlete;
    const band = selectivity(institution);
    const minimums = TYPICAL_ENGLISH_MINIMUMS[band];
    // 'Jouw TOEFL 85; typisch voor een ruim toelatende school: 61' read as if 61 were typical of its students.
    const typical = `een ${band === 'ruim' ? 'ruim toelatende' : band === 'selectief' ? 'selectieve' : 'gemiddeld selectieve'} school vraagt meestal minimaal`;
    const check = 'De data kent de eigen eis van de school niet: controleer die';
    const facts =
      !englishTest || score === null
        ? [
            `Nog geen Engelse taaltoets; ${typical} TOEFL ${minimums.toefl}, IELTS ${englishScoreText('ielts', minimums.ielts)} of Duolingo ${minimums.duolingo}`,
            check,
          ]
        : [
            `Jouw ${ENGLISH_TEST_NAMES[englishTest]} ${englishScoreText(englishTest, score)}; ${typical} ${englishScoreText(englishTest, minimums[englishTest])}`,
            check,
          ];
    return facts;
  },
};

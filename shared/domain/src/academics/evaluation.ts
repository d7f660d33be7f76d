/**
 * The evaluation set of the NCAA mapping (issue 37): realistic Dutch transcripts with what the
 * mapping must answer, written down by hand from the rules (catalogue.ts, conversion.ts and the
 * counting described in eligibility.ts) BEFORE the counting was written, never read off its output.
 * Each figure carries its reason. evaluation.test.ts checks them.
 *
 * The sums, so a reader can follow them: the core GPA is the mean grade points of the units that
 * fill Division I's 16 places (English 4, maths 3, science 2, one more of those three, social 2,
 * additional 4), each place taking the best grade that may fill it; each table picks its own best.
 * A figure is cut (not rounded) to two decimals, so 2.299 never shows as 2.30.
 *
 * The first eight cases were written before the counting; Sem (mavo) was added after it, its figures
 * worked by hand first all the same.
 */

import type { Subject } from './catalogue.ts';
import type { MissingCode, TranscriptInput } from './schemas.ts';

type Grades = Readonly<Record<number, number>>;
const s = (subject: Subject, grades: Grades) => ({
  subject,
  grades: Object.entries(grades).map(([year, grade]) => ({ year: Number(year), grade })),
});
/** The same grade in each of these years. */
const each = (years: readonly number[], grade: number): Grades =>
  Object.fromEntries(years.map((year) => [year, grade]));

export interface Expected<T> {
  readonly value: T;
  readonly why: string;
}

export interface EvaluationCase {
  readonly name: string;
  readonly transcript: TranscriptInput;
  readonly coreUnits: Expected<number>;
  /** Division I's core GPA by the default table. */
  readonly coreGpa: Expected<number>;
  /** Lowest and highest of the three tables. */
  readonly range: Expected<readonly [number, number]>;
  readonly missingD1: Expected<readonly MissingCode[]>;
  readonly missingD2: Expected<readonly MissingCode[]>;
  /** Codes whose `to_come` must be true for Division I (the years ahead can fill them). */
  readonly toComeD1?: Expected<readonly MissingCode[]>;
}

export const EVALUATION_CASES: readonly EvaluationCase[] = [
  {
    name: 'Daan, VWO 6 N&T, hockey: a complete vwo with solid science',
    transcript: {
      track: 'vwo',
      profile: 'nt',
      subjects: [
        s('nederlands', { 3: 6.8, 4: 6.9, 5: 7.0, 6: 7.1 }),
        s('engels', each([3, 4, 5, 6], 7.5)),
        s('wiskunde', { 3: 7.8 }),
        s('wiskunde_b', { 4: 7.0, 5: 7.2, 6: 7.4 }),
        s('natuurkunde', each([3, 4, 5, 6], 7.0)),
        s('scheikunde', each([3, 4, 5, 6], 7.6)),
        s('biologie', { 3: 8.0 }),
        s('geschiedenis', { 3: 6.5 }),
        s('aardrijkskunde', { 3: 6.2 }),
        s('economie', { 3: 7.0 }),
        s('maatschappijleer', { 4: 7.3 }),
        s('duits', { 3: 6.5, 4: 6.5 }),
        s('informatica', each([4, 5, 6], 8.0)),
        s('ckv', { 4: 7.0 }),
        s('lo', each([3, 4, 5, 6], 8.0)),
      ],
    },
    coreUnits: {
      value: 16,
      why: 'Nederlands in VWO 3-6 fills English; wiskunde 3 + B 4-6 maths; three sciences; four social units in VWO 3-4; Engels and Duits fill the additional four.',
    },
    coreGpa: {
      value: 3.2,
      why: 'English 2.7+2.7+3.0+3.0, maths 3.7+3.3+3.0, science 4.0+3.3, extra 3.3 (scheikunde), social 3.0+3.0, additional 4 x 3.3 (Engels): 51.2 / 16 = 3.20. Informatica, CKV and LO do not count.',
    },
    range: {
      value: [2.91, 3.61],
      why: 'Whole grades read 6.8/6.9 as 2.0 and every 7.x as 3.0: 46.7 / 16 = 2.918; the evaluator bands make 7.5+ an A: 57.8 / 16 = 3.6125.',
    },
    missingD1: { value: [], why: 'Every area is filled and the lowest estimate is above 2.3.' },
    missingD2: { value: [], why: 'Division II asks less English and maths than this has.' },
  },
  {
    name: 'Sophie, VWO 6 E&M, tennis: strong in languages and history, weak in maths',
    transcript: {
      track: 'vwo',
      profile: 'em',
      subjects: [
        s('nederlands', each([3, 4, 5, 6], 7.0)),
        s('engels', each([3, 4, 5, 6], 8.0)),
        s('wiskunde', { 3: 6.4 }),
        s('wiskunde_a', each([4, 5, 6], 6.0)),
        s('natuurkunde', { 3: 6.0 }),
        s('biologie', { 3: 6.6 }),
        s('scheikunde', { 3: 5.8 }),
        s('economie', each([3, 4, 5, 6], 7.4)),
        s('geschiedenis', each([3, 4, 5, 6], 7.8)),
        s('aardrijkskunde', { 3: 7.0 }),
        s('maatschappijleer', { 4: 7.0 }),
        s('bedrijfseconomie', each([4, 5, 6], 7.5)),
        s('duits', each([3, 4, 5, 6], 6.5)),
        s('frans', { 3: 6.0 }),
        s('lo', each([3, 4, 5, 6], 7.0)),
      ],
    },
    coreUnits: {
      value: 16,
      why: 'The three sciences of VWO 3 give 2 science units and the extra one with the fourth maths unit to spare.',
    },
    coreGpa: {
      value: 3.0,
      why: 'English 4 x 3.0, maths 2.3+2.0+2.0, science 2.3+2.0, extra 2.0 (wiskunde A), social 3.7+3.7 (geschiedenis), additional 4 x 4.0 (Engels): 48.0 / 16 = 3.00. Bedrijfseconomie does not count.',
    },
    range: {
      value: [2.8, 3.13],
      why: 'Whole grades: 12+6+4+2+6+14.8 = 44.8 / 16 = 2.80; evaluator bands: 13.2+6+5+2+8+16 = 50.2 / 16 = 3.1375.',
    },
    missingD1: { value: [], why: 'Complete, and 2.80 at the lowest is above 2.3.' },
    missingD2: { value: [], why: 'Complete for Division II as well.' },
  },
  {
    name: 'Lisa, HAVO 5 C&M, volleyball: no maths after HAVO 3',
    transcript: {
      track: 'havo',
      profile: 'cm',
      subjects: [
        s('nederlands', each([2, 3, 4, 5], 6.5)),
        s('engels', each([2, 3, 4, 5], 7.0)),
        s('wiskunde', { 2: 5.8, 3: 6.0 }),
        s('biologie', { 2: 6.2, 3: 6.0 }),
        s('natuurkunde', { 3: 5.5 }),
        s('geschiedenis', each([2, 3, 4, 5], 7.2)),
        s('aardrijkskunde', { 2: 6.8, 3: 6.8 }),
        s('maatschappijleer', { 4: 7.0 }),
        s('frans', each([2, 3, 4, 5], 6.6)),
        s('duits', { 2: 6.0, 3: 6.0 }),
        s('kunst', { 4: 8.0, 5: 8.0 }),
        s('ckv', { 4: 7.5 }),
        s('lo', each([2, 3, 4, 5], 7.0)),
      ],
    },
    coreUnits: {
      value: 15,
      why: 'Only two maths units (HAVO 2-3): C&M has no maths in the upper years, so one of the 16 places stays empty.',
    },
    coreGpa: {
      value: 2.41,
      why: 'English 4 x 2.3, maths 1.7+2.0, science 2.0+2.0, extra 1.3 (natuurkunde), social 3.0+3.0, additional 4 x 3.0: 36.2 / 15 = 2.413.',
    },
    range: { value: [2.26, 2.65], why: 'Whole grades: 34 / 15 = 2.267; evaluator bands: 39.8 / 15 = 2.653.' },
    missingD1: {
      value: ['math', 'total', 'gpa_uncertain'],
      why: 'Division I wants 3 maths units; 15 of 16; 2.41 passes 2.3 by our table but the whole-grade reading gives 2.26.',
    },
    missingD2: {
      value: ['extra', 'total'],
      why: 'Division II needs 2 maths (met) but 3 more English/maths/science units, and only Nederlands HAVO 5 and natuurkunde are left: 2 of 3. Its GPA 2.41 (2.27 at the lowest) passes 2.2.',
    },
  },
  {
    name: 'Emma, HAVO 5 N&G, swimming: a complete havo',
    transcript: {
      track: 'havo',
      profile: 'ng',
      subjects: [
        s('nederlands', each([2, 3, 4, 5], 7.0)),
        s('engels', each([2, 3, 4, 5], 7.4)),
        s('wiskunde', { 2: 6.8, 3: 6.8 }),
        s('wiskunde_a', { 4: 6.5, 5: 6.5 }),
        s('biologie', each([2, 3, 4, 5], 7.7)),
        s('scheikunde', each([3, 4, 5], 6.9)),
        s('natuurkunde', { 2: 6.3, 3: 6.3 }),
        s('geschiedenis', { 2: 7.1, 3: 7.1 }),
        s('aardrijkskunde', { 2: 6.7, 3: 6.7 }),
        s('maatschappijleer', { 4: 7.5 }),
        s('duits', { 2: 6.1, 3: 6.1 }),
        s('ckv', { 4: 7.0 }),
        s('lo', each([2, 3, 4, 5], 8.0)),
      ],
    },
    coreUnits: {
      value: 16,
      why: 'HAVO 2-5 counted: four years of Nederlands, wiskunde throughout, biologie throughout.',
    },
    coreGpa: {
      value: 3.16,
      why: 'English 4 x 3.0, maths 2.7+2.7+2.3, science 3.7+3.7, extra 3.7 (biologie), social 3.3+3.0, additional 3.7 + 3 x 3.3: 50.7 / 16 = 3.169.',
    },
    range: { value: [2.81, 3.46], why: 'Whole grades: 45 / 16 = 2.8125; evaluator bands: 55.4 / 16 = 3.4625.' },
    missingD1: { value: [], why: 'Complete and well above 2.3.' },
    missingD2: { value: [], why: 'Complete for Division II.' },
  },
  {
    name: 'Noah, VWO 6 N&G, football: in the Dutch stream from VWO 4 (VWO 3 abroad), too few English units',
    transcript: {
      track: 'vwo',
      profile: 'ng',
      subjects: [
        s('nederlands', each([4, 5, 6], 6.2)),
        s('engels', each([4, 5, 6], 9.0)),
        s('wiskunde_b', each([4, 5, 6], 7.0)),
        s('biologie', each([4, 5, 6], 7.3)),
        s('scheikunde', each([4, 5, 6], 6.9)),
        s('natuurkunde', each([4, 5, 6], 6.6)),
        s('maatschappijleer', { 4: 6.8 }),
        s('aardrijkskunde', each([4, 5, 6], 7.0)),
        s('frans', each([4, 5, 6], 7.0)),
        s('lo', each([4, 5, 6], 7.5)),
      ],
    },
    coreUnits: {
      value: 15,
      why: 'Nederlands (the language of instruction, the NCAA\'s "English" for him) in three years only; his 9.0 for Engels counts as an additional core course, not as English.',
    },
    coreGpa: {
      value: 3.0,
      why: 'English 3 x 2.0, maths 3 x 3.0, science 3.0+3.0, extra 3.0, social 3.0+3.0, additional 3 x 4.0 + 3.0: 45 / 15 = 3.00.',
    },
    range: { value: [3.0, 3.18], why: 'Whole grades give the same 45 / 15 = 3.00; evaluator bands 47.7 / 15 = 3.18.' },
    missingD1: {
      value: ['english', 'total'],
      why: 'Division I asks 4 English units, he has 3 and no school year left: 15 of 16.',
    },
    missingD2: { value: [], why: 'Division II asks 3 English units, which he has, and its other places are full.' },
  },
  {
    name: 'Jesse, MBO 3 sport en bewegen (niveau 4), basketball: general subjects only',
    transcript: {
      track: 'mbo',
      profile: null,
      subjects: [
        s('nederlands', each([1, 2, 3], 6.5)),
        s('engels', each([1, 2, 3], 6.8)),
        s('rekenen', { 1: 7.0, 2: 7.0 }),
        s('burgerschap', each([1, 2, 3], 7.5)),
        s('beroepsvak', each([1, 2, 3], 7.8)),
      ],
    },
    coreUnits: {
      value: 6,
      why: 'Nederlands fills 3 English places and Engels 3 additional ones; rekenen is below Algebra I, burgerschap and the vocational subjects are no core courses.',
    },
    coreGpa: { value: 2.5, why: '(3 x 2.3 + 3 x 2.7) / 6 = 2.50.' },
    range: { value: [2.0, 3.0], why: 'Whole grades: all 6s = 2.0; evaluator bands: 6.5 and 6.8 are a B = 3.0.' },
    missingD1: {
      value: [
        'english',
        'math',
        'science',
        'extra',
        'social',
        'additional',
        'total',
        'gpa_uncertain',
        'before_senior_year',
        'ems_before_senior_year',
        'track_review',
      ],
      why: 'No maths, science or social units at all, 6 of 16; 2.50 passes 2.3 only by our table (2.0 whole-grade); 6 units before the last year (10 needed) with 3 in English/maths/science (7 needed); an mbo is judged case by case.',
    },
    missingD2: {
      value: ['math', 'science', 'extra', 'social', 'additional', 'total', 'gpa_uncertain', 'track_review'],
      why: 'Division II asks 3 English units (met) and the rest as above; 2.0 at the lowest is under 2.2.',
    },
    toComeD1: { value: ['english'], why: 'Nederlands in MBO 4 would give the fourth English unit.' },
  },
  {
    name: 'Milan, HAVO 5 E&M, baseball: every place filled, grades too low',
    transcript: {
      track: 'havo',
      profile: 'em',
      subjects: [
        s('nederlands', each([2, 3, 4, 5], 5.6)),
        s('engels', each([2, 3, 4, 5], 6.0)),
        s('wiskunde', { 2: 5.4, 3: 5.4 }),
        s('wiskunde_a', { 4: 5.8, 5: 5.8 }),
        s('biologie', { 2: 6.1, 3: 6.1 }),
        s('natuurkunde', { 2: 5.2, 3: 5.2 }),
        s('economie', each([2, 3, 4, 5], 6.3)),
        s('geschiedenis', each([2, 3, 4, 5], 6.0)),
        s('maatschappijleer', { 4: 6.4 }),
        s('duits', { 2: 5.5, 3: 5.5 }),
        s('bedrijfseconomie', { 4: 6.0, 5: 6.0 }),
      ],
    },
    coreUnits: { value: 16, why: 'Every area is covered by the havo curriculum.' },
    coreGpa: {
      value: 1.81,
      why: 'English 4 x 1.7, maths 1.7+1.7+1.3, science 2.0+2.0, extra 1.3, social 2.3+2.0, additional 4 x 2.0: 29.1 / 16 = 1.819.',
    },
    range: {
      value: [1.37, 1.81],
      why: 'Evaluator bands read 5.4 and 5.2 as an F: 22 / 16 = 1.375; whole grades 24 / 16 = 1.50; ours is the highest here.',
    },
    missingD1: { value: ['gpa'], why: '1.81 is under 2.3.' },
    missingD2: { value: ['gpa'], why: "Division II's best 16 give the same 1.81, under 2.2." },
  },
  {
    name: 'Fleur, VWO 4 N&G, field hockey: two years so far',
    transcript: {
      track: 'vwo',
      profile: 'ng',
      subjects: [
        s('nederlands', { 3: 7.2, 4: 7.0 }),
        s('engels', { 3: 7.8, 4: 8.1 }),
        s('wiskunde', { 3: 7.0 }),
        s('wiskunde_b', { 4: 6.6 }),
        s('biologie', { 3: 8.2, 4: 7.9 }),
        s('scheikunde', { 3: 7.1, 4: 6.7 }),
        s('natuurkunde', { 3: 6.9 }),
        s('geschiedenis', { 3: 7.5 }),
        s('aardrijkskunde', { 3: 7.0 }),
        s('maatschappijleer', { 4: 7.4 }),
        s('duits', { 3: 6.9, 4: 6.9 }),
        s('frans', { 3: 6.4 }),
        s('lo', { 3: 8.0, 4: 8.0 }),
      ],
    },
    coreUnits: {
      value: 13,
      why: 'English 2 and maths 2 of VWO 3-4; science, extra, social and additional are already full.',
    },
    coreGpa: {
      value: 3.23,
      why: 'English 3.0+3.0, maths 3.0+2.3, science 4.0+3.7, extra 3.0, social 3.3+3.3, additional 4.0+3.7+3.0+2.7: 42.0 / 13 = 3.2308.',
    },
    range: {
      value: [2.95, 3.52],
      why: 'Whole grades: 6+5+6.7+3+6 + additional 3.7+3.0+3.0+2.0 = 38.4 / 13 = 2.954; evaluator bands: 45.8 / 13 = 3.523. (First written as 3.03: the hand sum put the one 3.0 science unit left after the extra place in the additional places twice; the test caught it.)',
    },
    missingD1: { value: ['english', 'math', 'total'], why: 'Two English and one maths unit short so far: 13 of 16.' },
    missingD2: { value: ['english', 'total'], why: 'Division II: one English unit short (2 of 3); maths 2 is met.' },
    toComeD1: {
      value: ['english', 'math', 'total'],
      why: 'VWO 5 and 6 are still ahead with Nederlands and wiskunde B: they fill these.',
    },
  },
  {
    name: 'Sem, MAVO 4 (VMBO-TL), korfball: every place filled, the track itself is the question',
    transcript: {
      track: 'mavo',
      profile: null,
      subjects: [
        s('nederlands', each([1, 2, 3, 4], 6.5)),
        s('engels', each([1, 2, 3, 4], 7.0)),
        s('wiskunde', each([1, 2, 3, 4], 6.0)),
        s('nask1', { 3: 6.2, 4: 6.2 }),
        s('biologie', each([1, 2, 3, 4], 6.8)),
        s('geschiedenis', { 1: 6.4, 2: 6.4 }),
        s('economie', { 3: 7.1, 4: 7.1 }),
        s('maatschappijleer', { 3: 6.9 }),
        s('kunst', { 3: 7.5 }),
        s('lo', each([1, 2, 3, 4], 8.0)),
      ],
    },
    coreUnits: { value: 16, why: 'Mavo 1-4 are the counted years; every area is covered.' },
    coreGpa: {
      value: 2.58,
      why: 'English 4 x 2.3, maths 3 x 2.0, science 2.7+2.7, social 3.0+3.0 (economie), extra 2.7 (biologie), additional 4 x 3.0 (Engels): 41.3 / 16 = 2.581.',
    },
    range: { value: [2.37, 2.92], why: 'Whole grades: 38 / 16 = 2.375; evaluator bands: 46.8 / 16 = 2.925.' },
    missingD1: {
      value: ['track_review'],
      why: 'The places and the GPA are there (2.37 at the lowest), but a mavo diploma comes after four years: the Eligibility Center judges it case by case.',
    },
    missingD2: { value: ['track_review'], why: 'The same for Division II.' },
  },
];

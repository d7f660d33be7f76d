/**
 * Dutch grades (1-10, one decimal as on a report) to US grade points (0-4), by three tables. The
 * sources disagree, so the product shows the default table's figure and the range the three give.
 * None is the NCAA's: the Eligibility Center converts with its own scale per country, and its
 * figure is the official one.
 */
import type { SourceId } from './sources.ts';

export const TABLE_IDS = ['university-college', 'whole-grade', 'evaluator-bands'] as const;
export type TableId = (typeof TABLE_IDS)[number];

export interface ConversionTable {
  readonly id: TableId;
  /** Dutch name shown beside the figure. */
  readonly name: string;
  readonly source: SourceId;
  /** From the highest band down: a grade (at one decimal) at or above `min` earns `points`. */
  readonly bands: ReadonlyArray<{ readonly min: number; readonly points: number }>;
  /** How it differs from the default, in Dutch. */
  readonly note: string;
  readonly verify: boolean;
}

/** The default: the project's reference (shared/reference/domain-facts.md), also used by the profile's GPA field. */
export const UNIVERSITY_COLLEGE: ConversionTable = {
  id: 'university-college',
  name: 'Omrekentabel van een Nederlands university college',
  source: 'universityCollege',
  bands: [
    { min: 8.0, points: 4.0 },
    { min: 7.7, points: 3.7 },
    { min: 7.4, points: 3.3 },
    { min: 7.0, points: 3.0 },
    { min: 6.7, points: 2.7 },
    { min: 6.4, points: 2.3 },
    { min: 6.0, points: 2.0 },
    { min: 5.6, points: 1.7 },
    { min: 5.4, points: 1.3 },
    { min: 5.0, points: 1.0 },
  ],
  note: 'Onze standaard: fijn verdeeld per tiende van een cijfer.',
  verify: false,
};

/** The stricter reading: only the whole grade counts, so a 7,9 is read as a 7. */
export const WHOLE_GRADE: ConversionTable = {
  id: 'whole-grade',
  name: 'Hele cijfers (9-10 = 4,0; 8 = 3,7; 7 = 3,0; 6 = 2,0; 5 = 1,0)',
  source: 'wholeGrade',
  bands: [
    { min: 9.0, points: 4.0 },
    { min: 8.0, points: 3.7 },
    { min: 7.0, points: 3.0 },
    { min: 6.0, points: 2.0 },
    { min: 5.0, points: 1.0 },
  ],
  note: 'Strenger: een 7,9 telt als een 7. Zo rekenen veel online omrekenhulpen.',
  verify: true,
};

/** The milder reading for good grades: a 7,5 is already an A (and stricter below a 6,5). */
export const EVALUATOR_BANDS: ConversionTable = {
  id: 'evaluator-bands',
  name: 'Banden van een Amerikaanse diplomawaardeerder (7,5 en hoger = A)',
  source: 'evaluatorBands',
  bands: [
    { min: 7.5, points: 4.0 },
    { min: 7.0, points: 3.3 },
    { min: 6.5, points: 3.0 },
    { min: 6.0, points: 2.0 },
    { min: 5.5, points: 1.0 },
  ],
  note: 'Milder voor goede cijfers (een 7,5 is een A), strenger onder de 6,5.',
  verify: true,
};

export const TABLES: Readonly<Record<TableId, ConversionTable>> = {
  'university-college': UNIVERSITY_COLLEGE,
  'whole-grade': WHOLE_GRADE,
  'evaluator-bands': EVALUATOR_BANDS,
};

export const DEFAULT_TABLE: TableId = 'university-college';

/** The grade points of one Dutch grade by a table; compared at one decimal, as a report shows it. */
export function gradePoints(table: ConversionTable, grade: number): number {
  const rounded = Math.round(grade * 10) / 10;
  for (const band of table.bands) if (rounded >= band.min) return band.points;
  return 0;
}

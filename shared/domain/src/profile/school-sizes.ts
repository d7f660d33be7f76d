/** The school sizes an athlete may prefer, with their labels and what each means in the dataset. */
export const SCHOOL_SIZES = ['klein', 'middel', 'groot'] as const;
export type SchoolSize = (typeof SCHOOL_SIZES)[number];
export const SCHOOL_SIZE_LABELS: Readonly<Record<SchoolSize, string>> = {
  klein: 'Klein (tot 5.000 studenten)',
  middel: 'Middelgroot (5.000 tot 20.000)',
  groot: 'Groot (20.000 of meer)',
};
/** The IPEDS size bands (SIZE_BANDS in ../institutions.ts) each choice means; kept beside the labels so the two agree. */
export const SCHOOL_SIZE_BANDS: Readonly<Record<SchoolSize, readonly number[]>> = {
  klein: [1, 2],
  middel: [3, 4],
  groot: [5],
};

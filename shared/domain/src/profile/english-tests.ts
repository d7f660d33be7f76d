/** The English tests a profile names, each on its own scale (the profile editor, the matching engine, the dossier). */
export const ENGLISH_TESTS = ['toefl', 'ielts', 'duolingo'] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];
/** Each test's own scale: TOEFL iBT 0-120, IELTS 0-9 in halves, Duolingo 10-160. */
export const ENGLISH_SCALES: Readonly<Record<EnglishTest, { min: number; max: number; step: number; label: string }>> =
  {
    toefl: { min: 0, max: 120, step: 1, label: 'TOEFL iBT' },
    ielts: { min: 0, max: 9, step: 0.5, label: 'IELTS' },
    duolingo: { min: 10, max: 160, step: 1, label: 'Duolingo English Test' },
  };

/**
 * Where every academic rule comes from, and when it was checked. A rule marked `verify` is our
 * reading of a publication we could not check word for word when it was written: the product then
 * says 'controleer bij het NCAA Eligibility Center' beside it, and whoever next reads the current
 * edition corrects the rule here (one place: the mapping and the texts read it from this module).
 */
export interface Source {
  /** The publication, named so that a reader finds it. */
  readonly name: string;
  readonly url: string | null;
  /** Year and month the rule was last compared with the publication (or, for `verify`, written down). */
  readonly checked: string;
}

export const SOURCES = {
  ncaaDivisionI: {
    name: 'NCAA Eligibility Center, Division I academic requirements (16 core courses, core-course GPA 2.3, 10/7 rule)',
    url: 'https://www.ncaa.org/sports/2014/10/24/initial-eligibility-academic-requirements.aspx',
    checked: '2026-11',
  },
  ncaaDivisionII: {
    name: 'NCAA Eligibility Center, Division II academic requirements (16 core courses, core-course GPA 2.2)',
    url: 'https://www.ncaa.org/sports/2014/10/24/initial-eligibility-academic-requirements.aspx',
    checked: '2026-11',
  },
  ncaaInternational: {
    name: 'NCAA, Guide to International Academic Standards for Athletics Eligibility (section on the Netherlands)',
    url: 'https://www.ncaa.org/sports/2014/10/24/international-student-athletes.aspx',
    checked: '2026-12',
  },
  universityCollege: {
    name: "A Dutch university college's conversion of Dutch grades to US grade points (University College Utrecht)",
    url: 'https://students.uu.nl/en/university-college-utrecht/practical-information/rules-and-procedures/grade-conversion',
    checked: '2026-11',
  },
  wholeGrade: {
    name: 'Whole-grade reading as online GPA converters give it (9-10 = 4.0, 8 = 3.7, 7 = 3.0, 6 = 2.0, 5 = 1.0)',
    url: 'https://cumgpacalculator.pages.dev/grade-conversion/netherlands',
    checked: '2026-12',
  },
  evaluatorBands: {
    name: "A credential-evaluation database's most common Netherlands scale (7,5 and up = A)",
    url: 'https://www.diplomatiko.com/database/countries/netherlands/grading-system',
    checked: '2026-12',
  },
  dutchCurriculum: {
    name: 'Rijksoverheid, profielen en vakken havo/vwo en vmbo (Tweede Fase)',
    url: 'https://www.rijksoverheid.nl/onderwerpen/voortgezet-onderwijs',
    checked: '2026-12',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

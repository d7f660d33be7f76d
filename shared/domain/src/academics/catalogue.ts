/**
 * The Dutch side of the NCAA mapping: the diploma tracks, their school years, the subjects with
 * their profiles, and which of the NCAA's core-course areas each subject fills. Data only; the
 * counting is in eligibility.ts. Each rule names its source (sources.ts); `verify` marks our
 * reading where the NCAA decides per transcript or where we could not check the current text.
 */
import type { SourceId } from './sources.ts';

export const TRACKS = ['vwo', 'havo', 'mavo', 'mbo'] as const;
export type Track = (typeof TRACKS)[number];

export const PROFILES = ['nt', 'ng', 'em', 'cm'] as const;
export type Profile = (typeof PROFILES)[number];

export const PROFILE_LABELS: Readonly<Record<Profile, string>> = {
  nt: 'Natuur en Techniek (N&T)',
  ng: 'Natuur en Gezondheid (N&G)',
  em: 'Economie en Maatschappij (E&M)',
  cm: 'Cultuur en Maatschappij (C&M)',
};

export interface TrackInfo {
  readonly label: string;
  /** School years of the track: VWO 1-6. */
  readonly years: number;
  /**
   * The years the NCAA reads as US grades 9-12: the last four before the diploma. A year of a
   * subject before them is kept but not counted.
   */
  readonly countedYears: readonly number[];
  /** Whether the profiles N&T ... C&M apply (the Tweede Fase of havo and vwo). */
  readonly hasProfiles: boolean;
}

export const TRACK_INFO: Readonly<Record<Track, TrackInfo>> = {
  vwo: { label: 'VWO', years: 6, countedYears: [3, 4, 5, 6], hasProfiles: true },
  havo: { label: 'HAVO', years: 5, countedYears: [2, 3, 4, 5], hasProfiles: true },
  mavo: { label: 'MAVO / VMBO-TL', years: 4, countedYears: [1, 2, 3, 4], hasProfiles: false },
  mbo: { label: 'MBO', years: 4, countedYears: [1, 2, 3, 4], hasProfiles: false },
};

/** The last counted year: the NCAA's senior year (the 7th and 8th semester). */
export function finalYear(track: Track): number {
  const years = TRACK_INFO[track].countedYears;
  return years[years.length - 1] ?? TRACK_INFO[track].years;
}

/** The NCAA's core-course areas a Dutch subject can fill; null: not a core course. */
export const AREAS = ['english', 'math', 'science', 'social', 'additional'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Readonly<Record<Area, string>> = {
  english: 'Engels (bij jou: de voertaal Nederlands)',
  math: 'wiskunde',
  science: 'natuurwetenschappen',
  social: 'maatschappijvakken',
  additional: 'overige kernvakken',
};

export const SUBJECTS = [
  'nederlands',
  'engels',
  'duits',
  'frans',
  'spaans',
  'latijn',
  'grieks',
  'wiskunde',
  'wiskunde_a',
  'wiskunde_b',
  'wiskunde_c',
  'wiskunde_d',
  'rekenen',
  'natuurkunde',
  'scheikunde',
  'biologie',
  'nask1',
  'nask2',
  'nlt',
  'geschiedenis',
  'aardrijkskunde',
  'economie',
  'maatschappijleer',
  'maatschappijkunde',
  'maatschappijwetenschappen',
  'filosofie',
  'levensbeschouwing',
  'bedrijfseconomie',
  'informatica',
  'ckv',
  'kunst',
  'lo',
  'burgerschap',
  'beroepsvak',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** One rule of the mapping: what counts, why, from where. */
export interface Rule {
  readonly id: string;
  /** The rule in Dutch, as the athlete and the coach read it. */
  readonly text: string;
  readonly source: SourceId;
  /** Our reading, to be checked with the NCAA Eligibility Center (or its current guide). */
  readonly verify: boolean;
}

export const RULES = {
  unitPerYear: {
    id: 'unit-per-year',
    text:
      'Elk schooljaar van een vak telt als 1 unit, zoals de NCAA een vak van een heel Amerikaans schooljaar telt. ' +
      'Dat is een schatting: het Eligibility Center beoordeelt je echte cijferlijsten.',
    source: 'ncaaInternational',
    verify: true,
  },
  countedYears: {
    id: 'counted-years',
    text:
      'Alleen de laatste vier schooljaren voor je diploma tellen, als de Amerikaanse grades 9 tot en met 12: ' +
      'vwo 3-6, havo 2-5, mavo 1-4, mbo 1-4.',
    source: 'ncaaInternational',
    verify: true,
  },
  languageOfInstruction: {
    id: 'language-of-instruction',
    text:
      'Het NCAA-vakgebied "English" is voor een internationale leerling de taal waarin je les krijgt: bij jou ' +
      'Nederlands, het vak waarin je je moedertaal leert zoals een Amerikaan English volgt. Engels is voor jou een ' +
      'vreemde taal en telt als overig kernvak, niet als "English".',
    source: 'ncaaInternational',
    verify: true,
  },
  foreignLanguage: {
    id: 'foreign-language',
    text: 'Moderne en klassieke talen (Engels, Duits, Frans, Spaans, Latijn, Grieks) tellen als overig kernvak.',
    source: 'ncaaDivisionI',
    verify: false,
  },
  mathAlgebra: {
    id: 'math-algebra',
    text:
      'Wiskunde telt als het niveau Algebra I of hoger is: wiskunde in de onderbouw en wiskunde A, B, C en D wel, ' +
      'rekenen niet.',
    source: 'ncaaDivisionI',
    verify: false,
  },
  mathC: {
    id: 'math-c',
    text: 'Wiskunde C (vwo C&M) lezen wij als wiskunde op Algebra I-niveau of hoger.',
    source: 'ncaaInternational',
    verify: true,
  },
  science: {
    id: 'science',
    text:
      'Natuurkunde, scheikunde, biologie en nask tellen als natuurwetenschap; de practica in die vakken lezen wij ' +
      'als het vereiste lab.',
    source: 'ncaaDivisionI',
    verify: true,
  },
  nlt: {
    id: 'nlt',
    text: 'NLT (Natuur, Leven en Technologie) lezen wij als natuurwetenschap.',
    source: 'ncaaInternational',
    verify: true,
  },
  social: {
    id: 'social',
    text:
      'Geschiedenis, aardrijkskunde, economie, maatschappijleer, maatschappijkunde en maatschappijwetenschappen tellen ' +
      'als maatschappijvak (social science).',
    source: 'ncaaDivisionI',
    verify: false,
  },
  philosophy: {
    id: 'philosophy',
    text: 'Filosofie en levensbeschouwing (vergelijkende godsdienst) tellen als overig kernvak.',
    source: 'ncaaDivisionI',
    verify: true,
  },
  businessAndComputing: {
    id: 'business-and-computing',
    text:
      'Bedrijfseconomie en informatica tellen wij niet: de NCAA telt bedrijfs- en computervakken alleen als de ' +
      'inhoud op een kernvak lijkt, en beoordeelt dat per school.',
    source: 'ncaaDivisionI',
    verify: true,
  },
  notCore: {
    id: 'not-core',
    text: 'Lichamelijke opvoeding, CKV, kunstvakken, rekenen, burgerschap en beroepsvakken zijn geen kernvakken.',
    source: 'ncaaDivisionI',
    verify: false,
  },
  mbo: {
    id: 'mbo',
    text:
      'Een mbo-opleiding beoordeelt het Eligibility Center per geval: alleen de algemene vakken (Nederlands, Engels, ' +
      'wiskunde) kunnen tellen, en vaak is meer nodig. Laat je cijferlijsten vroeg beoordelen.',
    source: 'ncaaInternational',
    verify: true,
  },
  mavo: {
    id: 'mavo',
    text:
      'Een mavo-diploma (vmbo-tl) komt na vier jaar, eerder dan een Amerikaanse high school. Het Eligibility Center ' +
      'beoordeelt per geval of het volstaat; vaak is een vervolgopleiding nodig.',
    source: 'ncaaInternational',
    verify: true,
  },
} as const satisfies Record<string, Rule>;
export type RuleKey = keyof typeof RULES;

export interface SubjectInfo {
  readonly label: string;
  readonly area: Area | null;
  /** The rule that puts it in its area (or outside every area). */
  readonly rule: RuleKey;
}

export const SUBJECT_INFO: Readonly<Record<Subject, SubjectInfo>> = {
  nederlands: { label: 'Nederlands', area: 'english', rule: 'languageOfInstruction' },
  engels: { label: 'Engels', area: 'additional', rule: 'languageOfInstruction' },
  duits: { label: 'Duits', area: 'additional', rule: 'foreignLanguage' },
  frans: { label: 'Frans', area: 'additional', rule: 'foreignLanguage' },
  spaans: { label: 'Spaans', area: 'additional', rule: 'foreignLanguage' },
  latijn: { label: 'Latijn', area: 'additional', rule: 'foreignLanguage' },
  grieks: { label: 'Grieks', area: 'additional', rule: 'foreignLanguage' },
  wiskunde: { label: 'Wiskunde', area: 'math', rule: 'mathAlgebra' },
  wiskunde_a: { label: 'Wiskunde A', area: 'math', rule: 'mathAlgebra' },
  wiskunde_b: { label: 'Wiskunde B', area: 'math', rule: 'mathAlgebra' },
  wiskunde_c: { label: 'Wiskunde C', area: 'math', rule: 'mathC' },
  wiskunde_d: { label: 'Wiskunde D', area: 'math', rule: 'mathAlgebra' },
  rekenen: { label: 'Rekenen', area: null, rule: 'mathAlgebra' },
  natuurkunde: { label: 'Natuurkunde', area: 'science', rule: 'science' },
  scheikunde: { label: 'Scheikunde', area: 'science', rule: 'science' },
  biologie: { label: 'Biologie', area: 'science', rule: 'science' },
  nask1: { label: 'Nask1 (natuurkunde)', area: 'science', rule: 'science' },
  nask2: { label: 'Nask2 (scheikunde)', area: 'science', rule: 'science' },
  nlt: { label: 'NLT', area: 'science', rule: 'nlt' },
  geschiedenis: { label: 'Geschiedenis', area: 'social', rule: 'social' },
  aardrijkskunde: { label: 'Aardrijkskunde', area: 'social', rule: 'social' },
  economie: { label: 'Economie', area: 'social', rule: 'social' },
  maatschappijleer: { label: 'Maatschappijleer', area: 'social', rule: 'social' },
  maatschappijkunde: { label: 'Maatschappijkunde', area: 'social', rule: 'social' },
  maatschappijwetenschappen: { label: 'Maatschappijwetenschappen', area: 'social', rule: 'social' },
  filosofie: { label: 'Filosofie', area: 'additional', rule: 'philosophy' },
  levensbeschouwing: { label: 'Levensbeschouwing', area: 'additional', rule: 'philosophy' },
  bedrijfseconomie: { label: 'Bedrijfseconomie', area: null, rule: 'businessAndComputing' },
  informatica: { label: 'Informatica', area: null, rule: 'businessAndComputing' },
  ckv: { label: 'CKV', area: null, rule: 'notCore' },
  kunst: { label: 'Kunst (beeldend, muziek, drama)', area: null, rule: 'notCore' },
  lo: { label: 'Lichamelijke opvoeding', area: null, rule: 'notCore' },
  burgerschap: { label: 'Loopbaan en burgerschap', area: null, rule: 'notCore' },
  beroepsvak: { label: 'Beroepsgerichte vakken', area: null, rule: 'notCore' },
};

/**
 * The subjects of the upper years per track and profile, for the form's pick list: the common part
 * every pupil takes, the subjects the profile requires (one of each group), and the usual choices.
 * The lower years (onderbouw) take nearly every subject; the form offers all of them there.
 */
export interface Curriculum {
  readonly common: readonly Subject[];
  readonly required: readonly (readonly Subject[])[];
  readonly options: readonly Subject[];
}

const VWO_COMMON: readonly Subject[] = ['nederlands', 'engels', 'maatschappijleer', 'ckv', 'lo'];
const HAVO_COMMON: readonly Subject[] = ['nederlands', 'engels', 'maatschappijleer', 'ckv', 'lo'];

export const CURRICULA: {
  readonly vwo: Readonly<Record<Profile, Curriculum>>;
  readonly havo: Readonly<Record<Profile, Curriculum>>;
  readonly mavo: Curriculum;
  readonly mbo: Curriculum;
} = {
  vwo: {
    nt: {
      common: [...VWO_COMMON, 'duits'],
      required: [['wiskunde_b'], ['natuurkunde'], ['scheikunde']],
      options: ['wiskunde_d', 'informatica', 'nlt', 'biologie'],
    },
    ng: {
      common: [...VWO_COMMON, 'duits'],
      required: [['wiskunde_a', 'wiskunde_b'], ['biologie'], ['scheikunde']],
      options: ['natuurkunde', 'aardrijkskunde', 'nlt'],
    },
    em: {
      common: [...VWO_COMMON, 'duits'],
      required: [['wiskunde_a', 'wiskunde_b'], ['economie'], ['geschiedenis']],
      options: ['bedrijfseconomie', 'aardrijkskunde', 'frans', 'maatschappijwetenschappen'],
    },
    cm: {
      common: [...VWO_COMMON, 'duits'],
      required: [['wiskunde_a', 'wiskunde_c'], ['geschiedenis']],
      options: ['kunst', 'filosofie', 'frans', 'latijn', 'aardrijkskunde', 'economie'],
    },
  },
  havo: {
    nt: {
      common: HAVO_COMMON,
      required: [['wiskunde_b'], ['natuurkunde'], ['scheikunde']],
      options: ['biologie', 'informatica', 'nlt'],
    },
    ng: {
      common: HAVO_COMMON,
      required: [['wiskunde_a', 'wiskunde_b'], ['biologie'], ['scheikunde']],
      options: ['natuurkunde', 'aardrijkskunde'],
    },
    em: {
      common: HAVO_COMMON,
      required: [['wiskunde_a'], ['economie'], ['geschiedenis']],
      options: ['bedrijfseconomie', 'aardrijkskunde', 'duits', 'frans'],
    },
    cm: {
      common: HAVO_COMMON,
      required: [['geschiedenis'], ['duits', 'frans']],
      options: ['kunst', 'filosofie', 'aardrijkskunde', 'economie', 'wiskunde_a'],
    },
  },
  mavo: {
    common: ['nederlands', 'engels', 'maatschappijleer', 'kunst', 'lo'],
    required: [],
    options: ['wiskunde', 'nask1', 'nask2', 'biologie', 'economie', 'geschiedenis', 'aardrijkskunde', 'duits', 'frans'],
  },
  mbo: {
    common: ['nederlands', 'engels', 'rekenen', 'burgerschap', 'beroepsvak'],
    required: [],
    options: ['wiskunde'],
  },
};

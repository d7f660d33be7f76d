/**
 * Realistic Dutch athletes for the evaluation set (evaluation.test.ts) and the benchmark. Each is a
 * profile as the onboarding would store it, mapped to AthleteFacts; the expectations live in the
 * test, written down before the weights were tuned.
 */
import type { AthleteFacts } from './athlete.ts';

const BASE: Omit<AthleteFacts, 'sport' | 'team' | 'levelCode' | 'gpa'> = {
  sat: null,
  act: null,
  englishTest: null,
  englishScore: null,
  budgetEurMin: null,
  preferredStates: [],
  preferredSchoolSize: null,
  preferredDivisions: [],
  scholarshipType: null,
  studyInterest: null,
};

export interface EvaluationAthlete {
  readonly key: string;
  /** Who this is, in a line. */
  readonly who: string;
  readonly facts: AthleteFacts;
}

export const EVALUATION_ATHLETES: readonly EvaluationAthlete[] = [
  {
    key: 'hockey-oranje-dames',
    who: 'Sanne (17, VWO 5), Oranje O18, hoofdklasse-jeugd in Amstelveen; GPA 3,5; TOEFL 104; budget €20.000',
    facts: {
      ...BASE,
      sport: 'field-hockey',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.5,
      englishTest: 'toefl',
      englishScore: 104,
      budgetEurMin: 20_000,
      scholarshipType: 'partial',
      studyInterest: 'Psychology',
    },
  },
  {
    key: 'voetbal-eerste-klasse-heren',
    who: 'Daan (18, HAVO 5), eerste klasse zaterdag; GPA 2,1 (gemiddeld een 6,0); geen SAT; budget €10.000',
    facts: { ...BASE, sport: 'soccer', team: 'heren', levelCode: 'eerste-klasse', gpa: 2.1, budgetEurMin: 10_000 },
  },
  {
    key: 'zwemmen-academisch-dames',
    who: 'Noor (18, VWO 6, gymnasium), NJJK-limieten op de 100 en 200 vlinder; GPA 3,9; SAT 1420; budget €5.000',
    facts: {
      ...BASE,
      sport: 'swimming',
      team: 'dames',
      levelCode: 'nk-limiet',
      gpa: 3.9,
      sat: 1420,
      englishTest: 'ielts',
      englishScore: 7.5,
      budgetEurMin: 5_000,
      scholarshipType: 'academic',
      studyInterest: 'Biology',
    },
  },
  {
    key: 'hockey-heren',
    who: 'Thijs (17), heren hoofdklasse-jeugd; GPA 3,3: wil met hockey naar de VS',
    facts: { ...BASE, sport: 'field-hockey', team: 'heren', levelCode: 'hoofdklasse', gpa: 3.3, budgetEurMin: 15_000 },
  },
  {
    key: 'roeien-dames',
    who: 'Eva (18), wedstrijdroeister bij een juniorenploeg, 2 km erg 7:12; GPA 3,3; budget €15.000',
    facts: {
      ...BASE,
      sport: 'rowing',
      team: 'dames',
      levelCode: 'wedstrijdroeier',
      gpa: 3.3,
      englishTest: 'toefl',
      englishScore: 96,
      budgetEurMin: 15_000,
    },
  },
  {
    key: 'tennis-heren-rating-1',
    who: 'Lars (18), KNLTB speelsterkte 1 enkel, eredivisie-team; GPA 3,0; SAT 1150; TOEFL 95; budget €10.000',
    facts: {
      ...BASE,
      sport: 'tennis',
      team: 'heren',
      levelCode: 'rating-1-2',
      gpa: 3.0,
      sat: 1150,
      englishTest: 'toefl',
      englishScore: 95,
      budgetEurMin: 10_000,
      scholarshipType: 'full-ride',
    },
  },
  {
    key: 'golf-dames-warm',
    who: 'Fleur (17), handicap 1,8; GPA 3,2; wil naar Florida, Arizona of Californië; budget €12.000',
    facts: {
      ...BASE,
      sport: 'golf',
      team: 'dames',
      levelCode: 'hcp-0-3',
      gpa: 3.2,
      englishTest: 'duolingo',
      englishScore: 125,
      budgetEurMin: 12_000,
      preferredStates: ['FL', 'AZ', 'CA'],
    },
  },
  {
    key: 'volleybal-dames-toefl-laag',
    who: 'Lotte (18), eerste divisie; GPA 2,8; TOEFL 65 (eerste poging); budget €12.000',
    facts: {
      ...BASE,
      sport: 'volleyball',
      team: 'dames',
      levelCode: 'eerste-divisie',
      gpa: 2.8,
      englishTest: 'toefl',
      englishScore: 65,
      budgetEurMin: 12_000,
    },
  },
  {
    key: 'voetbal-dames-carolinas',
    who: 'Isa (18), topklasse; GPA 3,4; wil naar North Carolina, South Carolina of Virginia; budget €15.000',
    facts: {
      ...BASE,
      sport: 'soccer',
      team: 'dames',
      levelCode: 'topklasse',
      gpa: 3.4,
      englishTest: 'toefl',
      englishScore: 100,
      budgetEurMin: 15_000,
      preferredStates: ['NC', 'SC', 'VA'],
    },
  },
  {
    key: 'atletiek-heren-gpa-2-2',
    who: 'Jesse (19), NK-finalist 400 m horden; GPA 2,2; geen SAT; budget €8.000',
    facts: { ...BASE, sport: 'athletics', team: 'heren', levelCode: 'nk-finale', gpa: 2.2, budgetEurMin: 8_000 },
  },
  {
    key: 'honkbal-full-ride',
    who: 'Kevin (18), hoofdklasse honkbal (Curaçao-Nederlands), werper; GPA 2,8; wil een volledige beurs; budget €5.000',
    facts: {
      ...BASE,
      sport: 'baseball',
      team: 'heren',
      levelCode: 'hoofdklasse',
      gpa: 2.8,
      budgetEurMin: 5_000,
      scholarshipType: 'full-ride',
    },
  },
  {
    key: 'volleybal-dames-klein',
    who: 'Roos (18), eredivisie (Papendal); GPA 3,0; wil een kleine school; budget €15.000',
    facts: {
      ...BASE,
      sport: 'volleyball',
      team: 'dames',
      levelCode: 'eredivisie',
      gpa: 3.0,
      englishTest: 'ielts',
      englishScore: 7,
      budgetEurMin: 15_000,
      preferredSchoolSize: 'klein',
    },
  },
  {
    key: 'voetbal-bvo-heren',
    who: 'Milan (18), O19 van een eredivisieclub, geen profcontract; GPA 2,5; geen budget ingevuld',
    facts: { ...BASE, sport: 'soccer', team: 'heren', levelCode: 'jeugdopleiding-bvo', gpa: 2.5 },
  },
  {
    key: 'waterpolo-dames',
    who: 'Julia (18), waterpolo eredivisie dames; GPA 3,1; SAT 1180; budget €20.000',
    facts: {
      ...BASE,
      sport: 'water-polo',
      team: 'dames',
      levelCode: 'nationale-top',
      gpa: 3.1,
      sat: 1180,
      budgetEurMin: 20_000,
    },
  },
  {
    key: 'hockey-dames-gpa-laag',
    who: 'Mila (18), promotieklasse; gemiddeld een 5,8 (GPA 1,7); budget €15.000',
    facts: {
      ...BASE,
      sport: 'field-hockey',
      team: 'dames',
      levelCode: 'promotieklasse',
      gpa: 1.7,
      budgetEurMin: 15_000,
    },
  },
  {
    key: 'voetbal-heren-naia-sat',
    who: 'Sem (18), vierde divisie; GPA 2,1 maar SAT 1010; budget €12.000',
    facts: {
      ...BASE,
      sport: 'soccer',
      team: 'heren',
      levelCode: 'hoofdklasse',
      gpa: 2.1,
      sat: 1010,
      budgetEurMin: 12_000,
    },
  },
];

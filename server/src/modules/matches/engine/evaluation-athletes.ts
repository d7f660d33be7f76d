/**
 * Realistic Dutch athletes for the evaluation set (evaluation.test.ts), the measured report
 * (`npm run eval:matching`, bench/matching-eval.md) and the benchmarks. Each is a profile as the
 * onboarding would store it, mapped to AthleteFacts, with the expectations beside it: written down
 * from the domain facts (shared/reference/domain-facts.md, the sport catalogue in
 * @talentbrug/domain/sports, the level ladders in @talentbrug/domain/sport-levels) BEFORE the engine
 * was tuned for issue 33, never read off its output. Each expectation carries its reason in a line.
 *
 * What every athlete with matches must also show (evaluation.ts, `UNIVERSAL_CHECKS`): four different
 * scores in the top ten, junior colleges that do not share one score, no two rationales alike apart
 * from numbers, an international student's price at a public school never below its out-of-state
 * tuition, a cost part whose score agrees with its sentence, no aid estimate above twice what the
 * sport's scholarship limit allows an athlete of its squad (but a standout's, bounded by the cost and
 * the sport's whole aid), no school without the sport when its list is known, no service academy, a
 * stated division preference leading the list, a national-selection athlete's estimate reaching half
 * the year at a D1 or D2 programme that funds her sport, and (measured) her top ten led by
 * programmes giving more athletic aid per athlete than their level's median.
 *
 * The first sixteen athletes were the set before issue 33; their own expectations stay in
 * evaluation.test.ts as they were written (or restated, with the reason beside them), and the ones
 * listed here add to them.
 */
import type { CollegeLevel } from '@talentbrug/domain/sports';
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

type Facts = Pick<AthleteFacts, 'sport' | 'team' | 'levelCode' | 'gpa'> & Partial<AthleteFacts>;
const facts = (given: Facts): AthleteFacts => ({ ...BASE, ...given });

/**
 * One expectation, checked by evaluation.ts. 'The ranking' is every school that passes the hard
 * filters (what never appears is checked on all of them); 'the top ten' and 'the first' are the best
 * of the 30 the athlete is shown.
 */
export type Expectation = { readonly why: string } & (
  | /** No matches at all: the sport has no college programme for the team, or the ladder no US level. */
  { readonly kind: 'no-matches' }
  /** At least this many schools in the ranking. */
  | { readonly kind: 'min-matches'; readonly count: number }
  /** No school of these levels anywhere in the ranking. */
  | { readonly kind: 'never'; readonly levels: readonly CollegeLevel[] }
  /** Every school of the ranking is of these levels. */
  | { readonly kind: 'only'; readonly levels: readonly CollegeLevel[] }
  /** At least one school of these levels in the ranking. */
  | { readonly kind: 'present'; readonly levels: readonly CollegeLevel[] }
  /** The first `count` matches are all of these levels. */
  | { readonly kind: 'first'; readonly count: number; readonly levels: readonly CollegeLevel[] }
  /** Of the top ten, at least `atLeast` and at most `atMost` are of these levels. */
  | {
      readonly kind: 'top-ten';
      readonly levels: readonly CollegeLevel[];
      readonly atLeast?: number;
      readonly atMost?: number;
    }
  /** The first `count` matches lie in the athlete's preferred states. */
  | { readonly kind: 'states-first'; readonly count: number }
  /** At least `count` of the first `of` matches have the preferred school size. */
  | { readonly kind: 'size-first'; readonly count: number; readonly of: number }
  /** The first `count` matches are programmes the data confirms. */
  | { readonly kind: 'confirmed-first'; readonly count: number }
  /** Every match says the programme is not confirmed, with the cap that goes with it. */
  | { readonly kind: 'unconfirmed-only' }
  /** The budget covers every school: no budget cap, no budget line in 'wat ontbreekt'. */
  | { readonly kind: 'budget-covers-all' }
  /** No budget given: the cost part is neutral everywhere and every match asks for the budget. */
  | { readonly kind: 'cost-neutral' }
  /** The first `of` (default the top ten) are not the same schools as another athlete's (a changed fact changes the list). */
  | { readonly kind: 'differs-from'; readonly key: string; readonly of?: number }
  /**
   * Every aid estimate's high end is at most `factor` times what the sport's scholarship limit allows
   * an athlete of its squad when fully funded (the limit in full years of the school's cost, over the
   * squad), where the limit (@talentbrug/domain/sports/scholarship-limits), the cost and the squad
   * are known.
   */
  | { readonly kind: 'aid-within-limit'; readonly factor: number }
  /** Of the top ten's aid estimates, at least `atLeast` reach `share` of the school's yearly cost. */
  | { readonly kind: 'aid-floor'; readonly share: number; readonly atLeast: number }
);

export interface EvaluationAthlete {
  readonly key: string;
  /** Who this is, in a line. */
  readonly who: string;
  readonly facts: AthleteFacts;
  /** Written before tuning, each with its reason from the domain facts. */
  readonly expect: readonly Expectation[];
}

/** Reasons that recur, from the domain facts and the catalogue. */
const WHY = {
  d3NoAidFullRide: 'NCAA D3 gives no athletic aid at all, so a full-ride seeker sees it capped, not on top',
  programmeNcaaOnly: (sport: string) => `the catalogue has ${sport} at NCAA levels only: no NAIA or NJCAA teams`,
  notInEada: (sport: string) =>
    `${sport} is not in EADA (an NCAA emerging sport): the data can confirm no school's team, so every match says 'niet bevestigd'`,
  tierOneD1: (sport: string) =>
    `a national (youth) team ${sport} athlete is the typical D1 recruit ('fit'); elsewhere above the typical recruit ('safe'), where 'fit' outranks 'safe'`,
  lowestRung: (rung: string, levels: string) => `the ladder's lowest rung (${rung}) reaches only ${levels}`,
  noLevel: (rung: string) => `the ladder gives no US level for ${rung}: no realistic college team, so no matches`,
  noProgramme: (text: string) => `no varsity programme: ${text}`,
} as const;

export const EVALUATION_ATHLETES: readonly EvaluationAthlete[] = [
  // --- The set before issue 33: their own expectations are the bespoke tests in evaluation.test.ts ---
  {
    key: 'hockey-oranje-dames',
    who: 'Sanne (17, VWO 5), Oranje O18, hoofdklasse-jeugd in Amstelveen; GPA 3,5; TOEFL 104; budget €20.000',
    facts: facts({
      sport: 'field-hockey',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.5,
      englishTest: 'toefl',
      englishScore: 104,
      budgetEurMin: 20_000,
      scholarshipType: 'partial',
      studyInterest: 'Psychology',
    }),
    expect: [
      {
        kind: 'confirmed-first',
        count: 10,
        why: 'every D1 field hockey programme (85) is in EADA; a school whose list is unknown is no first choice for an Oranje player',
      },
      {
        kind: 'aid-floor',
        share: 1 / 3,
        atLeast: 5,
        why: "12 NCAA field hockey scholarships over a D1 squad of about 24 (the median) are half a year each when fully funded, and an Oranje player is who the big shares go to: sharing a school's aid among its sports must not leave her top ten's estimates all below a third of the year",
      },
    ],
  },
  {
    key: 'voetbal-eerste-klasse-heren',
    who: 'Daan (18, HAVO 5), eerste klasse zaterdag; GPA 2,1 (gemiddeld een 6,0); geen SAT; budget €10.000',
    facts: facts({ sport: 'soccer', team: 'heren', levelCode: 'eerste-klasse', gpa: 2.1, budgetEurMin: 10_000 }),
    expect: [],
  },
  {
    key: 'zwemmen-academisch-dames',
    who: 'Noor (18, VWO 6, gymnasium), NJJK-limieten op de 100 en 200 vlinder; GPA 3,9; SAT 1420; budget €5.000',
    facts: facts({
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
    }),
    expect: [],
  },
  {
    key: 'hockey-heren',
    who: 'Thijs (17), heren hoofdklasse-jeugd; GPA 3,3: wil met hockey naar de VS',
    facts: facts({ sport: 'field-hockey', team: 'heren', levelCode: 'hoofdklasse', gpa: 3.3, budgetEurMin: 15_000 }),
    expect: [{ kind: 'no-matches', why: WHY.noProgramme("men's field hockey is a club sport at US universities") }],
  },
  {
    key: 'roeien-dames',
    who: 'Eva (18), wedstrijdroeister bij een juniorenploeg, 2 km erg 7:12; GPA 3,3; budget €15.000',
    facts: facts({
      sport: 'rowing',
      team: 'dames',
      levelCode: 'wedstrijdroeier',
      gpa: 3.3,
      englishTest: 'toefl',
      englishScore: 96,
      budgetEurMin: 15_000,
    }),
    expect: [
      {
        kind: 'never',
        levels: ['naia', 'njcaa'],
        why: "women's rowing is an NCAA championship sport; the NAIA and the NJCAA hold none",
      },
      {
        kind: 'aid-within-limit',
        factor: 1.25,
        why: "a club or junior racer is D1's typical recruit, not its star: a rowing team shares 20 NCAA scholarships among a squad of about 50 (the D1 median), so she can count on about a squad member's share of them, at most a quarter more (a family's tour: a club rower with €12.000 read up to $72.000 at SMU, where 20 full years of $83.130 over 56 rowers are $29.690 each)",
      },
    ],
  },
  {
    key: 'tennis-heren-rating-1',
    who: 'Lars (18), KNLTB speelsterkte 1 enkel, eredivisie-team; GPA 3,0; SAT 1150; TOEFL 95; budget €10.000',
    facts: facts({
      sport: 'tennis',
      team: 'heren',
      levelCode: 'rating-1-2',
      gpa: 3.0,
      sat: 1150,
      englishTest: 'toefl',
      englishScore: 95,
      budgetEurMin: 10_000,
      scholarshipType: 'full-ride',
    }),
    expect: [],
  },
  {
    key: 'golf-dames-warm',
    who: 'Fleur (17), handicap 1,8; GPA 3,2; wil naar Florida, Arizona of Californië; budget €12.000',
    facts: facts({
      sport: 'golf',
      team: 'dames',
      levelCode: 'hcp-0-3',
      gpa: 3.2,
      englishTest: 'duolingo',
      englishScore: 125,
      budgetEurMin: 12_000,
      preferredStates: ['FL', 'AZ', 'CA'],
    }),
    expect: [],
  },
  {
    key: 'volleybal-dames-toefl-laag',
    who: 'Lotte (18), eerste divisie; GPA 2,8; TOEFL 65 (eerste poging); budget €12.000',
    facts: facts({
      sport: 'volleyball',
      team: 'dames',
      levelCode: 'eerste-divisie',
      gpa: 2.8,
      englishTest: 'toefl',
      englishScore: 65,
      budgetEurMin: 12_000,
    }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atMost: 3,
        why: 'an eerste-divisie player reaches D1 only as a standout; D2, D3, NAIA and NJCAA are her level',
      },
    ],
  },
  {
    key: 'voetbal-dames-carolinas',
    who: 'Isa (18), topklasse; GPA 3,4; wil naar North Carolina, South Carolina of Virginia; budget €15.000',
    facts: facts({
      sport: 'soccer',
      team: 'dames',
      levelCode: 'topklasse',
      gpa: 3.4,
      englishTest: 'toefl',
      englishScore: 100,
      budgetEurMin: 15_000,
      preferredStates: ['NC', 'SC', 'VA'],
    }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1', 'ncaa-d2'],
        atLeast: 6,
        why: 'the Topklasse is D1 and D2 level (both "fit"), and the three states hold dozens of D1 and D2 women\'s soccer programmes',
      },
    ],
  },
  {
    key: 'atletiek-heren-gpa-2-2',
    who: 'Jesse (19), NK-finalist 400 m horden; GPA 2,2; geen SAT; budget €8.000',
    facts: facts({ sport: 'athletics', team: 'heren', levelCode: 'nk-finale', gpa: 2.2, budgetEurMin: 8_000 }),
    expect: [],
  },
  {
    key: 'honkbal-full-ride',
    who: 'Kevin (18), hoofdklasse honkbal (Curaçao-Nederlands), werper; GPA 2,8; wil een volledige beurs; budget €5.000',
    facts: facts({
      sport: 'baseball',
      team: 'heren',
      levelCode: 'hoofdklasse',
      gpa: 2.8,
      budgetEurMin: 5_000,
      scholarshipType: 'full-ride',
    }),
    expect: [],
  },
  {
    key: 'volleybal-dames-klein',
    who: 'Roos (18), eredivisie (Papendal); GPA 3,0; wil een kleine school; budget €15.000',
    facts: facts({
      sport: 'volleyball',
      team: 'dames',
      levelCode: 'eredivisie',
      gpa: 3.0,
      englishTest: 'ielts',
      englishScore: 7,
      budgetEurMin: 15_000,
      preferredSchoolSize: 'klein',
    }),
    expect: [],
  },
  {
    key: 'voetbal-bvo-heren',
    who: 'Milan (18), O19 van een eredivisieclub, geen profcontract; GPA 2,5; geen budget ingevuld',
    facts: facts({ sport: 'soccer', team: 'heren', levelCode: 'jeugdopleiding-bvo', gpa: 2.5 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 7,
        why: 'a BVO academy player is the typical D1 recruit and above it elsewhere; without a budget, cost cannot pull D2 or NAIA up',
      },
    ],
  },
  {
    key: 'waterpolo-dames',
    who: 'Julia (18), waterpolo eredivisie dames; GPA 3,1; SAT 1180; budget €20.000',
    facts: facts({
      sport: 'water-polo',
      team: 'dames',
      levelCode: 'nationale-top',
      gpa: 3.1,
      sat: 1180,
      budgetEurMin: 20_000,
    }),
    expect: [],
  },
  {
    key: 'hockey-dames-gpa-laag',
    who: 'Mila (18), promotieklasse; gemiddeld een 5,8 (GPA 1,7); budget €15.000',
    facts: facts({ sport: 'field-hockey', team: 'dames', levelCode: 'promotieklasse', gpa: 1.7, budgetEurMin: 15_000 }),
    expect: [],
  },
  {
    key: 'voetbal-heren-naia-sat',
    who: 'Sem (18), vierde divisie; GPA 2,1 maar SAT 1010; budget €12.000',
    facts: facts({
      sport: 'soccer',
      team: 'heren',
      levelCode: 'hoofdklasse',
      gpa: 2.1,
      sat: 1010,
      budgetEurMin: 12_000,
    }),
    expect: [],
  },

  // --- Football (voetbal) ---------------------------------------------------------------------------
  {
    key: 'voetbal-vierde-divisie-d2-naia',
    who: "Bram (18, HAVO 5), vierde divisie; GPA 2,6; budget €8.000; schreef 'D2 of NAIA is prima' (the issue's footballer)",
    facts: facts({
      sport: 'soccer',
      team: 'heren',
      levelCode: 'hoofdklasse',
      gpa: 2.6,
      budgetEurMin: 8_000,
      preferredDivisions: ['ncaa-d2', 'naia'],
    }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'D1 recruits above the vierde divisie (ladder: no D1)' },
      {
        kind: 'min-matches',
        count: 30,
        why: "about 180 NAIA and 200 D2 men's soccer programmes; D3 and NJCAA fit too",
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d2', 'naia'],
        atLeast: 6,
        why: 'he named D2 and NAIA, and NAIA is his level ("fit") with partial athletic aid in ~180 programmes',
      },
      {
        kind: 'top-ten',
        levels: ['njcaa'],
        atMost: 3,
        why: 'the issue: thirty junior colleges for a player who asked for D2 or NAIA told his family nothing',
      },
    ],
  },
  {
    key: 'voetbal-vierde-divisie-zonder-voorkeur',
    who: 'Bram zonder voorkeursniveau: vierde divisie; GPA 2,6; budget €8.000',
    facts: facts({ sport: 'soccer', team: 'heren', levelCode: 'hoofdklasse', gpa: 2.6, budgetEurMin: 8_000 }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'D1 recruits above the vierde divisie (ladder: no D1)' },
      {
        kind: 'top-ten',
        levels: ['ncaa-d2', 'ncaa-d3', 'naia'],
        atLeast: 1,
        why: "a junior college is two seasons and a transfer, not the degree: four-year schools he fits (NAIA, D3) keep a place in his top ten. Restated (was: at least 3) when the aid became each sport's share by the scholarship limits: the NAIA's 12 men's soccer scholarships go round squads of about 32 (Missouri Valley's 84 share 12: at most $5.283 a head, where the all-teams average offered $15.000 to the full $36.980), D2's 9 round about 30, so with €8.000 (about $9.300) no four-year school fits even with its highest estimate (the cheapest, Texas College (NAIA), leaves $10.708-17.708 a year) and junior colleges, where it may (Crowder: $7.964-12.964 after aid), lead",
      },
    ],
  },
  {
    key: 'voetbal-derde-divisie-heren',
    who: 'Bram een niveau hoger: derde divisie; GPA 2,6; budget €8.000',
    facts: facts({ sport: 'soccer', team: 'heren', levelCode: 'derde-divisie', gpa: 2.6, budgetEurMin: 8_000 }),
    expect: [
      {
        kind: 'differs-from',
        key: 'voetbal-vierde-divisie-zonder-voorkeur',
        of: 30,
        why: "the issue: raising his level gave the same 30; D2 turns from reach to fit and D1 opens. Restated (was: the top ten) when the aid became each sport's share by the scholarship limits: with €8.000 the same junior colleges lead at both levels (his level does not change what a junior college costs); raising it brings D2 into his 30 (measured: three D2 schools, 27 of 30 shared)",
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d2', 'naia'],
        atLeast: 1,
        why: 'the derde divisie is the heart of D2 and NAIA (both "fit", with athletic aid). Restated (was: at least 4) when the aid became each sport\'s share by the scholarship limits: D2 men\'s soccer has 9 scholarships for a squad of about 30, the NAIA 12 for about 32, so with €8.000 (about $9.300) no four-year school fits even with its highest estimate and junior colleges, where it may, lead (measured: nine junior colleges, one NAIA school)',
      },
    ],
  },
  {
    key: 'voetbal-oranje-o17-heren',
    who: 'Ruben (17, VWO 5), Oranje O17; GPA 3,2; SAT 1250; TOEFL 100; budget €30.000',
    facts: facts({
      sport: 'soccer',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.2,
      sat: 1250,
      englishTest: 'toefl',
      englishScore: 100,
      budgetEurMin: 30_000,
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('football') },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 7,
        why: "about 200 D1 men's soccer programmes recruit internationals; his budget leaves cost little to decide",
      },
      {
        kind: 'aid-floor',
        share: 1 / 4,
        atLeast: 5,
        why: "9,9 NCAA men's soccer scholarships over a D1 squad of about 29 (the median) are a third of a year each when fully funded, and a national youth team player is who the big shares go to: at least half of his top ten's estimates reach a quarter of the year",
      },
    ],
  },
  {
    key: 'voetbal-lager-heren',
    who: 'Joost (18), tweede klasse zondag; GPA 3,0; budget €15.000',
    facts: facts({ sport: 'soccer', team: 'heren', levelCode: 'lager', gpa: 3.0, budgetEurMin: 15_000 }),
    expect: [
      { kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('tweede klasse', 'D3 and NJCAA') },
      { kind: 'min-matches', count: 10, why: "hundreds of D3 and NJCAA men's soccer programmes" },
    ],
  },
  {
    key: 'voetbal-dames-hoofdklasse',
    who: 'Anouk (18), hoofdklasse; GPA 3,0; ACT 22; Duolingo 115; budget €12.000',
    facts: facts({
      sport: 'soccer',
      team: 'dames',
      levelCode: 'hoofdklasse',
      gpa: 3.0,
      act: 22,
      englishTest: 'duolingo',
      englishScore: 115,
      budgetEurMin: 12_000,
    }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d2', 'naia'],
        atLeast: 4,
        why: "the women's hoofdklasse is the heart of D2 and NAIA, both with partial athletic aid",
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d3'],
        atMost: 2,
        why: 'D3 gives no athletic aid: the full price is several times a €12.000 budget',
      },
    ],
  },
  {
    key: 'voetbal-dames-eerste-klasse',
    who: 'Sophie (17), eerste klasse MO19; GPA 2,3; geen test; budget €5.000',
    facts: facts({ sport: 'soccer', team: 'dames', levelCode: 'eerste-klasse', gpa: 2.3, budgetEurMin: 5_000 }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'the eerste klasse is below D1 (ladder: no D1)' },
      {
        kind: 'top-ten',
        levels: ['ncaa-d3', 'njcaa'],
        atLeast: 5,
        why: 'D3 and junior college are her level ("fit"); D2 and NAIA are a reach',
      },
    ],
  },
  {
    key: 'voetbal-dames-lager',
    who: 'Femke (18, VWO 6), tweede klasse; GPA 3,6; geen budget ingevuld',
    facts: facts({ sport: 'soccer', team: 'dames', levelCode: 'lager', gpa: 3.6 }),
    expect: [
      { kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('tweede klasse', 'D3 and NJCAA') },
      { kind: 'cost-neutral', why: 'no budget given: nothing to weigh the cost against' },
    ],
  },
  {
    key: 'voetbal-dames-oranje-westkust',
    who: 'Lieke (17), Oranje O17 (vrouwen); GPA 3,7; SAT 1380; budget €50.000; wil naar Californië, Oregon of Washington',
    facts: facts({
      sport: 'soccer',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.7,
      sat: 1380,
      englishTest: 'toefl',
      englishScore: 108,
      budgetEurMin: 50_000,
      preferredStates: ['CA', 'OR', 'WA'],
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('football') },
      {
        kind: 'states-first',
        count: 5,
        why: "the three states hold some twenty D1 women's soccer programmes; a state preference caps the rest at 65",
      },
    ],
  },

  // --- Field hockey (hockey) -----------------------------------------------------------------------
  {
    key: 'hockey-dames-lager',
    who: 'Merel (18), tweede klasse; GPA 3,4; budget €40.000; wil een kleine school',
    facts: facts({
      sport: 'field-hockey',
      team: 'dames',
      levelCode: 'lager',
      gpa: 3.4,
      budgetEurMin: 40_000,
      preferredSchoolSize: 'klein',
    }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d2', 'ncaa-d3'],
        why: 'tweede klasse reaches D2 and fits D3; field hockey has no NAIA or NJCAA programmes',
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d3'],
        atLeast: 7,
        why: 'D3 is her level ("fit", 150-odd programmes, mostly small colleges); D2 only a reach',
      },
      {
        kind: 'size-first',
        count: 4,
        of: 5,
        why: 'she wants a small school and D3 field hockey is mostly small colleges',
      },
    ],
  },
  {
    key: 'hockey-dames-overgangsklasse-d2',
    who: 'Iris (18), overgangsklasse; GPA 2,9; budget €10.000; wil naar Division II',
    facts: facts({
      sport: 'field-hockey',
      team: 'dames',
      levelCode: 'overgangsklasse',
      gpa: 2.9,
      budgetEurMin: 10_000,
      preferredDivisions: ['ncaa-d2'],
    }),
    expect: [
      { kind: 'never', levels: ['naia', 'njcaa'], why: WHY.programmeNcaaOnly('field hockey') },
      {
        kind: 'first',
        count: 3,
        levels: ['ncaa-d2'],
        why: 'she named D2, and D2 is her level ("fit") with 6,3 equivalency scholarships',
      },
    ],
  },

  // --- Tennis ---------------------------------------------------------------------------------------
  {
    key: 'tennis-dames-itf',
    who: 'Eline (17), ITF-junior, KNLTB 1; GPA 3,3; SAT 1300; TOEFL 105; budget €20.000; zoekt een volledige beurs',
    facts: facts({
      sport: 'tennis',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.3,
      sat: 1300,
      englishTest: 'toefl',
      englishScore: 105,
      budgetEurMin: 20_000,
      scholarshipType: 'full-ride',
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('tennis') },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 6,
        why: "women's tennis is a D1 headcount sport (8 full scholarships) that recruits ITF juniors",
      },
      { kind: 'top-ten', levels: ['ncaa-d3'], atMost: 0, why: WHY.d3NoAidFullRide },
    ],
  },
  {
    key: 'tennis-heren-rating-5',
    who: 'Tim (18), speelsterkte 5; GPA 2,4; budget €6.000',
    facts: facts({ sport: 'tennis', team: 'heren', levelCode: 'rating-5', gpa: 2.4, budgetEurMin: 6_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('rating 5', 'D3 and NJCAA') }],
  },
  {
    key: 'tennis-dames-rating-6',
    who: 'Nina (17), speelsterkte 6, recreatief; GPA 3,1; budget €15.000',
    facts: facts({ sport: 'tennis', team: 'dames', levelCode: 'lager', gpa: 3.1, budgetEurMin: 15_000 }),
    expect: [{ kind: 'no-matches', why: WHY.noLevel('KNLTB rating 6 or lower') }],
  },
  {
    key: 'tennis-dames-rating-3-naia',
    who: 'Demi (18, HAVO 5), speelsterkte 3; GPA 2,0 met ACT 18; budget €10.000; wil naar de NAIA',
    facts: facts({
      sport: 'tennis',
      team: 'dames',
      levelCode: 'rating-3',
      gpa: 2.0,
      act: 18,
      budgetEurMin: 10_000,
      preferredDivisions: ['naia'],
    }),
    expect: [
      {
        kind: 'never',
        levels: ['ncaa-d1', 'ncaa-d2'],
        why: 'GPA 2,0 is below the NCAA core-GPA minimums (D1 2,3, D2 2,2)',
      },
      {
        kind: 'present',
        levels: ['naia'],
        why: 'NAIA takes two of three: GPA 2,0 and ACT 18 (the class rank is not on the profile)',
      },
      { kind: 'first', count: 3, levels: ['naia'], why: 'she named NAIA, and rating 3 is NAIA level ("fit")' },
    ],
  },

  // --- Swimming and diving --------------------------------------------------------------------------
  {
    key: 'zwemmen-heren-nk-finale',
    who: 'Luuk (18), NK-finale 200 m wisselslag; GPA 3,1; SAT 1180; IELTS 6,5; budget €25.000',
    facts: facts({
      sport: 'swimming',
      team: 'heren',
      levelCode: 'nk-finale',
      gpa: 3.1,
      sat: 1180,
      englishTest: 'ielts',
      englishScore: 6.5,
      budgetEurMin: 25_000,
    }),
    expect: [
      {
        kind: 'first',
        count: 3,
        levels: ['ncaa-d1'],
        why: 'an NK finalist is the typical D1 recruit; every other level is below him ("safe")',
      },
      { kind: 'top-ten', levels: ['ncaa-d1'], atLeast: 6, why: "some 140 D1 men's swimming programmes, with aid" },
    ],
  },
  {
    key: 'zwemmen-heren-club',
    who: 'Stijn (18), clubwedstrijden; GPA 2,8; budget €15.000',
    facts: facts({ sport: 'swimming', team: 'heren', levelCode: 'club', gpa: 2.8, budgetEurMin: 15_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('club meets', 'D3 and NJCAA') }],
  },
  {
    key: 'schoonspringen-dames-selectie',
    who: 'Yara (17), KNZB-selectie schoonspringen (3 m); GPA 3,5; budget €20.000',
    facts: facts({ sport: 'diving', team: 'dames', levelCode: 'nationale-selectie', gpa: 3.5, budgetEurMin: 20_000 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 5,
        why: "a national-team diver is the typical D1 recruit (swimming and diving teams, ~170 D1 women's programmes)",
      },
    ],
  },
  {
    key: 'schoonspringen-heren-regio',
    who: 'Mees (18), regiokampioenschappen schoonspringen; GPA 3,0; budget €12.000',
    facts: facts({ sport: 'diving', team: 'heren', levelCode: 'regio', gpa: 3.0, budgetEurMin: 12_000 }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'regional results are below D1 (ladder: no D1)' },
      {
        kind: 'top-ten',
        levels: ['ncaa-d3', 'njcaa'],
        atLeast: 5,
        why: 'D3 and junior college are his level ("fit"); D2 and NAIA a reach',
      },
    ],
  },

  // --- Athletics and cross country ------------------------------------------------------------------
  {
    key: 'atletiek-dames-teamnl',
    who: 'Jasmijn (18), EK U20 100 m horden; GPA 3,6; TOEFL 110; budget €15.000',
    facts: facts({
      sport: 'athletics',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.6,
      englishTest: 'toefl',
      englishScore: 110,
      budgetEurMin: 15_000,
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('track and field') },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 6,
        why: "some 350 D1 women's track programmes; the aid a U20 international gets there brings them within reach",
      },
    ],
  },
  {
    key: 'atletiek-dames-club',
    who: 'Kim (18, HAVO 5), clubwedstrijden 800 m; GPA 2,0; budget €5.000',
    facts: facts({ sport: 'athletics', team: 'dames', levelCode: 'club', gpa: 2.0, budgetEurMin: 5_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('club meets', 'D3 and NJCAA') }],
  },
  {
    key: 'veldlopen-heren-nk-limiet',
    who: 'Gijs (18), NK-limiet cross; GPA 2,5; budget €10.000; D2 of NAIA',
    facts: facts({
      sport: 'cross-country',
      team: 'heren',
      levelCode: 'nk-limiet',
      gpa: 2.5,
      budgetEurMin: 10_000,
      preferredDivisions: ['ncaa-d2', 'naia'],
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d2', 'naia'], why: 'he named D2 and NAIA, both his level ("fit")' },
      { kind: 'top-ten', levels: ['ncaa-d1'], atMost: 2, why: 'an NK qualifier reaches D1 only as a standout' },
    ],
  },
  {
    key: 'veldlopen-dames-regio',
    who: 'Lisa (17), regiokampioenschappen cross; GPA 3,2; geen budget ingevuld',
    facts: facts({ sport: 'cross-country', team: 'dames', levelCode: 'regio', gpa: 3.2 }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'regional results are below D1 (ladder: no D1)' },
      { kind: 'cost-neutral', why: 'no budget given: nothing to weigh the cost against' },
    ],
  },

  // --- Rowing ---------------------------------------------------------------------------------------
  {
    key: 'roeien-heren-jwk',
    who: 'Daniël (18), JWK-acht, 2 km erg 6:08; GPA 3,4; SAT 1290; budget €35.000',
    facts: facts({
      sport: 'rowing',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.4,
      sat: 1290,
      englishTest: 'toefl',
      englishScore: 102,
      budgetEurMin: 35_000,
    }),
    expect: [
      {
        kind: 'never',
        levels: ['naia', 'njcaa'],
        why: "men's rowing races under the IRA; the NAIA and the NJCAA hold no rowing",
      },
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('rowing') },
    ],
  },
  {
    key: 'roeien-heren-beginner',
    who: 'Olivier (18), net begonnen bij een studentenroeivereniging; GPA 3,0; budget €20.000',
    facts: facts({ sport: 'rowing', team: 'heren', levelCode: 'beginner', gpa: 3.0, budgetEurMin: 20_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3'], why: WHY.lowestRung('beginner (men)', 'a D3 walk-on') }],
  },
  {
    key: 'roeien-dames-beginner',
    who: 'Hanna (18), lang en sportief, net begonnen met roeien; GPA 3,3; budget €15.000',
    facts: facts({ sport: 'rowing', team: 'dames', levelCode: 'beginner', gpa: 3.3, budgetEurMin: 15_000 }),
    expect: [
      {
        kind: 'present',
        levels: ['ncaa-d1'],
        why: "D1 women's rowing rosters run to 68 and take novices: a reach, but real",
      },
    ],
  },

  // --- Volleyball, basketball -----------------------------------------------------------------------
  {
    key: 'volleybal-heren-selectie',
    who: 'Jelle (18), Jong Oranje volleybal, 2,01 m; GPA 3,0; TOEFL 90; budget €15.000',
    facts: facts({
      sport: 'volleyball',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.0,
      englishTest: 'toefl',
      englishScore: 90,
      budgetEurMin: 15_000,
    }),
    expect: [
      {
        kind: 'never',
        levels: ['njcaa'],
        why: "men's volleyball has no junior-college programmes (NCAA and NAIA only)",
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 5,
        why: "a national youth team player fits D1, which holds about 25 men's programmes with aid. Restated to at least 1 when the aid became each sport's share by the scholarship limits (D1 men's volleyball has 4,5 scholarships for a squad of about 21, the NAIA 8 for about 15: nine NAIA schools led with €15.000); back to the 5 written first since a standout's estimate counts the sport's aid per scholarship, not per squad member (aid.ts STANDOUT_MAX_SHARE; measured: ten D1)",
      },
    ],
  },
  {
    key: 'volleybal-heren-lager',
    who: 'Wout (18), eerste klasse volleybal; GPA 3,2; budget €20.000',
    facts: facts({ sport: 'volleyball', team: 'heren', levelCode: 'lager', gpa: 3.2, budgetEurMin: 20_000 }),
    expect: [
      { kind: 'no-matches', why: WHY.noLevel("men's eerste klasse or lower (men's college volleyball is small)") },
    ],
  },
  {
    key: 'volleybal-dames-lager',
    who: 'Sarah (18, VWO 6), eerste klasse volleybal; GPA 3,5; budget €60.000',
    facts: facts({ sport: 'volleyball', team: 'dames', levelCode: 'lager', gpa: 3.5, budgetEurMin: 60_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3'], why: WHY.lowestRung('eerste klasse', 'D3') }],
  },
  {
    key: 'basketbal-heren-promotiedivisie',
    who: 'Kofi (18), promotiedivisie, 1,96 m; GPA 2,4; budget €10.000',
    facts: facts({ sport: 'basketball', team: 'heren', levelCode: 'promotiedivisie', gpa: 2.4, budgetEurMin: 10_000 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atMost: 2,
        why: 'D1 basketball is the hardest door for a European: a promotiedivisie player reaches it only as a standout',
      },
      {
        kind: 'top-ten',
        levels: ['ncaa-d2', 'naia'],
        atLeast: 3,
        // Restated after the first measurement (was 4): with GPA 2,4 (krap at D2 and NAIA) and
        // €10.000 the junior colleges are cheaper and admit him at once; they follow the best three
        // four-year schools under their cap, as the junior-college rule says.
        why: 'D2 and NAIA take promotiedivisie players ("fit") and give partial aid; they lead the top ten',
      },
    ],
  },
  {
    key: 'basketbal-dames-selectie-ruim-budget',
    who: 'Emma (17), Nederlands team O18; GPA 3,4; SAT 1200; budget €100.000 (geld speelt geen rol)',
    facts: facts({
      sport: 'basketball',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.4,
      sat: 1200,
      englishTest: 'toefl',
      englishScore: 100,
      budgetEurMin: 100_000,
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('basketball') },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 7,
        why: 'with money no object, the level decides, and she is the D1 recruit',
      },
      { kind: 'budget-covers-all', why: 'no US year costs more than about $80.000 (domain facts): €100.000 covers it' },
    ],
  },
  {
    key: 'basketbal-heren-lager',
    who: 'Noah (18), derde divisie basketbal; GPA 2,2; budget €20.000',
    facts: facts({ sport: 'basketball', team: 'heren', levelCode: 'lager', gpa: 2.2, budgetEurMin: 20_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3'], why: WHY.lowestRung('derde divisie or lower', 'D3') }],
  },

  // --- Golf -----------------------------------------------------------------------------------------
  {
    key: 'golf-heren-ngf-groot',
    who: 'Max (18), NGF-selectie, handicap +3; GPA 3,5; SAT 1350; budget €40.000; wil een grote universiteit',
    facts: facts({
      sport: 'golf',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.5,
      sat: 1350,
      englishTest: 'toefl',
      englishScore: 104,
      budgetEurMin: 40_000,
      preferredSchoolSize: 'groot',
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('golf') },
      {
        kind: 'size-first',
        count: 3,
        of: 5,
        why: 'he wants a big university, and most large universities play D1 golf',
      },
    ],
  },
  {
    key: 'golf-heren-hcp-10',
    who: 'Bas (17), handicap 10; GPA 3,0; budget €15.000',
    facts: facts({ sport: 'golf', team: 'heren', levelCode: 'lager', gpa: 3.0, budgetEurMin: 15_000 }),
    expect: [{ kind: 'no-matches', why: WHY.noLevel('a handicap above 8 (men)') }],
  },
  {
    key: 'golf-dames-hcp-12',
    who: 'Vera (17), handicap 12; GPA 3,0; budget €8.000',
    facts: facts({ sport: 'golf', team: 'dames', levelCode: 'lager', gpa: 3.0, budgetEurMin: 8_000 }),
    expect: [
      { kind: 'only', levels: ['ncaa-d3', 'njcaa'], why: WHY.lowestRung('a handicap above 10', 'D3 and NJCAA') },
    ],
  },

  // --- Baseball, softball ---------------------------------------------------------------------------
  {
    key: 'honkbal-heren-lager',
    who: 'Jayden (18), tweede klasse honkbal; GPA 2,7; budget €25.000',
    facts: facts({ sport: 'baseball', team: 'heren', levelCode: 'lager', gpa: 2.7, budgetEurMin: 25_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3'], why: WHY.lowestRung('tweede klasse', 'D3') }],
  },
  {
    key: 'softbal-dames-hoofdklasse-d2',
    who: 'Naomi (18), hoofdklasse softbal, pitcher; GPA 3,1; ACT 24; budget €15.000; wil naar Division II',
    facts: facts({
      sport: 'softball',
      team: 'dames',
      levelCode: 'hoofdklasse',
      gpa: 3.1,
      act: 24,
      budgetEurMin: 15_000,
      preferredDivisions: ['ncaa-d2'],
    }),
    expect: [
      {
        kind: 'first',
        count: 3,
        levels: ['ncaa-d2'],
        why: 'she named D2, her level ("fit"), with some 270 programmes',
      },
      { kind: 'top-ten', levels: ['ncaa-d1'], atMost: 2, why: 'a hoofdklasse player reaches D1 only as a standout' },
    ],
  },
  {
    key: 'softbal-dames-selectie-gpa-2-3',
    who: 'Chanel (18, HAVO 5), Nederlands softbalteam O18; GPA 2,3 precies; geen test; budget €20.000',
    facts: facts({ sport: 'softball', team: 'dames', levelCode: 'nationale-selectie', gpa: 2.3, budgetEurMin: 20_000 }),
    expect: [
      {
        kind: 'present',
        levels: ['ncaa-d1'],
        why: 'a core GPA of exactly 2,3 meets the D1 minimum (no SAT needed since 2023)',
      },
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('softball') },
    ],
  },

  // --- Water polo, beach volleyball, lacrosse, ice hockey -----------------------------------------
  {
    key: 'waterpolo-heren-californie',
    who: 'Thomas (18), waterpolo eredivisie-jeugd; GPA 3,0; budget €20.000; wil naar Californië',
    facts: facts({
      sport: 'water-polo',
      team: 'heren',
      levelCode: 'nationaal',
      gpa: 3.0,
      budgetEurMin: 20_000,
      preferredStates: ['CA'],
    }),
    expect: [
      { kind: 'never', levels: ['njcaa'], why: 'the catalogue has water polo at NCAA and NAIA only' },
      {
        kind: 'states-first',
        count: 3,
        why: 'most college water polo is in California, at every NCAA level: the state preference can be met',
      },
    ],
  },
  {
    key: 'beachvolleybal-dames',
    who: 'Maud (18), NK beach O20 podium; GPA 3,2; TOEFL 95; budget €25.000',
    facts: facts({
      sport: 'beach-volleyball',
      team: 'dames',
      levelCode: 'nationale-top',
      gpa: 3.2,
      englishTest: 'toefl',
      englishScore: 95,
      budgetEurMin: 25_000,
    }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 5,
        why: 'the national top fits D1, where most beach volleyball programmes are (about 60 of some 100)',
      },
    ],
  },
  {
    key: 'lacrosse-heren-club',
    who: 'Finn (18), lacrosse bij een Nederlandse club; GPA 3,3; budget €50.000',
    facts: facts({ sport: 'lacrosse', team: 'heren', levelCode: 'club', gpa: 3.3, budgetEurMin: 50_000 }),
    expect: [{ kind: 'only', levels: ['ncaa-d3'], why: WHY.lowestRung('club level', 'a D3 reach') }],
  },
  {
    key: 'lacrosse-dames-selectie-onbeperkt',
    who: 'Charlotte (17), Nederlands lacrosseteam U20; GPA 3,6; SAT 1310; budget €250.000',
    facts: facts({
      sport: 'lacrosse',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.6,
      sat: 1310,
      budgetEurMin: 250_000,
    }),
    expect: [
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('lacrosse') },
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 6,
        why: "some 120 D1 women's lacrosse programmes; money is no object",
      },
      { kind: 'budget-covers-all', why: 'no US year costs more than about $80.000 (domain facts)' },
    ],
  },
  {
    key: 'ijshockey-heren-eredivisie',
    who: 'Sven (19), eredivisie ijshockey; GPA 2,8; budget €15.000',
    facts: facts({ sport: 'ice-hockey', team: 'heren', levelCode: 'nationale-top', gpa: 2.8, budgetEurMin: 15_000 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d3'],
        atMost: 3,
        why: 'D3 is below his level ("safe") and gives no athletic aid; D1 and D2 fit',
      },
    ],
  },
  {
    key: 'ijshockey-dames-bovenregionaal',
    who: 'Lotte (18), ijshockey bij de dames-eredivisie, reserve; GPA 3,0; budget €30.000',
    facts: facts({
      sport: 'ice-hockey',
      team: 'dames',
      levelCode: 'bovenregionaal',
      gpa: 3.0,
      budgetEurMin: 30_000,
    }),
    expect: [{ kind: 'never', levels: ['ncaa-d1'], why: 'a supra-regional player is below D1 (ladder: no D1)' }],
  },

  // --- Gymnastics, wrestling, fencing --------------------------------------------------------------
  {
    key: 'turnen-heren-selectie',
    who: 'Lucas (18), Jong Oranje turnen; GPA 3,3; budget €25.000',
    facts: facts({
      sport: 'gymnastics',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.3,
      budgetEurMin: 25_000,
    }),
    expect: [
      { kind: 'only', levels: ['ncaa-d1'], why: "men's college gymnastics exists at D1 only (about 15 programmes)" },
      { kind: 'min-matches', count: 5, why: 'about 15 D1 programmes, all in EADA' },
    ],
  },
  {
    key: 'turnen-dames-nationaal',
    who: 'Fenna (17), NK-deelname turnen; GPA 3,5; budget €20.000',
    facts: facts({ sport: 'gymnastics', team: 'dames', levelCode: 'nationaal', gpa: 3.5, budgetEurMin: 20_000 }),
    expect: [{ kind: 'never', levels: ['naia', 'njcaa'], why: WHY.programmeNcaaOnly("women's gymnastics") }],
  },
  {
    key: 'worstelen-heren-naia-njcaa',
    who: 'Ayoub (18), NK-podium worstelen; GPA 2,6; budget €10.000; NAIA of junior college',
    facts: facts({
      sport: 'wrestling',
      team: 'heren',
      levelCode: 'nationale-top',
      gpa: 2.6,
      budgetEurMin: 10_000,
      preferredDivisions: ['naia', 'njcaa'],
    }),
    expect: [
      {
        kind: 'first',
        count: 3,
        levels: ['naia', 'njcaa'],
        why: 'he named NAIA and junior college; both hold dozens of wrestling programmes',
      },
    ],
  },
  {
    key: 'worstelen-dames-nationaal',
    who: 'Sara (18), NK-deelname worstelen; GPA 3,0; budget €15.000',
    facts: facts({ sport: 'wrestling', team: 'dames', levelCode: 'nationaal', gpa: 3.0, budgetEurMin: 15_000 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['naia'],
        atLeast: 3,
        why: "women's college wrestling grew up in the NAIA, which holds most of its programmes; NAIA is her level",
      },
    ],
  },
  {
    key: 'schermen-heren-selectie',
    who: 'Victor (18, gymnasium), Jong Oranje degen; GPA 3,8; SAT 1450; geen budget ingevuld',
    facts: facts({
      sport: 'fencing',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.8,
      sat: 1450,
      englishTest: 'ielts',
      englishScore: 8,
    }),
    expect: [
      { kind: 'never', levels: ['naia', 'njcaa'], why: WHY.programmeNcaaOnly('fencing') },
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('fencing') },
      { kind: 'cost-neutral', why: 'no budget given: nothing to weigh the cost against' },
    ],
  },
  {
    key: 'schermen-dames-bovenregionaal',
    who: 'Eva (18), regionale selectie floret; GPA 3,4; budget €45.000',
    facts: facts({ sport: 'fencing', team: 'dames', levelCode: 'bovenregionaal', gpa: 3.4, budgetEurMin: 45_000 }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d2', 'ncaa-d3'],
        why: 'below D1 (ladder), and fencing is NCAA only (catalogue): D2 reach, D3 fit',
      },
    ],
  },

  // --- Equestrian, skiing, sailing, rifle, squash --------------------------------------------------
  {
    key: 'paardensport-dames-zuiden',
    who: 'Floor (18), springruiter op nationaal niveau; GPA 3,0; budget €20.000; Texas, Georgia of South Carolina',
    facts: facts({
      sport: 'equestrian',
      team: 'dames',
      levelCode: 'nationale-top',
      gpa: 3.0,
      budgetEurMin: 20_000,
      preferredStates: ['TX', 'GA', 'SC'],
    }),
    expect: [
      {
        kind: 'states-first',
        count: 3,
        why: 'varsity equestrian (NCEA) is strongest in the SEC: Texas A&M, Georgia, South Carolina, all D1 and her level',
      },
    ],
  },
  {
    key: 'skien-heren-bergen',
    who: 'Jens (18), NK-deelname alpine; GPA 3,2; budget €30.000; Colorado, Utah, Vermont of New Hampshire',
    facts: facts({
      sport: 'skiing',
      team: 'heren',
      levelCode: 'nationaal',
      gpa: 3.2,
      budgetEurMin: 30_000,
      preferredStates: ['CO', 'UT', 'VT', 'NH'],
    }),
    expect: [
      {
        kind: 'states-first',
        count: 3,
        why: 'college skiing lives in the mountain and New England states he named (RMISA and EISA)',
      },
    ],
  },
  {
    key: 'skien-dames-selectie',
    who: 'Julia (17), NSkiV-jeugdselectie; GPA 3,5; budget €40.000',
    facts: facts({ sport: 'skiing', team: 'dames', levelCode: 'nationale-selectie', gpa: 3.5, budgetEurMin: 40_000 }),
    expect: [
      { kind: 'never', levels: ['njcaa'], why: "the catalogue has women's skiing at NCAA and NAIA only" },
      { kind: 'first', count: 3, levels: ['ncaa-d1'], why: WHY.tierOneD1('skiing') },
    ],
  },
  {
    key: 'zeilen-heren-ilca',
    who: 'Pepijn (18), ILCA 6 nationale top; GPA 3,7; SAT 1380; budget €60.000',
    facts: facts({
      sport: 'sailing',
      team: 'heren',
      levelCode: 'nationale-top',
      gpa: 3.7,
      sat: 1380,
      budgetEurMin: 60_000,
    }),
    expect: [
      { kind: 'never', levels: ['njcaa'], why: 'college sailing (ICSA) has no junior-college teams in the catalogue' },
      {
        kind: 'confirmed-first',
        count: 5,
        why: 'the data lists about 20 coed sailing teams; a school whose list is unknown is no first choice',
      },
    ],
  },
  {
    key: 'zeilen-dames-nationaal',
    who: 'Isabel (18), 420 nationaal; GPA 3,4; budget €35.000',
    facts: facts({ sport: 'sailing', team: 'dames', levelCode: 'nationaal', gpa: 3.4, budgetEurMin: 35_000 }),
    expect: [
      { kind: 'never', levels: ['njcaa'], why: 'college sailing (ICSA) has no junior-college teams in the catalogue' },
    ],
  },
  {
    key: 'schietsport-heren-nationale-top',
    who: 'Ruben (18), luchtgeweer NK-podium; GPA 3,0; budget €20.000',
    facts: facts({ sport: 'rifle', team: 'heren', levelCode: 'nationale-top', gpa: 3.0, budgetEurMin: 20_000 }),
    expect: [
      {
        kind: 'top-ten',
        levels: ['ncaa-d1'],
        atLeast: 5,
        why: 'the national top fits D1, which holds most college rifle teams (coed, about 20)',
      },
    ],
  },
  {
    key: 'schietsport-dames-nationaal',
    who: 'Anna (18), kleinkaliber NK-deelname; GPA 2,5; budget €12.000',
    facts: facts({ sport: 'rifle', team: 'dames', levelCode: 'nationaal', gpa: 2.5, budgetEurMin: 12_000 }),
    expect: [
      { kind: 'min-matches', count: 10, why: 'coed rifle teams count for women: some 30 schools list the sport' },
    ],
  },
  {
    key: 'squash-heren-selectie',
    who: 'Kasper (18), Nederlands squashteam U19; GPA 3,6; SAT 1400; budget €70.000',
    facts: facts({
      sport: 'squash',
      team: 'heren',
      levelCode: 'nationale-selectie',
      gpa: 3.6,
      sat: 1400,
      budgetEurMin: 70_000,
    }),
    expect: [
      { kind: 'only', levels: ['ncaa-d1', 'ncaa-d3'], why: 'college squash (CSA) is played at D1 and D3 schools only' },
      { kind: 'top-ten', levels: ['ncaa-d1'], atLeast: 5, why: WHY.tierOneD1('squash') },
    ],
  },
  {
    key: 'squash-dames-nationaal',
    who: 'Roos (18), squash NK-deelname; GPA 3,3; budget €25.000',
    facts: facts({ sport: 'squash', team: 'dames', levelCode: 'nationaal', gpa: 3.3, budgetEurMin: 25_000 }),
    expect: [
      { kind: 'only', levels: ['ncaa-d1', 'ncaa-d3'], why: 'college squash (CSA) is played at D1 and D3 schools only' },
    ],
  },

  // --- Bowling, archery, weightlifting, artistic swimming, rodeo, American football -------------
  {
    key: 'bowling-heren-nationale-top',
    who: 'Dylan (18), bowling NK-podium; GPA 2,5; budget €8.000',
    facts: facts({ sport: 'bowling', team: 'heren', levelCode: 'nationale-top', gpa: 2.5, budgetEurMin: 8_000 }),
    expect: [{ kind: 'never', levels: ['ncaa-d1'], why: "the catalogue has no D1 men's bowling" }],
  },
  {
    key: 'bowling-dames-nationaal',
    who: 'Kelly (18), bowling NK-deelname; GPA 2,9; budget €10.000',
    facts: facts({ sport: 'bowling', team: 'dames', levelCode: 'nationaal', gpa: 2.9, budgetEurMin: 10_000 }),
    expect: [
      {
        kind: 'min-matches',
        count: 20,
        why: "women's bowling is an NCAA championship sport with some 180 schools at every level",
      },
    ],
  },
  {
    key: 'handboogschieten-heren-selectie',
    who: 'Mats (18), Nederlands handboogteam junioren (recurve); GPA 2,8; budget €15.000',
    facts: facts({ sport: 'archery', team: 'heren', levelCode: 'nationale-selectie', gpa: 2.8, budgetEurMin: 15_000 }),
    expect: [
      {
        kind: 'only',
        levels: ['naia', 'njcaa'],
        why: 'varsity archery is an NAIA and junior-college sport in the catalogue',
      },
    ],
  },
  {
    key: 'handboogschieten-dames-nationaal',
    who: 'Esmee (18), handboogschieten NK-deelname; GPA 3,0; budget €15.000',
    facts: facts({ sport: 'archery', team: 'dames', levelCode: 'nationaal', gpa: 3.0, budgetEurMin: 15_000 }),
    expect: [{ kind: 'only', levels: ['naia'], why: "women's varsity archery is an NAIA sport in the catalogue" }],
  },
  {
    key: 'gewichtheffen-heren-gpa-2-2',
    who: 'Rick (18), gewichtheffen NK-podium; GPA 2,2; geen test; budget €12.000',
    facts: facts({ sport: 'weightlifting', team: 'heren', levelCode: 'nationale-top', gpa: 2.2, budgetEurMin: 12_000 }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d2'],
        why: 'weightlifting is D2 and NAIA; GPA 2,2 meets D2 (2,2) but not NAIA (2,3, or 2,0 with a test he lacks)',
      },
    ],
  },
  {
    key: 'gewichtheffen-dames-nationaal',
    who: 'Nadia (18), gewichtheffen NK-deelname; GPA 3,1; ACT 20; budget €10.000',
    facts: facts({
      sport: 'weightlifting',
      team: 'dames',
      levelCode: 'nationaal',
      gpa: 3.1,
      act: 20,
      budgetEurMin: 10_000,
    }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d2', 'naia'],
        why: 'varsity weightlifting is a D2 and NAIA sport in the catalogue',
      },
    ],
  },
  {
    key: 'kunstzwemmen-dames-selectie',
    who: 'Lotte (17), Jong Oranje kunstzwemmen; GPA 3,5; budget €30.000',
    facts: facts({
      sport: 'artistic-swimming',
      team: 'dames',
      levelCode: 'nationale-selectie',
      gpa: 3.5,
      budgetEurMin: 30_000,
    }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d1', 'ncaa-d3'],
        why: 'a handful of D1 and D3 teams, no championship of the NCAA (catalogue)',
      },
    ],
  },
  {
    key: 'rodeo-heren-nationaal',
    who: 'Hidde (18), westernrijden en team roping op nationaal niveau; GPA 2,4; budget €8.000',
    facts: facts({ sport: 'rodeo', team: 'heren', levelCode: 'nationaal', gpa: 2.4, budgetEurMin: 8_000 }),
    expect: [
      {
        kind: 'only',
        levels: ['ncaa-d2', 'naia', 'njcaa'],
        why: 'college rodeo (NIRA) is at D2, NAIA and junior colleges in the catalogue',
      },
    ],
  },
  {
    key: 'rodeo-dames-bovenregionaal',
    who: 'Jill (18), barrel racing regionaal; GPA 2,9; budget €6.000',
    facts: facts({ sport: 'rodeo', team: 'dames', levelCode: 'bovenregionaal', gpa: 2.9, budgetEurMin: 6_000 }),
    expect: [{ kind: 'never', levels: ['ncaa-d1', 'ncaa-d3'], why: 'no D1 (ladder) and no D3 rodeo (catalogue)' }],
  },
  {
    key: 'american-football-heren',
    who: 'Levi (18), American football bij een AFBN-club, eerste divisie; GPA 2,7; budget €15.000',
    facts: facts({
      sport: 'american-football',
      team: 'heren',
      levelCode: 'bovenregionaal',
      gpa: 2.7,
      budgetEurMin: 15_000,
    }),
    expect: [
      { kind: 'never', levels: ['ncaa-d1'], why: 'a Dutch club player is far below D1 football (ladder: no D1)' },
      {
        kind: 'top-ten',
        levels: ['ncaa-d3', 'njcaa'],
        atLeast: 5,
        why: 'D3 and junior college are his level ("fit"); D2 and NAIA a reach',
      },
    ],
  },

  // --- NCAA emerging sports, not in EADA ------------------------------------------------------------
  {
    key: 'rugby-dames-selectie',
    who: 'Tessa (18), Nederlands rugbyteam O18 (sevens); GPA 3,2; budget €25.000',
    facts: facts({ sport: 'rugby', team: 'dames', levelCode: 'nationale-selectie', gpa: 3.2, budgetEurMin: 25_000 }),
    expect: [
      { kind: 'unconfirmed-only', why: WHY.notInEada("women's rugby") },
      { kind: 'never', levels: ['naia', 'njcaa'], why: WHY.programmeNcaaOnly("women's rugby") },
    ],
  },
  {
    key: 'triatlon-dames-nationaal',
    who: 'Maartje (18), NK-deelname triatlon junioren; GPA 3,4; budget €20.000',
    facts: facts({ sport: 'triathlon', team: 'dames', levelCode: 'nationaal', gpa: 3.4, budgetEurMin: 20_000 }),
    expect: [
      { kind: 'unconfirmed-only', why: WHY.notInEada("women's triathlon") },
      { kind: 'never', levels: ['naia', 'njcaa'], why: WHY.programmeNcaaOnly("women's triathlon") },
    ],
  },
  {
    key: 'acrobatiek-dames-nationale-top',
    who: 'Zoë (17), acrogym NK-podium; GPA 3,0; budget €15.000',
    facts: facts({
      sport: 'acrobatics-tumbling',
      team: 'dames',
      levelCode: 'nationale-top',
      gpa: 3.0,
      budgetEurMin: 15_000,
    }),
    expect: [
      { kind: 'unconfirmed-only', why: WHY.notInEada('acrobatics and tumbling') },
      { kind: 'only', levels: ['ncaa-d1', 'ncaa-d2'], why: 'acrobatics and tumbling is at D1 and D2 only (catalogue)' },
    ],
  },

  // --- Sports and teams without a college programme: no matches, the catalogue says why ------------
  ...(
    [
      [
        'honkbal-dames',
        'baseball',
        'dames',
        'Romy (18), honkbal hoofdklasse dames',
        "women's college baseball does not exist (softball does)",
      ],
      [
        'softbal-heren',
        'softball',
        'heren',
        'Jesse (18), softbal heren',
        "men's college softball does not exist (baseball does)",
      ],
      [
        'beachvolleybal-heren',
        'beach-volleyball',
        'heren',
        'Daan (18), beachvolleybal heren NK',
        "college beach volleyball is women's only",
      ],
      [
        'paardensport-heren',
        'equestrian',
        'heren',
        'Jorn (18), springruiter',
        "varsity equestrian (NCEA) is women's only",
      ],
      [
        'kunstzwemmen-heren',
        'artistic-swimming',
        'heren',
        'Bram (17), kunstzwemmen',
        "college artistic swimming is women's only",
      ],
      [
        'american-football-dames',
        'american-football',
        'dames',
        'Noor (18), American football dames',
        "no women's varsity football",
      ],
      [
        'rugby-heren',
        'rugby',
        'heren',
        'Koen (18), rugby heren ereklasse',
        "men's rugby is a club sport with no NCAA championship",
      ],
      [
        'triatlon-heren',
        'triathlon',
        'heren',
        'Sam (18), triatlon junioren',
        "men's collegiate triathlon is a club sport",
      ],
      [
        'acrobatiek-heren',
        'acrobatics-tumbling',
        'heren',
        'Mick (17), acrogym',
        "acrobatics and tumbling is women's only",
      ],
      ['badminton-dames', 'badminton', 'dames', 'Lin (18), badminton eredivisie', 'badminton is no NCAA or NAIA sport'],
      [
        'tafeltennis-heren',
        'table-tennis',
        'heren',
        'Wei (18), tafeltennis eredivisie',
        'table tennis is a club sport (NCTTA)',
      ],
      [
        'handbal-dames',
        'handball',
        'dames',
        'Sanne (18), handbal eredivisie',
        'handball has no college teams with scholarships',
      ],
      [
        'korfbal-heren',
        'korfball',
        'heren',
        'Jeroen (18), korfbal league',
        'korfball is not played at US universities',
      ],
      [
        'judo-heren',
        'judo',
        'heren',
        'Noah (18), judo NK-podium',
        'judo and martial arts are club sports, no NCAA or NAIA',
      ],
      [
        'wielrennen-dames',
        'cycling',
        'dames',
        'Puck (18), wielrennen junioren',
        'cycling is no NCAA sport (USA Cycling clubs)',
      ],
      [
        'schaatsen-heren',
        'speed-skating',
        'heren',
        'Kjeld (18), schaatsen junioren',
        'speed skating is no college sport in the US',
      ],
    ] as const
  ).map(
    ([key, sport, team, who, why]): EvaluationAthlete => ({
      key,
      who: `${who}; GPA 3,2; budget €15.000`,
      facts: facts({ sport, team, levelCode: 'nationale-selectie', gpa: 3.2, budgetEurMin: 15_000 }),
      expect: [{ kind: 'no-matches', why: WHY.noProgramme(why) }],
    }),
  ),
];

/**
 * Which US levels are realistic for a Dutch athlete's current level of play, per sport and team.
 *
 * Each sport has a ladder of Dutch levels, top down, in the words its athletes use (hockey's
 * hoofdklasse, a KNLTB rating, an NK final). Every step says, per US level, whether it is:
 * - 'safe':  the athlete is clearly above the typical recruit there (a likely starter; less of a stretch than needed),
 * - 'fit':   the typical recruit there plays at this level,
 * - 'reach': possible for a standout at this level (results, video, size), not the rule,
 * - absent:  not realistic; the matching engine filters the level out.
 * Whether a school has the sport at all is the catalogue's and the dataset's business, not this table's.
 *
 * The judgements come from how US college rosters are filled (how many programmes a sport has, how
 * many internationals they take, where Dutch players have gone) and are written down per sport below
 * so they can be argued with. They are estimates: the product says 'haalbaar' or 'uitdagend', never
 * that a coach will want the athlete.
 *
 * The onboarding wizard offers each sport's own ladder (`levelSteps`, through
 * onboarding/sport-choice.ts), so a hockey player picks from hockey's levels with the hoofdklasse
 * on top. Before the ladders it stored one of eight codes named after the football pyramid
 * (COMPETITION_LEVELS); every ladder maps those onto its own steps (`wizard`), so a profile stored
 * then keeps working.
 */
import { COLLEGE_LEVELS, type CollegeLevel, type SportId, type Team } from './sports.ts';

/** The codes the onboarding's "Huidig niveau" select stored before the per-sport ladders (COMPETITION_LEVELS). */
export const WIZARD_LEVEL_CODES = [
  'nationale-selectie',
  'eredivisie',
  'tweede-divisie',
  'derde-divisie',
  'hoofdklasse',
  'eerste-klasse',
  'jeugdopleiding-bvo',
  'talentteam',
] as const;
export type WizardLevelCode = (typeof WIZARD_LEVEL_CODES)[number];

/**
 * One scale across sports, so levels of different sports compare (the engine's athletic fit, the
 * coach's texts). Every ladder step names its tier.
 */
export const LEVEL_TIERS = {
  1: 'Internationaal: nationale (jeugd)selectie',
  2: 'Nationale top: hoogste landelijke niveau',
  3: 'Nationaal: subtop van het land',
  4: 'Bovenregionaal',
  5: 'Regionaal',
  6: 'Club of recreatief',
} as const;
export type LevelTier = keyof typeof LEVEL_TIERS;

/** How to pick a level from a ladder, where an athlete chooses one (the wizard, the profile's editor). */
export const LEVEL_CHOICE_HINT =
  'Kies wat het dichtst bij jouw niveau komt; in een individuele sport telt je beste resultaat of je hoogste selectie.';

export type DivisionFit = 'reach' | 'fit' | 'safe';
export type DivisionFits = Readonly<Partial<Record<CollegeLevel, DivisionFit>>>;

export const DIVISION_FIT_LABELS: Readonly<Record<DivisionFit, string>> = {
  safe: 'Ruim haalbaar',
  fit: 'Haalbaar',
  reach: 'Uitdagend',
};

export interface LevelStep {
  /** Stored on the profile; unique within its ladder. */
  readonly code: string;
  /** Dutch, as the wizard and the profile show it. */
  readonly label: string;
  readonly tier: LevelTier;
  readonly fits: DivisionFits;
  /** Dutch caveat shown with this level. */
  readonly note?: string;
}

export interface Ladder {
  /** Top down. */
  readonly steps: readonly LevelStep[];
  /** How each of the wizard's current codes reads in this sport. */
  readonly wizard: Readonly<Record<WizardLevelCode, string>>;
}

export interface SportLevelTable {
  /** The sports that use this table; 'generic' serves every other sport. */
  readonly sports: readonly SportId[] | 'generic';
  readonly heren: Ladder;
  readonly dames: Ladder;
}

type Cell = DivisionFit | '-';

/** One row of a table, in the column order of COLLEGE_LEVELS: D1, D2, D3, NAIA, NJCAA. */
function row(d1: Cell, d2: Cell, d3: Cell, naia: Cell, njcaa: Cell): DivisionFits {
  const cells = [d1, d2, d3, naia, njcaa];
  const fits: Partial<Record<CollegeLevel, DivisionFit>> = {};
  COLLEGE_LEVELS.forEach((level, index) => {
    const cell = cells[index];
    if (cell && cell !== '-') fits[level] = cell;
  });
  return fits;
}

function step(code: string, label: string, tier: LevelTier, fits: DivisionFits, note?: string): LevelStep {
  return note ? { code, label, tier, fits, note } : { code, label, tier, fits };
}

const AMATEURISM_NOTE =
  'Met een profcontract of salaris kun je je amateurstatus voor de NCAA verliezen. Laat je situatie vooraf toetsen.';

/*
 * Football (voetbal), men. Division I men's soccer has about 200 programmes and fills a large part
 * of its rosters with internationals from professional academies and semi-professional leagues, so
 * an academy (BVO) player or a tweede-divisie regular is D1 level. Derde divisie is the edge of D1
 * and the heart of D2 and NAIA, where many internationals play. The vierde divisie (called
 * hoofdklasse until 2022; the wizard's 'hoofdklasse') and the youth hoofdklasse are D2/NAIA at best.
 * The eerste klasse is amateur football: not D1 and not D2 (both recruit above it), while D3 (no
 * athletic aid, about 430 programmes) and junior colleges do take such players. Signing as a
 * professional can cost NCAA eligibility (domain facts: amateurism).
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const SOCCER_MEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Oranje (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('eredivisie', 'Eredivisie of Keuken Kampioen Divisie (senioren)', 2, row('fit', 'safe', 'safe', 'safe', 'safe'), AMATEURISM_NOTE),
    step('jeugdopleiding-bvo', 'Jeugdopleiding van een BVO (O17 tot O21)', 2, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('tweede-divisie', 'Tweede divisie', 3, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('derde-divisie', 'Derde divisie', 3, row('reach', 'fit', 'safe', 'fit', 'fit')),
    step('talentteam', 'KNVB-regioselectie of talentteam', 4, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('hoofdklasse', 'Vierde divisie (tot 2022 hoofdklasse) of O19/O17 hoofdklasse', 4, row('-', 'reach', 'fit', 'fit', 'fit')),
    step('eerste-klasse', 'Eerste klasse (senioren of O19/O17)', 5, row('-', '-', 'fit', 'reach', 'fit')),
    step('lager', 'Tweede klasse of lager', 6, row('-', '-', 'reach', '-', 'reach')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'eredivisie',
    'jeugdopleiding-bvo': 'jeugdopleiding-bvo',
    'tweede-divisie': 'tweede-divisie',
    'derde-divisie': 'derde-divisie',
    hoofdklasse: 'hoofdklasse',
    'eerste-klasse': 'eerste-klasse',
    talentteam: 'talentteam',
  },
};

/*
 * Football, women. Women's soccer is one of the biggest college sports (about 340 D1 programmes,
 * rosters of 28 under the House limits), and the US recruits Dutch players well below the Vrouwen
 * Eredivisie: the Topklasse (highest amateur level) is D1 level, the women's hoofdklasse reaches D1
 * and is the heart of D2 and NAIA. Eerste klasse is D3 and junior-college level.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const SOCCER_WOMEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Oranje (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('eredivisie', 'Vrouwen Eredivisie', 2, row('fit', 'safe', 'safe', 'safe', 'safe'), AMATEURISM_NOTE),
    step('jeugdopleiding-bvo', 'Opleiding van een Eredivisieclub of CTO (MO17 tot MO20)', 2, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('topklasse', 'Topklasse (hoogste amateurniveau)', 3, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('hoofdklasse', 'Hoofdklasse', 4, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('talentteam', 'KNVB-regioselectie of talentteam', 4, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('eerste-klasse', 'Eerste klasse (senioren of MO19/MO17)', 5, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('lager', 'Tweede klasse of lager', 6, row('-', '-', 'reach', '-', 'reach')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'eredivisie',
    'jeugdopleiding-bvo': 'jeugdopleiding-bvo',
    // The women's pyramid has no tweede or derde divisie; the wizard's order places them above the hoofdklasse.
    'tweede-divisie': 'topklasse',
    'derde-divisie': 'hoofdklasse',
    hoofdklasse: 'hoofdklasse',
    'eerste-klasse': 'eerste-klasse',
    talentteam: 'talentteam',
  },
};

/*
 * Field hockey (veldhockey). The Dutch hoofdklasse is the strongest club league in the world and
 * D1's 80-odd programmes recruit Dutch, Belgian, German and Argentine players heavily: a hoofdklasse
 * or promotieklasse player, junior or senior, is D1 level (and a likely starter). The game's depth in
 * the Netherlands is such that an overgangsklasse player still fits D1, and an eerste-klasse player
 * reaches it and fits D2 and D3 (160-odd D3 programmes, mostly American high-school players). There
 * are no NAIA or NJCAA programmes and no men's college programmes at all (the catalogue says so):
 * the men's ladder exists only so a stored level reads the same.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const HOCKEY_STEPS = [
  step('nationale-selectie', 'Nationale (jeugd)selectie (Oranje O16 tot O21)', 1, row('fit', 'safe', 'safe', '-', '-')),
  step('hoofdklasse', 'Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)', 2, row('fit', 'safe', 'safe', '-', '-')),
  step('promotieklasse', 'Promotieklasse of subtopklasse jeugd', 3, row('fit', 'safe', 'safe', '-', '-')),
  step('talentteam', 'Talentteam of districtsselectie', 3, row('fit', 'safe', 'safe', '-', '-')),
  step('overgangsklasse', 'Overgangsklasse', 4, row('fit', 'fit', 'safe', '-', '-')),
  step('eerste-klasse', 'Eerste klasse', 5, row('reach', 'fit', 'fit', '-', '-')),
  step('lager', 'Tweede klasse of lager', 6, row('-', 'reach', 'fit', '-', '-')),
];
const HOCKEY: Ladder = {
  steps: HOCKEY_STEPS,
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'hoofdklasse',
    'jeugdopleiding-bvo': 'talentteam',
    // Hockey has no divisies: the wizard's order puts them between hoofdklasse and eerste klasse.
    'tweede-divisie': 'promotieklasse',
    'derde-divisie': 'overgangsklasse',
    hoofdklasse: 'hoofdklasse',
    'eerste-klasse': 'eerste-klasse',
    talentteam: 'talentteam',
  },
};

/*
 * Volleyball. Women's volleyball has about 340 D1 programmes and recruits internationals widely: an
 * eredivisie or topdivisie player (the Papendal talent teams play in the eredivisie) is D1 level, an
 * eerste-divisie player reaches D1 and fits D2/NAIA. Men's college volleyball is small (about 25 D1,
 * 30 D2 and 110 D3 programmes, NAIA) and its D1 is strong, so the men's ladder is one notch stricter.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const VOLLEYBALL_WOMEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('eredivisie', 'Eredivisie of talentteam Papendal', 2, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('topdivisie', 'Topdivisie', 3, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('talentteam', 'Regionaal talentteam (RTC)', 3, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('eerste-divisie', 'Eerste divisie', 4, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('tweede-divisie', 'Tweede divisie', 4, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('derde-divisie', 'Derde divisie of promotieklasse', 5, row('-', '-', 'fit', '-', 'reach')),
    step('lager', 'Eerste klasse of lager', 6, row('-', '-', 'reach', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'eredivisie',
    'jeugdopleiding-bvo': 'eredivisie',
    'tweede-divisie': 'tweede-divisie',
    'derde-divisie': 'derde-divisie',
    // Volleyball has no hoofdklasse; below the derde divisie comes the promotieklasse.
    hoofdklasse: 'derde-divisie',
    'eerste-klasse': 'lager',
    talentteam: 'talentteam',
  },
};
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const VOLLEYBALL_MEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', '-')),
    step('eredivisie', 'Eredivisie of talentteam Papendal', 2, row('fit', 'fit', 'safe', 'safe', '-')),
    step('topdivisie', 'Topdivisie', 3, row('reach', 'fit', 'safe', 'fit', '-')),
    step('talentteam', 'Regionaal talentteam (RTC)', 3, row('reach', 'fit', 'fit', 'fit', '-')),
    step('eerste-divisie', 'Eerste divisie', 4, row('-', 'reach', 'fit', 'fit', '-')),
    step('tweede-divisie', 'Tweede divisie', 4, row('-', '-', 'fit', 'reach', '-')),
    step('derde-divisie', 'Derde divisie of promotieklasse', 5, row('-', '-', 'reach', '-', '-')),
    step('lager', 'Eerste klasse of lager', 6, row('-', '-', '-', '-', '-')),
  ],
  wizard: VOLLEYBALL_WOMEN.wizard,
};

/*
 * Basketball. US college basketball is the hardest sport for a European to enter at D1 (it is
 * every American teenager's sport): only a national-team player or a regular in the top league or a
 * topsport academy's U18/U20 team fits D1. Junior college is a common route in, and D2 and NAIA take
 * promotiedivisie players. The same ladder serves women, where the distances are a little smaller.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const BASKETBALL: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('eredivisie', 'BNXT League of Eredivisie, of U18/U20 van een topsportacademie', 2, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('promotiedivisie', 'Promotiedivisie', 3, row('reach', 'fit', 'safe', 'fit', 'fit')),
    step('talentteam', 'Regionaal talentteam (RTC) of U16/U18 topklasse', 3, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('eerste-divisie', 'Eerste divisie', 4, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('tweede-divisie', 'Tweede divisie', 5, row('-', '-', 'fit', '-', 'reach')),
    step('lager', 'Derde divisie of lager', 6, row('-', '-', 'reach', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'eredivisie',
    'jeugdopleiding-bvo': 'eredivisie',
    'tweede-divisie': 'tweede-divisie',
    'derde-divisie': 'lager',
    hoofdklasse: 'lager',
    'eerste-klasse': 'lager',
    talentteam: 'talentteam',
  },
};

/*
 * Tennis, by KNLTB rating (speelsterkte, 1 best). D1 tennis rosters are small (8-10) and heavily
 * international: top programmes take ITF-ranked juniors, the rest rating-1/2 players. Rating 3 is
 * the edge of D1 and the heart of D2 and NAIA; rating 4 fits D3 and junior college. The KNLTB team
 * competition's eredivisie and hoofdklasse are the top two tiers, so the wizard's codes read as
 * ratings 1-2 and 3.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const TENNIS: Ladder = {
  steps: [
    step('nationale-selectie', 'ITF-junior of nationale jeugdselectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('rating-1-2', 'Speelsterkte (rating) 1 of 2', 2, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('rating-3', 'Speelsterkte (rating) 3', 3, row('reach', 'fit', 'safe', 'fit', 'fit')),
    step('rating-4', 'Speelsterkte (rating) 4', 4, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('rating-5', 'Speelsterkte (rating) 5', 5, row('-', '-', 'reach', '-', 'reach')),
    step('lager', 'Speelsterkte (rating) 6 of lager', 6, row('-', '-', '-', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'rating-1-2',
    'jeugdopleiding-bvo': 'rating-1-2',
    'tweede-divisie': 'rating-3',
    'derde-divisie': 'rating-4',
    hoofdklasse: 'rating-3',
    'eerste-klasse': 'rating-4',
    talentteam: 'rating-3',
  },
};

/*
 * Golf, by handicap. D1 men's golf wants scoring averages around par, i.e. a plus handicap; scratch
 * to +2 reaches the lower D1 and fits D2/NAIA. Women's college golf sits about three strokes higher,
 * so the women's bands are wider. Tournament results matter more than the handicap; the ladder is the
 * first sieve.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const GOLF_MEN: Ladder = {
  steps: [
    step('nationale-selectie', 'NGF-selectie of internationale jeugdtoernooien', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('hcp-plus-2', 'Handicap +2 of beter', 2, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('hcp-scratch', 'Handicap +1,9 tot 1', 3, row('reach', 'fit', 'safe', 'fit', 'fit')),
    step('hcp-1-4', 'Handicap 1 tot 4', 4, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('hcp-4-8', 'Handicap 4 tot 8', 5, row('-', '-', 'reach', '-', 'reach')),
    step('lager', 'Handicap boven 8', 6, row('-', '-', '-', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'hcp-plus-2',
    'jeugdopleiding-bvo': 'hcp-plus-2',
    'tweede-divisie': 'hcp-scratch',
    'derde-divisie': 'hcp-1-4',
    hoofdklasse: 'hcp-scratch',
    'eerste-klasse': 'hcp-1-4',
    talentteam: 'hcp-scratch',
  },
};
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const GOLF_WOMEN: Ladder = {
  steps: [
    step('nationale-selectie', 'NGF-selectie of internationale jeugdtoernooien', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('hcp-plus', 'Handicap 0 of beter', 2, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('hcp-0-3', 'Handicap 0,1 tot 3', 3, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('hcp-3-6', 'Handicap 3 tot 6', 4, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('hcp-6-10', 'Handicap 6 tot 10', 5, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('lager', 'Handicap boven 10', 6, row('-', '-', 'reach', '-', 'reach')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'hcp-plus',
    'jeugdopleiding-bvo': 'hcp-plus',
    'tweede-divisie': 'hcp-0-3',
    'derde-divisie': 'hcp-3-6',
    hoofdklasse: 'hcp-0-3',
    'eerste-klasse': 'hcp-3-6',
    talentteam: 'hcp-0-3',
  },
};

/*
 * Swimming and diving, by national results. An NK final (open or junior) is D1 level; having swum the
 * NK or NJJK qualifying times reaches D1 and fits D2, NAIA and the faster D3 programmes. College
 * coaches compare times converted to yards, so the ladder only says where to look first.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const SWIMMING: Ladder = {
  steps: [
    step('nationale-selectie', 'KNZB-selectie of EJK/WJK', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('nk-finale', 'Finale op het NK (open of junioren)', 2, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('nk-limiet', 'NK- of NJJK-limiet gezwommen', 3, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('regio', 'Regio- of districtskampioenschappen', 5, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('club', 'Clubwedstrijden', 6, row('-', '-', 'reach', '-', 'reach')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'nk-finale',
    'jeugdopleiding-bvo': 'nk-finale',
    'tweede-divisie': 'nk-limiet',
    'derde-divisie': 'regio',
    hoofdklasse: 'regio',
    'eerste-klasse': 'regio',
    talentteam: 'nk-limiet',
  },
};

/*
 * Athletics and cross country, by national results. An NK medal (senior or junior) is D1 level with
 * room to spare, an NK final fits D1. Having the NK qualifying mark reaches D1 and fits D2, NAIA and
 * D3. Coaches recruit on marks against their own standards; the ladder is the first sieve. The
 * wizard's codes read as in swimming, the other ladder by national results (NK final, NK mark, regio).
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const ATHLETICS: Ladder = {
  steps: [
    step('nationale-selectie', 'TeamNL of EK/WK U18/U20', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('nk-medaille', 'Medaille op het NK (senioren of junioren)', 2, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('nk-finale', 'Finale op het NK', 3, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('nk-limiet', 'NK-limiet gehaald', 3, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('regio', 'Regio- of gebiedskampioenschappen', 5, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('club', 'Clubwedstrijden', 6, row('-', '-', 'reach', '-', 'reach')),
  ],
  wizard: SWIMMING.wizard,
};

/*
 * Rowing. Women's rowing has about 90 D1 programmes with rosters up to 68 under the House limits,
 * so a competitive Dutch junior rower is D1 level and even a sporty beginner can reach a D1 novice
 * squad (fewer scholarships there). Men's rowing (about 30 D1 crews under the IRA) is small and
 * strongly international: a club racer reaches D1 and fits D2/D3. The 2 km ergometer time is what
 * coaches ask first (roughly under 7:20 for D1 women, under 6:20 for D1 men). The NAIA and the NJCAA
 * hold no rowing championship, so their columns stay empty (sports.ts).
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const ROWING_WOMEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale jeugdselectie (JWK, Coupe de la Jeunesse)', 1, row('fit', 'safe', 'safe', '-', '-')),
    step('nk-finale', "A-finale op het NK junioren of een grote regatta", 2, row('fit', 'safe', 'safe', '-', '-')),
    step('wedstrijdroeier', 'Wedstrijdroeier (junioren of club)', 4, row('fit', 'fit', 'safe', '-', '-')),
    step('beginner', 'Net begonnen of recreatief roeier', 6, row('reach', 'reach', 'fit', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'nk-finale',
    'jeugdopleiding-bvo': 'nk-finale',
    'tweede-divisie': 'wedstrijdroeier',
    'derde-divisie': 'wedstrijdroeier',
    hoofdklasse: 'wedstrijdroeier',
    'eerste-klasse': 'wedstrijdroeier',
    talentteam: 'wedstrijdroeier',
  },
};
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const ROWING_MEN: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale jeugdselectie (JWK, Coupe de la Jeunesse)', 1, row('fit', 'safe', 'safe', '-', '-')),
    step('nk-finale', "A-finale op het NK junioren of een grote regatta", 2, row('fit', 'safe', 'safe', '-', '-')),
    step('wedstrijdroeier', 'Wedstrijdroeier (junioren of club)', 4, row('reach', 'fit', 'fit', '-', '-')),
    step('beginner', 'Net begonnen of recreatief roeier', 6, row('-', '-', 'reach', '-', '-')),
  ],
  wizard: ROWING_WOMEN.wizard,
};

/*
 * Baseball and softball (honkbal, softbal). The Dutch hoofdklasse is among Europe's best, but US
 * college baseball and softball are deep (American players play far more games a year): a
 * hoofdklasse or academy player reaches D1 and fits D2, NAIA and junior college, the usual route in.
 * Overgangsklasse and eerste klasse are D3 and junior-college level.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const BAT_AND_BALL: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale (jeugd)selectie', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('hoofdklasse', 'Hoofdklasse of honkbal-/softbalacademie', 2, row('reach', 'fit', 'safe', 'fit', 'fit')),
    step('overgangsklasse', 'Overgangsklasse of hoogste jeugdklasse', 3, row('-', 'reach', 'fit', 'fit', 'fit')),
    step('eerste-klasse', 'Eerste klasse', 5, row('-', '-', 'fit', 'reach', 'reach')),
    step('lager', 'Tweede klasse of lager', 6, row('-', '-', 'reach', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'hoofdklasse',
    'jeugdopleiding-bvo': 'hoofdklasse',
    'tweede-divisie': 'overgangsklasse',
    'derde-divisie': 'eerste-klasse',
    hoofdklasse: 'hoofdklasse',
    'eerste-klasse': 'eerste-klasse',
    talentteam: 'overgangsklasse',
  },
};

/*
 * Every other sport: a scale by national standing. A national-team athlete fits D1 anywhere; the
 * national top fits D1 and D2/NAIA; the national subtop reaches D1; a regional athlete fits D3 and
 * junior college. The wizard's 'hoofdklasse' reads as the national level because in most Dutch
 * sports (korfbal, handbal, waterpolo, honkbal) it is a national league.
 */
// biome-ignore format: a table, one row per level; the columns are D1, D2, D3, NAIA, NJCAA
const GENERIC: Ladder = {
  steps: [
    step('nationale-selectie', 'Nationale (jeugd)selectie of internationale wedstrijden', 1, row('fit', 'safe', 'safe', 'safe', 'safe')),
    step('nationale-top', 'Hoogste landelijke niveau of NK-podium', 2, row('fit', 'fit', 'safe', 'fit', 'safe')),
    step('nationaal', 'Landelijk niveau of NK-deelname', 3, row('reach', 'fit', 'fit', 'fit', 'fit')),
    step('bovenregionaal', 'Bovenregionaal niveau of regionale selectie', 4, row('-', 'reach', 'fit', 'reach', 'fit')),
    step('regionaal', 'Regionaal niveau', 5, row('-', '-', 'fit', '-', 'reach')),
    step('club', 'Clubniveau of recreatief', 6, row('-', '-', 'reach', '-', '-')),
  ],
  wizard: {
    'nationale-selectie': 'nationale-selectie',
    eredivisie: 'nationale-top',
    'jeugdopleiding-bvo': 'nationale-top',
    'tweede-divisie': 'nationaal',
    'derde-divisie': 'bovenregionaal',
    hoofdklasse: 'nationaal',
    'eerste-klasse': 'regionaal',
    talentteam: 'bovenregionaal',
  },
};

export const SPORT_LEVEL_TABLES: readonly SportLevelTable[] = [
  { sports: ['soccer'], heren: SOCCER_MEN, dames: SOCCER_WOMEN },
  { sports: ['field-hockey'], heren: HOCKEY, dames: HOCKEY },
  { sports: ['volleyball'], heren: VOLLEYBALL_MEN, dames: VOLLEYBALL_WOMEN },
  { sports: ['basketball'], heren: BASKETBALL, dames: BASKETBALL },
  { sports: ['tennis'], heren: TENNIS, dames: TENNIS },
  { sports: ['golf'], heren: GOLF_MEN, dames: GOLF_WOMEN },
  { sports: ['swimming', 'diving'], heren: SWIMMING, dames: SWIMMING },
  { sports: ['athletics', 'cross-country'], heren: ATHLETICS, dames: ATHLETICS },
  { sports: ['rowing'], heren: ROWING_MEN, dames: ROWING_WOMEN },
  { sports: ['baseball', 'softball'], heren: BAT_AND_BALL, dames: BAT_AND_BALL },
  { sports: 'generic', heren: GENERIC, dames: GENERIC },
];

const GENERIC_TABLE = SPORT_LEVEL_TABLES[SPORT_LEVEL_TABLES.length - 1] as SportLevelTable;

/** The table for a sport; every sport without its own (and an unknown sport) uses the generic scale. */
export function levelTable(sportId: SportId | null): SportLevelTable {
  if (!sportId) return GENERIC_TABLE;
  return (
    SPORT_LEVEL_TABLES.find((table) => table.sports !== 'generic' && table.sports.includes(sportId)) ?? GENERIC_TABLE
  );
}

/** The levels to offer an athlete of this sport and team, top down (the wizard's options). */
export function levelSteps(sportId: SportId | null, team: Team): readonly LevelStep[] {
  return levelTable(sportId)[team].steps;
}

function isWizardCode(code: string): code is WizardLevelCode {
  return (WIZARD_LEVEL_CODES as readonly string[]).includes(code);
}

/**
 * The step a stored level code means for this sport and team: the sport's own code first, else the
 * wizard's current code read through the sport's mapping. Null for an unknown or empty code.
 */
export function resolveLevel(sportId: SportId | null, team: Team, code: string | null | undefined): LevelStep | null {
  if (!code) return null;
  const ladder = levelTable(sportId)[team];
  const own = ladder.steps.find((candidate) => candidate.code === code);
  if (own) return own;
  if (!isWizardCode(code)) return null;
  return ladder.steps.find((candidate) => candidate.code === ladder.wizard[code]) ?? null;
}

/** Per US level: 'safe', 'fit' or 'reach'; a level that is absent is not realistic. Empty when the level is unknown. */
export function divisionFits(sportId: SportId | null, team: Team, code: string | null | undefined): DivisionFits {
  return resolveLevel(sportId, team, code)?.fits ?? {};
}

/**
 * The ladder steps of sport-levels.ts in English, for a US college coach (the public dossier, issue
 * 37): what a league or a result is and where it sits in the Dutch game. Only what is plainly so (a
 * league's place in the Dutch pyramid, a championship's name); what it means in US terms stays the
 * ladder's fits. Sports not here fall back to the tier's words. Its own module: only the server
 * reads it, so the browser's level pickers do not carry it.
 */
import { resolveLevel } from './sport-levels.ts';
import type { SportId, Team } from './sports.ts';

const NATIONAL_YOUTH_TEAM = 'A Dutch national (youth) team player';

const SOCCER_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'A Netherlands national (youth) team player',
  eredivisie: 'Eredivisie or Keuken Kampioen Divisie: the two Dutch professional leagues',
  'jeugdopleiding-bvo': 'Youth academy of a Dutch professional club (U17 to U21)',
  'tweede-divisie': "Tweede Divisie: the third tier of Dutch men's football, its highest amateur league",
  'derde-divisie': "Derde Divisie: the fourth tier of Dutch men's football",
  talentteam: 'A regional selection or talent team of the Dutch football association (KNVB)',
  hoofdklasse:
    "Vierde Divisie (called Hoofdklasse until 2022): the fifth tier of Dutch men's football, or a U19/U17 Hoofdklasse youth league",
  'eerste-klasse': 'Eerste Klasse: regional amateur football (senior or U19/U17)',
  lager: 'Tweede Klasse or lower: local amateur football',
};
const SOCCER_WOMEN_EN: Readonly<Record<string, string>> = {
  ...SOCCER_EN,
  eredivisie: "Vrouwen Eredivisie: the top Dutch women's league",
  'jeugdopleiding-bvo': 'Academy of a Vrouwen Eredivisie club or a national training centre (U17 to U20)',
  topklasse: "Topklasse: the highest Dutch women's amateur league, the tier below the Eredivisie",
  hoofdklasse: "Hoofdklasse: the Dutch women's amateur league below the Topklasse",
  'eerste-klasse': 'Eerste Klasse: regional amateur football (senior or U19/U17)',
};
const HOCKEY_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'A Dutch national youth team player (U16 to U21)',
  hoofdklasse:
    'Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world (or the top Dutch U18/U16 youth league)',
  promotieklasse: 'Promotieklasse: the second Dutch senior league (or the second youth tier)',
  talentteam: 'A talent team or district selection of the Dutch hockey federation (KNHB)',
  overgangsklasse: 'Overgangsklasse: the third Dutch senior league',
  'eerste-klasse': 'Eerste Klasse: the fourth Dutch senior league',
  lager: 'Tweede Klasse or lower: regional club hockey',
};
const VOLLEYBALL_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': NATIONAL_YOUTH_TEAM,
  eredivisie: 'Eredivisie, the top Dutch league, or the national talent team at Papendal',
  topdivisie: 'Topdivisie: the second Dutch league',
  talentteam: 'A regional talent centre (RTC) of the Dutch volleyball federation',
  'eerste-divisie': 'Eerste Divisie: the third Dutch league',
  'tweede-divisie': 'Tweede Divisie: the fourth Dutch league',
  'derde-divisie': 'Derde Divisie or Promotieklasse: regional leagues',
  lager: 'Eerste Klasse or lower: regional club volleyball',
};
const BASKETBALL_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': NATIONAL_YOUTH_TEAM,
  eredivisie:
    "BNXT League (the Dutch-Belgian top league) or the women's Eredivisie, or U18/U20 at an elite-sport academy",
  promotiedivisie: 'Promotiedivisie: the second Dutch league',
  talentteam: 'A regional talent centre (RTC) or the top U16/U18 youth league',
  'eerste-divisie': 'Eerste Divisie: a national Dutch league below the Promotiedivisie',
  'tweede-divisie': 'Tweede Divisie: a Dutch league below the Eerste Divisie',
  lager: 'Derde Divisie or lower: regional club basketball',
};
const TENNIS_RATING = "on the Dutch federation's (KNLTB) scale from 1, the best, to 9";
const TENNIS_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'An ITF junior player or a Dutch national junior team player',
  'rating-1-2': `Dutch rating 1 or 2 ${TENNIS_RATING}`,
  'rating-3': `Dutch rating 3 ${TENNIS_RATING}`,
  'rating-4': `Dutch rating 4 ${TENNIS_RATING}`,
  'rating-5': `Dutch rating 5 ${TENNIS_RATING}`,
  lager: `Dutch rating 6 or lower ${TENNIS_RATING}`,
};
const SWIMMING_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'Dutch national team (KNZB) or European or World Junior Championships',
  'nk-finale': 'A finalist at the Dutch national championships (open or junior)',
  'nk-limiet': 'Qualified for the Dutch national championships (open or junior)',
  regio: 'Regional or district championships',
  club: 'Club meets',
};
const ATHLETICS_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'TeamNL, or the European or World U18/U20 Championships',
  'nk-medaille': 'A medal at the Dutch national championships (senior or junior)',
  'nk-finale': 'A finalist at the Dutch national championships',
  'nk-limiet': 'Qualified for the Dutch national championships',
  regio: 'Regional championships',
  club: 'Club meets',
};

const ROWING_EN: Readonly<Record<string, string>> = {
  'nationale-selectie': 'Dutch junior national team (Junior World Championships, Coupe de la Jeunesse)',
  'nk-finale': 'An A-final at the Dutch junior championships or a major regatta',
  wedstrijdroeier: 'A competitive junior or club rower, racing at Dutch regattas',
  beginner: 'A novice or recreational rower',
};

/** Per sport and team, the step codes in English. */
const ENGLISH_STEPS: Partial<Record<SportId, Readonly<Record<Team, Readonly<Record<string, string>>>>>> = {
  soccer: { heren: SOCCER_EN, dames: SOCCER_WOMEN_EN },
  'field-hockey': { heren: HOCKEY_EN, dames: HOCKEY_EN },
  volleyball: { heren: VOLLEYBALL_EN, dames: VOLLEYBALL_EN },
  basketball: { heren: BASKETBALL_EN, dames: BASKETBALL_EN },
  tennis: { heren: TENNIS_EN, dames: TENNIS_EN },
  swimming: { heren: SWIMMING_EN, dames: SWIMMING_EN },
  diving: { heren: SWIMMING_EN, dames: SWIMMING_EN },
  athletics: { heren: ATHLETICS_EN, dames: ATHLETICS_EN },
  'cross-country': { heren: ATHLETICS_EN, dames: ATHLETICS_EN },
  rowing: { heren: ROWING_EN, dames: ROWING_EN },
};

/** The sports whose every step has its English text. */
export const SPORTS_IN_ENGLISH = Object.keys(ENGLISH_STEPS) as SportId[];

/** The level in English ('Hoofdklasse: the top Dutch senior league, ...'), or null where there is none. */
export function levelInEnglish(sportId: SportId | null, team: Team, code: string | null | undefined): string | null {
  const step = resolveLevel(sportId, team, code);
  if (!step || !sportId) return null;
  return ENGLISH_STEPS[sportId]?.[team][step.code] ?? null;
}

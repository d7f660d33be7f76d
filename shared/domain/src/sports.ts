/**
 * The sport catalogue: every sport a Dutch athlete may name, what it is called in US college sport
 * per team (heren/dames), and at which US levels varsity teams exist.
 *
 * Two public files speak of college sports, each in its own names: EADA (the US Department of
 * Education's Equity in Athletics data, every association, 37 sport names, gender from the
 * participant columns) and the NCAA Division I APR file (gendered names such as "Women's Soccer").
 * `server/scripts/derive-institutions.ts` maps both through this catalogue and fails when the EADA
 * data contradicts the levels written here, so the table below stays a checked claim.
 *
 * Where a sport has no varsity programme for a team, the entry says so in Dutch and names what does
 * exist, so the product never invents matches (issue 10, item 1).
 */

/** The US levels an athlete can play at; NJCAA is the two-year junior-college level. */
export const COLLEGE_LEVELS = ['ncaa-d1', 'ncaa-d2', 'ncaa-d3', 'naia', 'njcaa'] as const;
export type CollegeLevel = (typeof COLLEGE_LEVELS)[number];

export const COLLEGE_LEVEL_LABELS: Readonly<Record<CollegeLevel, string>> = {
  'ncaa-d1': 'NCAA Division I',
  'ncaa-d2': 'NCAA Division II',
  'ncaa-d3': 'NCAA Division III',
  naia: 'NAIA',
  njcaa: 'NJCAA (junior college)',
};

/** Colleges recruit per team; the values the onboarding's team field stores. */
export const TEAMS = ['heren', 'dames'] as const;
export type Team = (typeof TEAMS)[number];

/** The 37 sport names of the EADA files (README of the reference data). */
export const EADA_SPORTS = [
  'All Track Combined',
  'Archery',
  'Badminton',
  'Baseball',
  'Basketball',
  'Beach Volleyball',
  'Bowling',
  'Diving',
  'Equestrian',
  'Fencing',
  'Field Hockey',
  'Football',
  'Golf',
  'Gymnastics',
  'Ice Hockey',
  'Lacrosse',
  'Other Sports',
  'Rifle',
  'Rodeo',
  'Rowing',
  'Sailing',
  'Skiing',
  'Soccer',
  'Softball',
  'Squash',
  'Swimming',
  'Swimming and Diving',
  'Synchronized Swimming',
  'Table Tennis',
  'Tennis',
  'Track and Field, Indoor',
  'Track and Field, Outdoor',
  'Track and Field, X-Country',
  'Volleyball',
  'Water Polo',
  'Weight Lifting',
  'Wrestling',
] as const;
export type EadaSport = (typeof EADA_SPORTS)[number];

export interface CollegeProgramme {
  readonly offered: true;
  /** The team's name in US college sport, as a coach or a school site writes it. */
  readonly collegeName: string;
  /** Team names in the NCAA D1 APR file (2018) that count as this sport for this team. */
  readonly apr: readonly string[];
  /** Where varsity teams exist. Checked against EADA by the derivation script. */
  readonly levels: readonly CollegeLevel[];
  /**
   * Levels listed although the EADA years (2016-17, 2020-21) show no team there, each with the
   * reason; the derivation script accepts exactly these.
   */
  readonly beyondData?: Readonly<Partial<Record<CollegeLevel, string>>>;
  /** Dutch: who runs the championship when it is not the association itself, and similar facts. */
  readonly note?: string;
}

export interface NoProgramme {
  readonly offered: false;
  /** Dutch, shown as is: says plainly that there is no varsity team and names what does exist. */
  readonly instead: string;
}

export type TeamProgramme = CollegeProgramme | NoProgramme;

export interface SportDef {
  readonly id: string;
  /** Dutch name, as the combobox shows it. */
  readonly name: string;
  readonly englishName: string;
  /** Lower-case, without accents: what athletes type (matched accent-insensitively anyway). */
  readonly aliases: readonly string[];
  /** EADA rows of this sport; the team follows from the participant column. Empty: not in EADA. */
  readonly eada: readonly EadaSport[];
  /**
   * Teams of mixed men and women (rifle, sailing): EADA counts their players in neither column,
   * so such a row says the school has the sport for both teams without a squad size.
   */
  readonly coed?: { readonly apr: readonly string[] };
  readonly heren: TeamProgramme;
  readonly dames: TeamProgramme;
  /** A sport whose teams often train together with this one (distance runners: track and cross country). */
  readonly related?: readonly string[];
}

const ALL_LEVELS = COLLEGE_LEVELS;
const NCAA_AND_NAIA = ['ncaa-d1', 'ncaa-d2', 'ncaa-d3', 'naia'] as const;
const NCAA_ONLY = ['ncaa-d1', 'ncaa-d2', 'ncaa-d3'] as const;

/** The usual pair: a men's and a women's team at the same levels, each named as the APR file names it. */
function menAndWomen(name: string, levels: readonly CollegeLevel[]): Pick<SportDef, 'heren' | 'dames'> {
  return {
    heren: { offered: true, collegeName: `Men's ${name}`, apr: [`Men's ${name}`], levels },
    dames: { offered: true, collegeName: `Women's ${name}`, apr: [`Women's ${name}`], levels },
  };
}

/** No varsity programme for either team: one Dutch explanation serves both. */
function neither(instead: string): Pick<SportDef, 'heren' | 'dames'> {
  const none: NoProgramme = { offered: false, instead };
  return { heren: none, dames: none };
}

const NOT_IN_EADA = "Niet apart in EADA (valt onder 'Other Sports'); programma's per school controleren.";

/**
 * Ordered by how often Dutch athletes go to the US for the sport, which is the order the combobox
 * shows when nothing is typed yet.
 */
const SPORT_LIST = [
  {
    id: 'soccer',
    name: 'Voetbal',
    englishName: 'Soccer',
    aliases: ['voetbal', 'veldvoetbal', 'soccer', 'damesvoetbal', 'vrouwenvoetbal', 'herenvoetbal'],
    eada: ['Soccer'],
    ...menAndWomen('Soccer', ALL_LEVELS),
  },
  {
    id: 'field-hockey',
    name: 'Hockey',
    englishName: 'Field hockey',
    aliases: ['hockey', 'veldhockey', 'field hockey', 'fieldhockey', 'zaalhockey', 'dameshockey', 'hockeyer'],
    eada: ['Field Hockey'],
    heren: {
      offered: false,
      instead:
        'Heren-veldhockey heeft in de VS geen universiteitsteams met sportbeurzen (NCAA, NAIA of NJCAA): op universiteiten wordt het alleen als clubsport gespeeld. Veldhockey is er wel voor dames, op NCAA Division I, II en III. Wie met een sportbeurs wil studeren, kijkt naar een sport die er voor heren wel is, of naar Canada en Europa.',
    },
    dames: {
      offered: true,
      collegeName: "Women's Field Hockey",
      apr: ["Women's Field Hockey"],
      levels: NCAA_ONLY,
    },
  },
  {
    id: 'tennis',
    name: 'Tennis',
    englishName: 'Tennis',
    aliases: ['tennis', 'tennisser'],
    eada: ['Tennis'],
    ...menAndWomen('Tennis', ALL_LEVELS),
  },
  {
    id: 'swimming',
    name: 'Zwemmen',
    englishName: 'Swimming',
    aliases: ['zwemmen', 'wedstrijdzwemmen', 'zwemmer', 'swimming', 'swim'],
    eada: ['Swimming and Diving', 'Swimming'],
    heren: {
      offered: true,
      collegeName: "Men's Swimming and Diving",
      apr: ["Men's Swimming"],
      levels: ALL_LEVELS,
    },
    dames: {
      offered: true,
      collegeName: "Women's Swimming and Diving",
      apr: ["Women's Swimming"],
      levels: ALL_LEVELS,
    },
    related: ['diving'],
  },
  {
    id: 'athletics',
    name: 'Atletiek',
    englishName: 'Track and field',
    aliases: [
      'atletiek',
      'atleet',
      'track and field',
      'track & field',
      'track',
      'hardlopen',
      'sprint',
      'sprinten',
      'horden',
      'verspringen',
      'hoogspringen',
      'polsstokhoogspringen',
      'kogelstoten',
      'speerwerpen',
      'discuswerpen',
      'meerkamp',
      'zevenkamp',
      'tienkamp',
    ],
    // A school reports track either as one combined row or as indoor and outdoor rows (one runner in
    // each); the script takes the largest of them as the squad, never their sum.
    eada: ['All Track Combined', 'Track and Field, Indoor', 'Track and Field, Outdoor'],
    heren: {
      offered: true,
      collegeName: "Men's Track and Field",
      apr: ["Men's Track, Cross Country"],
      levels: ALL_LEVELS,
    },
    dames: {
      offered: true,
      collegeName: "Women's Track and Field",
      apr: ["Women's Track, Cross Country"],
      levels: ALL_LEVELS,
    },
    related: ['cross-country'],
  },
  {
    id: 'cross-country',
    name: 'Veldlopen (cross country)',
    englishName: 'Cross country',
    aliases: ['veldlopen', 'veldloop', 'crosslopen', 'cross country', 'crosscountry'],
    eada: ['Track and Field, X-Country'],
    ...menAndWomen('Cross Country', ALL_LEVELS),
    related: ['athletics'],
  },
  {
    id: 'rowing',
    name: 'Roeien',
    englishName: 'Rowing',
    aliases: ['roeien', 'roeier', 'wedstrijdroeien', 'rowing', 'crew', 'skiffen'],
    eada: ['Rowing'],
    heren: {
      offered: true,
      collegeName: "Men's Rowing",
      apr: [],
      // The NAIA and the NJCAA hold no rowing championship; the few crews of their members the data
      // lists (Oklahoma City, Cal Maritime) still show, as teams beyond the catalogue do.
      levels: NCAA_ONLY,
      note: 'Heren-roeien heeft geen NCAA-kampioenschap: de universiteitsploegen varen onder de IRA (Intercollegiate Rowing Association). Daardoor staat het ook niet in de NCAA-cijfers over Division I.',
    },
    dames: {
      offered: true,
      collegeName: "Women's Rowing",
      apr: ["Women's Rowing"],
      // An NCAA championship sport; the NAIA and the NJCAA hold none (see the men's).
      levels: NCAA_ONLY,
    },
  },
  {
    id: 'volleyball',
    name: 'Volleybal',
    englishName: 'Volleyball',
    aliases: ['volleybal', 'zaalvolleybal', 'volleyball', 'indoor volleyball'],
    eada: ['Volleyball'],
    heren: {
      offered: true,
      collegeName: "Men's Volleyball",
      apr: ["Men's Volleyball"],
      levels: NCAA_AND_NAIA,
      note: 'Voor heren zijn er veel minder volleybalteams dan voor dames: rond de 25 in Division I.',
    },
    dames: { offered: true, collegeName: "Women's Volleyball", apr: ["Women's Volleyball"], levels: ALL_LEVELS },
  },
  {
    id: 'basketball',
    name: 'Basketbal',
    englishName: 'Basketball',
    aliases: ['basketbal', 'basketball', 'basket'],
    eada: ['Basketball'],
    ...menAndWomen('Basketball', ALL_LEVELS),
  },
  {
    id: 'golf',
    name: 'Golf',
    englishName: 'Golf',
    aliases: ['golf', 'golfen', 'golfer'],
    eada: ['Golf'],
    ...menAndWomen('Golf', ALL_LEVELS),
  },
  {
    id: 'baseball',
    name: 'Honkbal',
    englishName: 'Baseball',
    aliases: ['honkbal', 'baseball', 'honkballer'],
    eada: ['Baseball'],
    heren: { offered: true, collegeName: 'Baseball', apr: ['Baseball'], levels: ALL_LEVELS },
    dames: {
      offered: false,
      instead:
        'Honkbal is in de VS op universiteiten een herensport; voor dames is er geen varsity-honkbal. Softbal is het damesequivalent en wordt op bijna elke universiteit gespeeld, op alle niveaus (NCAA, NAIA en NJCAA).',
    },
  },
  {
    id: 'softball',
    name: 'Softbal',
    englishName: 'Softball',
    aliases: ['softbal', 'softball'],
    eada: ['Softball'],
    heren: {
      offered: false,
      instead:
        'Softbal is in de VS op universiteiten een damessport; voor heren is er geen varsity-softbal. Honkbal (baseball) is het herenequivalent, op alle niveaus (NCAA, NAIA en NJCAA).',
    },
    dames: { offered: true, collegeName: 'Softball', apr: ["Women's Softball"], levels: ALL_LEVELS },
  },
  {
    id: 'water-polo',
    name: 'Waterpolo',
    englishName: 'Water polo',
    aliases: ['waterpolo', 'water polo'],
    eada: ['Water Polo'],
    ...menAndWomen('Water Polo', NCAA_AND_NAIA),
  },
  {
    id: 'beach-volleyball',
    name: 'Beachvolleybal',
    englishName: 'Beach volleyball',
    aliases: ['beachvolleybal', 'beach volleybal', 'beach volleyball', 'beachvolleyball', 'sand volleyball'],
    eada: ['Beach Volleyball'],
    heren: {
      offered: false,
      instead:
        'Beachvolleybal is op Amerikaanse universiteiten alleen een damessport; voor heren zijn er geen varsity-teams. Heren-zaalvolleybal bestaat wel (NCAA en NAIA, met minder teams dan bij de dames).',
    },
    dames: {
      offered: true,
      collegeName: "Women's Beach Volleyball",
      apr: ["Women's Sand Volleyball"],
      levels: ALL_LEVELS,
    },
  },
  {
    id: 'lacrosse',
    name: 'Lacrosse',
    englishName: 'Lacrosse',
    aliases: ['lacrosse'],
    eada: ['Lacrosse'],
    ...menAndWomen('Lacrosse', ALL_LEVELS),
  },
  {
    id: 'ice-hockey',
    name: 'IJshockey',
    englishName: 'Ice hockey',
    aliases: ['ijshockey', 'ijs hockey', 'ice hockey', 'icehockey'],
    eada: ['Ice Hockey'],
    ...menAndWomen('Ice Hockey', ALL_LEVELS),
  },
  {
    id: 'gymnastics',
    name: 'Turnen',
    englishName: 'Gymnastics',
    aliases: ['turnen', 'turnster', 'turner', 'gymnastiek', 'toestelturnen', 'gymnastics'],
    eada: ['Gymnastics'],
    heren: {
      offered: true,
      collegeName: "Men's Gymnastics",
      apr: ["Men's Gymnastics"],
      levels: ['ncaa-d1'],
      note: 'Heren-turnen heeft weinig universiteitsteams: rond de 15, bijna allemaal in Division I.',
    },
    dames: { offered: true, collegeName: "Women's Gymnastics", apr: ["Women's Gymnastics"], levels: NCAA_ONLY },
  },
  {
    id: 'diving',
    name: 'Schoonspringen',
    englishName: 'Diving',
    aliases: ['schoonspringen', 'schoonspringer', 'diving', 'duiken van de plank'],
    // Divers compete in the swimming and diving team; a combined row's squad counts both.
    eada: ['Diving', 'Swimming and Diving'],
    heren: { offered: true, collegeName: "Men's Swimming and Diving", apr: [], levels: ALL_LEVELS },
    dames: { offered: true, collegeName: "Women's Swimming and Diving", apr: [], levels: ALL_LEVELS },
    related: ['swimming'],
  },
  {
    id: 'wrestling',
    name: 'Worstelen',
    englishName: 'Wrestling',
    aliases: ['worstelen', 'worstelaar', 'wrestling', 'vrij worstelen', 'grieks-romeins worstelen'],
    eada: ['Wrestling'],
    heren: { offered: true, collegeName: "Men's Wrestling", apr: ["Men's Wrestling"], levels: ALL_LEVELS },
    dames: {
      offered: true,
      collegeName: "Women's Wrestling",
      apr: [],
      levels: ALL_LEVELS,
      beyondData: {
        'ncaa-d1':
          'Division I women’s wrestling began after the EADA years (Iowa from 2023-24); the NCAA championship starts in 2025-26.',
      },
    },
  },
  {
    id: 'fencing',
    name: 'Schermen',
    englishName: 'Fencing',
    aliases: ['schermen', 'schermer', 'fencing', 'degen', 'floret', 'sabel'],
    eada: ['Fencing'],
    ...menAndWomen('Fencing', NCAA_ONLY),
  },
  {
    id: 'equestrian',
    name: 'Paardensport',
    englishName: 'Equestrian',
    aliases: ['paardensport', 'paardrijden', 'ruitersport', 'dressuur', 'springruiter', 'equestrian'],
    eada: ['Equestrian'],
    heren: {
      offered: false,
      instead:
        'Varsity-ruiterteams (NCEA) zijn er in de VS alleen voor dames. Sommige universiteiten hebben gemengde clubteams (IHSA) waarin ook heren rijden, maar zonder sportbeurzen.',
    },
    dames: { offered: true, collegeName: 'Equestrian', apr: [], levels: ALL_LEVELS },
  },
  {
    id: 'skiing',
    name: 'Skiën',
    englishName: 'Skiing',
    aliases: ['skien', 'skier', 'alpineskien', 'langlaufen', 'skiing', 'alpine skiing', 'nordic skiing'],
    eada: ['Skiing'],
    heren: { offered: true, collegeName: "Men's Skiing", apr: ["Men's Skiing"], levels: ALL_LEVELS },
    dames: { offered: true, collegeName: "Women's Skiing", apr: ["Women's Skiing"], levels: NCAA_AND_NAIA },
  },
  {
    id: 'sailing',
    name: 'Zeilen',
    englishName: 'Sailing',
    aliases: ['zeilen', 'zeiler', 'wedstrijdzeilen', 'sailing', 'optimist', 'laser', 'ilca'],
    eada: ['Sailing'],
    coed: { apr: [] },
    heren: {
      offered: true,
      collegeName: 'Sailing (coed)',
      apr: [],
      levels: NCAA_AND_NAIA,
      note: 'Zeilen valt niet onder de NCAA maar onder de ICSA; de meeste teams zijn gemengd.',
    },
    dames: {
      offered: true,
      collegeName: "Women's Sailing",
      apr: [],
      levels: NCAA_AND_NAIA,
      note: 'Zeilen valt niet onder de NCAA maar onder de ICSA; naast gemengde teams zijn er damesteams.',
    },
  },
  {
    id: 'rifle',
    name: 'Schietsport',
    englishName: 'Rifle',
    aliases: ['schietsport', 'schieten', 'sportschieten', 'luchtgeweer', 'kleinkaliber', 'rifle'],
    eada: ['Rifle'],
    coed: { apr: ['Mixed Rifle'] },
    heren: { offered: true, collegeName: 'Rifle (coed)', apr: [], levels: ALL_LEVELS },
    dames: { offered: true, collegeName: 'Rifle (coed)', apr: [], levels: ALL_LEVELS },
  },
  {
    id: 'squash',
    name: 'Squash',
    englishName: 'Squash',
    aliases: ['squash'],
    eada: ['Squash'],
    heren: {
      offered: true,
      collegeName: "Men's Squash",
      apr: [],
      levels: ['ncaa-d1', 'ncaa-d3'],
      note: 'Squash valt niet onder de NCAA maar onder de College Squash Association; vooral aan de oostkust.',
    },
    dames: {
      offered: true,
      collegeName: "Women's Squash",
      apr: [],
      levels: ['ncaa-d1', 'ncaa-d3'],
      note: 'Squash valt niet onder de NCAA maar onder de College Squash Association; vooral aan de oostkust.',
    },
  },
  {
    id: 'bowling',
    name: 'Bowling',
    englishName: 'Bowling',
    aliases: ['bowling', 'bowlen'],
    eada: ['Bowling'],
    heren: { offered: true, collegeName: "Men's Bowling", apr: [], levels: ['ncaa-d2', 'ncaa-d3', 'naia', 'njcaa'] },
    dames: { offered: true, collegeName: "Women's Bowling", apr: ["Women's Bowling"], levels: ALL_LEVELS },
  },
  {
    id: 'archery',
    name: 'Handboogschieten',
    englishName: 'Archery',
    aliases: ['handboogschieten', 'boogschieten', 'archery'],
    eada: ['Archery'],
    heren: { offered: true, collegeName: 'Archery', apr: [], levels: ['naia', 'njcaa'] },
    dames: { offered: true, collegeName: 'Archery', apr: [], levels: ['naia'] },
  },
  {
    id: 'weightlifting',
    name: 'Gewichtheffen',
    englishName: 'Weightlifting',
    aliases: ['gewichtheffen', 'gewichtheffer', 'weightlifting', 'olympisch gewichtheffen'],
    eada: ['Weight Lifting'],
    heren: { offered: true, collegeName: 'Weightlifting', apr: [], levels: ['ncaa-d2', 'naia'] },
    dames: { offered: true, collegeName: 'Weightlifting', apr: [], levels: ['ncaa-d2', 'naia'] },
  },
  {
    id: 'artistic-swimming',
    name: 'Kunstzwemmen',
    englishName: 'Artistic swimming',
    aliases: ['kunstzwemmen', 'synchroonzwemmen', 'artistic swimming', 'synchronized swimming'],
    eada: ['Synchronized Swimming'],
    heren: {
      offered: false,
      instead:
        'Kunstzwemmen is op Amerikaanse universiteiten alleen een damessport, en ook dan zeldzaam (een handvol teams). Voor heren zijn er geen universiteitsteams.',
    },
    dames: {
      offered: true,
      collegeName: 'Synchronized Swimming',
      apr: [],
      levels: ['ncaa-d1', 'ncaa-d3'],
      note: 'Een handvol teams; geen NCAA-kampioenschap (USA Artistic Swimming organiseert de collegewedstrijden).',
    },
  },
  {
    id: 'rodeo',
    name: 'Rodeo',
    englishName: 'Rodeo',
    aliases: ['rodeo'],
    eada: ['Rodeo'],
    heren: { offered: true, collegeName: 'Rodeo', apr: [], levels: ['ncaa-d2', 'naia', 'njcaa'] },
    dames: { offered: true, collegeName: 'Rodeo', apr: [], levels: ['ncaa-d2', 'naia', 'njcaa'] },
  },
  {
    id: 'american-football',
    name: 'American football',
    englishName: 'Football',
    aliases: ['american football', 'amerikaans voetbal', 'gridiron'],
    eada: ['Football'],
    heren: { offered: true, collegeName: 'Football', apr: ['Football'], levels: ALL_LEVELS },
    dames: {
      offered: false,
      instead:
        'Voor dames is er op Amerikaanse universiteiten geen varsity American football. Enkele scholen, vooral in de NAIA, hebben wel dames-flag football.',
    },
  },
  {
    id: 'rugby',
    name: 'Rugby',
    englishName: 'Rugby',
    aliases: ['rugby', 'rugby sevens', 'rugby 7s'],
    eada: [],
    heren: {
      offered: false,
      instead:
        'Heren-rugby heeft in de VS geen NCAA-kampioenschap: op de meeste universiteiten is het een clubsport, een paar scholen hebben een eigen varsity-team. Dames-rugby is wel een NCAA-sport in opkomst (emerging sport).',
    },
    dames: {
      offered: true,
      collegeName: "Women's Rugby",
      apr: [],
      levels: NCAA_ONLY,
      note: `Dames-rugby is een NCAA emerging sport: er zijn nog weinig teams. ${NOT_IN_EADA}`,
    },
  },
  {
    id: 'triathlon',
    name: 'Triatlon',
    englishName: 'Triathlon',
    aliases: ['triatlon', 'triathlon', 'triatleet', 'duatlon'],
    eada: [],
    heren: {
      offered: false,
      instead:
        'Triatlon is op Amerikaanse universiteiten voor heren alleen een clubsport (USA Triathlon). Voor dames is het een NCAA-sport in opkomst.',
    },
    dames: {
      offered: true,
      collegeName: "Women's Triathlon",
      apr: [],
      levels: NCAA_ONLY,
      note: `Dames-triatlon is een NCAA emerging sport: er zijn nog weinig teams. ${NOT_IN_EADA}`,
    },
  },
  {
    id: 'acrobatics-tumbling',
    name: 'Acrobatiek en tumbling',
    englishName: 'Acrobatics and tumbling',
    aliases: ['acrogym', 'acrobatiek', 'tumbling', 'acrobatics and tumbling'],
    eada: [],
    heren: {
      offered: false,
      instead:
        'Acrobatics & tumbling is op Amerikaanse universiteiten alleen een damessport. Turnen (gymnastics) bestaat wel voor heren, met weinig teams.',
    },
    dames: {
      offered: true,
      collegeName: 'Acrobatics and Tumbling',
      apr: [],
      levels: ['ncaa-d1', 'ncaa-d2'],
      note: `Een NCAA emerging sport met weinig teams; turnsters, acrogymnasten en cheerleaders komen in aanmerking. ${NOT_IN_EADA}`,
    },
  },
  {
    id: 'badminton',
    name: 'Badminton',
    englishName: 'Badminton',
    aliases: ['badminton'],
    eada: ['Badminton'],
    ...neither(
      'Badminton is geen NCAA- of NAIA-sport: op Amerikaanse universiteiten wordt het vrijwel alleen als clubsport gespeeld, zonder sportbeurzen.',
    ),
  },
  {
    id: 'table-tennis',
    name: 'Tafeltennis',
    englishName: 'Table tennis',
    aliases: ['tafeltennis', 'pingpong', 'table tennis'],
    eada: ['Table Tennis'],
    ...neither(
      'Tafeltennis is geen NCAA- of NAIA-sport: op universiteiten wordt het als clubsport gespeeld (NCTTA), op een enkele school na zonder sportbeurzen.',
    ),
  },
  {
    id: 'handball',
    name: 'Handbal',
    englishName: 'Team handball',
    aliases: ['handbal', 'handball', 'team handball', 'beachhandbal'],
    eada: [],
    ...neither(
      'Handbal heeft in de VS geen universiteitsteams met sportbeurzen; er zijn alleen enkele clubteams. Sporters met een handbalachtergrond stappen soms over naar volleybal of basketbal.',
    ),
  },
  {
    id: 'korfball',
    name: 'Korfbal',
    englishName: 'Korfball',
    aliases: ['korfbal', 'korfball'],
    eada: [],
    ...neither('Korfbal wordt op Amerikaanse universiteiten niet gespeeld: er zijn geen teams en geen sportbeurzen.'),
  },
  {
    id: 'judo',
    name: 'Judo en vechtsporten',
    englishName: 'Judo and martial arts',
    aliases: ['judo', 'judoka', 'jiu jitsu', 'karate', 'taekwondo'],
    eada: [],
    ...neither(
      'Judo en andere vechtsporten zijn geen NCAA- of NAIA-sport: op universiteiten bestaan ze als clubsport, zonder sportbeurzen. Worstelen is wel een universiteitssport.',
    ),
  },
  {
    id: 'cycling',
    name: 'Wielrennen',
    englishName: 'Cycling',
    aliases: [
      'wielrennen',
      'wielrenner',
      'fietsen',
      'mountainbiken',
      'mountainbike',
      'veldrijden',
      'cycling',
      'baanwielrennen',
    ],
    eada: [],
    ...neither(
      'Wielrennen is geen NCAA-sport: universiteiten rijden in de collegecompetitie van USA Cycling, meestal als clubteam; een paar kleinere scholen geven er beurzen voor. Vraag het per school na.',
    ),
  },
  {
    id: 'speed-skating',
    name: 'Schaatsen',
    englishName: 'Speed skating',
    aliases: ['schaatsen', 'langebaanschaatsen', 'shorttrack', 'marathonschaatsen', 'speed skating'],
    eada: [],
    ...neither(
      'Schaatsen is in de VS geen universiteitssport: er zijn geen teams en geen sportbeurzen. Sommige schaatsers combineren een studie met training bij een club in bijvoorbeeld Salt Lake City of Milwaukee.',
    ),
  },
] as const satisfies readonly SportDef[];

export type SportId = (typeof SPORT_LIST)[number]['id'];
export type Sport = SportDef & { readonly id: SportId };

export const SPORTS: readonly Sport[] = SPORT_LIST;
export const SPORT_IDS: readonly SportId[] = SPORT_LIST.map((sport) => sport.id);

const BY_ID = new Map<string, Sport>(SPORTS.map((sport) => [sport.id, sport]));

export function sportById(id: string): Sport | null {
  return BY_ID.get(id) ?? null;
}

/**
 * The team sports: played as a match with teammates and opponents around you, so college coaches
 * judge an athlete by match footage (the coach's knowledge, highlightvideo.md `{#teamsporten}`).
 * The one list: the video analysis' guidelines and Sanne's video advice both read it. Beach
 * volleyball's pairs count; relays, crews and squads of individual events (swimming, rowing,
 * gymnastics) do not.
 */
export const TEAM_SPORTS: ReadonlySet<SportId> = /* @__PURE__ */ new Set<SportId>([
  'soccer',
  'field-hockey',
  'volleyball',
  'basketball',
  'baseball',
  'softball',
  'water-polo',
  'beach-volleyball',
  'lacrosse',
  'ice-hockey',
  'american-football',
  'rugby',
  'handball',
  'korfball',
]);

/** The sport's programme for one team: offered with its levels, or not offered with the Dutch 'instead'. */
export function teamProgramme(sport: Sport, team: Team): TeamProgramme {
  return team === 'heren' ? sport.heren : sport.dames;
}

/** Lower-case, accents and punctuation removed, single spaces: "Skiën" and "skien" match. */
export function normalizeSportText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Term {
  text: string;
  sport: Sport;
  /** 0: the Dutch name, 1: the English name, 2: an alias. */
  kind: 0 | 1 | 2;
}

const TERMS: readonly Term[] = SPORTS.flatMap((sport) => [
  { text: normalizeSportText(sport.name), sport, kind: 0 as const },
  { text: normalizeSportText(sport.englishName), sport, kind: 1 as const },
  ...sport.aliases.map((alias) => ({ text: normalizeSportText(alias), sport, kind: 2 as const })),
]);

// Longest first, so "beach volleybal" wins over "volleybal" and "ijs hockey" over "hockey".
const TERMS_LONGEST_FIRST = [...TERMS].sort((a, b) => b.text.length - a.text.length);

/**
 * Maps free text (a profile's sport as typed before the catalogue existed) to a catalogue sport:
 * the whole text as a name, alias or the catalogue's own id ('athletics', as an API client may
 * send it), else the longest alias that occurs as whole words ("Hockey dames MO18" is hockey; an
 * id counts only as the whole text, so 'athletics aid' names no sport). Null when nothing in the
 * catalogue is named.
 */
export function findSport(text: string): Sport | null {
  const normalized = normalizeSportText(text);
  if (!normalized) return null;
  const exact =
    TERMS.find((term) => term.text === normalized)?.sport ?? SPORTS.find((sport) => sport.id === text.trim());
  if (exact) return exact;
  const padded = ` ${normalized} `;
  let best: { sport: Sport; at: number; length: number } | null = null;
  for (const term of TERMS_LONGEST_FIRST) {
    if (best && term.text.length < best.length) break;
    const at = padded.indexOf(` ${term.text} `);
    if (at >= 0 && (!best || at < best.at)) best = { sport: term.sport, at, length: term.text.length };
  }
  return best?.sport ?? null;
}

export interface SportSearchHit {
  sport: Sport;
  /** The name or alias that matched, as written in the catalogue, for a hint such as "Hockey (veldhockey)". */
  matched: string;
}

/**
 * Ranks the catalogue for a combobox: the name or an alias equal to the query, then names starting
 * with it, aliases starting with it, a later word starting with it, and last any substring. Within a
 * rank the catalogue's order holds. An empty query lists the whole catalogue.
 */
export function searchSports(query: string, limit = SPORTS.length): SportSearchHit[] {
  const q = normalizeSportText(query);
  if (!q) return SPORTS.slice(0, limit).map((sport) => ({ sport, matched: sport.name }));
  const best = new Map<SportId, { rank: number; matched: string }>();
  for (const sport of SPORTS) {
    const labels: Array<[string, number]> = [
      [sport.name, 0],
      [sport.englishName, 1],
      ...sport.aliases.map((alias): [string, number] => [alias, 1]),
    ];
    for (const [label, isAlias] of labels) {
      const text = normalizeSportText(label);
      let rank: number;
      if (text === q) rank = 0;
      else if (text.startsWith(q)) rank = 1 + isAlias;
      else if (text.split(' ').some((word) => word.startsWith(q))) rank = 3;
      else if (text.includes(q)) rank = 4;
      else continue;
      const seen = best.get(sport.id);
      if (!seen || rank < seen.rank) best.set(sport.id, { rank, matched: label });
    }
  }
  const order = new Map(SPORTS.map((sport, index) => [sport.id, index]));
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.rank - y.rank || (order.get(a) ?? 0) - (order.get(b) ?? 0))
    .slice(0, limit)
    .flatMap(([id, hit]) => {
      const sport = BY_ID.get(id);
      return sport ? [{ sport, matched: hit.matched }] : [];
    });
}

/**
 * Dutch sentence for a team without a varsity programme, or null when the programme exists.
 * "Andere sport" (not in the catalogue) is the caller's case: nothing is known, so nothing is claimed.
 */
export function noProgrammeText(sport: Sport, team: Team): string | null {
  const programme = teamProgramme(sport, team);
  return programme.offered ? null : programme.instead;
}

/** Which catalogue sports an EADA row counts for (a "Swimming and Diving" row counts for both). */
export function sportsForEada(eadaSport: string): Sport[] {
  return SPORTS.filter((sport) => (sport.eada as readonly string[]).includes(eadaSport));
}

/** The catalogue sport and team of an NCAA APR team name ("Women's Soccer"); coed for "Mixed Rifle". */
export function sportForApr(aprName: string): { sport: Sport; team: Team | 'coed' } | null {
  for (const sport of SPORTS) {
    for (const team of TEAMS) {
      const programme = teamProgramme(sport, team);
      if (programme.offered && programme.apr.includes(aprName)) return { sport, team };
    }
    if (sport.coed?.apr.includes(aprName)) return { sport, team: 'coed' };
  }
  return null;
}

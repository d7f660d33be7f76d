/**
 * A position as a college coach reads it. The profile's position is free Dutch text ('Keeper',
 * 'Middenveld'); the English dossier and the e-mails to coaches show the athlete's own English
 * position when they wrote one, else this translation of the common Dutch terms, else the Dutch
 * text as written (the outreach dialog then asks for an English one).
 *
 * A text is translated only when every part of it is a known term ('keeper / verdediger' is
 * 'Goalkeeper / Defender'); a text with one unknown word is left as the athlete wrote it, since a
 * half-translated position reads worse than a Dutch one. The terms are the ones US college rosters
 * use (American spelling: 'Center back').
 */
import type { SportId } from './sports.ts';

type Terms = Readonly<Record<string, string>>;

/** Terms every sport shares. */
const COMMON: Terms = {
  keeper: 'Goalkeeper',
  keepster: 'Goalkeeper',
  doelman: 'Goalkeeper',
  doelvrouw: 'Goalkeeper',
  verdediger: 'Defender',
  verdediging: 'Defender',
  'centrale verdediger': 'Center back',
  'centrale verdediging': 'Center back',
  linksachter: 'Left back',
  rechtsachter: 'Right back',
  linksback: 'Left back',
  rechtsback: 'Right back',
  vleugelverdediger: 'Wing back',
  middenvelder: 'Midfielder',
  middenveld: 'Midfielder',
  'centrale middenvelder': 'Central midfielder',
  'verdedigende middenvelder': 'Defensive midfielder',
  'aanvallende middenvelder': 'Attacking midfielder',
  aanvaller: 'Forward',
  aanval: 'Forward',
  spits: 'Striker',
  vleugelspeler: 'Winger',
  buitenspeler: 'Winger',
  linksbuiten: 'Left winger',
  rechtsbuiten: 'Right winger',
  allround: 'Utility player',
};

/** Terms that mean something else, or only something, in one sport. */
const BY_SPORT: Partial<Record<SportId, Terms>> = {
  soccer: { midvoor: 'Center forward', linkshalf: 'Left midfielder', rechtshalf: 'Right midfielder' },
  'field-hockey': {
    'laatste man': 'Sweeper',
    linkshalf: 'Left midfielder',
    rechtshalf: 'Right midfielder',
    midhalf: 'Center midfielder',
    midmid: 'Center midfielder',
    midvoor: 'Center forward',
  },
  volleyball: {
    spelverdeler: 'Setter',
    'passer loper': 'Outside hitter',
    buitenaanvaller: 'Outside hitter',
    middenaanvaller: 'Middle blocker',
    midden: 'Middle blocker',
    diagonaal: 'Opposite',
    diagonaalspeler: 'Opposite',
    libero: 'Libero',
  },
  'beach-volleyball': { blokkeerder: 'Blocker' },
  basketball: { spelverdeler: 'Point guard', pivot: 'Center' },
  'water-polo': { midvoor: 'Center', midachter: 'Center defender', vleugel: 'Wing' },
  baseball: {
    werper: 'Pitcher',
    pitcher: 'Pitcher',
    vanger: 'Catcher',
    'eerste honk': 'First base',
    'tweede honk': 'Second base',
    'derde honk': 'Third base',
    'korte stop': 'Shortstop',
    binnenvelder: 'Infielder',
    buitenvelder: 'Outfielder',
    linksvelder: 'Left field',
    midvelder: 'Center field',
    rechtsvelder: 'Right field',
  },
  swimming: {
    'vrije slag': 'Freestyle',
    vrijeslag: 'Freestyle',
    rugslag: 'Backstroke',
    schoolslag: 'Breaststroke',
    vlinderslag: 'Butterfly',
    wisselslag: 'Individual medley',
    sprint: 'Sprint',
    'lange afstand': 'Distance',
    'open water': 'Open water',
  },
  athletics: {
    sprint: 'Sprints',
    sprinten: 'Sprints',
    horden: 'Hurdles',
    hordelopen: 'Hurdles',
    'middellange afstand': 'Middle distance',
    'lange afstand': 'Distance',
    verspringen: 'Long jump',
    hoogspringen: 'High jump',
    hinkstapspringen: 'Triple jump',
    'hink stap springen': 'Triple jump',
    polsstokhoogspringen: 'Pole vault',
    polsstok: 'Pole vault',
    kogelstoten: 'Shot put',
    discuswerpen: 'Discus',
    speerwerpen: 'Javelin',
    kogelslingeren: 'Hammer throw',
    meerkamp: 'Multi-events',
    zevenkamp: 'Heptathlon',
    tienkamp: 'Decathlon',
    veldlopen: 'Cross country',
  },
  rowing: {
    boeg: 'Bow',
    slag: 'Stroke',
    stuur: 'Coxswain',
    stuurman: 'Coxswain',
    stuurvrouw: 'Coxswain',
    boordroeien: 'Sweep rowing',
    scullen: 'Sculling',
    skiff: 'Single sculls',
  },
  tennis: { enkelspel: 'Singles', enkel: 'Singles', dubbelspel: 'Doubles', dubbel: 'Doubles' },
};
// Softball's diamond is baseball's.
BY_SPORT.softball = BY_SPORT.baseball;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The parts of a position: 'keeper / verdediger', 'spits, vleugel', 'boeg en slag'. */
const PARTS = /\s*(?:\/|,|;|&|\+|\ben\b|\bof\b)\s*/;

/**
 * The English for a Dutch position, when every part of it is a known term of the athlete's sport
 * (or of every sport); null otherwise, and for an empty text.
 */
export function englishPosition(sport: SportId | null, text: string | null | undefined): string | null {
  const folded = fold(text ?? '');
  if (!folded) return null;
  const own = (sport && BY_SPORT[sport]) || {};
  const parts = folded.split(PARTS).filter(Boolean);
  const english = parts.map((part) => own[part] ?? COMMON[part]);
  if (english.length === 0 || english.some((term) => term === undefined)) return null;
  return [...new Set(english)].join(' / ');
}

/** The position a coach reads: the common Dutch terms in English, else the athlete's text as written; null without one. */
export const positionForCoach = (sport: SportId | null, text: string | null | undefined): string | null =>
  englishPosition(sport, text) ?? (text?.trim() || null);

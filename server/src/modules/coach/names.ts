/**
 * What a question names: a US state, and a school, by the words of its name that tell it apart
 * ('Stanford', not 'University'), by those words in a row for a name of common words only ('East
 * Central Community College'), or by the short name families use ('UCLA'). Read by the built-in
 * coach for the athlete's own matches and by the school lookup for any school of the dataset.
 */
import { US_STATE_CODES, US_STATES, type UsStateCode } from '@talentbrug/domain/us-states';
import { fold, words } from './dutch-text.ts';

/** Words of school names that say little about which school it is. */
const NAME_NOISE = new Set(
  `university universiteit college state of the at and community institute saint st new north south east west
  northern southern eastern western central tech technology christian baptist lutheran catholic methodist
  wesleyan mount city campus main`.split(/\s+/),
);

/** Words of a name that say only what kind of school it is. */
const SCHOOL_KIND = new Set(
  'university universiteit college community junior of the at and institute campus'.split(' '),
);

/** The words of a school's name that tell it apart: 'Stanford', not 'University' or 'of'. */
export const nameWordsOf = (name: string): string[] =>
  words(name).filter((word) => word.length > 2 && !NAME_NOISE.has(word));

/** A name of common words only, as they stand in a row without the kind of school: 'east central'. */
export const namePhraseOf = (name: string): string =>
  words(name)
    .filter((word) => !SCHOOL_KIND.has(word))
    .join(' ');

/** Each state by its Dutch name and, where English differs, its English one, folded; the longest first ('West Virginia' before 'Virginia'). */
const STATE_NAMES: readonly { name: string; pattern: RegExp; code: UsStateCode }[] = (
  [
    ...US_STATE_CODES.map((code): [string, UsStateCode] => [fold(US_STATES[code]), code]),
    ['california', 'CA'],
    ['hawaii', 'HI'],
  ] satisfies [string, UsStateCode][]
)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, code]) => ({ name, pattern: new RegExp(`(^|[^a-z])${name}($|[^a-z])`), code }));

/** The US state a question names, or null. */
export function stateIn(folded: string): UsStateCode | null {
  return STATE_NAMES.find(({ pattern }) => pattern.test(folded))?.code ?? null;
}

/** A question's words, ready to find names in. */
export interface Question {
  readonly asked: ReadonlySet<string>;
  /** The words, space-separated, with a space at either end. */
  readonly joined: string;
  /** Words of a US state named after 'in'. */
  readonly places: ReadonlySet<string>;
  /**
   * The word after each 'in' ('in boston'): a place, so it names no school outside the athlete's
   * matches (school-lookup.ts); among the matches it still may ('mijn match in Pittsburgh').
   */
  readonly afterIn: ReadonlySet<string>;
}

export function questionOf(plain: readonly string[]): Question {
  const joined = ` ${plain.join(' ')} `;
  const places = new Set(
    STATE_NAMES.filter(({ name }) => joined.includes(` in ${name} `)).flatMap(({ name }) => name.split(' ')),
  );
  // 'In' names a place in Dutch ('het weer in Boston'); a school is 'op', 'aan' or 'bij' ('studeren
  // aan Boston College').
  const afterIn = new Set(
    plain.flatMap((word, at) => (word === 'in' && plain[at + 1] ? [plain[at + 1] as string] : [])),
  );
  return { asked: new Set(plain), joined, places, afterIn };
}

/**
 * What of a school's name a question says: its telling words ('Rutgers'); for a name of common
 * words only ('East Central Community College') those words in a row ('east central'). A state's
 * name after 'in' is a place, not a school ('hoe is het weer in Florida?' is not Eastern Florida
 * State College).
 */
export function nameHits(name: string, question: Question): string[] {
  const telling = nameWordsOf(name);
  if (telling.length > 0) return telling.filter((word) => question.asked.has(word) && !question.places.has(word));
  const phrase = namePhraseOf(name);
  return phrase.length > 0 && question.joined.includes(` ${phrase} `) ? [phrase] : [];
}

/**
 * What families call the best-known schools, as the dataset names them: their initials or short
 * names, each checked against the committed dataset (school-lookup.test.ts). Initials alone do not
 * do: 'USC' is also South Carolina's, 'UNC' Northern Colorado's, 'USA' South Alabama's, 'UvA' is
 * Amsterdam's; only the one a family means is listed, and never a word Dutch uses otherwise.
 */
export const SCHOOL_ALIASES: Readonly<Record<string, string>> = {
  ucla: 'University of California, Los Angeles',
  usc: 'University of Southern California',
  lsu: 'Louisiana State University',
  unc: 'University of North Carolina at Chapel Hill',
  byu: 'Brigham Young University',
  mit: 'Massachusetts Institute Of Technology',
  tcu: 'Texas Christian University',
  smu: 'Southern Methodist University',
  ucf: 'University of Central Florida',
  fsu: 'Florida State University',
  nyu: 'New York University',
  ucsb: 'University of California, Santa Barbara',
  unlv: 'University of Nevada, Las Vegas',
  vcu: 'Virginia Commonwealth University',
  uconn: 'University of Connecticut',
  'penn state': 'Pennsylvania State University',
  'ole miss': 'University of Mississippi',
  uga: 'University of Georgia',
  'ut austin': 'University of Texas at Austin',
};

/** The dataset name of a school the question calls by its short name ('kan ik naar UCLA?'), or null. */
export function aliasIn(question: Question): string | null {
  const found = Object.keys(SCHOOL_ALIASES).find((alias) => question.joined.includes(` ${alias} `));
  return found ? (SCHOOL_ALIASES[found] ?? null) : null;
}

/**
 * Light Dutch text processing for the coach's search indexes (knowledge passages and intent
 * examples): lower case, accents folded, a few stop words dropped, and a small suffix stemmer so
 * 'beurzen' finds 'beurs' and 'scholen' finds 'school'. Deliberately light: the same function runs
 * on the indexed text and on the question, so a stem only has to be consistent, not correct Dutch.
 */

/** Words that carry no topic. Question words that do ('wanneer', 'waarom', 'hoeveel') stay. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  `de het een en of van voor in op aan met bij naar om te tot uit over door als dat die dit deze er is zijn was
  ben bent wordt worden word kan kun kunt kunnen moet moeten wil wilt ik je jij jou jouw mij me mijn we wij ons
  onze hij zij ze hun u uw wat hoe welke welk wie waar ook nog al dan maar want zo heel erg wel toch even eens
  graag heb hebt heeft hebben doe doet gaat ga niet geen hier daar nu mee the a an to and is are for my me i you`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower case without accents: 'Skiën' -> 'skien', 'één' -> 'een'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Words and numbers, split on everything else ('F-1' -> 'f', '1'; 'SAT-score' -> 'sat', 'score').
 * The ways of naming an NCAA division meet at one word: 'Division II', 'divisie 2', 'D2', and 'dII'
 * (Roman numerals after the d) -> 'd2'.
 */
export function words(text: string): string[] {
  return fold(text)
    .replace(/\b(?:division|divisie)[\s-]+(iii|ii|i|1|2|3)\b/g, (_all, level: string) => `d${ROMAN[level] ?? level}`)
    .replace(/\bd(iii|ii|i)\b/g, (_all, level: string) => `d${ROMAN[level]}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const ROMAN: Readonly<Record<string, string>> = { i: '1', ii: '2', iii: '3' };

const DIMINUTIVES = ['etjes', 'tjes', 'jes', 'etje', 'tje'] as const;

/** One search term, or null for a stop word. */
export function stem(word: string): string | null {
  let term = fold(word);
  if (STOP_WORDS.has(term)) return null;
  if (/^\d+$/.test(term) || term.length <= 3) return term;
  for (const suffix of DIMINUTIVES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) {
      term = term.slice(0, -suffix.length);
      break;
    }
  }
  if (term.endsWith('en') && term.length > 4) {
    term = term.slice(0, -2);
    // beurzen -> beurs, druiven -> druif, bellen -> bel
    term = term
      .replace(/z$/, 's')
      .replace(/v$/, 'f')
      .replace(/([^aeiou])\1$/, '$1');
  } else if ((/[aeiou]s$/.test(term) && term.length > 4) || (/[lnr]s$/.test(term) && term.length > 5)) {
    // matches, divisies, cijfers, sporters: a plural s; 'beurs' and 'toets' keep theirs.
    term = term.slice(0, -1);
  }
  if (term.endsWith('e') && term.length > 4) term = term.slice(0, -1);
  // school and scholen, verhoog and verhogen meet at one spelling.
  return term.replace(/([aeou])\1/g, '$1').replace(/([^aeiou])\1$/, '$1');
}

/** The search terms of a text, in order. */
export function terms(text: string): string[] {
  return words(text)
    .map(stem)
    .filter((term): term is string => term !== null);
}

/**
 * Particles of Dutch separable verbs long enough to be a compound's head (shorter ones are stop
 * words) that head verbs: 'onder', 'boven', 'achter' or 'binnen' also head nouns whose first part
 * carries the meaning ('onderwijs', 'bovenbouw', 'achtergrond', 'binnenkort'), so they stay parts
 * (with them in this list, 'mijn ouders vinden het te duur' lost its topic to the shuffle).
 */
const SEPARABLE_PARTICLES: ReadonlySet<string> = new Set('terug samen vooruit voorbij omhoog'.split(' '));

/** Shortest part of a compound that counts as a word of its own ('sport' in 'sportbeurs'). */
const PART_MIN = 4;

/**
 * Dutch writes compounds as one word ('beursaanvraag', 'visumproces', 'voetbalteam'). Given the
 * terms of a corpus, `expand` adds to a term the longest head and tail that are corpus terms, so a
 * question about a 'beursaanvraag' finds the passages about a 'beurs'. `particles: false` leaves
 * out a head that is a separable verb's particle ('terug' of 'terugmailen'; see parse).
 */
export function compoundSplitter(corpus: Iterable<string>, { particles = true }: { particles?: boolean } = {}) {
  const vocabulary = new Set<string>();
  for (const text of corpus) for (const term of terms(text)) vocabulary.add(term);
  const known = (part: string) => part.length >= PART_MIN && vocabulary.has(part);
  // A term's parts depend on the term alone: the corpus's own terms, met again and again while an
  // index is built, are split once (what questions bring beyond them is not kept).
  const split = new Map<string, string[]>();
  function expand(term: string): string[] {
    const parts = split.get(term);
    if (parts) return parts;
    const made = parse(term);
    if (vocabulary.has(term)) split.set(term, made);
    return made;
  }
  return { expand };

  function parse(term: string): string[] {
    if (term.length < PART_MIN * 2 - 1 || /\d/.test(term)) return [term];
    let head: string | null = null;
    let tail: string | null = null;
    for (let cut = term.length - 3; cut >= PART_MIN && !head; cut--) {
      const left = term.slice(0, cut);
      if (known(left)) head = left;
    }
    // Without `particles`, a separable verb's particle ('terug' in 'terugmailen', 'samen' in
    // 'samenwonen') is not a part of its own: it says little of what the question is about, and the
    // router sent 'en als ze niet terugmailen?' to the topics of money paid back ('teruggeven',
    // 'terugbetaalbaar'). Within one entry ('mailt hij niet terug') the particle still helps.
    if (head && !particles && SEPARABLE_PARTICLES.has(head)) head = null;
    for (let cut = 3; cut <= term.length - PART_MIN && !tail; cut++) {
      const right = stem(term.slice(cut));
      if (right && known(right)) tail = right;
    }
    return [...new Set([term, ...(head ? [head] : []), ...(tail ? [tail] : [])])];
  }
}

/** Longest term a short-word typo is looked for in: the router's fuzzy search starts above it. */
const SHORT_MAX = 4;

/** One substitution, or one swap of two neighbouring letters, turns `a` into `b` (same length). */
function oneSlipApart(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const differ: number[] = [];
  for (let at = 0; at < a.length && differ.length <= 2; at++) if (a[at] !== b[at]) differ.push(at);
  if (differ.length === 1) return true;
  const [first, second] = differ as [number, number];
  return differ.length === 2 && second === first + 1 && a[first] === b[second] && a[second] === b[first];
}

/**
 * Typos in short words ('niaa', 'gap' for 'gpa', 'sta' for 'sat'), which a fuzzy search leaves
 * alone because one letter is a large part of them. Given the terms of a corpus, `correct` turns a
 * term of at most four letters that the corpus never uses into the one corpus term of its length
 * a single slip away (a letter typed wrong, or two neighbours swapped); with none or several such
 * terms it leaves the term as it is.
 */
export function shortTypoCorrector(corpus: Iterable<string>) {
  const vocabulary = new Set<string>();
  for (const text of corpus) for (const term of terms(text)) vocabulary.add(term);
  const short = new Map<number, string[]>();
  for (const term of vocabulary)
    if (term.length >= 3 && term.length <= SHORT_MAX && !/\d/.test(term))
      short.set(term.length, [...(short.get(term.length) ?? []), term]);
  return {
    correct(term: string): string {
      if (term.length < 3 || term.length > SHORT_MAX || vocabulary.has(term) || /\d/.test(term)) return term;
      const near = (short.get(term.length) ?? []).filter((known) => oneSlipApart(term, known));
      return near.length === 1 ? (near[0] as string) : term;
    },
  };
}

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
 * The ways of naming an NCAA division meet at one word: 'Division II', 'divisie 2', 'D2' -> 'd2'.
 */
export function words(text: string): string[] {
  return fold(text)
    .replace(/\b(?:division|divisie)[\s-]+(iii|ii|i|1|2|3)\b/g, (_all, level: string) => `d${ROMAN[level] ?? level}`)
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

/** Shortest part of a compound that counts as a word of its own ('sport' in 'sportbeurs'). */
const PART_MIN = 4;

/**
 * Dutch writes compounds as one word ('beursaanvraag', 'visumproces', 'voetbalteam'). Given the
 * terms of a corpus, `expand` adds to a term the longest head and tail that are corpus terms, so a
 * question about a 'beursaanvraag' finds the passages about a 'beurs'.
 */
export function compoundSplitter(corpus: Iterable<string>) {
  const vocabulary = new Set<string>();
  for (const text of corpus) for (const term of terms(text)) vocabulary.add(term);
  const known = (part: string) => part.length >= PART_MIN && vocabulary.has(part);
  return {
    expand(term: string): string[] {
      if (term.length < PART_MIN * 2 - 1 || /\d/.test(term)) return [term];
      let head: string | null = null;
      let tail: string | null = null;
      for (let cut = term.length - 3; cut >= PART_MIN && !head; cut--) {
        const left = term.slice(0, cut);
        if (known(left)) head = left;
      }
      for (let cut = 3; cut <= term.length - PART_MIN && !tail; cut++) {
        const right = stem(term.slice(cut));
        if (right && known(right)) tail = right;
      }
      return [...new Set([term, ...(head ? [head] : []), ...(tail ? [tail] : [])])];
    },
  };
}

/**
 * 'Wat is een National Letter of Intent?' (issue 34, a new user's tour of 2026-12-06): a question
 * that asks what a term means. The topic's answer stays what it is; the knowledge's sentence that
 * says the term is put first (`Lead`), or, for a term no sentence of the knowledge holds, that it
 * is unknown and where to ask. definitions.test.ts holds the expectations, written first.
 */
import { fold, stem } from '../../dutch-text.ts';
import type { KnowledgeBase, KnowledgeEntry } from '../../knowledge.ts';
import { sentenceList } from './writing.ts';

/** 'Wat is (een|de|het) X', 'wat betekent X', 'wat houdt X in', with a trailing 'precies' or 'dan'. */
const ASKS =
  /^(?:(?:en|maar|oke?|ok)\s+)?wat\s+(?:is|zijn|betekent|betekenen|houdt|bedoelen ze met|bedoel je met)\s+(?:(?:een|de|het)\s+)?(.+?)[\s?!.]*$/i;
const TRAILING = /\s+(?:precies|eigenlijk|nou|nu|dan|in|dat|eig)$/i;

/**
 * Words that make the question one about the athlete, a comparison or a judgement, not a term:
 * 'wat is mijn profielscore', 'wat is het verschil tussen ...', 'wat is een goede SAT-score voor d1'.
 */
const NOT_A_TERM: ReadonlySet<string> = new Set(
  (
    'mijn mn jouw je jij ik mij me ons onze zijn haar hun u uw ' +
    'voor van bij tussen met op om als naar aan over tot na zonder per welke wat wie hoe waar wanneer ' +
    'verschil beste goede goed slechte normale gemiddelde hoge hoog lage laag minimale maximale ' +
    'goedkoopste duurste slimste handigste belangrijkste eerste volgende kans kosten prijs'
  ).split(' '),
);

/** The term a question asks the meaning of, as written ('national letter of intent'), or null. */
export function definitionAsked(question: string): string | null {
  const asked = ASKS.exec(question.trim())?.[1];
  if (!asked) return null;
  let subject = asked.trim();
  while (TRAILING.test(subject)) subject = subject.replace(TRAILING, '');
  const parts = subject.split(/\s+/);
  if (parts.length > 4 || parts.some((part) => NOT_A_TERM.has(fold(part)))) return null;
  // A number is not a term: 'wat betekent 72%?' is the match score's question.
  if (parts.every((part) => /^[\d.,%$€-]+$/.test(part))) return null;
  return tokensOf(subject).length > 0 ? subject : null;
}

/**
 * What a sentence must hold to say the term: each word's stem at the start of a word ('kernvak' in
 * 'kernvakken'), a word with digits whole ('i-20', 'ds-160'), the parts of a hyphenated word apart.
 */
function tokensOf(subject: string): string[] {
  return fold(subject)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .flatMap((word) =>
      /\d/.test(word) ? [word] : word.split('-').flatMap((part) => (part ? (stem(part) ?? []) : [])),
    );
}

/**
 * Where in a text each token first stands, in words (-1 when it does not): a word token where a
 * word's stem starts with it (stems fold 'agreement' to 'agrement' as they fold the question's), a
 * token with digits where a word of the folded text starts with it.
 */
function placesIn(text: string, tokens: readonly string[]): number[] {
  const plain = fold(text)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const stems = plain.map((word) => word.split('-').map((part) => stem(part) ?? part));
  return tokens.map((token) =>
    /\d/.test(token)
      ? plain.findIndex((word) => word.startsWith(token))
      : stems.findIndex((parts) => parts.some((part) => part.startsWith(token))),
  );
}

const holds = (text: string, tokens: readonly string[]) => placesIn(text, tokens).every((place) => place >= 0);

export interface Sentence {
  readonly text: string;
  /** The knowledge's line it stands in (a paragraph or a list item), markers off: its context. */
  readonly line: string;
  readonly entry: KnowledgeEntry;
  /** Its place in a numbered list ('2. De school stuurt je het I-20-formulier.'), and the list's length. */
  readonly step: { readonly at: number; readonly of: number } | null;
}

/** Every sentence of the knowledge, list markers and emphasis taken off; computed once per knowledge base. */
const sentencesOf = new WeakMap<KnowledgeBase, { sentences: Sentence[]; vocabulary: Set<string> }>();

function read(kb: KnowledgeBase) {
  const known = sentencesOf.get(kb);
  if (known) return known;
  const sentences: Sentence[] = [];
  const vocabulary = new Set<string>();
  for (const entry of kb.entries) {
    for (const keyword of entry.keywords) for (const token of tokensOf(keyword)) vocabulary.add(token);
    for (const passage of entry.passages) {
      const lines = passage.text.split('\n').filter((line) => line.trim() !== '');
      const steps = lines.filter((line) => /^\s*\d+\.\s/.test(line)).length;
      for (const line of lines) {
        const number = /^\s*(\d+)\.\s/.exec(line)?.[1];
        const plain = line
          .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
          .replace(/\*\*/g, '')
          .trim();
        for (const word of plain.split(/\s+/)) for (const token of tokensOf(word)) vocabulary.add(token);
        for (const text of sentenceList(plain).map((sentence) => sentence.trim()))
          if (text)
            sentences.push({ text, line: plain, entry, step: number ? { at: Number(number), of: steps } : null });
      }
    }
  }
  const read = { sentences, vocabulary };
  sentencesOf.set(kb, read);
  return read;
}

/** One substitution, insertion, deletion or swap of neighbours turns `a` into `b`: a typo. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  if (a.length === b.length)
    return (
      a.slice(at + 1) === b.slice(at + 1) ||
      (a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2))
    );
  return a.length > b.length ? a.slice(at + 1) === b.slice(at) : a.slice(at) === b.slice(at + 1);
}

/** What goes first in an answer to a question about a term. */
export type Lead =
  /** The knowledge's sentence that says the term, its line, and the entry it is from (for the source line). */
  | ({ readonly kind: 'sentence'; readonly tokens: readonly string[] } & Sentence)
  /** A term no sentence of the knowledge holds, with a word the knowledge never uses. */
  | { readonly kind: 'unknown'; readonly subject: string };

/** How many words into a sentence a term may start and the sentence still be about it. */
const EARLY = 8;

/**
 * The lead for a question, or null when it asks no term. The sentence is searched in the entries
 * the topic reads first (`preferred`), then in all: a sentence that names the term early, in prose
 * before a numbered step, then the first in the knowledge's order (where its writers define a term). A term is unknown when no sentence holds it and one of
 * its words is neither a word of the knowledge nor a typo of one ('dead period', 'walk-on').
 */
export function leadFor(kb: KnowledgeBase, question: string, preferred: readonly string[]): Lead | null {
  const subject = definitionAsked(question);
  if (!subject) return null;
  const tokens = tokensOf(subject);
  const { sentences, vocabulary } = read(kb);
  // Each sentence's places read once; only the sentences that hold every token are ranked.
  const found = sentences
    .flatMap((sentence, order) => {
      const places = placesIn(sentence.text, tokens);
      if (places.some((place) => place < 0)) return [];
      const rank =
        (preferred.includes(sentence.entry.id) ? 0 : 4) +
        (Math.min(...places) <= EARLY ? 0 : 2) +
        (sentence.step ? 1 : 0) +
        order / 1e6;
      return [{ sentence, rank }];
    })
    .sort((a, b) => a.rank - b.rank)
    .map(({ sentence }) => sentence)
    // A line that points back ('Dit speelt vooral ...') needs the one before it.
    .filter((sentence) => !/^(?:dit|dat|die|deze|daarom|daarvoor|zo'n)\b/i.test(sentence.line));
  const [best] = found;
  if (best) return { kind: 'sentence', tokens, ...best };
  const known = (token: string) =>
    vocabulary.has(token) || (token.length >= 5 && [...vocabulary].some((word) => oneEditApart(token, word)));
  return tokens.every(known) ? null : { kind: 'unknown', subject };
}

/** Whether a text already names the term (the answer's opening paragraph). */
export const namesTerm = (text: string, tokens: readonly string[]) => holds(text, tokens);

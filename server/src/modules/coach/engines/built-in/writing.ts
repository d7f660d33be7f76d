/**
 * Small helpers for the built-in coach's Dutch: counts in words, the source line, and a
 * deterministic choice between phrasings (the same question gets the same answer, two questions
 * do not all open alike). Lists, amounts and dates are @talentbrug/domain/format's.
 */
import type { KnowledgeEntry, Passage } from '../../knowledge.ts';
import { checkedLabel } from '../../knowledge.ts';

const NUMBER_WORDS = ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];

/**
 * A count in words ('drie scholen'): a count is not a figure from the data, and written out it
 * reads as a coach talks. Above ten in digits, as Dutch writes them ('14 andere').
 */
export function count(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

/** Words that keep their capital inside a sentence: an abbreviation (NCAA, SAT, I-20) or a proper name's adjective. */
const KEEPS_CAPITAL = /^(?:[A-Z][A-Z0-9-]+\b|American\b|Amerikaan|Nederland|Engels|Division\b)/;
export const lowerFirst = (text: string) =>
  KEEPS_CAPITAL.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** Without a closing full stop, to be built into a longer sentence. */
export const bare = (text: string) => text.trim().replace(/[.!]+$/, '');

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return Math.abs(value);
}

/** One of several phrasings, the same for the same seed. */
export function pick<T>(seed: string, options: readonly [T, ...T[]]): T {
  return options[hash(seed) % options.length] ?? options[0];
}

/** The passage's text without its list, for a sentence ('Voorbeelden ...:' and the items go). */
export function prose(passage: Passage): string {
  return passage.text
    .split('\n')
    .filter((line) => !/^\s*(-|\d+\.)\s/.test(line))
    .join(' ')
    .replace(/\s*[^.]*:\s*$/, '')
    .trim();
}

/** The items of a passage's list, without their markers. */
export function listItems(passage: Passage): string[] {
  return passage.text
    .split('\n')
    .map((line) => /^\s*(?:-|\d+\.)\s+(.*)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => Boolean(item));
}

/** A text's sentences, each with the white space before it: joined they are the text. */
export function sentenceList(text: string): string[] {
  // A sentence ends at a full stop, '!' or '?' before white space: '$15.624' and '2,5.' stay whole,
  // and so does a school's name with an abbreviation or an initial ('Concordia University - St. Paul',
  // 'Stephen F. Austin State University'). A roman numeral is no initial: 'in Division I.' ends.
  return text.match(/[\s\S]+?(?:(?<!\b(?:St|Mt|Ft|Jr|Sr|Dr|[A-HJ-UWYZ]))[.!?](?=\s|$)|$)/g) ?? [text];
}

/** The first `n` sentences of a text. */
export function sentences(text: string, n: number): string {
  return sentenceList(text).slice(0, n).join('').trim();
}

/** 'Bron: ... (gecontroleerd in november 2026).', one line per entry quoted. */
export function sourceLine(entries: readonly KnowledgeEntry[]): string {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  if (unique.length === 0) return '';
  const parts = unique.map((entry) => `${entry.source} (gecontroleerd in ${checkedLabel(entry.checked)})`);
  return unique.length === 1 ? `Bron: ${parts[0]}.` : `Bronnen: ${parts.join('; ')}.`;
}

/**
 * What a family's question is about (issue 34): one of the evaluation set's topics, or
 * `out-of-scope`. A nearest-neighbour vote over labelled phrasings (the evaluation set's training
 * half, the topic descriptions) in a MiniSearch index with the coach's Dutch terms: stemming,
 * compounds split, fuzzy matching for typos, prefixes for half-typed words. The README beside this
 * file says why and how it is measured. A follow-up without a topic of its own keeps the previous
 * turn's.
 */
import type { CollegeLevel } from '@talentbrug/domain/sports';
import MiniSearch from 'minisearch';
import { compoundSplitter, fold, terms, words } from '../dutch-text.ts';
import { type Label, OUT_OF_SCOPE, TOPICS, type TopicId } from '../evaluation/topics.ts';

/** A labelled phrasing the router learns from. */
export interface Phrasing {
  readonly text: string;
  readonly label: Label;
}

/** A topic's phrasings, written as a list of texts. */
export function phrasingsOf(label: Label, texts: readonly string[]): Phrasing[] {
  return texts.map((text) => ({ text, label }));
}

export interface Routed {
  readonly label: Label;
  /** The question leaned on the previous turn for its topic. */
  readonly followUp: boolean;
  /** Divisions the question names ('en voor D2?'). */
  readonly levels: readonly CollegeLevel[];
}

export interface RouterSettings {
  /** How many nearest phrasings vote. */
  readonly neighbours: number;
  /** Below this share of the question's terms matched by the best phrasing, the question is not understood. */
  readonly minCoverage: number;
  /** A voter's weight is (its score / the best score) to this power: higher lets the nearest count more. */
  readonly sharpness: number;
}

export const ROUTER_SETTINGS: RouterSettings = { neighbours: 40, minCoverage: 0.34, sharpness: 2 };

const LEVEL_WORDS: Readonly<Record<string, CollegeLevel>> = {
  d1: 'ncaa-d1',
  d2: 'ncaa-d2',
  d3: 'ncaa-d3',
  naia: 'naia',
  njcaa: 'njcaa',
  juco: 'njcaa',
};

/** Openings of a question that leans on the previous one. */
const FOLLOW_UP =
  /^(en|maar|waarom|hoezo|hoe bedoel|hoe dan|vertel meer|meer over|wat als|dus|ook voor|and|ok en|oke en)\b/;

/** Words of a follow-up that narrow the topic without naming one. */
const MODIFIERS: ReadonlySet<string> = new Set([
  'waarom',
  'hoezo',
  'precies',
  'bedoel',
  'dan',
  'meer',
  'vertel',
  'uitleggen',
  'uitleg',
  'als',
  'kies',
]);

/** The divisions a question's words name ('en voor D2?', 'juco'). */
export function levelsIn(plain: readonly string[]): CollegeLevel[] {
  return [...new Set(plain.flatMap((word) => (LEVEL_WORDS[word] ? [LEVEL_WORDS[word]] : [])))];
}

interface Document {
  readonly id: number;
  readonly text: string;
  readonly label: Label;
}

/** The topic descriptions as phrasings: each topic is known by its own words even without examples. */
export function topicPhrasings(): Phrasing[] {
  return (Object.entries(TOPICS) as [TopicId, string][]).map(([label, text]) => ({ label, text }));
}

export function createTopicRouter(phrasings: readonly Phrasing[], settings: RouterSettings = ROUTER_SETTINGS) {
  const documents: Document[] = phrasings.map((phrasing, id) => ({ id, ...phrasing }));
  const compounds = compoundSplitter(documents.map((document) => document.text));
  const termsOf = (text: string) => [...new Set(terms(text).flatMap(compounds.expand))];
  const index = new MiniSearch<Document>({
    fields: ['text'],
    storeFields: ['label'],
    tokenize: (text) => [text],
    processTerm: (text) => termsOf(text),
    searchOptions: { fuzzy: (term) => (term.length > 4 ? 0.25 : false), prefix: (term) => term.length > 3 },
  });
  index.addAll(documents);

  /** Every term a label's phrasings use: what counts as 'more of the same topic' in a follow-up. */
  const vocabulary = new Map<Label, Set<string>>();
  for (const document of documents) {
    const known = vocabulary.get(document.label) ?? new Set<string>();
    for (const term of termsOf(document.text)) known.add(term);
    vocabulary.set(document.label, known);
  }

  /** The vote of the nearest phrasings for one text, or null when nothing is understood. */
  function vote(text: string): { label: Label; coverage: number } | null {
    const asked = termsOf(text);
    if (asked.length === 0) return null;
    const found = index.search(text, { combineWith: 'OR' }).slice(0, settings.neighbours);
    const [best] = found;
    if (!best) return null;
    const coverage = new Set(best.queryTerms).size / asked.length;
    const tally = new Map<Label, number>();
    for (const result of found) {
      const weight = (result.score / best.score) ** settings.sharpness;
      tally.set(result.label as Label, (tally.get(result.label as Label) ?? 0) + weight);
    }
    const [label] = [...tally].sort((a, b) => b[1] - a[1])[0] as [Label, number];
    return { label, coverage };
  }

  return {
    /**
     * The topic of a question, given the user's previous question in this conversation (or null).
     * A follow-up ('en voor D2?', 'en voor mij?', 'waarom?') keeps the previous topic unless its
     * own words clearly name another ('en de SAT?' after the visa).
     */
    route(question: string, previous: string | null = null): Routed {
      const plain = words(question);
      const levels = levelsIn(plain);
      if (previous !== null && (FOLLOW_UP.test(fold(question).trim()) || termsOf(question).length <= 2)) {
        const before = vote(previous);
        // What the follow-up says beside a division and 'waarom': nothing, or only words of the
        // previous topic ('en wat kost dat?' after the visa), keeps that topic; other words move on.
        const core = termsOf(plain.filter((word) => !LEVEL_WORDS[word] && !MODIFIERS.has(word)).join(' '));
        const same = before ? (vocabulary.get(before.label) ?? new Set<string>()) : new Set<string>();
        if (before && before.label !== OUT_OF_SCOPE && core.every((term) => same.has(term)))
          return { label: before.label, followUp: true, levels };
      }
      const own = vote(question);
      const understood = own !== null && own.coverage >= settings.minCoverage;
      return { label: understood ? own.label : OUT_OF_SCOPE, followUp: false, levels };
    },
  };
}

export type TopicRouter = ReturnType<typeof createTopicRouter>;

/**
 * A router trained on its first question, not when the server starts: indexing the phrasings
 * takes a noticeable part of a second that a server (and every test that builds one) should not
 * pay before anyone asks the coach.
 */
export function lazyTopicRouter(train: () => TopicRouter): TopicRouter {
  let router: TopicRouter | undefined;
  return {
    route: (question, previous) => {
      router ??= train();
      return router.route(question, previous);
    },
  };
}

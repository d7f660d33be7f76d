/**
 * What a family's question is about (issue 34): one of the evaluation set's topics, or
 * `out-of-scope`. A nearest-neighbour vote over labelled phrasings (the evaluation set's training
 * half, the topic descriptions) in a MiniSearch index with the coach's Dutch terms: stemming,
 * compounds split, fuzzy matching for typos, prefixes for half-typed words; beside it a
 * multinomial logistic regression over the same phrasings' stems and character 4-grams, whose
 * shares are added to the vote's (a naive Bayes over the same features can take its place or
 * join it: `bayes`). The README beside this file says why and how it is measured. A follow-up
 * without a topic of its own keeps the previous turn's; one with words of its own is voted on with
 * the previous turn's shares at half weight.
 */
import type { CollegeLevel } from '@talentbrug/domain/sports';
import MiniSearch from 'minisearch';
import { compoundSplitter, fold, shortTypoCorrector, terms, words } from '../dutch-text.ts';
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
  /** Below this share of the question's terms matched by the nearest phrasings, the question is not understood. */
  readonly minCoverage: number;
  /** A voter's weight is (its score / the best score) to this power: higher lets the nearest count more. */
  readonly sharpness: number;
  /** Weight of the naive Bayes shares beside the vote's (0: the vote alone). */
  readonly bayes: number;
  /** Scale of the naive Bayes per-feature log-likelihood before its softmax. */
  readonly bayesScale: number;
  /** Character n-grams in the features of the naive Bayes and the logistic regression (0: none). */
  readonly bayesGrams: number;
  /** Weight of the previous turn's shares in a follow-up that names words of its own. */
  readonly followUpWeight: number;
  /** A follow-up that only uses words of the previous topic keeps it. */
  readonly keepByVocabulary: boolean;
  /** 'daarvoor', 'daarmee': a question that points back is a follow-up. */
  readonly anaphora: boolean;
  /** A follow-up about 'mij' after a general question takes the topic's personal side. */
  readonly personalTransfer: boolean;
  /** The coverage counts the question's terms matched by this many nearest phrasings together. */
  readonly coverageVoters: number;
  /** Weight of the logistic regression's shares beside the vote's and the naive Bayes' (0: none). */
  readonly logistic: number;
  /** Passes of the logistic regression over the phrasings. */
  readonly logisticEpochs: number;
  /** L2 penalty of the logistic regression, per step. */
  readonly logisticPenalty: number;
  /**
   * A follow-up whose own words go to `out-of-scope` with at least this share of their tally (the
   * vote's and the regression's together) stays declined, whatever the previous turn was about
   * ('en wat voor weer is het daar?', 'en hun telefoonnummers?' after the contact rules; 0: off).
   */
  readonly followUpDecline: number;
  /**
   * A question the logistic regression gives to one topic with at least this share is understood
   * even when the nearest phrasings cover little of it (a long message; 1: never).
   */
  readonly confident: number;
  /**
   * A follow-up that uses only words of the previous topic keeps it, unless it leans only by being
   * short (no 'en', 'maar', 'daarvoor') and its own vote names another topic ('wie moet ik
   * mailen?' after nerves).
   */
  readonly keepUnlessSure: boolean;
  /** Weight of the previous turn's shares for a question that leans only by being short (not said as a follow-up). */
  readonly shortWeight: number;
  /** A question of at least `longTerms` terms (a whole story) is understood from `longCoverage` (0: no such rule). */
  readonly longTerms: number;
  readonly longCoverage: number;
  /** A short term the phrasings never use becomes the one phrasing term of its length a slip away ('niaa', 'sta'). */
  readonly shortTypos: boolean;
}

export const ROUTER_SETTINGS: RouterSettings = {
  neighbours: 40,
  minCoverage: 0.34,
  sharpness: 2,
  bayes: 0,
  bayesScale: 10,
  bayesGrams: 4,
  followUpWeight: 0.5,
  keepByVocabulary: true,
  anaphora: true,
  personalTransfer: true,
  coverageVoters: 5,
  logistic: 2,
  logisticEpochs: 10,
  logisticPenalty: 1e-5,
  followUpDecline: 0.2,
  confident: 0.8,
  keepUnlessSure: true,
  shortWeight: 0.25,
  longTerms: 10,
  longCoverage: 0.2,
  shortTypos: true,
};

/** Words that point back at the previous turn. */
const ANAPHORA: ReadonlySet<string> = new Set(
  'daarvoor daarmee daarbij daarna daarover daarvan daarin daarop hiervoor hiermee hierover hiervan dat die'.split(' '),
);

/** Words that make a question about the athlete (or the family's child). */
const PERSONAL: ReadonlySet<string> = new Set(
  'ik mij me mijn mn wij we ons onze zoon dochter kind hij zij hem haar'.split(' '),
);

/** The personal side of a general topic. */
const PERSONAL_SIDE: Readonly<Partial<Record<Label, Label>>> = { divisions: 'my-divisions', costs: 'affordability' };

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

/** The divisions a question's words name ('en voor D2?', 'juco', 'een junior college'). */
export function levelsIn(plain: readonly string[]): CollegeLevel[] {
  const named = plain.flatMap((word) => (LEVEL_WORDS[word] ? [LEVEL_WORDS[word]] : []));
  // Two words for the NJCAA; 'junior year' is a school year, not a level.
  if (plain.some((word, at) => word === 'junior' && /^colleges?$/.test(plain[at + 1] ?? ''))) named.push('njcaa');
  return [...new Set(named)];
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
  const compounds = compoundSplitter(
    documents.map((document) => document.text),
    { particles: false },
  );
  const typos = shortTypoCorrector(settings.shortTypos ? documents.map((document) => document.text) : []);
  const termsOfText = (text: string) => [
    ...new Set((settings.shortTypos ? terms(text).map(typos.correct) : terms(text)).flatMap(compounds.expand)),
  ];
  // Each phrasing's terms are read three times while learning (features, index, vocabulary): once is enough.
  const learnt = new Map(documents.map((document) => [document.text, termsOfText(document.text)]));
  const termsOf = (text: string) => learnt.get(text) ?? termsOfText(text);
  const featuresOf = (text: string): string[] => {
    const own = termsOf(text);
    if (settings.bayesGrams === 0) return own;
    const n = settings.bayesGrams;
    const grams: string[] = [];
    for (const word of words(text)) {
      const padded = `_${word}_`;
      for (let at = 0; at + n <= padded.length; at++) grams.push(`#${padded.slice(at, at + n)}`);
    }
    return [...own, ...grams];
  };
  // Multinomial naive Bayes over the same phrasings: counts per label.
  const counts = new Map<Label, Map<string, number>>();
  const totals = new Map<Label, number>();
  const featureSet = new Set<string>();
  if (settings.bayes > 0)
    for (const document of documents) {
      const of = counts.get(document.label) ?? new Map<string, number>();
      const features = featuresOf(document.text);
      for (const feature of features) {
        of.set(feature, (of.get(feature) ?? 0) + 1);
        featureSet.add(feature);
      }
      counts.set(document.label, of);
      totals.set(document.label, (totals.get(document.label) ?? 0) + features.length);
    }
  function bayes(text: string): Map<Label, number> {
    const features = featuresOf(text).filter((feature) => featureSet.has(feature));
    const shares = new Map<Label, number>();
    if (features.length === 0) return shares;
    const logs = [...counts].map(([label, of]) => {
      const total = (totals.get(label) ?? 0) + featureSet.size;
      let sum = 0;
      for (const feature of features) sum += Math.log(((of.get(feature) ?? 0) + 1) / total);
      return [label, (sum / features.length) * settings.bayesScale] as const;
    });
    const top = Math.max(...logs.map(([, value]) => value));
    let norm = 0;
    for (const [label, value] of logs) {
      const share = Math.exp(value - top);
      shares.set(label, share);
      norm += share;
    }
    for (const [label, share] of shares) shares.set(label, share / norm);
    return shares;
  }
  // Multinomial logistic regression over the same features (each phrasing's binary features,
  // scaled to length 1), trained by stochastic gradient descent in a fixed order: unlike the naive
  // Bayes it learns which features separate two close topics, not only how often a topic uses them.
  const labels = [...new Set(documents.map((document) => document.label))];
  const width = labels.length;
  const featureIds = new Map<string, number>();
  const examples =
    settings.logistic > 0
      ? documents.map((document) => ({
          features: Int32Array.from(new Set(featuresOf(document.text)), (feature) => {
            const known = featureIds.get(feature);
            if (known !== undefined) return known;
            featureIds.set(feature, featureIds.size);
            return featureIds.size - 1;
          }),
          label: labels.indexOf(document.label),
        }))
      : [];
  const weights = new Float64Array(featureIds.size * width);
  const biases = new Float64Array(width);
  function logisticScores(features: Int32Array, scores = new Float64Array(width)): Float64Array {
    scores.set(biases);
    const scale = 1 / Math.sqrt(features.length);
    for (let at = 0; at < features.length; at++) {
      const row = (features[at] as number) * width;
      for (let label = 0; label < width; label++)
        scores[label] = (scores[label] as number) + (weights[row + label] as number) * scale;
    }
    let top = -Infinity;
    for (const score of scores) top = Math.max(top, score);
    let norm = 0;
    for (let label = 0; label < width; label++) {
      scores[label] = Math.exp((scores[label] as number) - top);
      norm += scores[label] as number;
    }
    for (let label = 0; label < width; label++) scores[label] = (scores[label] as number) / norm;
    return scores;
  }
  if (settings.logistic > 0) {
    // A fixed pseudo-random order (a linear congruential generator): the same router every run.
    let seed = 34;
    const order = examples.map((_, at) => at);
    const probabilities = new Float64Array(width);
    const steps = new Float64Array(width);
    for (let epoch = 0; epoch < settings.logisticEpochs; epoch++) {
      for (let at = order.length - 1; at > 0; at--) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const other = seed % (at + 1);
        [order[at], order[other]] = [order[other] as number, order[at] as number];
      }
      const rate = 0.5 / (1 + epoch);
      const keep = 1 - rate * settings.logisticPenalty;
      for (const at of order) {
        const example = examples[at];
        if (!example || example.features.length === 0) continue;
        const { features } = example;
        logisticScores(features, probabilities);
        const scale = 1 / Math.sqrt(features.length);
        for (let label = 0; label < width; label++) {
          const gradient = (probabilities[label] as number) - (label === example.label ? 1 : 0);
          biases[label] = (biases[label] as number) - rate * gradient * 0.1;
          steps[label] = rate * gradient * scale;
        }
        // Each cell is one feature's weight for one label, updated once per example: row by row.
        for (let f = 0; f < features.length; f++) {
          const row = (features[f] as number) * width;
          for (let label = 0; label < width; label++)
            weights[row + label] = (weights[row + label] as number) * keep - (steps[label] as number);
        }
      }
    }
  }
  function logistic(text: string): Map<Label, number> {
    const known = [...new Set(featuresOf(text))].flatMap((feature) => {
      const id = featureIds.get(feature);
      return id === undefined ? [] : [id];
    });
    const shares = new Map<Label, number>();
    if (known.length === 0) return shares;
    const features = Int32Array.from(known);
    const scores = logisticScores(features);
    for (const [at, label] of labels.entries()) shares.set(label, scores[at] ?? 0);
    return shares;
  }
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

  /** The shares of the labels for one text, and the coverage of its best phrasing, or null when nothing is understood. */
  function shares(text: string): { tally: Map<Label, number>; coverage: number; sure: boolean } | null {
    const asked = termsOf(text);
    if (asked.length === 0) return null;
    const found = index.search(text, { combineWith: 'OR' }).slice(0, settings.neighbours);
    const [best] = found;
    if (!best) return null;
    const coverage =
      new Set(found.slice(0, settings.coverageVoters).flatMap((result) => result.queryTerms)).size / asked.length;
    const tally = new Map<Label, number>();
    for (const result of found) {
      const weight = (result.score / best.score) ** settings.sharpness;
      tally.set(result.label as Label, (tally.get(result.label as Label) ?? 0) + weight);
    }
    const sum = [...tally.values()].reduce((a, b) => a + b, 0);
    for (const [label, value] of tally) tally.set(label, value / sum);
    if (settings.bayes > 0)
      for (const [label, share] of bayes(text)) tally.set(label, (tally.get(label) ?? 0) + settings.bayes * share);
    let sure = false;
    if (settings.logistic > 0)
      for (const [label, share] of logistic(text)) {
        tally.set(label, (tally.get(label) ?? 0) + settings.logistic * share);
        if (label !== OUT_OF_SCOPE && share >= settings.confident) sure = true;
      }
    // A long message shares few of its terms with any five phrasings, whatever its topic.
    const long = settings.longTerms > 0 && asked.length >= settings.longTerms;
    const scaled = long ? coverage * (settings.minCoverage / settings.longCoverage) : coverage;
    return { tally, coverage: sure ? 1 : scaled, sure };
  }

  const winner = (tally: Map<Label, number>): Label =>
    ([...tally].sort((a, b) => b[1] - a[1])[0] as [Label, number])[0];

  /** The vote of the nearest phrasings for one text, or null when nothing is understood. */
  function vote(text: string): { label: Label; coverage: number; tally: Map<Label, number>; sure: boolean } | null {
    const own = shares(text);
    return own ? { label: winner(own.tally), ...own } : null;
  }

  return {
    /** The nearest phrasings of a text with their scores: the reason for a vote. */
    explain(text: string): { text: string; label: Label; score: number }[] {
      return index
        .search(text, { combineWith: 'OR' })
        .slice(0, settings.neighbours)
        .map((result) => ({
          text: documents[result.id as number]?.text ?? '',
          label: result.label as Label,
          score: result.score,
        }));
    },
    /**
     * The topic of a question, given the user's previous question in this conversation (or null).
     * A follow-up ('en voor D2?', 'en voor mij?', 'waarom?') keeps the previous topic unless its
     * own words clearly name another ('en de SAT?' after the visa).
     */
    route(question: string, previous: string | null = null): Routed {
      const plain = words(question);
      const levels = levelsIn(plain);
      // Said as a follow-up: it opens like one ('en', 'maar', 'waarom') or points back ('daarvoor').
      const saysFollowUp =
        FOLLOW_UP.test(fold(question).trim()) || (settings.anaphora && plain.some((word) => ANAPHORA.has(word)));
      const leans = previous !== null && (saysFollowUp || termsOf(question).length <= 2);
      const before = leans && previous !== null ? vote(previous) : null;
      const own = vote(question);
      const ownDeclines =
        settings.followUpDecline > 0 &&
        own !== null &&
        own.label === OUT_OF_SCOPE &&
        own.coverage >= settings.minCoverage &&
        (own.tally.get(OUT_OF_SCOPE) ?? 0) / [...own.tally.values()].reduce((a, b) => a + b, 0) >=
          settings.followUpDecline;
      if (before && before.label !== OUT_OF_SCOPE && !ownDeclines) {
        // A follow-up about the athlete ('en voor mij?', 'welke past bij mij?') after a general
        // question asks the personal side of its topic.
        const personal = settings.personalTransfer && plain.some((word) => PERSONAL.has(word));
        const side = (label: Label): Label => (personal ? (PERSONAL_SIDE[label] ?? label) : label);
        // What the follow-up says beside a division and 'waarom': nothing, or only words of the
        // previous topic ('en wat kost dat?' after the visa), keeps that topic; other words move on.
        const core = termsOf(plain.filter((word) => !LEVEL_WORDS[word] && !MODIFIERS.has(word)).join(' '));
        const same = vocabulary.get(before.label) ?? new Set<string>();
        // A short question that does not say it follows up ('wie moet ik mailen?' after nerves) is
        // its own when its own vote names another topic; the previous turn then weighs less
        // (`shortWeight`) than beside a question that says it follows up.
        const elsewhere = settings.keepUnlessSure && !saysFollowUp && own !== null && own.label !== before.label;
        if (core.length === 0 || (settings.keepByVocabulary && !elsewhere && core.every((term) => same.has(term))))
          return { label: side(before.label), followUp: true, levels };
        const weight = saysFollowUp ? settings.followUpWeight : settings.shortWeight;
        if (own && weight > 0) {
          const tally = new Map(own.tally);
          for (const [label, share] of before.tally)
            if (label !== OUT_OF_SCOPE) tally.set(side(label), (tally.get(side(label)) ?? 0) + weight * share);
          const label = winner(tally);
          if (own.coverage >= settings.minCoverage || label !== own.label)
            return { label, followUp: label !== own.label, levels };
        }
      }
      // Nothing but a division ('D2?', 'en juco?') with no turn to lean on is about the divisions.
      const named = termsOf(plain.filter((word) => !LEVEL_WORDS[word] && !MODIFIERS.has(word)).join(' '));
      if (levels.length > 0 && named.length === 0) return { label: 'divisions', followUp: false, levels };
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
    explain: (text) => {
      router ??= train();
      return router.explain(text);
    },
    route: (question, previous) => {
      router ??= train();
      return router.route(question, previous);
    },
  };
}

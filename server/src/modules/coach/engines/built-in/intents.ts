/**
 * What a question is about, for the built-in coach. The six popular questions are recognised as
 * they are; anything else goes to the topic router (`../../routing/`: a nearest-neighbour vote over
 * labelled phrasings, trained on the evaluation set's training half), which also decides whether a
 * follow-up keeps the previous topic. The router's topic picks the answer; a school from the
 * athlete's own matches, or 'de tweede', becomes the focus.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { CollegeLevel } from '@talentbrug/domain/sports';
import { US_STATE_CODES, US_STATES, type UsStateCode } from '@talentbrug/domain/us-states';
import { previousQuestion, type RecentMessage } from '../../coach-context.ts';
import { fold, words } from '../../dutch-text.ts';
import { type Label, OUT_OF_SCOPE, type TopicId } from '../../evaluation/topics.ts';
import { levelsIn, type TopicRouter } from '../../routing/router.ts';
import type { Routing } from '../engine.ts';

export const INTENTS = [
  'matches',
  'profile',
  'video',
  'sat',
  'scholarship',
  'coverage',
  'visa',
  'divisions',
  'my-divisions',
  'eligibility',
  'registration',
  'naia',
  'grades',
  'english',
  'costs',
  'affordability',
  'amateurism',
  'contact',
  'calendar',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The popular questions' intents, in POPULAR_QUESTIONS' order. */
export const POPULAR_INTENTS: readonly Intent[] = ['matches', 'profile', 'sat', 'scholarship', 'visa', 'divisions'];

/** The answer each routed topic gets; feelings and conversation have their own kinds. */
export const TOPIC_INTENT: Readonly<Record<Exclude<TopicId, 'feelings' | 'conversation'>, Intent>> = {
  matches: 'matches',
  'profile-score': 'profile',
  'highlight-video': 'video',
  'sat-act': 'sat',
  'english-test': 'english',
  'grades-gpa': 'grades',
  eligibility: 'eligibility',
  'eligibility-registration': 'registration',
  naia: 'naia',
  divisions: 'divisions',
  'my-divisions': 'my-divisions',
  scholarship: 'scholarship',
  'scholarship-coverage': 'coverage',
  costs: 'costs',
  affordability: 'affordability',
  visa: 'visa',
  'coach-contact': 'contact',
  planning: 'calendar',
  amateurism: 'amateurism',
};

/** Said for itself, not a question: answered briefly. */
const GREETINGS = new Set(['hoi', 'hallo', 'hey', 'hee', 'hi', 'goedemorgen', 'goedemiddag', 'goedenavond', 'dag']);
const THANKS = new Set(['dank', 'bedankt', 'thanks', 'thx', 'top', 'super', 'fijn', 'oke', 'ok', 'duidelijk', 'nice']);

const ORDINALS: Readonly<Record<string, number>> = {
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
};

export type Detected =
  | { kind: 'intent'; intent: Intent; focus: Match | null; levels: readonly CollegeLevel[]; followUp: boolean }
  /** A school of the athlete's matches without another topic: tell about it. */
  | { kind: 'school'; focus: Match }
  /** Two or more of the athlete's matches named in one question ('vergelijk Rutgers en Maryland'): side by side. */
  | { kind: 'compare'; schools: readonly Match[] }
  /** A wish to study in a state ('ik wil liever in Californië studeren'): the matches there, and how to say so. */
  | { kind: 'state'; state: UsStateCode }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  /** Who Sanne is and what she helps with. */
  | { kind: 'about' }
  /** Nerves, homesickness, doubt: a warm, short answer and a next step. */
  | { kind: 'feelings' }
  /** Outside what the coach knows: said honestly, with where to ask instead. */
  | { kind: 'unknown'; levels: readonly CollegeLevel[] };

export function createIntentDetector(router: TopicRouter) {
  const popular = new Map(POPULAR_QUESTIONS.map((question, at) => [fold(question), POPULAR_INTENTS[at] as Intent]));

  return {
    /** `routed`: the question's topic as the service routed it once (routeOnce); absent, the router is asked here. */
    detect(question: string, matches: readonly Match[], recent: readonly RecentMessage[], routed?: Routing): Detected {
      const folded = fold(question).trim();
      const plain = words(question);
      const focus = schoolIn(folded, plain, matches);

      const known = popular.get(folded);
      if (known) return { kind: 'intent', intent: known, focus, levels: levelsIn(plain), followUp: false };

      if (plain.length > 0 && plain.length <= 4 && !focus) {
        if (plain.every((word) => GREETINGS.has(word) || word === 'sanne')) return { kind: 'greeting' };
        if (plain.some((word) => THANKS.has(word)) && !/\?/.test(question)) return { kind: 'thanks' };
      }
      const topic = routed ? routed() : router.route(question, previousQuestion(recent));
      const { levels, followUp } = topic;
      const named = schoolsIn(plain, matches);
      if (named.length >= 2 && COMPARED.has(topic.label)) return { kind: 'compare', schools: named };
      const state = stateIn(folded);
      if (state && WISH.test(folded) && STATE_WISHED.has(topic.label)) return { kind: 'state', state };
      switch (topic.label) {
        case 'feelings':
          return { kind: 'feelings' };
        case 'conversation':
          return { kind: 'about' };
        case OUT_OF_SCOPE:
          return focus ? { kind: 'school', focus } : { kind: 'unknown', levels };
        default: {
          const intent = TOPIC_INTENT[topic.label];
          // 'Waarom?' after the best matches: why the top one fits.
          if (intent === 'matches' && followUp && !focus && /^(waarom|hoezo)/.test(folded) && matches[0]) {
            return { kind: 'school', focus: matches[0] };
          }
          return { kind: 'intent', intent, focus, levels, followUp };
        }
      }
    },
  };
}

export type IntentDetector = ReturnType<typeof createIntentDetector>;

/** Words of a school name that say which school it is ('Stanford', not 'University'). */
const NAME_NOISE = new Set(
  `university universiteit college state of the at and community institute saint st new north south east west
  northern southern eastern western central tech technology christian baptist lutheran catholic methodist
  wesleyan mount city campus main`.split(/\s+/),
);

/** Topics under which a question naming two schools asks to set them side by side (not 'may I mail both'). */
const COMPARED: ReadonlySet<Label> = new Set<Label>([
  'matches',
  'costs',
  'affordability',
  'scholarship',
  'divisions',
  'my-divisions',
  OUT_OF_SCOPE,
]);

/** Each state by its Dutch name and, where English differs, its English one, folded; the longest first ('West Virginia' before 'Virginia'). */
const STATE_NAMES: readonly (readonly [RegExp, UsStateCode])[] = (
  [
    ...US_STATE_CODES.map((code): [string, UsStateCode] => [fold(US_STATES[code]), code]),
    ['california', 'CA'],
    ['hawaii', 'HI'],
  ] satisfies [string, UsStateCode][]
)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, code]) => [new RegExp(`(^|[^a-z])${name}($|[^a-z])`), code] as const);

/** The US state a question names, or null. */
export function stateIn(folded: string): UsStateCode | null {
  return STATE_NAMES.find(([name]) => name.test(folded))?.[1] ?? null;
}

/** Words of a wish ('ik wil liever', 'graag', 'scholen in'), not of a fact asked about the state ('hoe is het weer in Florida'). */
const WISH =
  /\b(wil|liever|liefst|graag|voorkeur|zoek|zoeken|dichtbij|scholen|school|universiteit|universiteiten|matches|studeren)\b/;

/** Topics under which a state named with a wish is about where to study (not the visa, not the weather). */
const STATE_WISHED: ReadonlySet<Label> = new Set<Label>(['matches', 'my-divisions', 'affordability', OUT_OF_SCOPE]);

/** The words of a school's name that tell it apart: 'Stanford', not 'University' or 'of'. */
const nameWordsOf = (match: Match): string[] =>
  words(match.school_name).filter((word) => word.length > 2 && !NAME_NOISE.has(word));

/** The athlete's matches a question names, each by a word of its name no other match has, in rank order. */
function schoolsIn(plain: readonly string[], matches: readonly Match[]): Match[] {
  const asked = new Set(plain);
  const nameWords = matches.map(nameWordsOf);
  const owners = new Map<string, number>();
  for (const name of nameWords) for (const word of new Set(name)) owners.set(word, (owners.get(word) ?? 0) + 1);
  return matches
    .filter((_, at) => (nameWords[at] ?? []).some((word) => asked.has(word) && owners.get(word) === 1))
    .sort((a, b) => a.rank - b.rank);
}

/** The athlete's match a question names: by a distinctive word of its name, or 'de tweede' / 'nummer 2'. */
function schoolIn(folded: string, plain: readonly string[], matches: readonly Match[]): Match | null {
  const asked = new Set(plain);
  let best: { match: Match; hits: number } | null = null;
  for (const match of matches) {
    const hits = nameWordsOf(match).filter((word) => asked.has(word)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { match, hits };
  }
  if (best) return best.match;
  const numbered = /\b(?:nummer|nr|#)\s*(\d)\b/.exec(folded)?.[1];
  const ordinal = plain.map((word) => ORDINALS[word]).find((rank) => rank !== undefined);
  const rank = numbered ? Number(numbered) : ordinal;
  if (rank === undefined) return null;
  // In a longer sentence 'de eerste' is often just speech; there a rank word needs a school word beside it.
  if (!numbered && plain.length > 4 && !/\b(school|universiteit|match|college|optie)\b/.test(folded)) return null;
  return matches.find((match) => match.rank === rank) ?? null;
}

/**
 * What a question is about. The six popular questions are recognised as they are; anything else
 * is searched (MiniSearch, the same Dutch terms as the knowledge) against example phrasings per
 * intent, and a short follow-up ('En voor D2?', 'Waarom?') borrows the intent of the athlete's
 * previous question. A school from the athlete's own matches, or 'de tweede', becomes the focus.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/matches';
import type { CollegeLevel } from '@talentbrug/domain/sports';
import MiniSearch from 'minisearch';
import type { RecentMessage } from '../../coach-context.ts';
import { compoundSplitter, fold, terms, words } from '../../dutch-text.ts';

export const INTENTS = [
  'matches',
  'profile',
  'sat',
  'scholarship',
  'visa',
  'divisions',
  'eligibility',
  'naia',
  'grades',
  'english',
  'costs',
  'amateurism',
  'calendar',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The popular questions' intents, in POPULAR_QUESTIONS' order. */
export const POPULAR_INTENTS: readonly Intent[] = ['matches', 'profile', 'sat', 'scholarship', 'visa', 'divisions'];

/** How athletes ask; the first of the six is the popular question itself. */
const EXAMPLES: Readonly<Record<Intent, readonly string[]>> = {
  matches: [
    'Welke scholen passen bij mij?',
    'Wat is mijn beste match?',
    'Welke universiteit raad je me aan?',
    'Waar maak ik de meeste kans?',
    'Welke universiteiten zijn geschikt voor mij?',
    'Laat mijn top matches zien',
    'Waarom past deze school bij mij?',
    'Welke college past bij mij?',
  ],
  profile: [
    'Wat mist er nog in mijn profiel?',
    'Hoe maak ik mijn profiel sterker?',
    'Is mijn profiel compleet?',
    'Wat moet ik nog invullen?',
    'Hoe kom ik op een hogere score?',
    'Hoe val ik meer op in mijn profiel?',
    'Moet ik een highlightvideo uploaden?',
  ],
  sat: [
    'Moet ik de SAT of ACT doen?',
    'Heb ik een toelatingstoets nodig?',
    'Is mijn SAT hoog genoeg?',
    'Wat is een goede ACT-score?',
    'Wat is de gemiddelde SAT van mijn scholen?',
    'Moet ik een test maken voor de toelating?',
  ],
  scholarship: [
    'Hoeveel sportbeurs kan ik krijgen?',
    'Hoe krijg ik een volledige beurs?',
    'Hoe werkt een scholarship?',
    'Kan ik een full-ride krijgen?',
    'Hoe groot is de beurs bij mijn matches?',
    'Hoeveel beurzen heeft een team?',
    'Wat zijn de rosterlimieten?',
    'Wordt mijn beurs elk jaar verlengd?',
  ],
  visa: [
    'Hoe vraag ik een F-1 visum aan?',
    'Wat kost een studentenvisum?',
    'Wat is een I-20?',
    'Wanneer moet ik naar het consulaat?',
    'Wat neem ik mee naar het visumgesprek?',
    'Hoe betaal ik de SEVIS fee?',
    'Heb ik een visa nodig?',
  ],
  divisions: [
    'Is D1 beter dan D2?',
    'Wat is Division III?',
    'Wat is het verschil tussen NCAA en NAIA?',
    'Wat is een junior college?',
    'Welke divisie past bij mij?',
    'Welk niveau is de NCAA?',
  ],
  eligibility: [
    'Wat is het NCAA Eligibility Center?',
    'Welke kernvakken heb ik nodig?',
    'Ben ik speelgerechtigd?',
    'Wat zijn core courses?',
    'Aan welke academische eisen moet ik voldoen?',
    'Moet ik me registreren bij de NCAA?',
  ],
  naia: ['Wat is InCred?', 'Hoe kom ik in de NAIA?', 'Welke eisen heeft de NAIA?', 'Hoe werkt de NAIA-toelating?'],
  grades: [
    'Hoe reken ik mijn cijfers om naar een GPA?',
    'Wat is mijn GPA?',
    'Zijn mijn cijfers goed genoeg?',
    'Hoe werkt de GPA?',
    'Telt mijn HAVO-diploma?',
    'Kan ik met MBO naar Amerika?',
  ],
  english: [
    'Welke TOEFL-score heb ik nodig?',
    'Moet ik een Engelse taaltoets doen?',
    'Is IELTS of Duolingo beter?',
    'Is mijn Engels goed genoeg?',
  ],
  costs: [
    'Wat kost studeren in Amerika?',
    'Hoeveel moet ik zelf betalen?',
    'Welke verzekering heb ik nodig?',
    'Past het binnen mijn budget?',
    'Wat zijn de bijkomende kosten?',
    'Kan ik FAFSA krijgen?',
    'Hoe duur is een universiteit?',
  ],
  amateurism: [
    'Ik heb een contract bij een profclub, mag ik nog?',
    'Wat is de amateurstatus?',
    'Mag ik prijzengeld houden?',
    'Mag ik een zaakwaarnemer hebben?',
    'Ik krijg salaris van mijn club',
  ],
  calendar: [
    'Wanneer mogen coaches contact opnemen?',
    'Wanneer moet ik beginnen met recruiting?',
    'Wat moet ik in welk schooljaar doen?',
    'Wanneer mag ik op bezoek bij een universiteit?',
    'Is de letter of intent nog nodig?',
    'Hoe benader ik een coach?',
    'Hoe schrijf ik een coach een mail?',
  ],
};

/** Said for itself, not a question: answered briefly. */
const GREETINGS = new Set(['hoi', 'hallo', 'hey', 'hee', 'hi', 'goedemorgen', 'goedemiddag', 'goedenavond', 'dag']);
const THANKS = new Set(['dank', 'bedankt', 'thanks', 'thx', 'top', 'super', 'fijn', 'oke', 'ok', 'duidelijk', 'nice']);

/** Follow-up openings: the question leans on the previous one. */
const FOLLOW_UP =
  /^(en|maar|waarom|hoezo|hoe bedoel|hoe dan|vertel meer|meer over|wat als|en als|dus|ook voor|en bij|en voor|en de|en wat|en hoe)\b/;

const ORDINALS: Readonly<Record<string, number>> = {
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
  vijfde: 5,
};

/** Words of a follow-up that narrow the topic without naming one. */
const MODIFIERS = new Set(['waarom', 'hoezo', 'precies', 'bedoel', 'dan', 'meer', 'vertel', 'uitleggen', 'uitleg']);

const LEVEL_WORDS: Readonly<Record<string, CollegeLevel>> = {
  d1: 'ncaa-d1',
  d2: 'ncaa-d2',
  d3: 'ncaa-d3',
  naia: 'naia',
  njcaa: 'njcaa',
  juco: 'njcaa',
};

export type Detected =
  | { kind: 'intent'; intent: Intent; focus: Match | null; levels: CollegeLevel[]; followUp: boolean }
  /** A school of the athlete's matches without another topic: tell about it. */
  | { kind: 'school'; focus: Match }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  /** No intent fits: the knowledge search decides, else the coach says it does not know. */
  | { kind: 'unknown'; levels: CollegeLevel[] };

/** Share of a question's terms an example must match to count as understood. */
const MIN_COVERAGE = 0.5;

interface Example {
  id: number;
  intent: Intent;
  text: string;
}

export function createIntentDetector() {
  const examples: Example[] = [];
  POPULAR_INTENTS.forEach((intent, index) => {
    examples.push({ id: examples.length, intent, text: POPULAR_QUESTIONS[index] ?? '' });
  });
  for (const intent of INTENTS)
    for (const text of EXAMPLES[intent]) examples.push({ id: examples.length, intent, text });

  const compounds = compoundSplitter(examples.map((example) => example.text));
  const index = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['intent'],
    tokenize: (text) => [text],
    processTerm: (text) => terms(text).flatMap(compounds.expand),
    searchOptions: { fuzzy: (term) => (term.length > 5 ? 0.2 : false), prefix: (term) => term.length > 3 },
  });
  index.addAll(examples);
  const popular = new Map(POPULAR_QUESTIONS.map((question, at) => [fold(question), POPULAR_INTENTS[at] as Intent]));

  /** Every term the examples of an intent use: what counts as 'more of the same topic'. */
  const vocabulary = new Map<Intent, Set<string>>();
  for (const example of examples) {
    const known = vocabulary.get(example.intent) ?? new Set<string>();
    for (const term of terms(example.text).flatMap(compounds.expand)) known.add(term);
    vocabulary.set(example.intent, known);
  }

  /** The best intent for a text, how much of the text its example covered, and which terms matched. */
  function search(text: string): { intent: Intent; coverage: number; matched: string[] } | null {
    const asked = new Set(terms(text).flatMap(compounds.expand));
    if (asked.size === 0) return null;
    const [best] = index.search(text, { combineWith: 'OR' });
    if (!best) return null;
    const matched = [...new Set(best.queryTerms)];
    return { intent: best.intent as Intent, coverage: matched.length / asked.size, matched };
  }

  /**
   * A follow-up's topic: the previous question's, unless the follow-up brings words of another
   * topic ('En de SAT?' after the visa). A division or 'waarom' only narrows the same topic. A
   * short question without a follow-up opening whose words fit no topic is no follow-up: null.
   */
  function followUpIntent(question: string, previous: string, marked: boolean): Intent | null {
    const before = search(previous)?.intent ?? search(`${previous} ${question}`)?.intent ?? null;
    const core = words(question)
      .filter((word) => !LEVEL_WORDS[word] && !MODIFIERS.has(word))
      .join(' ');
    const own = core ? search(core) : null;
    const understood = own !== null && own.coverage >= MIN_COVERAGE;
    if (understood && own.intent !== before) {
      const same = before ? (vocabulary.get(before) ?? new Set<string>()) : new Set<string>();
      if (own.matched.some((term) => !same.has(term))) return own.intent;
    }
    if (understood || marked || terms(core).length === 0) return before;
    return null;
  }

  return {
    detect(question: string, matches: readonly Match[], recent: readonly RecentMessage[]): Detected {
      const folded = fold(question).trim();
      const plain = words(question);
      const levels = [...new Set(plain.flatMap((word) => (LEVEL_WORDS[word] ? [LEVEL_WORDS[word]] : [])))];
      const focus = schoolIn(folded, plain, matches);

      const known = popular.get(folded);
      if (known) return { kind: 'intent', intent: known, focus, levels, followUp: false };

      if (plain.length > 0 && plain.length <= 4 && !focus) {
        if (plain.every((word) => GREETINGS.has(word) || word === 'sanne')) return { kind: 'greeting' };
        if (plain.some((word) => THANKS.has(word)) && !/\?/.test(question)) return { kind: 'thanks' };
      }

      const previous = [...recent].reverse().find((message) => message.type === 'user');
      const marked = FOLLOW_UP.test(folded);
      if (previous && (marked || terms(question).length <= 2)) {
        const intent = followUpIntent(question, previous.content, marked);
        if (intent) {
          // 'Waarom?' after the best matches: why the top one fits.
          if (intent === 'matches' && !focus && /^(waarom|hoezo)/.test(folded) && matches[0]) {
            return { kind: 'school', focus: matches[0] };
          }
          return { kind: 'intent', intent, focus, levels, followUp: true };
        }
      }
      const own = search(question);
      if (own && own.coverage >= MIN_COVERAGE)
        return { kind: 'intent', intent: own.intent, focus, levels, followUp: false };
      if (focus) return { kind: 'school', focus };
      return { kind: 'unknown', levels };
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

/** The athlete's match a question names: by a distinctive word of its name, or 'de tweede' / 'nummer 2'. */
function schoolIn(folded: string, plain: readonly string[], matches: readonly Match[]): Match | null {
  const asked = new Set(plain);
  let best: { match: Match; hits: number } | null = null;
  for (const match of matches) {
    const name = words(match.school_name).filter((word) => word.length > 2 && !NAME_NOISE.has(word));
    const hits = name.filter((word) => asked.has(word)).length;
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

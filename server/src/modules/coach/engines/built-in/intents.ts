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
import type { UsStateCode } from '@talentbrug/domain/us-states';
import { previousQuestion, type RecentMessage } from '../../coach-context.ts';
import { fold, words } from '../../dutch-text.ts';
import { type Label, OUT_OF_SCOPE, type TopicId } from '../../evaluation/topics.ts';
import { aliasIn, nameHits, type Question, questionOf, stateIn } from '../../names.ts';
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
  | {
      kind: 'intent';
      intent: Intent;
      focus: Match | null;
      levels: readonly CollegeLevel[];
      followUp: boolean;
      /** When to start rather than when to act (the calendar only): the start term, a gap year, a diploma not got. */
      start?: StartSection;
      /**
       * Keeping the scholarship (the scholarship only): an injury or losing it asked about, said as a
       * worry when the router heard a feeling ('ze is zenuwachtig', then 'en als ze geblesseerd raakt?').
       */
      keeping?: { worried: boolean };
    }
  /** A school of the athlete's matches without another topic: tell about it. */
  | { kind: 'school'; focus: Match }
  /** Two or more of the athlete's matches named in one question ('vergelijk Rutgers en Maryland'): side by side. */
  | { kind: 'compare'; schools: readonly Match[] }
  /**
   * What a match score means ('wat betekent 72%?', 'hoe wordt de matchscore berekend?'): its six
   * parts and their weights, for the schools with that score (or the one named, or the best).
   */
  | { kind: 'score'; schools: readonly Match[] }
  /** A wish to study in a state ('ik wil liever in Californië studeren'): the matches there, and how to say so. */
  | { kind: 'state'; state: UsStateCode }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  /** Who Sanne is and what she helps with. */
  | { kind: 'about' }
  /** What Talentbrug itself costs ('is talentbrug gratis?'): where the terms say it. */
  | { kind: 'price' }
  /** How to share the profile with a coach ('hoe deel ik mijn profiel met een coach?'): the dossier and its links. */
  | { kind: 'dossier' }
  /** Nerves, homesickness, doubt: a warm, short answer and a next step. */
  | { kind: 'feelings' }
  /** Outside what the coach knows: said honestly, with where to ask instead. */
  | { kind: 'unknown'; levels: readonly CollegeLevel[] }
  /**
   * A race time held against a level ('100 vrij in 56,8, is dat genoeg voor D1?'): the knowledge
   * holds no time standards, so it is said, with where a family finds them.
   */
  | { kind: 'times'; levels: readonly CollegeLevel[] }
  /** Who pays an official visit: not in the knowledge; said, with what it does hold on visits and whom to ask. */
  | { kind: 'visit-costs' }
  /**
   * Rowing itself ('is roeien in Amerika anders?', 'roeien ze daar boord?', 'lichtgewicht bij de
   * NCAA?'): sweep and sculling, the NCAA's events, rowing's scholarships, the 2k, from `roeien.md`.
   */
  | { kind: 'rowing' };

export function createIntentDetector(router: TopicRouter) {
  const popular = new Map(POPULAR_QUESTIONS.map((question, at) => [fold(question), POPULAR_INTENTS[at] as Intent]));

  return {
    /** `routed`: the question's topic as the service routed it once (routeOnce); absent, the router is asked here. */
    detect(question: string, matches: readonly Match[], recent: readonly RecentMessage[], routed?: Routing): Detected {
      const folded = fold(question).trim();
      const plain = words(question);
      const asked = questionOf(plain);
      const focus = schoolIn(folded, plain, asked, matches);

      const known = popular.get(folded);
      if (known) return { kind: 'intent', intent: known, focus, levels: levelsIn(plain), followUp: false };

      // 'En nummer 12 dan?', 'vertel eens over Rutgers': nothing but which school, so about that school.
      if (focus && onlyNames(plain, focus)) return { kind: 'school', focus };

      if (plain.length > 0 && plain.length <= 4 && !focus) {
        if (plain.every((word) => GREETINGS.has(word) || word === 'sanne')) return { kind: 'greeting' };
        if (plain.some((word) => THANKS.has(word)) && !/\?/.test(question)) return { kind: 'thanks' };
      }
      // 'Is Talentbrug gratis?': the product's own price, not the Eligibility Center's fee.
      if (PRODUCT_WORDS.test(folded) && PRICE_WORDS.test(folded)) return { kind: 'price' };
      // 'Hoe deel ik mijn profiel met een coach?', 'wat ziet een coach in mijn dossier?': the dossier page.
      if (dossierAsked(folded)) return { kind: 'dossier' };
      // Questions whose facts the knowledge lacks, whatever their topic: said so, never routed to a
      // neighbouring answer that reads as if it answered them.
      if (raceTimeAsked(folded)) return { kind: 'times', levels: levelsIn(plain) };
      // 'En voor D2?' (and then 'en bij de NAIA?') after a time held against D1: the same question for
      // that level (it got the matches list: the router's topic for a time question is not the times).
      if (onlyLevels(plain) && raceTimeAsked(fold(questionLeanedOn(recent) ?? '').trim()))
        return { kind: 'times', levels: levelsIn(plain) };
      // 'Ik ben de moeder van Noor. Wie zorgt daar voor haar?': a parent's worry about who looks after
      // her or whether they may come, however the router reads the introduction beside it; before
      // the visit's costs ('kunnen wij haar daar bezoeken en wat kost dat?' is no official visit).
      if ((parentSpeaks(question) && LOOKED_AFTER.test(folded)) || FAMILY_VISITS.test(folded))
        return { kind: 'feelings' };
      if (visitCostAsked(folded)) return { kind: 'visit-costs' };
      // Rowing's own words ('4x', 'boord', 'lichtgewicht'), or rowing held against rowing here: no
      // topic of the router is about one sport, so its nearest topic (the costs, for 'is roeien in
      // Amerika anders dan hier?') would answer something else.
      if (rowingAsked(folded)) return { kind: 'rowing' };
      // A percentage the athlete sees on a match ('wat betekent 72%?'), not the profile score's.
      const percent = percentIn(folded);
      const scored = percent === null ? [] : matches.filter((match) => match.match_score === percent);
      if (scored.length > 0 && PERCENT_ASKED.test(folded) && !/profiel/.test(folded))
        return { kind: 'score', schools: scored };
      // 'Waarom staat BYU zo laag, het is toch een topschool in volleybal?': why that match has its
      // place, whatever else the question says (the sport word sent it to the scholarship rules).
      // A percentage it names was read just above, as how that score is made up.
      if (focus && PLACE_ASKED.test(folded)) return { kind: 'school', focus };

      const topic = routed ? routed() : router.route(question, previousQuestion(recent));
      const { followUp } = topic;
      const levels = withListedLevels(plain, topic.levels);
      const named = schoolsIn(asked, matches);
      // 'Wat is het verschil tussen mijn nummer 1 en nummer 2?': two matches called by their place.
      const placed = COMPARE_WORDS.test(folded) ? matchesByPlace(folded, matches) : [];
      const both = [...new Set([...named, ...placed])].sort((a, b) => a.rank - b.rank);
      if (both.length >= 2 && (COMPARED.has(topic.label) || placed.length > 0))
        return { kind: 'compare', schools: both };
      // 'Waarom staan deze scholen bovenaan?' after what they cost: the follow-up kept the money
      // topic, but it asks how the ranking comes about, which the best match's score make-up says.
      if (!focus && matches[0] && PLACE_ASKED.test(folded) && MONEY_TOPICS.has(topic.label))
        return { kind: 'score', schools: [matches[0]] };
      const state = stateIn(folded);
      if (state && WISH.test(folded) && STATE_WISHED.has(topic.label)) return { kind: 'state', state };
      if (SCORE_WORDS.test(folded) && SCORE_ASKED.has(topic.label) && matches[0])
        return { kind: 'score', schools: [focus ?? matches[0]] };
      // 'Kan ik ook in januari beginnen?', 'is een gap year slecht?', 'wat als ik zak?': when to start.
      const start = startAskedIn(folded);
      // 'En wat als hij zakt voor zijn examen?' after the contact rules: the exam named, whatever the topic.
      if (start && (START_TOPICS.has(topic.label) || (start === 'diploma-niet-gehaald' && EXAM_WORDS.test(folded))))
        return { kind: 'intent', intent: 'calendar', focus: null, levels, followUp, start };
      // 'Wat als ze geblesseerd raakt, verliest ze dan haar beurs?' right after 'ze is zenuwachtig':
      // the follow-up kept the feeling, but what it asks is what an injury does to the scholarship.
      if (KEEPING_TOPICS.has(topic.label) && keepingAsked(folded))
        return {
          kind: 'intent',
          intent: 'scholarship',
          focus,
          levels,
          followUp,
          keeping: { worried: topic.label === 'feelings' },
        };
      switch (topic.label) {
        case 'feelings':
          // 'Ik twijfel tussen D1 en D3': a doubt between two levels is a choice, answered with what fits.
          if (levels.length >= 2) return { kind: 'intent', intent: 'my-divisions', focus: null, levels, followUp };
          return { kind: 'feelings' };
        case 'conversation':
          return { kind: 'about' };
        case OUT_OF_SCOPE:
          if (focus) return { kind: 'school', focus };
          // 'met een 6,4 op mijn rapport?': a Dutch average named as one is about grades, however short the rest.
          if (GRADE_WORDS.test(folded) && gradeAsked(question) !== null)
            return { kind: 'intent', intent: 'grades', focus: null, levels, followUp };
          return { kind: 'unknown', levels };
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

/** Words of a wish ('ik wil liever', 'graag', 'scholen in'), not of a fact asked about the state ('hoe is het weer in Florida'). */
const WISH =
  /\b(wil|liever|liefst|graag|voorkeur|zoek|zoeken|dichtbij|scholen|school|universiteit|universiteiten|matches|studeren)\b/;

/** Topics under which a state named with a wish is about where to study (not the visa, not the weather). */
const STATE_WISHED: ReadonlySet<Label> = new Set<Label>(['matches', 'my-divisions', 'affordability', OUT_OF_SCOPE]);

/** The sections of knowledge/startmoment.md, each with the words that ask for it. */
const START_WORDS = {
  'augustus-of-januari': /\b(januari|voorjaar\w*|voorjaarssemester|spring)\b|\blater (beginnen|starten|gaan)\b/,
  tussenjaar: /\b(tussenjaar|gap ?year|uitstel\w*)\b/,
  'diploma-niet-gehaald':
    /\b(zak|zakt|zakte|zakken|gezakt|herkans\w*)\b|\bdiploma\b.*\bniet\b|\bniet\b.*\bdiploma\b|\bniet (slaagt|slaag|haalt)\b/,
} as const;

export type StartSection = keyof typeof START_WORDS;

/** Which start section a (folded) question asks for, or null. */
export function startAskedIn(folded: string): StartSection | null {
  const found = (Object.entries(START_WORDS) as [StartSection, RegExp][]).find(([, asked]) => asked.test(folded));
  return found ? found[0] : null;
}

/**
 * Topics under which such words ask when to start: the planning, a worry ('wat als ik zak?'), the
 * eligibility or amateur rules ('is een gap year slecht voor mijn eligibility?'), or none.
 */
const START_TOPICS: ReadonlySet<Label> = new Set<Label>([
  'planning',
  'feelings',
  'eligibility',
  'amateurism',
  OUT_OF_SCOPE,
]);

/** The exam or diploma named beside a word of failing: the missed diploma, not a score that drops. */
const EXAM_WORDS = /\b(examen\w*|eindexamen\w*|diploma|slagen|cijferlijst)\b/;

/** Words naming the product itself, not a school or the NCAA. */
const PRODUCT_WORDS = /\b(talentbrug|deze app|dit platform|jullie abonnement\w*)\b/;
/** Words asking what something costs. */
const PRICE_WORDS = /\b(gratis|kost|kosten|prijs|prijzen|betalen|betaal|abonnement\w*)\b/;

/** The product's page for coaches by its name, or the profile shown or sent to a coach. */
const DOSSIER_NAMED = /\b(dossier\w*|recruitingprofiel|dossierlink\w*)\b/;
const SHARED = /\b(deel|delen|gedeeld|sturen|stuur|opsturen|doorsturen|laten zien|zien|ziet|bekijken|bekijkt|link)\b/;
const SHOWN = /\b(profiel|gegevens)\b/;
const TO_COACH = /\b(coach\w*|trainer\w*|universiteit\w*|scholen|school|college\w*)\b/;

/**
 * A question about the dossier (the one page a coach opens): it names it, or asks how the profile
 * reaches or looks to a coach ('hoe deel ik mijn profiel met een coach?', 'wat ziet een coach van
 * mijn profiel?'). Not the profile score ('profielscore' is one word) or what a coach wants in a video.
 */
export function dossierAsked(folded: string): boolean {
  return DOSSIER_NAMED.test(folded) || (SHARED.test(folded) && SHOWN.test(folded) && TO_COACH.test(folded));
}

/**
 * A race time ('56,8', '1:02,45', '1.02,3'): minutes and seconds, or seconds with tenths. Two digits
 * before the comma, so a grade ('6,8') or a GPA ('2,3') is none; an amount ('12.000') has three after
 * its point.
 */
const RACE_TIME = /(?:^|[\s(])(?:\d{1,2}[:.]\d{2}(?:[,.]\d{1,2})?|\d{2},\d{1,2})(?=$|[\s?!.,;)])/;
/** Words of a race beside the time: a stroke, a distance, a time. */
const RACE_WORDS =
  /\b(vrij|vrije slag|crawl|rug|rugslag|schoolslag|vlinder|vlinderslag|wisselslag|zwem\w*|loop|lopen|sprint\w*|\d+ ?m|meter|seconden|sec|tijd\w*|pr|pb|persoonlijk record|roei\w*|2 ?k|ergo\w*|erg)\b/;
/**
 * Asking which time a team wants, without one named ('wat is een goede 2k-tijd voor D1?', 'een
 * goede tijd op de 100 vrij voor D2?': the router gave the first the matches and declined the second).
 */
const TIME_STANDARD_WORDS =
  /\b(time standards?|recruiting standards?|tijdslimiet\w*|limiettijd\w*|welke (2 ?k-?|erg|ergo)?tijd(en)? (moet|heb|nodig)\w*|welke 2 ?k\b|hoe snel moet|(goede?|snelle?|nette?) (2 ?k[- ]?|erg[- ]?|ergo[- ]?)?tijd(en)?)\b/;

/**
 * The time held against a level ('genoeg voor D1?', 'welke divisie?', 'haalbaar?'), not given beside
 * another question ('2k in 7.20 en een gpa van 3,6, kan ze academisch geld krijgen?': the
 * scholarship's).
 */
const HELD_TO_LEVEL =
  /\b(genoeg|haalbaar|realistisch|niveau|divisie\w*|d[123]|division|naia|njcaa|juco|kans\w*|hoort|past|aankan|aan)\b/;

/** A question that holds a race time against a level or asks for a team's time standards. */
export function raceTimeAsked(folded: string): boolean {
  return (
    (RACE_TIME.test(folded) && RACE_WORDS.test(folded) && HELD_TO_LEVEL.test(folded)) ||
    TIME_STANDARD_WORDS.test(folded)
  );
}

/** The small words a follow-up puts around a level ('en voor D2?', 'en bij de NAIA dan?', 'en voor een junior college?'). */
const AROUND_A_LEVEL: ReadonlySet<string> = new Set(
  'en maar ook dan voor bij in op de het een naar junior college colleges'.split(' '),
);

/** A question that names levels and nothing else: it asks the turn before again for them. */
const onlyLevels = (plain: readonly string[]): boolean =>
  levelsIn(plain).length > 0 && plain.every((word) => AROUND_A_LEVEL.has(word) || levelsIn([word]).length > 0);

/** The last question of the athlete's that was more than levels: what a chain of 'en voor D2?', 'en NAIA?' asks again. */
function questionLeanedOn(recent: readonly RecentMessage[]): string | null {
  const asked = recent.filter((message) => message.type === 'user').map((message) => message.content);
  return asked.findLast((question) => !onlyLevels(words(question))) ?? null;
}

/**
 * A parent speaking of the athlete ('mijn vrouw vindt het doodeng dat hij zo ver weg zit') or as one
 * ('als moeder', 'ik ben de vader van Thijs', 'namens haar'): Sanne answers the parent, not the
 * athlete by name. One rule for every answer that hears a parent (the feelings, the care, who Sanne is).
 */
const PARENT_VOICE =
  /\b(mijn|onze) (zoon|dochter|vrouw|man|partner)\b|\bons kind\b|\bik ben (de |zijn |haar )?(vader|moeder|papa|mama|ouder)\b|\bals (vader|moeder|papa|mama|ouders?)\b|\bnamens (hem|haar|mijn|onze)\b/;
export const parentSpeaks = (question: string): boolean => PARENT_VOICE.test(fold(question));

/** Who looks after the athlete there, and whether the family may come ('wie let daar op haar?', 'kunnen we haar bezoeken?'). */
export const CARE_WORDS =
  /\bwie (let|past|zorgt|kijkt|helpt|begeleidt|vangt)\b|\b(begeleiding|opvang|opgevangen|aanspreekpunt)\b|\b(bezoeken|opzoeken|langskomen|langs komen|op bezoek)\b/;
/** The same asked by a parent before routing, narrower: someone looking after her (not 'wie helpt haar met het visum?'). */
const LOOKED_AFTER = /\bwie (let|past|zorgt|kijkt)\b.*\b(op|voor|naar) (haar|hem|ons kind)\b/;

const VISIT_WORDS =
  /\b(official visits?|unofficial visits?|officiele bezoek\w*|officieel bezoek|campusbezoek\w*|bezoek\w*)\b/;
// Who pays, not booking a flight ('kun je een vlucht voor de official visit boeken?' stays declined).
const PAID_WORDS = /\b(betaalt|betalen|betaald|betaal|kost|kosten|vergoed\w*|reiskosten)\b/;

/** The family coming over ('kunnen wij haar daar bezoeken?'), whoever asks; not the athlete's visit to a school. */
const FAMILY_VISITS =
  /\b(we|wij|jullie|ouders|familie|opa|oma)\b.*\b(bezoeken|opzoeken|langskomen|langs komen|op bezoek)\b/;

/** Who pays a visit to a school ('Mag ik op een official visit? Wie betaalt dat?'); not the family's own visit. */
export const visitCostAsked = (folded: string): boolean =>
  VISIT_WORDS.test(folded) && PAID_WORDS.test(folded) && !FAMILY_VISITS.test(folded);

/** An injury, by any of its words ('geblesseerd', 'een blessure', 'als ze zich blesseert'). */
const INJURY = /\b(blessure\w*|geblesseerd\w*|blesseer\w*|blesseert|blesseren)\b/;
/** The scholarship lost or kept ('verliest ze dan haar beurs?', 'raakt ze haar beurs kwijt?'). */
const LOSING =
  /\b(beurs\w*|scholarship)\b.*\b(kwijt|verlies\w*|verliezen|ingetrokken|intrekken|afgepakt|afpakken|stopgezet|stopzetten|houden|behouden)\b|\b(kwijt|verlies\w*|verliezen|houden|behouden)\b.*\b(beurs\w*|scholarship)\b/;
/** What makes an injury a question about what happens next: the scholarship named, or 'wat als', 'en als'. */
const WHAT_THEN = /\b(beurs\w*|scholarship)\b|^(en|maar|wat) als\b|\bwat gebeurt\b/;
const SCHOLARSHIP_NAMED = /\b(beurs\w*|scholarship)\b/;
/** Care and its bills ('wie betaalt de fysio?'): not what the scholarship rules say, whatever the injury. */
const CARE =
  /\b(betaal\w*|kost\w*|verzeker\w*|dokter|arts|fysio\w*|ziekenhuis|operatie|zorg\w*|behandel\w*|revalid\w*)\b/;

/**
 * A question about keeping the scholarship through an injury or at all: the scholarship lost or
 * kept, or an injury asked about as what happens then ('en als ze geblesseerd raakt?'). A fear said
 * without asking ('ik ben bang dat ik geblesseerd raak') stays a feeling, and who pays the care
 * ('wat als ik geblesseerd raak, wie betaalt de fysio?') is no question of the scholarship rules.
 */
export function keepingAsked(folded: string): boolean {
  return (
    LOSING.test(folded) ||
    (INJURY.test(folded) && WHAT_THEN.test(folded) && (SCHOLARSHIP_NAMED.test(folded) || !CARE.test(folded)))
  );
}

/**
 * Topics under which such a question is about keeping the scholarship: the scholarship's own, a
 * feeling the follow-up leaned on, or none. Not what a scholarship pays for or costs ('dekt mijn
 * beurs de fysio als ik geblesseerd raak?'), which their own answers give.
 */
const KEEPING_TOPICS: ReadonlySet<Label> = new Set<Label>(['scholarship', 'feelings', OUT_OF_SCOPE]);

/**
 * Rowing's own words: its boats ('de 4x', 'dubbelvier'), its sides, its weights and its machine. A
 * boat's code counts after an article ('in de 4x'): '4x per week' is how often. A '2k' is asked
 * about ('wat is een 2k?'); beside a time it was read as a race time before this, and beside another
 * question ('2k in 7.20 en een gpa van 3,6, kan ze academisch geld krijgen?') that question decides.
 */
const ROWING_TERMS =
  /\b(scull\w*|skiff\w*|boordroei\w*|boord|bakboord|stuurboord|dubbelvier|dubbeltwee|coxswain|stuurvrouw|stuurman|lightweight|lichtgewicht\w*|licht gewicht|lichte roei\w*|zware roei\w*|openweight|ergometer\w*|ergo|sweep|head races?)(?![\w-])|\b(de|een|het|mijn|haar|zijn)\s+[1248][x+-](?![\w-])|\bwat is (een|de|die) 2 ?k\b/;
/** Rowing named, and held against rowing here: 'is roeien in Amerika anders dan hier?'. */
const ROWING_NAMED = /\b(roei\w*|rowing|crew)\b/;
const HELD_AGAINST = /\b(anders|verschil\w*|vergelijk\w*|hetzelfde|zelfde|hoe (werkt|gaat|zit|is))\b/;
const THERE_OR_HERE = /\b(hier|nederland|nl|amerika|amerikaans\w*|vs|usa|us|daar|college\w*|universiteit\w*)\b/;

/**
 * A question about rowing itself: its words, or rowing there held against rowing here. Not a
 * question that only names the sport ('hoeveel beurzen heeft roeien in D1?', 'het verschil tussen
 * D1 en D2 bij roeien'), which its topic answers for the athlete's sport, nor one about the video.
 */
export const rowingAsked = (folded: string): boolean =>
  !VIDEO_NAMED.test(folded) &&
  (ROWING_TERMS.test(folded) ||
    (ROWING_NAMED.test(folded) &&
      HELD_AGAINST.test(folded) &&
      THERE_OR_HERE.test(folded) &&
      !/\bd[123]\b/.test(folded)));

/** A video named: 'moet de ergometer in mijn video?' is the highlight video's question, rowing or not. */
const VIDEO_NAMED = /\b(video\w*|filmpje\w*|film\w*|highlight\w*|beelden)\b/;

/** A level as a bare numeral after a named one: 'III' in 'D2 of III', '3' in 'division 2 of 3'. */
const NUMERALS: Readonly<Record<string, CollegeLevel>> = {
  i: 'ncaa-d1',
  ii: 'ncaa-d2',
  iii: 'ncaa-d3',
  '1': 'ncaa-d1',
  '2': 'ncaa-d2',
  '3': 'ncaa-d3',
};
const NCAA_WORDS: ReadonlySet<string> = new Set(['d1', 'd2', 'd3']);

/**
 * The levels a question names, with one named as a bare numeral after another ('D2 of III', 'd1 en
 * 2'): the router reads 'D2' and 'division 3' as levels, but a numeral alone is no level to it.
 */
export function withListedLevels(plain: readonly string[], named: readonly CollegeLevel[]): CollegeLevel[] {
  const levels = [...named];
  for (const [at, word] of plain.entries()) {
    const level = NUMERALS[word];
    const before = plain[at - 2] ?? '';
    if (level && /^(of|en|tot)$/.test(plain[at - 1] ?? '') && NCAA_WORDS.has(before) && !levels.includes(level))
      levels.push(level);
  }
  return levels;
}

/** Words that say a number is a school mark ('met een 6,4 op mijn rapport'), not a time or an amount. */
const GRADE_WORDS = /gemiddel|cijfer|rapport/;

/**
 * A Dutch average the question names ('kan ik met een 6 gemiddeld naar Amerika?', 'ik sta een 6,8'):
 * a number from 5 to 10 beside a word of grades, or null ('10 van de 16 kernvakken' is no average).
 */
export function gradeAsked(question: string): number | null {
  const folded = fold(question);
  if (!GRADE_WORDS.test(folded) && !/met een|heb een|sta een|sta ik/.test(folded)) return null;
  const found = /(?:^|[^\d,.])(10|[5-9])(?:[,.](\d))?(?![\d,.]*\d)/.exec(folded);
  if (!found) return null;
  return Number(`${found[1]}.${found[2] ?? '0'}`);
}

/** A percentage in a question ('72%', '72 procent'), or null. */
function percentIn(folded: string): number | null {
  const found = /\b(\d{1,3})\s?(?:%|procent)/.exec(folded);
  return found ? Number(found[1]) : null;
}

/** Words that ask what a percentage is ('wat betekent 72%?', 'ik snap die 72% niet'), not a fact about it. */
const PERCENT_ASKED = /\b(betekent|betekend|snap|begrijp|hoezo|waarom|score|scores)\b/;

/** Words asking how a match's score comes about ('matchscore', 'hoe wordt die score berekend'). */
const SCORE_WORDS =
  /\bmatch ?score|\b(score|percentage|procent)\b.*\b(betekent|berekend|berekent|opgebouwd|bepaald|komt)|\b(betekent|berekend|opgebouwd|bepaald)\b.*\b(score|percentage)\b/;

/** Money topics a follow-up may have kept while it asks about the ranking instead. */
const MONEY_TOPICS: ReadonlySet<Label> = new Set<Label>([
  'affordability',
  'costs',
  'scholarship',
  'scholarship-coverage',
]);

/** Topics under which such words ask about a match's score, not the profile score or a test score. */
const SCORE_ASKED: ReadonlySet<Label> = new Set<Label>(['matches', 'my-divisions', OUT_OF_SCOPE]);

/**
 * Why a match stands where it does: a 'why' with its place ('waarom staat X zo laag', 'hoe komt het
 * dat X bovenaan staat', 'waarom staat X niet hoger'). Read only beside a school of the athlete's matches.
 */
const PLACE_ASKED =
  /\b(waarom|hoezo|hoe komt)\b.*(\b(zo|te|best|erg|zo ver)\s+(laag|hoog)\b|\b(lager|hoger|bovenaan|onderaan|bovenin|onderin)\b|\bop (?:(?:plek|plaats|nummer|nr\.?)\s*)?\d{1,2}\b(?![,.]\d)|\bniet hoger\b)/;

/** Words that only point at a school: 'en nummer 12 dan?', 'vertel eens iets over de tweede'. */
const POINTING = new Set(
  `en of dan nu wat hoe zit het de die dat van over vertel eens iets meer nummer nr school match universiteit
  college is met`.split(/\s+/),
);

/** Whether a question says nothing beside pointing at this school (its name, its number or place). */
function onlyNames(plain: readonly string[], focus: Match): boolean {
  const name = new Set(words(focus.school_name));
  return plain.every((word) => POINTING.has(word) || name.has(word) || /^\d+$/.test(word) || word in ORDINALS);
}

/**
 * The athlete's matches a question names, in rank order. A name word one match holds names it
 * ('Rutgers'); a word several hold ('Maryland') names the one of them the question says most of,
 * the better ranked on a tie (the flagship before 'Maryland Eastern Shore' further down the list).
 */
function schoolsIn(question: Question, matches: readonly Match[]): Match[] {
  const hits = matches.map((match) => nameHits(match.school_name, question));
  const named = new Set<Match>();
  for (const word of new Set(hits.flat())) {
    let best: { match: Match; hits: number } | null = null;
    for (const [at, match] of matches.entries()) {
      const own = hits[at] ?? [];
      if (own.includes(word) && (!best || own.length > best.hits)) best = { match, hits: own.length };
    }
    if (best) named.add(best.match);
  }
  return [...named].sort((a, b) => a.rank - b.rank);
}

/** The matches a question names by name, in rank order: what the model's prompt adds beyond the first five. */
export const matchesNamedIn = (question: string, matches: readonly Match[]): Match[] =>
  schoolsIn(questionOf(words(question)), matches);

/** A question that sets schools side by side: 'verschil', 'vergelijk', 'naast elkaar', 'of ... beter'. */
const COMPARE_WORDS = /\b(verschil\w*|vergelijk\w*|naast elkaar|tegenover)\b|\bbeter\b.*\bof\b|\bof\b.*\bbeter\b/;

/**
 * The matches a question calls by their place in the list, two or more: 'nummer 1 en nummer 2',
 * 'nr 1 en 3', '#2 met #4', 'mijn eerste en tweede match', 'de eerste en de derde'. A single place
 * is schoolIn's; a number that is an amount or a grade ('7,5', '€ 20.000') is no place.
 */
function matchesByPlace(folded: string, matches: readonly Match[]): Match[] {
  const ranks = new Set<number>();
  const run =
    /(?:\b(?:nummer|nr)|#)\.?\s*(\d{1,2})\b((?:\s*(?:,|en|met|of|tegen|and|vs\.?)\s*(?:(?:de\s+)?(?:nummer|nr\.?|#)\s*)?\d{1,2}\b(?![,.]\d))*)/g;
  for (const found of folded.matchAll(run)) {
    ranks.add(Number(found[1]));
    for (const more of (found[2] ?? '').matchAll(/\d{1,2}/g)) ranks.add(Number(more[0]));
  }
  for (const word of folded.split(/[^a-z]+/)) {
    const rank = ORDINALS[word];
    if (rank !== undefined) ranks.add(rank);
  }
  if (ranks.size < 2) return [];
  return matches.filter((match) => ranks.has(match.rank));
}

/** The athlete's match a question names: by its name (nameHits), or 'de tweede' / 'nummer 2'. */
function schoolIn(
  folded: string,
  plain: readonly string[],
  question: Question,
  matches: readonly Match[],
): Match | null {
  // A short name ('UCLA') that is one of the matches.
  const alias = aliasIn(question);
  const aliased = alias ? matches.find((match) => match.school_name === alias) : undefined;
  if (aliased) return aliased;
  // The most telling words, then the most words of the whole name ('Ohio State' is Ohio State
  // University, not the better-ranked Ohio University), then the better rank.
  let best: { match: Match; hits: number; said: number } | null = null;
  for (const match of matches) {
    const hits = nameHits(match.school_name, question).length;
    if (hits === 0) continue;
    const said = words(match.school_name).filter((word) => question.asked.has(word)).length;
    if (!best || hits > best.hits || (hits === best.hits && said > best.said)) best = { match, hits, said };
  }
  if (best) return best.match;
  const numbered = /(?:\b(?:nummer|nr)|#)\.?\s*(\d{1,2})\b/.exec(folded)?.[1];
  const ordinal = plain.map((word) => ORDINALS[word]).find((rank) => rank !== undefined);
  const rank = numbered ? Number(numbered) : ordinal;
  if (rank === undefined) return null;
  // In a longer sentence 'de eerste' is often just speech; there a rank word needs a school word beside it.
  if (!numbered && plain.length > 4 && !/\b(school|universiteit|match|college|optie)\b/.test(folded)) return null;
  return matches.find((match) => match.rank === rank) ?? null;
}

/**
 * The coach's evaluation set (issue 34): Dutch questions as families type them in the chat, each
 * with the topic a fitting answer is about (`topics.ts`). Written before any router, from the way
 * parents and 16-18-year-olds write, and never tuned to what a router gets right: a question here
 * is changed only when its Dutch or its label is wrong, not when a router misses it.
 *
 * Ids are stable: a question keeps its id when its text or label is corrected, a removed id is
 * never reused, and a new question takes the next free number of its group.
 */
import { createHash } from 'node:crypto';
import type { CollegeLevel } from '@talentbrug/domain/sports';
import { type Label, OUT_OF_SCOPE, type PersonalData, type TopicId } from './topics.ts';

export type Tag =
  /** Written with deliberate typos, missing accents aside (those are everywhere). */
  | 'typo'
  /** Written by a parent about their child. */
  | 'parent'
  /** Quoted in issue 34. */
  | 'issue'
  /** One of the six popular-question chips. */
  | 'chip'
  /** Out of scope, but worded close to a topic the coach knows: the test that it still declines. */
  | 'near-topic';

/** The previous user turn a follow-up leans on. */
export interface Turn {
  readonly text: string;
  readonly label: Label;
}

/** What a follow-up moves to while it keeps (or changes) the topic. */
export interface Shift {
  readonly level?: CollegeLevel;
  readonly sport?: string;
  /** A match by its rank on the athlete's list ('de tweede'). */
  readonly match?: number;
  /** Any other detail, in Dutch: 'de kosten', 'IELTS', 'een jaar later starten'. */
  readonly detail?: string;
}

export interface EvalQuestion {
  readonly id: string;
  /** As the family typed it: typos, capitals and emoji are part of the test. */
  readonly text: string;
  readonly label: Label;
  /** What of the athlete's own data a fitting answer uses (see PERSONAL_DATA). */
  readonly personal?: readonly PersonalData[];
  /** Out of scope only: where the family should ask instead, which the decline names. */
  readonly askInstead?: string;
  /** Follow-ups only: the user's previous turn. */
  readonly previous?: Turn;
  readonly shift?: Shift;
  readonly tags?: readonly Tag[];
}

type Entry = Omit<EvalQuestion, 'label' | 'previous' | 'shift'>;

function about(label: TopicId, entries: readonly Entry[]): EvalQuestion[] {
  return entries.map((entry): EvalQuestion => ({ ...entry, label }));
}

function declined(entries: readonly (Entry & { askInstead: string })[]): EvalQuestion[] {
  return entries.map((entry): EvalQuestion => ({ ...entry, label: OUT_OF_SCOPE }));
}

/** The answers that fit these depend on which of their own matches can be paid for, or why they are where they are. */
const OWN_MATCHES: PersonalData[] = ['matches-by-name', 'budget'];
const WHY_LEVELS: PersonalData[] = ['matches-by-name', 'sport', 'level', 'gpa', 'budget'];
/** Where the answer sends a question that is not Sanne's at all. */
const NOWHERE = 'Nergens bij Sanne: ze zegt kort waarmee ze wel helpt (matches, beurzen, visum, toetsen, planning).';

const STANDALONE: readonly EvalQuestion[] = [
  ...about('matches', [
    { id: 'matches-01', text: 'Welke matches passen het best bij mij?', personal: ['matches-by-name'], tags: ['chip'] },
    { id: 'matches-02', text: 'welke school past nou echt het best bij me', personal: ['matches-by-name'] },
    { id: 'matches-03', text: 'Wat is mijn beste match en waarom?', personal: ['matches-by-name'] },
    { id: 'matches-04', text: 'kun je mijn top 3 even op een rijtje zetten', personal: ['matches-by-name'] },
    {
      id: 'matches-05',
      text: 'Mijn dochter heeft haar matches binnen. Welke zou jij als eerste bekijken?',
      personal: ['matches-by-name'],
      tags: ['parent'],
    },
    { id: 'matches-06', text: 'waarom staat die school op nummer 1 bij mij?', personal: ['matches-by-name'] },
    { id: 'matches-07', text: 'Wat vind je van de tweede op mijn lijst?', personal: ['matches-by-name'] },
    { id: 'matches-08', text: 'welke uni raad je me aan 🏑', personal: ['matches-by-name', 'sport'] },
    {
      id: 'matches-09',
      text: 'welke matches zijn het realistischt voor mij',
      personal: ['matches-by-name'],
      tags: ['typo'],
    },
    {
      id: 'matches-10',
      text: 'Ik heb 5 matches gekregen maar ik ken geen enkele school 😅 waar begin ik?',
      personal: ['matches-by-name'],
    },
    { id: 'matches-11', text: 'best match?', personal: ['matches-by-name'] },
    { id: 'matches-12', text: 'wat betekent dat percentage bij mijn matches', personal: ['matches-by-name'] },
    {
      id: 'matches-13',
      text: 'Onze zoon wil graag naar een warme staat, zit daar iets tussen bij zijn matches?',
      personal: ['matches-by-name'],
      tags: ['parent'],
    },
    { id: 'matches-14', text: 'welke colleges passen bij mijn niveau', personal: ['matches-by-name', 'level'] },
    { id: 'matches-15', text: 'wat zijn mijn bste matches', personal: ['matches-by-name'], tags: ['typo'] },
    { id: 'matches-16', text: 'is die match met 87% goed of valt dat tegen?', personal: ['matches-by-name'] },
    { id: 'matches-17', text: 'welke universitijd past bij mij', personal: ['matches-by-name'], tags: ['typo'] },
  ]),

  ...about('profile-score', [
    { id: 'profile-score-01', text: 'Hoe verhoog ik mijn profielscore?', personal: ['profile-score'], tags: ['chip'] },
    { id: 'profile-score-02', text: 'mijn profiel staat op 60%, wat mist er nog?', personal: ['profile-score'] },
    { id: 'profile-score-03', text: 'Wat moet ik nog invullen om op 100% te komen?', personal: ['profile-score'] },
    { id: 'profile-score-04', text: 'is mijn profiel zo compleet?', personal: ['profile-score'] },
    { id: 'profile-score-05', text: 'Hoe maak ik mijn profiel sterker voor coaches?', personal: ['profile-score'] },
    { id: 'profile-score-06', text: 'waarom is mijn profielscore zo laag', personal: ['profile-score'] },
    {
      id: 'profile-score-07',
      text: 'Mijn zoon heeft de onboarding afgerond maar zijn score blijft hangen. Wat ontbreekt er nog?',
      personal: ['profile-score'],
      tags: ['parent'],
    },
    { id: 'profile-score-08', text: 'profielscore omhoog krijgen, tips?', personal: ['profile-score'] },
    { id: 'profile-score-09', text: 'wat telt er allemaal mee voor de profiel score', personal: ['profile-score'] },
    {
      id: 'profile-score-10',
      text: 'hoe krijg ik mijn profeil score hoger',
      personal: ['profile-score'],
      tags: ['typo'],
    },
    {
      id: 'profile-score-11',
      text: 'moet ik mijn gpa invullen voor de score of maakt dat niet uit',
      personal: ['profile-score', 'gpa'],
    },
    { id: 'profile-score-12', text: 'Telt mijn video mee in de profielscore?', personal: ['profile-score', 'video'] },
    { id: 'profile-score-13', text: 'score 80 van de 100, wat nog?', personal: ['profile-score'] },
    { id: 'profile-score-14', text: 'wat ontbreekt er nog in mn profiel', personal: ['profile-score'] },
  ]),

  ...about('highlight-video', [
    {
      id: 'highlight-video-01',
      text: 'Wat moet er in mijn highlightvideo?',
      personal: ['sport', 'position', 'video'],
      tags: ['issue'],
    },
    { id: 'highlight-video-02', text: 'hoe lang moet een highlight video zijn?', personal: ['sport'] },
    { id: 'highlight-video-03', text: 'Wat willen college coaches zien in een video?', personal: ['sport'] },
    {
      id: 'highlight-video-04',
      text: 'moet ik mezelf aanwijzen in de video? ik speel met nummer 14 maar je ziet het slecht',
    },
    {
      id: 'highlight-video-05',
      text: 'Is een filmpje met mijn telefoon goed genoeg of moet iemand het professioneel filmen?',
    },
    { id: 'highlight-video-06', text: 'moet mijn beste actie echt aan het begin?' },
    { id: 'highlight-video-07', text: 'wat zet ik aan het begin van de video, naam, club en zo?' },
    {
      id: 'highlight-video-08',
      text: 'Mijn dochter zwemt. Heeft ze dan ook een video nodig of zijn haar tijden genoeg?',
      tags: ['parent'],
    },
    { id: 'highlight-video-09', text: 'higlight video tips?', personal: ['sport'], tags: ['typo'] },
    {
      id: 'highlight-video-10',
      text: 'kan ik wedstrijdbeelden van mijn club gebruiken of moet ik apart laten filmen',
    },
    { id: 'highlight-video-11', text: 'YouTube of Hudl, waar zet ik mijn video het best op?' },
    { id: 'highlight-video-12', text: 'moet er muziek onder mijn video 🎵' },
    { id: 'highlight-video-13', text: 'Hoeveel clips moet ik er ongeveer in zetten?', personal: ['sport'] },
    { id: 'highlight-video-14', text: 'Ik heb nog geen video, is dat erg?', personal: ['video', 'sport'] },
    {
      id: 'highlight-video-15',
      text: 'hoe maak ik een goeie hilight video als keeper',
      personal: ['sport'],
      tags: ['typo'],
    },
    { id: 'highlight-video-16', text: 'hoe lang moet mijn vidio zijn', personal: ['sport'], tags: ['typo'] },
  ]),

  ...about('sat-act', [
    {
      id: 'sat-act-01',
      text: 'Welke SAT-score heb ik nodig voor mijn matches?',
      personal: ['matches-by-name', 'test-scores'],
      tags: ['chip'],
    },
    { id: 'sat-act-02', text: 'moet ik echt de SAT doen?', personal: ['matches-by-name', 'test-scores'] },
    { id: 'sat-act-03', text: 'Is 1250 op de SAT genoeg?', personal: ['matches-by-name'] },
    { id: 'sat-act-04', text: 'sat of act, wat is makkelijker' },
    {
      id: 'sat-act-05',
      text: 'Heb ik een toelatingstoets nodig om in Amerika te studeren?',
      personal: ['matches-by-name'],
    },
    { id: 'sat-act-06', text: 'wat is een goeie act score eigenlijk' },
    { id: 'sat-act-07', text: 'Mijn zoon heeft geen SAT gedaan. Is dat een probleem voor D1?', tags: ['parent'] },
    {
      id: 'sat-act-08',
      text: 'hoe hoog moet mijn sat zijn voor de beste school op mijn lijst',
      personal: ['matches-by-name', 'test-scores'],
    },
    { id: 'sat-act-09', text: 'heb je de SAT nodig voor de NCAA of alleen voor de school zelf?' },
    { id: 'sat-act-10', text: 'SAT verplicht??' },
    { id: 'sat-act-11', text: 'wat is het gemiddelde sat van mijn scholen', personal: ['matches-by-name'] },
    { id: 'sat-act-12', text: 'Moet ik de ACT doen als ik naar de NAIA wil?', personal: ['gpa'] },
    { id: 'sat-act-13', text: 'moet ik de sat overdoen, ik had 1120', personal: ['matches-by-name'] },
    { id: 'sat-act-14', text: 'wat is de sat eigenlijk' },
    { id: 'sat-act-15', text: 'sat nodog voor amerika?', tags: ['typo'] },
  ]),

  ...about('english-test', [
    {
      id: 'english-test-01',
      text: 'moet ik eigenlijk een engelse taaltoets doen of is dat niet nodig',
      personal: ['english', 'matches-by-name'],
    },
    { id: 'english-test-02', text: 'welke toefl score moet ik halen', personal: ['english', 'matches-by-name'] },
    { id: 'english-test-03', text: 'TOEFL of IELTS, wat is beter?' },
    { id: 'english-test-04', text: 'kan ik ook duolingo doen ipv toefl?', personal: ['matches-by-name'] },
    {
      id: 'english-test-05',
      text: 'ik heb een 8 voor engels op mn rapport, moet ik dan alsnog een toets doen?',
      personal: ['matches-by-name'],
    },
    {
      id: 'english-test-06',
      text: 'Onze dochter is tweetalig opgegroeid, haar moeder is Engels. Moet ze toch een TOEFL maken?',
      tags: ['parent'],
    },
    { id: 'english-test-07', text: 'is 95 op de toefl genoeg voor mijn scholen', personal: ['matches-by-name'] },
    { id: 'english-test-08', text: 'wat is een goede ielts score' },
    { id: 'english-test-09', text: 'engelse toets verplicht?' },
    { id: 'english-test-10', text: 'tofel nodig voor d1?', tags: ['typo'] },
    { id: 'english-test-11', text: 'Vraagt de NCAA zelf een taaltoets?' },
    { id: 'english-test-12', text: 'welke engelse test accepteren mijn matches', personal: ['matches-by-name'] },
    {
      id: 'english-test-13',
      text: 'is mijn engels goed genoeg voor amerika',
      personal: ['english', 'matches-by-name'],
    },
    { id: 'english-test-14', text: 'duolingo english test 105 genoeg?', personal: ['matches-by-name'] },
    {
      id: 'english-test-15',
      text: 'welke ielts scoor heb ik nodig',
      personal: ['english', 'matches-by-name'],
      tags: ['typo'],
    },
  ]),

  ...about('grades-gpa', [
    { id: 'grades-gpa-01', text: 'Hoe zet ik mijn Nederlandse cijfers om naar een GPA?', personal: ['gpa'] },
    { id: 'grades-gpa-02', text: 'wat is mijn gpa als ik gemiddeld een 7,2 sta' },
    { id: 'grades-gpa-03', text: 'ik sta gemiddeld een 6.8, is dat genoeg?', personal: ['matches-by-name'] },
    { id: 'grades-gpa-04', text: 'wat is een gpa eigenlijk' },
    { id: 'grades-gpa-05', text: 'Telt een HAVO-diploma in Amerika?' },
    { id: 'grades-gpa-06', text: 'kan ik met mbo naar een amerikaanse universiteit' },
    { id: 'grades-gpa-07', text: 'Onze zoon zit op het vmbo-t. Kan hij dan wel naar de VS?', tags: ['parent'] },
    { id: 'grades-gpa-08', text: 'welk gemiddelde heb ik nodig voor een 3.0 gpa' },
    { id: 'grades-gpa-09', text: 'Is een 3,5 GPA goed?' },
    {
      id: 'grades-gpa-10',
      text: 'mijn cijfers zijn niet super 😬 maakt dat uit?',
      personal: ['gpa', 'matches-by-name'],
    },
    { id: 'grades-gpa-11', text: 'hoe word mijn gpa berekend', personal: ['gpa'], tags: ['typo'] },
    { id: 'grades-gpa-12', text: 'is de gpa op mijn profiel officieel?', personal: ['gpa'] },
    {
      id: 'grades-gpa-13',
      text: 'Mijn dochter staat gemiddeld een 7,6 op het vwo, wat is dat als GPA?',
      tags: ['parent'],
    },
    { id: 'grades-gpa-14', text: 'gpa omrekenen 6,4' },
    {
      id: 'grades-gpa-15',
      text: 'hoe zit dat met mijn cijfers als ik havo doe ipv vwo',
      personal: ['education', 'gpa'],
    },
    { id: 'grades-gpa-16', text: 'is een 7 gemidelde goed genoeg', personal: ['matches-by-name'], tags: ['typo'] },
  ]),

  ...about('eligibility', [
    { id: 'eligibility-01', text: 'wat is dat ncaa eligibility center nou precies' },
    { id: 'eligibility-02', text: 'welke kernvakken heb ik nodig voor D1' },
    { id: 'eligibility-03', text: 'wat zijn core courses en heb ik die wel op het vwo?', personal: ['education'] },
    { id: 'eligibility-04', text: 'Ben ik academisch speelgerechtigd?', personal: ['gpa', 'education'] },
    { id: 'eligibility-05', text: 'wat is de minimale gpa voor d2' },
    { id: 'eligibility-06', text: 'Moet ik 16 vakken hebben? Ik heb er op school maar 8', personal: ['education'] },
    { id: 'eligibility-07', text: 'Mag ik met mijn cijfers in Division 1 spelen?', personal: ['gpa'] },
    { id: 'eligibility-08', text: 'wat beoordeelt het eligibility center precies' },
    {
      id: 'eligibility-09',
      text: 'Mijn zoon wil naar D1. Aan welke academische eisen moet hij voldoen?',
      personal: ['gpa', 'education'],
      tags: ['parent'],
    },
    { id: 'eligibility-10', text: 'eligibilty eisen d1 vs d2', tags: ['typo'] },
    { id: 'eligibility-11', text: 'wat betekent 10 van de 16 voor het zevende semester' },
    { id: 'eligibility-12', text: 'Geldt het Eligibility Center ook voor D3?' },
    {
      id: 'eligibility-13',
      text: 'haal ik de academische eisen voor mijn matches',
      personal: ['gpa', 'education', 'matches-by-name'],
    },
    { id: 'eligibility-14', text: 'wat is een kernvak gpa' },
    { id: 'eligibility-15', text: 'kern vakken wat zijn dat', tags: ['typo'] },
  ]),

  ...about('eligibility-registration', [
    {
      id: 'eligibility-registration-01',
      text: 'Hoe maak ik een account bij het NCAA Eligibility Center?',
      tags: ['issue'],
    },
    { id: 'eligibility-registration-02', text: 'waar registreer ik me bij de ncaa' },
    { id: 'eligibility-registration-03', text: 'Wat kost de registratie bij het Eligibility Center?' },
    {
      id: 'eligibility-registration-04',
      text: 'welk account moet ik kiezen, certification account of profile page?',
      personal: ['matches-by-name'],
    },
    {
      id: 'eligibility-registration-05',
      text: 'Welke documenten heeft mijn dochter nodig voor de registratie bij de NCAA?',
      personal: ['education'],
      tags: ['parent'],
    },
    {
      id: 'eligibility-registration-06',
      text: 'wanneer moet ik me inschrijven bij de ncaa',
      personal: ['education', 'graduation-year', 'start-term'],
    },
    { id: 'eligibility-registration-07', text: 'moeten mijn cijferlijsten vertaald worden voor de ncaa?' },
    { id: 'eligibility-registration-08', text: 'hoe registreer ik me bij het eligibilty center', tags: ['typo'] },
    { id: 'eligibility-registration-09', text: 'ncaa id aanvragen hoe?' },
    { id: 'eligibility-registration-10', text: 'Is het account bij het Eligibility Center gratis voor Nederlanders?' },
    {
      id: 'eligibility-registration-11',
      text: 'moet ik me nu al aanmelden bij de ncaa als ik in 4 vwo zit',
      personal: ['start-term'],
    },
    { id: 'eligibility-registration-12', text: 'hoe lever ik mijn diploma aan bij de ncaa' },
    { id: 'eligibility-registration-13', text: 'Moet de school mijn cijfers opsturen of doe ik dat zelf?' },
    { id: 'eligibility-registration-14', text: 'eligibility center inschrijving stap voor stap pls' },
    { id: 'eligibility-registration-15', text: 'hoeveel kost de ncaa regestratie', tags: ['typo'] },
  ]),

  ...about('naia', [
    { id: 'naia-01', text: 'InCred, wat is dat?' },
    { id: 'naia-02', text: 'hoe kom ik bij een naia school binnen', personal: ['gpa'] },
    { id: 'naia-03', text: 'Welke eisen stelt de NAIA aan nieuwe spelers?' },
    { id: 'naia-04', text: 'Wat zijn de toelatingseisen van de NAIA voor een Nederlandse scholier?' },
    { id: 'naia-05', text: 'mijn gpa is 2,1, kan ik dan nog naar de naia?' },
    { id: 'naia-06', text: 'hoe werkt die incred beoordeling' },
    { id: 'naia-07', text: 'moet ik me voor de naia ook ergens registreren zoals bij de ncaa?' },
    { id: 'naia-08', text: 'naia eisen voor internationale sporters?' },
    { id: 'naia-09', text: "Telt 'de bovenste helft van je klas' ook als je op een Nederlandse school zit?" },
    { id: 'naia-10', text: 'wat is het verschil tussen incred en het eligibility center van de ncaa' },
    { id: 'naia-11', text: 'naia toelating met havo', personal: ['gpa'] },
    {
      id: 'naia-12',
      text: 'Onze dochter heeft een NAIA-school als match. Wat moet ze regelen om daar te mogen spelen?',
      personal: ['matches-by-name', 'gpa'],
      tags: ['parent'],
    },
    { id: 'naia-13', text: 'incredd of hoe heet dat, voor de naia', tags: ['typo'] },
    { id: 'naia-14', text: 'haal ik de naia eisen?', personal: ['gpa', 'test-scores'] },
    { id: 'naia-15', text: 'wat zijn de eisen van de niaa', tags: ['typo'] },
  ]),

  ...about('divisions', [
    { id: 'divisions-01', text: 'Wat is het verschil tussen de NCAA-divisies?', tags: ['chip'] },
    { id: 'divisions-02', text: 'is d1 echt zoveel beter dan d2?' },
    { id: 'divisions-03', text: 'wat is d3 eigenlijk' },
    { id: 'divisions-04', text: 'wat is nou het verschil tussen de ncaa en de naia' },
    { id: 'divisions-05', text: 'Wat is een junior college precies?' },
    { id: 'divisions-06', text: 'juco? wat is dat' },
    { id: 'divisions-07', text: 'hoeveel scholen zitten er in division 1' },
    {
      id: 'divisions-08',
      text: 'Mijn zoon twijfelt tussen D2 en de NAIA. Wat is eigenlijk het verschil?',
      tags: ['parent'],
    },
    { id: 'divisions-09', text: 'Hoe werkt de NCAA?' },
    { id: 'divisions-10', text: 'welke divisie is het hoogste niveau' },
    { id: 'divisions-11', text: 'kun je na een junior college nog doorstromen naar een gewone universiteit' },
    { id: 'divisions-12', text: 'verschil d1 d2 d3 in het kort pls' },
    { id: 'divisions-13', text: 'wat is de njcaa' },
    { id: 'divisions-14', text: 'is division 3 nog serieus sporten of meer voor de lol' },
    { id: 'divisions-15', text: "divisie's van de ncaa uitleggen", tags: ['typo'] },
    { id: 'divisions-16', text: 'ncaa vs naia vs juco 🤯' },
  ]),

  ...about('my-divisions', [
    { id: 'my-divisions-01', text: 'Waarom alleen junior colleges?', personal: WHY_LEVELS, tags: ['issue'] },
    { id: 'my-divisions-02', text: 'welke divisie past eigenlijk het best bij mij?', personal: WHY_LEVELS },
    { id: 'my-divisions-03', text: 'waarom zit ik niet bij D1 scholen', personal: WHY_LEVELS },
    {
      id: 'my-divisions-04',
      text: 'Waarom krijg ik alleen D2 en NAIA matches terwijl ik in de hoofdklasse speel?',
      personal: WHY_LEVELS,
    },
    { id: 'my-divisions-05', text: 'kan ik op d1 niveau spelen?', personal: WHY_LEVELS },
    { id: 'my-divisions-06', text: 'waarom heb ik geen enkele d1 match 😭', personal: WHY_LEVELS },
    {
      id: 'my-divisions-07',
      text: 'Mijn zoon speelt in de eerste klasse. Waarom krijgt hij alleen junior colleges?',
      personal: WHY_LEVELS,
      tags: ['parent'],
    },
    { id: 'my-divisions-08', text: 'wat moet ik doen om D1 scholen als match te krijgen', personal: WHY_LEVELS },
    { id: 'my-divisions-09', text: 'Is mijn niveau goed genoeg voor Division 1?', personal: WHY_LEVELS },
    { id: 'my-divisions-10', text: 'hoezo allemaal naia scholen bij mij', personal: WHY_LEVELS },
    { id: 'my-divisions-11', text: 'waarom zitten mijn matches allemaal in d3', personal: WHY_LEVELS },
    { id: 'my-divisions-12', text: 'ligt het aan mijn cijfers dat ik geen d1 krijg?', personal: WHY_LEVELS },
    { id: 'my-divisions-13', text: 'Wat bepaalt in welke divisie ik uitkom?', personal: WHY_LEVELS },
    { id: 'my-divisions-14', text: 'waarom krijg ik alleen junior collages', personal: WHY_LEVELS, tags: ['typo'] },
    { id: 'my-divisions-15', text: 'is d2 voor mij realistischer dan d1?', personal: WHY_LEVELS },
    { id: 'my-divisions-16', text: 'waarom krijg ik geen d1 matchs', personal: WHY_LEVELS, tags: ['typo'] },
  ]),

  ...about('scholarship', [
    {
      id: 'scholarship-01',
      text: 'Heb je tips voor mijn beursaanvraag?',
      personal: ['sport', 'matches-by-name'],
      tags: ['chip'],
    },
    { id: 'scholarship-02', text: 'hoeveel beurs kan ik krijgen', personal: ['matches-by-name', 'sport'] },
    { id: 'scholarship-03', text: 'Maak ik kans op een full ride?', personal: ['sport', 'matches-by-name'] },
    { id: 'scholarship-04', text: 'hoe krijg ik een volledige sportbeurs', personal: ['sport'] },
    { id: 'scholarship-05', text: 'Hoe hoog is de beurs bij mijn matches ongeveer?', personal: ['matches-by-name'] },
    { id: 'scholarship-06', text: 'hoeveel beurzen heeft een hockeyteam in D1?' },
    { id: 'scholarship-07', text: 'Wat zijn die rosterlimieten waar iedereen het over heeft?', personal: ['sport'] },
    { id: 'scholarship-08', text: 'wordt mijn beurs elk jaar verlengd of krijg je hem voor 4 jaar?' },
    {
      id: 'scholarship-09',
      text: 'Mijn dochter heeft een aanbod gekregen. Moet ze meteen tekenen?',
      tags: ['parent'],
    },
    { id: 'scholarship-10', text: 'bestaat de letter of intent nog?' },
    { id: 'scholarship-11', text: 'wat is een athletics aid agreement' },
    { id: 'scholarship-12', text: 'krijg je in d3 ook een sportbeurs' },
    {
      id: 'scholarship-13',
      text: 'hoe vergroot ik mijn kans op een beurs',
      personal: ['profile-score', 'sport', 'matches-by-name'],
    },
    { id: 'scholarship-14', text: 'scholorship kansen voor tennis dames?', tags: ['typo'] },
    { id: 'scholarship-15', text: 'Is een beurs van 50% normaal in D2?' },
    {
      id: 'scholarship-16',
      text: 'wat is die house settlement en wat betekent dat voor mij',
      personal: ['sport', 'matches-by-name'],
    },
    { id: 'scholarship-17', text: 'Zijn er naast de sportbeurs ook beurzen voor goede cijfers?', personal: ['gpa'] },
    { id: 'scholarship-18', text: 'hoeveel scolarship krijg je bij d2 voetbal', tags: ['typo'] },
    { id: 'scholarship-19', text: 'kan ik een ful ride krijgen met hockey', tags: ['typo'] },
  ]),

  ...about('scholarship-coverage', [
    { id: 'scholarship-coverage-01', text: 'Wat dekt een sportbeurs in hockey? Volledig?', tags: ['issue'] },
    { id: 'scholarship-coverage-02', text: 'wat zit er allemaal in een full ride' },
    { id: 'scholarship-coverage-03', text: 'Betaalt een volledige beurs ook het eten en de kamer?' },
    { id: 'scholarship-coverage-04', text: 'wat is het verschil tussen een volledige en een gedeeltelijke beurs' },
    { id: 'scholarship-coverage-05', text: 'wat betaalt een partial scholarship wel en niet' },
    { id: 'scholarship-coverage-06', text: 'zijn boeken inbegrepen bij een sportbeurs?' },
    {
      id: 'scholarship-coverage-07',
      text: 'Als mijn zoon een halve beurs krijgt, welke kosten vallen daar dan onder?',
      tags: ['parent'],
    },
    { id: 'scholarship-coverage-08', text: 'wat betekent headcount en equivalency' },
    { id: 'scholarship-coverage-09', text: 'wat betekent room and board' },
    { id: 'scholarship-coverage-10', text: 'dekt een beurs ook vliegtickets en verzekering?' },
    { id: 'scholarship-coverage-11', text: 'full ride = alles gratis?' },
    { id: 'scholarship-coverage-12', text: 'zit bij een beurs van een junior college ook woonruimte?' },
    { id: 'scholarship-coverage-13', text: 'Wat valt er onder tuition en fees?' },
    { id: 'scholarship-coverage-14', text: 'wat dekt een gedeeltelijke beurs eigelijk', tags: ['typo'] },
    { id: 'scholarship-coverage-15', text: 'krijg je bij een volledige beurs ook zakgeld?' },
    {
      id: 'scholarship-coverage-16',
      text: 'Wat dekt de beurs die bij mijn matches staat?',
      personal: ['matches-by-name'],
    },
    { id: 'scholarship-coverage-17', text: 'dekt een volleidge beurs ook eten', tags: ['typo'] },
  ]),

  ...about('costs', [
    { id: 'costs-01', text: 'Wat kost het om in Amerika te studeren?' },
    { id: 'costs-02', text: 'hoeveel kost een jaar aan een amerikaanse uni ongeveer' },
    { id: 'costs-03', text: 'Welke verzekering heb ik nodig in de VS?' },
    { id: 'costs-04', text: 'wat zijn de bijkomende kosten naast het collegegeld' },
    { id: 'costs-05', text: 'kom ik in aanmerking voor fafsa?' },
    { id: 'costs-06', text: 'wat is out of state tuition' },
    {
      id: 'costs-07',
      text: 'Wij vragen ons af met welke kosten we als ouders rekening moeten houden, los van het collegegeld. Vliegtickets, verzekering, dat soort dingen?',
      tags: ['parent'],
    },
    { id: 'costs-08', text: 'wat is cost of attendance' },
    { id: 'costs-09', text: 'hoe duur is een zorgverzekering daar' },
    { id: 'costs-10', text: 'waarom betalen internationale studenten meer' },
    { id: 'costs-11', text: 'kosten per jaar incl alles?' },
    { id: 'costs-12', text: 'hoeveel kost t gemiddeld per jaar', tags: ['typo'] },
    { id: 'costs-13', text: 'Zijn staatsuniversiteiten goedkoper voor ons als Nederlanders?', tags: ['parent'] },
    { id: 'costs-14', text: 'krijg ik als buitenlandse student overheidssteun in amerika' },
    { id: 'costs-15', text: 'wat kost het allemaal bij elkaar, toefl, registratie, vliegen enzo' },
    { id: 'costs-16', text: 'wat kost een verzekring in amerika', tags: ['typo'] },
  ]),

  ...about('affordability', [
    {
      id: 'affordability-01',
      text: 'Welke matches kan ik betalen met €8.000?',
      personal: ['matches-by-name'],
      tags: ['issue'],
    },
    { id: 'affordability-02', text: 'past dit allemaal wel binnen mijn budget?', personal: OWN_MATCHES },
    { id: 'affordability-03', text: 'welke van mijn scholen zijn betaalbaar voor ons', personal: OWN_MATCHES },
    {
      id: 'affordability-04',
      text: 'We hebben ongeveer 10k per jaar, welke scholen kunnen dan?',
      personal: ['matches-by-name'],
      tags: ['parent'],
    },
    { id: 'affordability-05', text: 'hoeveel moet ik zelf bijleggen bij mijn beste match', personal: OWN_MATCHES },
    {
      id: 'affordability-06',
      text: 'wat kost de nummer 1 op mijn lijst voor mij als internationale student',
      personal: OWN_MATCHES,
    },
    {
      id: 'affordability-07',
      text: 'kan ik naar mijn eerste match als ik maar 5000 euro per jaar heb',
      personal: ['matches-by-name'],
    },
    {
      id: 'affordability-08',
      text: 'Welke match is voor ons het goedkoopst?',
      personal: OWN_MATCHES,
      tags: ['parent'],
    },
    { id: 'affordability-09', text: 'is mijn budget genoeg voor d1', personal: OWN_MATCHES },
    {
      id: 'affordability-10',
      text: 'wat blijft er over om zelf te betalen na de beurs bij mijn matches',
      personal: OWN_MATCHES,
    },
    {
      id: 'affordability-11',
      text: 'mijn ouders kunnen max 12.000 euro per jaar, lukt dat?',
      personal: ['matches-by-name'],
    },
    { id: 'affordability-12', text: 'welke schoolen passen in ons budjet', personal: OWN_MATCHES, tags: ['typo'] },
    { id: 'affordability-13', text: '8k per jaar, welke unis?', personal: ['matches-by-name'] },
    {
      id: 'affordability-14',
      text: 'ok dus ik heb mijn matches binnen en ze zien er echt goed uit, maar ik heb het net met mn ouders besproken en die zeggen dat er echt niet meer dan 8 a 9 duizend per jaar kan. bij sommige scholen zie ik bedragen van 30k staan?? welke kan ik dan wel doen',
      personal: ['matches-by-name'],
    },
    {
      id: 'affordability-15',
      text: 'Kunnen we de tweede match betalen met ons budget?',
      personal: OWN_MATCHES,
      tags: ['parent'],
    },
    {
      id: 'affordability-16',
      text: 'welke matches zijn betaalbaar met ons buget',
      personal: OWN_MATCHES,
      tags: ['typo'],
    },
  ]),

  ...about('visa', [
    { id: 'visa-01', text: 'Hoe werkt het visumproces?', personal: ['start-term'], tags: ['chip', 'issue'] },
    { id: 'visa-02', text: 'Hoe werkt het F-1 visum precies…?', personal: ['start-term'], tags: ['issue'] },
    { id: 'visa-03', text: 'Welk visum heb ik nodig…?', tags: ['issue'] },
    {
      id: 'visa-04',
      text: 'Hoe werkt het F-1 visum precies? Ik snap niet wat ik als eerste moet doen',
      personal: ['start-term'],
    },
    { id: 'visa-05', text: 'Welk visum heb ik nodig om in Amerika te studeren en te sporten?' },
    { id: 'visa-06', text: 'visum?' },
    { id: 'visa-07', text: 'wat is dat I-20 formulier' },
    { id: 'visa-08', text: 'wat kost een studentenvisum allemaal bij elkaar' },
    { id: 'visa-09', text: 'Wat moet ik meenemen naar het gesprek op het consulaat?' },
    { id: 'visa-10', text: 'hoe betaal je de sevis fee' },
    { id: 'visa-11', text: 'wat is ds-160' },
    { id: 'visa-12', text: 'Wanneer moet ik het visum aanvragen als ik in augustus begin?' },
    {
      id: 'visa-13',
      text: 'Moet mijn zoon zelf naar Amsterdam voor het visum of kan dat online?',
      tags: ['parent'],
    },
    {
      id: 'visa-14',
      text: 'hoeveel geld moet ik laten zien voor het visum bij mijn beste match',
      personal: ['matches-by-name'],
    },
    { id: 'visa-15', text: 'kijken ze echt naar je insta bij het visum? 😳' },
    { id: 'visa-16', text: 'visa nodig voor studeren in usa?' },
    { id: 'visa-17', text: 'f1 visa aanvraag stappen' },
    { id: 'visa-18', text: 'Wat is die visa integrity fee?' },
    { id: 'visa-19', text: 'hoe lang van tevoren moet ik het visum regelen', personal: ['start-term'] },
    { id: 'visa-20', text: 'waar is het amerikaanse konsulaat voor het visum', tags: ['typo'] },
    { id: 'visa-21', text: 'hoe vraag ik een studenten visa aan voor amerka', tags: ['typo'] },
    { id: 'visa-22', text: 'hoe werkt het visumporces', personal: ['start-term'], tags: ['typo'] },
  ]),

  ...about('coach-contact', [
    {
      id: 'coach-contact-01',
      text: 'Wanneer contact met coaches?',
      personal: ['sport', 'education', 'graduation-year', 'start-term'],
      tags: ['issue'],
    },
    {
      id: 'coach-contact-02',
      text: 'Wanneer mogen coaches mij bellen?',
      personal: ['sport', 'education', 'graduation-year'],
    },
    { id: 'coach-contact-03', text: 'hoe benader ik een coach het best', personal: ['sport', 'video'] },
    {
      id: 'coach-contact-04',
      text: 'wat zet ik in mijn eerste mail naar een coach',
      personal: ['sport', 'level', 'video'],
    },
    { id: 'coach-contact-05', text: 'Hoeveel scholen moet ik mailen?', personal: ['matches-by-name'] },
    { id: 'coach-contact-06', text: 'coach reageert niet op mijn mail, wat nu?' },
    { id: 'coach-contact-07', text: 'moet ik opnieuw mailen als een coach na 2 weken niks laat horen' },
    {
      id: 'coach-contact-08',
      text: 'Mijn dochter zit in 5 vwo. Mag een coach haar al een berichtje sturen?',
      personal: ['sport'],
      tags: ['parent'],
    },
    { id: 'coach-contact-09', text: 'mag ik een coach zelf een dm sturen op insta' },
    { id: 'coach-contact-10', text: 'wanneer mag ik op official visit', personal: ['education', 'graduation-year'] },
    { id: 'coach-contact-11', text: 'Moet ik coaches in het Engels mailen of mag het ook in het Nederlands?' },
    { id: 'coach-contact-12', text: 'voorbeeld van een mail naar een coach?', personal: ['sport'] },
    {
      id: 'coach-contact-13',
      text: 'is het raar als ik als ouder de coach mail in plaats van mijn zoon?',
      tags: ['parent'],
    },
    { id: 'coach-contact-14', text: 'wanner mag een d1 coach contact opnemen bij basketbal', tags: ['typo'] },
    { id: 'coach-contact-15', text: 'Wat is de recruiting kalender?', personal: ['sport', 'graduation-year'] },
    { id: 'coach-contact-16', text: 'moet ik mijn video meesturen in de eerste mail', personal: ['video'] },
    {
      id: 'coach-contact-17',
      text: 'wanneer mogen d2 coaches contact opnemen',
      personal: ['education', 'graduation-year'],
    },
    {
      id: 'coach-contact-18',
      text: 'welke coaches van mijn matches moet ik als eerste mailen',
      personal: ['matches-by-name'],
    },
    { id: 'coach-contact-19', text: 'hoe mail ik een coatch', personal: ['sport'], tags: ['typo'] },
    // Issue 38, item 5: whom to write, from the athlete's favourites, statuses and calendar.
    { id: 'coach-contact-20', text: 'Wie moet ik mailen?', personal: ['outreach', 'matches-by-name'] },
    {
      id: 'coach-contact-21',
      text: 'naar welke scholen moet ik een follow up sturen',
      personal: ['outreach'],
    },
    {
      id: 'coach-contact-22',
      text: 'Ik heb 4 coaches gemaild en nog niks gehoord. Wie moet ik nu nog mailen?',
      personal: ['outreach', 'matches-by-name'],
    },
  ]),

  ...about('planning', [
    {
      id: 'planning-01',
      text: 'wat moet ik per schooljaar doen, van 4 tot 6 vwo?',
      personal: ['education', 'graduation-year', 'start-term'],
    },
    {
      id: 'planning-02',
      text: 'wanneer moet ik nou echt beginnen met het recruiting gedoe',
      personal: ['education', 'start-term'],
    },
    { id: 'planning-03', text: 'ik zit in havo 4, ben ik te laat?', personal: ['sport', 'start-term'] },
    {
      id: 'planning-04',
      text: 'Mijn zoon doet volgend jaar eindexamen. Is het nog haalbaar om in augustus te beginnen?',
      personal: ['graduation-year', 'start-term', 'sport'],
      tags: ['parent'],
    },
    {
      id: 'planning-05',
      text: 'wat moet ik nu als eerste doen',
      personal: ['profile-score', 'education', 'start-term'],
    },
    { id: 'planning-06', text: 'stappenplan om in de vs te gaan studeren?', personal: ['education', 'start-term'] },
    {
      id: 'planning-07',
      text: 'hoe ziet mijn tijdlijn eruit tot ik vertrek',
      personal: ['education', 'graduation-year', 'start-term'],
    },
    { id: 'planning-08', text: 'ik wil in 2027 gaan, wanneer moet ik wat regelen', personal: ['education'] },
    {
      id: 'planning-09',
      text: 'kan ik ook eerst een tussenjaar nemen en dan pas gaan?',
      personal: ['graduation-year', 'start-term'],
    },
    { id: 'planning-10', text: 'to do lijst voor vwo 5?' },
    {
      id: 'planning-11',
      text: 'wat moet er allemaal geregeld worden voor ik naar amerika kan, in volgorde',
      personal: ['start-term'],
    },
    {
      id: 'planning-12',
      text: 'Hallo, ik ben de moeder van Sem. Hij is 16, zit in 4 vwo en speelt hockey in de A1 van onze club. Hij heeft het er al een tijd over dat hij in Amerika wil studeren en sporten, maar wij hebben eerlijk gezegd geen idee waar we moeten beginnen. Wat zijn de eerste stappen en wanneer moet wat gebeuren?',
      personal: ['start-term'],
      tags: ['parent'],
    },
    { id: 'planning-13', text: 'wanneer moet alles rond zijn als ik in aug 2027 wil starten', personal: ['education'] },
    {
      id: 'planning-14',
      text: 'wat moet ik deze maand doen?',
      personal: ['education', 'start-term', 'profile-score'],
    },
    { id: 'planning-15', text: 'planing recruiting havo 5', tags: ['typo'] },
    {
      id: 'planning-16',
      text: 'is het te laat als ik pas in mijn examenjaar begin 😬',
      personal: ['education', 'start-term'],
    },
    {
      id: 'planning-17',
      text: 'wanneer moet ik begginen met alles',
      personal: ['education', 'start-term'],
      tags: ['typo'],
    },
  ]),

  ...about('amateurism', [
    {
      id: 'amateurism-01',
      text: 'ik heb een contract bij een profclub, mag ik dan nog wel naar de NCAA?',
      personal: ['club'],
    },
    { id: 'amateurism-02', text: 'wat houdt die amateurstatus in' },
    { id: 'amateurism-03', text: 'Mag ik prijzengeld van toernooien houden?', personal: ['sport'] },
    { id: 'amateurism-04', text: 'mag ik een zaakwaarnemer hebben als ik naar amerika wil' },
    {
      id: 'amateurism-05',
      text: 'ik krijg een onkostenvergoeding van mijn club, is dat een probleem voor de ncaa?',
      personal: ['club'],
    },
    {
      id: 'amateurism-06',
      text: 'Mijn zoon zit in de jeugdopleiding van een BVO en heeft een opleidingscontract. Kan hij dan nog in de NCAA spelen?',
      personal: ['club'],
      tags: ['parent'],
    },
    {
      id: 'amateurism-07',
      text: 'ben ik nog amateur als ik 200 euro per maand krijg van mijn club',
      personal: ['club'],
    },
    { id: 'amateurism-08', text: 'geldt die amateurregel ook voor d3' },
    { id: 'amateurism-09', text: 'moet ik mijn contract laten checken voordat ik me aanmeld?', personal: ['club'] },
    { id: 'amateurism-10', text: 'amatuer status tennis prijzengeld', tags: ['typo'] },
    { id: 'amateurism-11', text: 'ik heb een agent, is dat erg voor amerika' },
    {
      id: 'amateurism-12',
      text: 'Ik speel bij Jong AZ, ben ik dan nog amateur?',
      personal: ['club'],
    },
    { id: 'amateurism-13', text: 'telt een contract bij een semi-profclub ook', personal: ['club'] },
    { id: 'amateurism-14', text: 'mag ik prijzegeld houden van een golftoernooi', tags: ['typo'] },
  ]),

  ...about('feelings', [
    { id: 'feelings-01', text: 'ik ben zenuwachtig', tags: ['issue'] },
    { id: 'feelings-02', text: 'ik ben bang dat ik heimwee krijg' },
    { id: 'feelings-03', text: 'Ik twijfel of ik wel echt wil gaan' },
    { id: 'feelings-04', text: 'wat als ik het daar helemaal niet leuk vind 😟' },
    { id: 'feelings-05', text: 'ik vind het allemaal best eng eerlijk gezegd' },
    { id: 'feelings-06', text: 'ik denk dat mijn ouders het meer willen dan ik' },
    {
      id: 'feelings-07',
      text: 'Onze dochter is erg onzeker of ze wel goed genoeg is. Hoe kunnen we haar steunen?',
      tags: ['parent'],
    },
    { id: 'feelings-08', text: 'ik word gek van al die formulieren 😩' },
    { id: 'feelings-09', text: 'ik ben zo zenuwachtig voor mijn eerste gesprek met een coach' },
    { id: 'feelings-10', text: 'ik heb nog niks gehoord van coaches en voel me echt waardeloos' },
    { id: 'feelings-11', text: 'ik mis mn vriendin nu al als ik eraan denk' },
    { id: 'feelings-12', text: 'ik ben bang dat ik het niveau daar niet aankan' },
    { id: 'feelings-13', text: 'stress stress stress' },
    { id: 'feelings-14', text: 'ik ben zenuwachig voor het visumgesprek', tags: ['typo'] },
    { id: 'feelings-15', text: 'ik weet niet meer of dit wel iets voor mij is' },
    { id: 'feelings-16', text: 'een coach zei nee, balen 😞' },
  ]),

  ...about('conversation', [
    { id: 'conversation-01', text: 'hoi' },
    { id: 'conversation-02', text: 'Hallo Sanne!' },
    { id: 'conversation-03', text: 'bedankt!!' },
    { id: 'conversation-04', text: 'top, dankje 👍' },
    { id: 'conversation-05', text: 'wie ben jij eigenlijk' },
    { id: 'conversation-06', text: 'ben jij een echt persoon of een bot?' },
    { id: 'conversation-07', text: 'waarmee kun je me helpen?' },
    { id: 'conversation-08', text: 'goedemorgen' },
    { id: 'conversation-09', text: 'oke duidelijk' },
    { id: 'conversation-10', text: 'doei' },
    { id: 'conversation-11', text: 'thx sanne' },
    { id: 'conversation-12', text: 'wat kan ik je allemaal vragen' },
    {
      id: 'conversation-13',
      text: 'Hallo, ik ben de vader van Lotte. Mag ik hier ook vragen stellen?',
      tags: ['parent'],
    },
    { id: 'conversation-14', text: 'dankjewel, je hebt me echt geholpen 🙏' },
    { id: 'conversation-15', text: 'hoi, ik heb een vraag' },
  ]),

  ...declined([
    {
      id: 'out-of-scope-01',
      text: 'Wat is het telefoonnummer van de hockeycoach van Duke?',
      askInstead: 'De staff directory op de athletics-website van de school; een eerste contact gaat per mail.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-02',
      text: 'mag ik het 06 nummer van de coach van mijn eerste match',
      askInstead: 'De staff directory op de athletics-website van de school; een eerste contact gaat per mail.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-03',
      text: 'Wat voor weer wordt het morgen in Amsterdam?',
      askInstead: 'Een weer-app of de site van het KNMI.',
    },
    { id: 'out-of-scope-04', text: 'hoe warm is het nu in florida', askInstead: 'Een weer-app.' },
    { id: 'out-of-scope-05', text: 'Wie won er gisteren, Ajax of PSV?', askInstead: 'NOS Sport of een sport-app.' },
    { id: 'out-of-scope-06', text: 'wat was de uitslag van de final four', askInstead: 'ncaa.com of een sport-app.' },
    {
      id: 'out-of-scope-07',
      text: 'hoe heeft stanford gisteren gespeeld bij het voetbal',
      askInstead: 'De athletics-website van Stanford.',
    },
    {
      id: 'out-of-scope-08',
      text: 'Ik heb al drie weken last van mijn knie bij het sprinten, moet ik stoppen met trainen?',
      askInstead: 'Je huisarts, een sportarts of een fysiotherapeut.',
    },
    {
      id: 'out-of-scope-09',
      text: 'welke pijnstillers mag ik nemen voor een wedstrijd',
      askInstead: 'Je huisarts of apotheek; of iets op de dopinglijst staat, zegt de Dopingautoriteit.',
    },
    {
      id: 'out-of-scope-10',
      text: 'Mijn dochter heeft een hartafwijking. Mag ze met een sportbeurs in de VS sporten?',
      askInstead: 'Haar cardioloog of een sportarts; de sportmedische keuring doet de school zelf.',
      tags: ['parent', 'near-topic'],
    },
    {
      id: 'out-of-scope-11',
      text: 'Kun je mijn essay voor de Common App schrijven?',
      askInstead: 'Dat schrijf je zelf; je mentor, je decaan of een docent Engels kan meelezen.',
    },
    {
      id: 'out-of-scope-12',
      text: 'schrijf ff een personal statement voor me over hockey',
      askInstead: 'Dat schrijf je zelf; je mentor, je decaan of een docent Engels kan meelezen.',
    },
    {
      id: 'out-of-scope-13',
      text: 'Mijn vader heeft een strafblad van vroeger, krijg ik dan nog wel een visum?',
      askInstead: 'Een immigratieadvocaat of het Amerikaanse consulaat in Amsterdam.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-14',
      text: 'Mijn ouders gaan scheiden. Wie moet er tekenen voor mijn aanmelding?',
      askInstead: 'Het Juridisch Loket of een advocaat.',
    },
    {
      id: 'out-of-scope-15',
      text: 'kan ik mijn zorgverzekering in nederland opzeggen als ik in amerika studeer',
      askInstead: 'Je zorgverzekeraar en de SVB, die bepaalt of je in Nederland verzekerd blijft.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-16',
      text: 'Krijg ik studiefinanciering van DUO als ik in Amerika ga studeren?',
      askInstead: 'DUO (duo.nl, studeren in het buitenland).',
      tags: ['near-topic'],
    },
    { id: 'out-of-scope-17', text: 'vertel eens een mop', askInstead: NOWHERE },
    { id: 'out-of-scope-18', text: 'wat is je lievelingseten', askInstead: NOWHERE },
    {
      id: 'out-of-scope-19',
      text: 'Kun je mijn wiskundehuiswerk nakijken?',
      askInstead: 'Je docent of een bijlesinstituut.',
    },
    { id: 'out-of-scope-20', text: 'wat is de hoofdstad van montana', askInstead: 'Een zoekmachine of encyclopedie.' },
    {
      id: 'out-of-scope-21',
      text: 'Kun je een goedkope vlucht naar Boston voor me zoeken?',
      askInstead: 'Een vliegmaatschappij of boekingssite.',
    },
    { id: 'out-of-scope-22', text: 'hoeveel verdient een nba speler', askInstead: NOWHERE },
    { id: 'out-of-scope-23', text: 'welke stick moet ik kopen', askInstead: 'Je trainer of een hockeywinkel.' },
    {
      id: 'out-of-scope-24',
      text: 'Kun je een trainingsschema voor de zomer voor me maken?',
      askInstead: 'Je trainer of de krachttrainer van je club.',
    },
    {
      id: 'out-of-scope-25',
      text: 'Hoeveel plekken heeft het hockeyteam van UNC dit jaar nog vrij?',
      askInstead: 'De coach van dat team zelf, per mail.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-26',
      text: 'Wat vind jij van de verkiezingen in Amerika?',
      askInstead: 'Het nieuws; Sanne geeft geen mening over politiek.',
    },
    {
      id: 'out-of-scope-27',
      text: 'Hoe vraag ik in Amerika een rijbewijs aan?',
      askInstead: 'De DMV van de staat waar je gaat wonen.',
    },
    {
      id: 'out-of-scope-28',
      text: 'ik ben mijn wachtwoord vergeten',
      askInstead: "De link 'Wachtwoord vergeten' op de inlogpagina.",
    },
    {
      id: 'out-of-scope-29',
      text: 'Mag ik in de VS naast mijn studie werken in een restaurant?',
      askInstead: 'De international student office (de DSO) van je school.',
      tags: ['near-topic'],
    },
    { id: 'out-of-scope-30', text: 'wat is de beste hockeyclub van nederland', askInstead: NOWHERE },
    {
      id: 'out-of-scope-31',
      text: 'Hoeveel belasting betaal ik over mijn beurs in Amerika?',
      askInstead: 'Een belastingadviseur of de international office van de school.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-32',
      text: 'kun je helpen met mijn profielwerkstuk over amerika',
      askInstead: 'Je pws-begeleider op school.',
    },
    {
      id: 'out-of-scope-33',
      text: 'Is het veilig in Chicago?',
      askInstead: 'De reisadviezen op nederlandwereldwijd.nl en de campus security van de school.',
      tags: ['parent'],
    },
    {
      id: 'out-of-scope-34',
      text: 'Mijn zoon heeft zijn enkel verzwikt. Hoe lang moet hij rusten?',
      askInstead: 'Een fysiotherapeut of sportarts.',
      tags: ['parent'],
    },
    { id: 'out-of-scope-35', text: 'Wanneer is de volgende open dag van de UvA?', askInstead: 'De site van de UvA.' },
    { id: 'out-of-scope-36', text: 'hoe laat is het nu in californie', askInstead: 'De wereldklok op je telefoon.' },
    {
      id: 'out-of-scope-37',
      text: 'Hoeveel volgers heeft het hockeyteam van Stanford op Instagram?',
      askInstead: 'Instagram zelf.',
    },
    {
      id: 'out-of-scope-38',
      text: 'kun je een boze mail naar mijn trainer schrijven',
      askInstead: 'Praat zelf met je trainer of de teammanager.',
    },
    { id: 'out-of-scope-39', text: 'wie is de beste voetballer ooit', askInstead: NOWHERE },
    {
      id: 'out-of-scope-40',
      text: 'kun je mijn cv in het engels vertalen',
      askInstead: 'Een docent Engels of een vertaaldienst.',
    },
    {
      id: 'out-of-scope-41',
      text: 'Wat staat er in het contract van mijn dochter over de opzegtermijn bij haar club?',
      askInstead: 'Het contract zelf, de club of een jurist.',
      tags: ['parent', 'near-topic'],
    },
    {
      id: 'out-of-scope-42',
      text: 'Welke kamer in de dorm is het grootst op de campus van mijn eerste match?',
      askInstead: 'Het housing office van de school.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-43',
      text: 'Geef me het mailadres van de coach bij mijn tweede match',
      askInstead: 'De staff directory op de athletics-website van de school.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-44',
      text: 'kun je een afspraak met de coach van virginia voor me inplannen',
      askInstead: 'De coach zelf, per mail; Sanne plant geen afspraken.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-45',
      text: 'Hoe speelden de Nederlandse hockeydames gisteren?',
      askInstead: 'NOS Sport of de KNHB-app.',
    },
    {
      id: 'out-of-scope-46',
      text: 'Hoe krijg ik een sportbeurs in Engeland?',
      askInstead: 'De universiteiten in het Verenigd Koninkrijk zelf; Talentbrug gaat over de VS.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-47',
      text: 'kan ik met een sportbeurs naar canada',
      askInstead: 'De Canadese universiteiten en U SPORTS; Talentbrug gaat over de VS.',
      tags: ['near-topic'],
    },
    { id: 'out-of-scope-48', text: 'Wat is 15% van 32.000?', askInstead: 'Een rekenmachine.' },
    {
      id: 'out-of-scope-49',
      text: 'Welke medicijnen mag ik meenemen in mijn koffer naar Amerika?',
      askInstead: 'Je huisarts of apotheek, en de site van de Amerikaanse douane (CBP).',
    },
    {
      id: 'out-of-scope-50',
      text: 'Kun je mijn motivatiebrief voor de universiteit herschrijven?',
      askInstead: 'Dat doe je zelf; je decaan of een docent Engels kan meelezen.',
    },
    {
      id: 'out-of-scope-51',
      text: 'hoe laat begint de wedstrijd van oranje vanavond',
      askInstead: 'Een sport-app of de tv-gids.',
    },
    { id: 'out-of-scope-52', text: 'wat word het weer morgen', askInstead: 'Een weer-app.', tags: ['typo'] },
    {
      id: 'out-of-scope-53',
      text: 'wie heeft er gewonen gisteren bij de hockey',
      askInstead: 'De KNHB-app of NOS Sport.',
      tags: ['typo'],
    },
  ]),
  // Written 2026-12-07 for the training half only (issue 34's routing round): each id is the next
  // number of its group that `halfOf` puts in the training half; the numbers skipped stay free.
  ...about('matches', [
    { id: 'matches-19', text: 'is mn nummer 2 niet eigenlijk beter dan nummer 1?', personal: ['matches-by-name'] },
    {
      id: 'matches-21',
      text: 'Onze dochter twijfelt tussen de bovenste twee scholen op haar lijst. Wat is het grootste verschil tussen die twee?',
      personal: ['matches-by-name'],
      tags: ['parent'],
    },
    {
      id: 'matches-23',
      text: 'waarom staat er geen enkele school uit californie tussen mn matchse',
      personal: ['matches-by-name'],
      tags: ['typo'],
    },
  ]),
  ...about('profile-score', [
    { id: 'profile-score-20', text: 'mijn profiel staat op 70 procent, wat mis ik nog', personal: ['profile-score'] },
    {
      id: 'profile-score-21',
      text: 'Hoe kan mijn zoon zijn profiel completer maken, zodat scholen een beter beeld van hem krijgen?',
      personal: ['profile-score'],
      tags: ['parent'],
    },
  ]),
  ...about('highlight-video', [
    { id: 'highlight-video-18', text: 'moet er muziek onder mijn highlights of liever niet' },
    { id: 'highlight-video-19', text: 'hoeveel clips zet je er ongeveer in' },
    {
      id: 'highlight-video-21',
      text: 'Mijn dochter keept. Moet haar video alleen reddingen laten zien of ook haar uittrappen?',
      personal: ['sport', 'position'],
      tags: ['parent'],
    },
  ]),
  ...about('sat-act', [
    { id: 'sat-act-16', text: 'heb ik echt een sat nodig als ik naar d2 wil' },
    { id: 'sat-act-17', text: 'waar kan je in nederland de act maken' },
  ]),
  ...about('english-test', [
    { id: 'english-test-18', text: 'is duolingo genoeg of moet het echt toefl zijn' },
    {
      id: 'english-test-23',
      text: 'Mijn zoon zit in het tweetalig onderwijs. Moet hij dan toch nog een Engelse toets doen?',
      personal: ['education', 'english'],
      tags: ['parent'],
    },
  ]),
  ...about('grades-gpa', [
    { id: 'grades-gpa-17', text: 'ik sta gemiddeld een 6,8, wat is dat in gpa' },
    { id: 'grades-gpa-22', text: 'telt mbo 4 als diploma voor amerika' },
  ]),
  ...about('eligibility', [
    { id: 'eligibility-16', text: 'hoeveel kernvakken moet ik hebben voor d1' },
    { id: 'eligibility-18', text: 'Telt lichamelijke opvoeding mee als kernvak bij de NCAA?' },
    { id: 'eligibility-19', text: 'wat gebeurt er als ik niet eligable word verklaard', tags: ['typo'] },
  ]),
  ...about('eligibility-registration', [
    {
      id: 'eligibility-registration-16',
      text: 'wat kost het om me aan te melden bij het eligibilty center',
      tags: ['typo'],
    },
    {
      id: 'eligibility-registration-18',
      text: 'Moet onze dochter zelf haar cijferlijsten uploaden, of doet haar school dat?',
      tags: ['parent'],
    },
  ]),
  ...about('naia', [
    { id: 'naia-16', text: 'wat is incred precies' },
    { id: 'naia-17', text: 'hoe word je speelgerechtigd bij de naia' },
    { id: 'naia-22', text: 'Geldt er bij de NAIA ook een minimum GPA voor eerstejaars?' },
  ]),
  ...about('divisions', [
    { id: 'divisions-18', text: 'hoe groot is het niveauverschil tussen d2 en d3' },
    { id: 'divisions-21', text: 'is de njcaa hetzelfde als de naia?' },
    { id: 'divisions-22', text: 'Kunt u uitleggen wat een junior college is en hoe lang je daar studeert?' },
  ]),
  ...about('my-divisions', [
    { id: 'my-divisions-17', text: 'waarom zit ik vooral bij d2 scholen', personal: WHY_LEVELS },
    {
      id: 'my-divisions-18',
      text: 'Waarom heeft onze zoon geen enkele D1-school in zijn lijst?',
      personal: WHY_LEVELS,
      tags: ['parent'],
    },
    { id: 'my-divisions-21', text: 'wat moet ik verbeteren om bij d1 te komen', personal: WHY_LEVELS },
  ]),
  ...about('scholarship', [
    {
      id: 'scholarship-24',
      text: 'hoe groot is de kans dat ik een beurs krijg als zwemmer',
      personal: ['sport', 'level'],
    },
    { id: 'scholarship-26', text: 'Wanneer hoor je meestal of je een beurs krijgt?' },
    { id: 'scholarship-27', text: 'moet je je beurs elk jaar opnieuw aanvragen' },
  ]),
  ...about('scholarship-coverage', [
    { id: 'scholarship-coverage-19', text: 'zit eten ook in een volledige beurs' },
    {
      id: 'scholarship-coverage-21',
      text: 'Betaalt een gedeeltelijke beurs ook de boeken, of alleen het collegegeld?',
    },
  ]),
  ...about('costs', [
    { id: 'costs-17', text: 'wat kost een jaar college ongeveer voor een buitenlander' },
    { id: 'costs-20', text: 'moet ik in amerika een eigen zorgverzekering hebben' },
    { id: 'costs-24', text: 'wat zijn de kosten naast het collegegeld' },
  ]),
  ...about('affordability', [
    { id: 'affordability-18', text: 'welke van mijn scholen past binnen 15k per jaar', personal: ['matches-by-name'] },
    {
      id: 'affordability-19',
      text: 'Kunnen wij de eerste school op de lijst van onze dochter wel betalen?',
      personal: OWN_MATCHES,
      tags: ['parent'],
    },
    {
      id: 'affordability-20',
      text: 'wat blijft er over om zelf te betalen bij mn top 3 na de beurs',
      personal: OWN_MATCHES,
    },
  ]),
  ...about('visa', [
    { id: 'visa-26', text: 'hoe lang van tevoren moet je je visum aanvragen', personal: ['start-term'] },
    { id: 'visa-27', text: 'wat vragen ze bij het visumgesprek op de ambassade' },
    { id: 'visa-30', text: 'Wat is het verschil tussen het I-20 formulier en het visum zelf?' },
  ]),
  ...about('coach-contact', [
    {
      id: 'coach-contact-23',
      text: 'mag een coach me al appen als ik in havo 4 zit',
      personal: ['sport', 'education', 'graduation-year'],
    },
    { id: 'coach-contact-24', text: 'hoe vaak mag ik een coach mailen zonder dat het irritant wordt' },
    { id: 'coach-contact-28', text: 'Moet onze zoon de hoofdcoach mailen of de assistent?', tags: ['parent'] },
  ]),
  ...about('planning', [
    {
      id: 'planning-21',
      text: 'ik zit in vwo 4, wat moet ik dit jaar al regelen',
      personal: ['education', 'graduation-year', 'start-term'],
    },
    { id: 'planning-22', text: 'is het te laat als ik pas in mijn examenjaar begin' },
    {
      id: 'planning-23',
      text: 'Welke stappen moet onze dochter het komende jaar zetten om in 2028 te kunnen starten?',
      personal: ['education', 'graduation-year'],
      tags: ['parent'],
    },
  ]),
  ...about('amateurism', [
    { id: 'amateurism-16', text: 'ik krijg reiskosten vergoed van mn club, is dat een probleem', personal: ['club'] },
    {
      id: 'amateurism-19',
      text: 'Onze zoon heeft een jeugdcontract bij een BVO. Kan hij dan nog in Amerika spelen?',
      tags: ['parent'],
    },
  ]),
  ...about('feelings', [
    { id: 'feelings-17', text: 'ik vind het echt spannend om alles hier achter te laten' },
    { id: 'feelings-21', text: 'ik twijfel of ik wel goed genoeg ben voor amerika' },
    {
      id: 'feelings-23',
      text: 'Onze dochter is erg onzeker sinds een coach haar heeft afgewezen. Hoe kunnen we haar steunen?',
      tags: ['parent'],
    },
  ]),
  ...about('conversation', [
    { id: 'conversation-16', text: 'hey sanne' },
    { id: 'conversation-19', text: 'top, bedankt voor je hulp!' },
    { id: 'conversation-23', text: 'wat kan jij allemaal voor me doen' },
  ]),
  ...declined([
    {
      id: 'out-of-scope-55',
      text: 'wat is het mailadres van de zwemcoach van texas',
      askInstead: 'De staff directory op de site van het team.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-56',
      text: 'hoeveel spelers op mijn positie zitten er dit jaar al in het team van mijn eerste match',
      askInstead: 'De coach van het team; de roster staat op de site van het team.',
      tags: ['near-topic'],
    },
    {
      id: 'out-of-scope-57',
      text: 'kun je mijn motivatiebrief voor de universiteit schrijven',
      askInstead: 'Schrijf hem zelf; een talentmanager of een docent Engels kan meelezen.',
    },
    {
      id: 'out-of-scope-62',
      text: 'moet ik in amerika belasting betalen over mijn beurs',
      askInstead: 'Een belastingadviseur, of de international office van de school.',
      tags: ['near-topic'],
    },
    { id: 'out-of-scope-63', text: 'wie heeft er gisteren gewonnen bij ajax', askInstead: NOWHERE },
    {
      id: 'out-of-scope-66',
      text: 'mag ik naast mijn studie een bijbaantje nemen op de campus',
      askInstead: 'De international office van de school (de Designated School Official).',
      tags: ['near-topic'],
    },
    { id: 'out-of-scope-69', text: 'welke vlucht naar boston is het goedkoopst in augustus', askInstead: NOWHERE },
  ]),
];

/** Questions that lean on the user's previous turn: labelled with what the follow-up itself is about. */
const FOLLOW_UPS: readonly EvalQuestion[] = [
  {
    id: 'follow-up-01',
    previous: { text: 'Hoe werkt de NCAA?', label: 'divisions' },
    text: 'En bij NAIA?',
    label: 'divisions',
    shift: { level: 'naia' },
    tags: ['issue'],
  },
  {
    id: 'follow-up-02',
    previous: { text: 'Wat zijn de eisen voor D1?', label: 'eligibility' },
    text: 'en voor mij?',
    label: 'eligibility',
    personal: ['gpa', 'education'],
    tags: ['issue'],
  },
  {
    id: 'follow-up-03',
    previous: { text: 'Hoeveel beurzen heeft een voetbalteam in D1?', label: 'scholarship' },
    text: 'en voor D2?',
    label: 'scholarship',
    shift: { level: 'ncaa-d2' },
    tags: ['issue'],
  },
  {
    id: 'follow-up-04',
    previous: { text: 'Hoe groot is de beurs bij mijn matches?', label: 'scholarship' },
    text: 'en als ik D2 kies?',
    label: 'scholarship',
    shift: { level: 'ncaa-d2' },
    personal: ['sport', 'matches-by-name'],
  },
  {
    id: 'follow-up-05',
    previous: { text: 'Wat dekt een volledige beurs?', label: 'scholarship-coverage' },
    text: 'en een gedeeltelijke?',
    label: 'scholarship-coverage',
    shift: { detail: 'een gedeeltelijke beurs' },
  },
  {
    id: 'follow-up-06',
    previous: { text: 'Hoe werkt het visumproces?', label: 'visa' },
    text: 'En wat kost dat allemaal?',
    label: 'visa',
    shift: { detail: 'de kosten' },
  },
  {
    id: 'follow-up-07',
    previous: { text: 'Hoe werkt het visumproces?', label: 'visa' },
    text: 'en de SAT?',
    label: 'sat-act',
    personal: ['matches-by-name', 'test-scores'],
  },
  {
    id: 'follow-up-08',
    previous: { text: 'Welke matches passen het best bij mij?', label: 'matches' },
    text: 'waarom?',
    label: 'matches',
    shift: { match: 1, detail: 'waarom de beste match past' },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-09',
    previous: { text: 'Welke matches passen het best bij mij?', label: 'matches' },
    text: 'en de tweede?',
    label: 'matches',
    shift: { match: 2 },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-10',
    previous: { text: 'Welke matches passen het best bij mij?', label: 'matches' },
    text: 'kan ik die betalen?',
    label: 'affordability',
    personal: OWN_MATCHES,
  },
  {
    id: 'follow-up-11',
    previous: { text: 'Welke TOEFL-score heb ik nodig?', label: 'english-test' },
    text: 'en ielts?',
    label: 'english-test',
    shift: { detail: 'IELTS' },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-12',
    previous: { text: 'Wanneer mogen coaches contact opnemen?', label: 'coach-contact' },
    text: 'en bij basketbal?',
    label: 'coach-contact',
    shift: { sport: 'Basketbal' },
    personal: ['graduation-year'],
  },
  {
    id: 'follow-up-13',
    previous: { text: 'Wanneer mogen coaches contact opnemen?', label: 'coach-contact' },
    text: 'En wat zet ik dan in die eerste mail?',
    label: 'coach-contact',
    shift: { detail: 'de eerste mail' },
    personal: ['sport', 'video'],
  },
  {
    id: 'follow-up-14',
    previous: { text: 'Welke eisen heeft de NAIA?', label: 'naia' },
    text: 'en met een gpa van 2,1?',
    label: 'naia',
    shift: { detail: 'een GPA van 2,1' },
  },
  {
    id: 'follow-up-15',
    previous: { text: 'Hoe reken ik mijn cijfers om naar een GPA?', label: 'grades-gpa' },
    text: 'en een 7,4?',
    label: 'grades-gpa',
    shift: { detail: 'een gemiddelde van 7,4' },
  },
  {
    id: 'follow-up-16',
    previous: { text: 'Hoe reken ik mijn cijfers om naar een GPA?', label: 'grades-gpa' },
    text: 'is dat genoeg voor d1?',
    label: 'eligibility',
    shift: { level: 'ncaa-d1' },
    personal: ['gpa'],
  },
  {
    id: 'follow-up-17',
    previous: { text: 'Wat kost studeren in Amerika?', label: 'costs' },
    text: 'en wat betekent dat voor mij?',
    label: 'affordability',
    personal: OWN_MATCHES,
  },
  {
    id: 'follow-up-18',
    previous: { text: 'Wat kost studeren in Amerika?', label: 'costs' },
    text: 'En de verzekering?',
    label: 'costs',
    shift: { detail: 'de zorgverzekering' },
  },
  {
    id: 'follow-up-19',
    previous: { text: 'Wat is een junior college?', label: 'divisions' },
    text: 'waarom krijg ik die alleen?',
    label: 'my-divisions',
    shift: { level: 'njcaa' },
    personal: WHY_LEVELS,
  },
  {
    id: 'follow-up-20',
    previous: { text: 'Waarom alleen junior colleges?', label: 'my-divisions' },
    text: 'hoe kom ik dan bij D2?',
    label: 'my-divisions',
    shift: { level: 'ncaa-d2' },
    personal: WHY_LEVELS,
  },
  {
    id: 'follow-up-21',
    previous: { text: 'Ik heb een contract bij een profclub, mag ik nog?', label: 'amateurism' },
    text: 'ook voor D3?',
    label: 'amateurism',
    shift: { level: 'ncaa-d3' },
  },
  {
    id: 'follow-up-22',
    previous: { text: 'Hoe maak ik een account bij het NCAA Eligibility Center?', label: 'eligibility-registration' },
    text: 'en wat kost dat?',
    label: 'eligibility-registration',
    shift: { detail: 'de kosten' },
  },
  {
    id: 'follow-up-23',
    previous: { text: 'Hoe maak ik een account bij het NCAA Eligibility Center?', label: 'eligibility-registration' },
    text: 'welke papieren moet ik dan uploaden',
    label: 'eligibility-registration',
    shift: { detail: 'de documenten' },
    personal: ['education'],
  },
  {
    id: 'follow-up-24',
    previous: { text: 'Wat moet er in mijn highlightvideo?', label: 'highlight-video' },
    text: 'hoe lang dan?',
    label: 'highlight-video',
    shift: { detail: 'de lengte' },
    personal: ['sport'],
  },
  {
    id: 'follow-up-25',
    previous: { text: 'Wat moet er in mijn highlightvideo?', label: 'highlight-video' },
    text: 'en als keeper?',
    label: 'highlight-video',
    shift: { detail: 'een keeper' },
    personal: ['sport'],
  },
  {
    id: 'follow-up-26',
    previous: { text: 'ik ben zenuwachtig', label: 'feelings' },
    text: 'vooral voor het visumgesprek',
    label: 'feelings',
    shift: { detail: 'het visumgesprek' },
  },
  {
    id: 'follow-up-27',
    previous: { text: 'Hoe verhoog ik mijn profielscore?', label: 'profile-score' },
    text: 'en hoe maak ik die video dan?',
    label: 'highlight-video',
    personal: ['sport'],
  },
  {
    id: 'follow-up-28',
    previous: { text: 'Wat is het verschil tussen de NCAA-divisies?', label: 'divisions' },
    text: 'welke past bij mij?',
    label: 'my-divisions',
    personal: WHY_LEVELS,
  },
  {
    id: 'follow-up-29',
    previous: { text: 'Heb je tips voor mijn beursaanvraag?', label: 'scholarship' },
    text: "en wat dekt zo'n beurs eigenlijk?",
    label: 'scholarship-coverage',
  },
  {
    id: 'follow-up-30',
    previous: { text: 'Kan ik een full ride krijgen?', label: 'scholarship' },
    text: 'en bij een junior college?',
    label: 'scholarship',
    shift: { level: 'njcaa' },
    personal: ['sport'],
  },
  {
    id: 'follow-up-31',
    previous: { text: 'Welke SAT-score heb ik nodig voor mijn matches?', label: 'sat-act' },
    text: 'en voor de naia?',
    label: 'sat-act',
    shift: { level: 'naia' },
    personal: ['gpa', 'test-scores'],
  },
  {
    id: 'follow-up-32',
    previous: { text: 'wanneer moet ik me inschrijven bij de ncaa', label: 'eligibility-registration' },
    text: 'En bij de NAIA, moet dat daar ook?',
    label: 'naia',
    shift: { level: 'naia' },
  },
  {
    id: 'follow-up-33',
    previous: { text: 'Wat moet ik in welk schooljaar doen?', label: 'planning' },
    text: 'ik zit nu in 5 vwo',
    label: 'planning',
    shift: { detail: '5 vwo' },
    personal: ['start-term', 'sport'],
  },
  {
    id: 'follow-up-34',
    previous: { text: 'Wat moet ik in welk schooljaar doen?', label: 'planning' },
    text: 'en als ik een jaar later wil gaan?',
    label: 'planning',
    shift: { detail: 'een jaar later starten' },
    personal: ['education', 'start-term'],
  },
  {
    id: 'follow-up-35',
    previous: { text: 'Hoe werkt het visumproces?', label: 'visa' },
    text: 'moet ik daarvoor naar den haag?',
    label: 'visa',
    shift: { detail: 'het consulaat in Amsterdam' },
  },
  {
    id: 'follow-up-36',
    previous: { text: 'Wat is een I-20?', label: 'visa' },
    text: 'wie stuurt die?',
    label: 'visa',
    shift: { detail: 'de I-20' },
  },
  {
    id: 'follow-up-37',
    previous: { text: 'Past het binnen mijn budget?', label: 'affordability' },
    text: 'en als we 15.000 hebben?',
    label: 'affordability',
    shift: { detail: 'een budget van 15.000 euro' },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-38',
    previous: { text: 'Past het binnen mijn budget?', label: 'affordability' },
    text: 'En met een halve beurs?',
    label: 'affordability',
    shift: { detail: 'een halve beurs' },
    personal: OWN_MATCHES,
  },
  {
    id: 'follow-up-39',
    previous: { text: 'Wat is het telefoonnummer van de hockeycoach van Duke?', label: 'out-of-scope' },
    text: 'en zijn mailadres dan?',
    label: 'out-of-scope',
    askInstead: 'De staff directory op de athletics-website van de school.',
    tags: ['near-topic'],
  },
  {
    id: 'follow-up-40',
    previous: { text: 'Wat kost een studentenvisum?', label: 'visa' },
    text: 'en wat voor weer is het daar in augustus',
    label: 'out-of-scope',
    askInstead: 'Een weer-app of een reissite.',
  },
  {
    id: 'follow-up-41',
    previous: { text: 'Welke matches passen het best bij mij?', label: 'matches' },
    text: 'dankje!',
    label: 'conversation',
  },
  {
    id: 'follow-up-42',
    previous: { text: 'Wanneer mogen coaches mij bellen?', label: 'coach-contact' },
    text: 'en voor mij dan, ik zit in havo 4 en speel hockey',
    label: 'coach-contact',
    shift: { sport: 'Hockey', detail: 'HAVO 4' },
    personal: ['graduation-year', 'start-term'],
  },
  {
    id: 'follow-up-43',
    previous: { text: 'Is D1 beter dan D2?', label: 'divisions' },
    text: 'en d3?',
    label: 'divisions',
    shift: { level: 'ncaa-d3' },
  },
  {
    id: 'follow-up-44',
    previous: { text: 'wat is de amateurstatus', label: 'amateurism' },
    text: 'en prijzengeld?',
    label: 'amateurism',
    shift: { detail: 'prijzengeld' },
  },
  {
    id: 'follow-up-45',
    previous: { text: 'Welke matches passen het best bij mij?', label: 'matches' },
    text: 'vertel meer over de eerste',
    label: 'matches',
    shift: { match: 1 },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-46',
    previous: { text: 'Hoe werkt de NCAA?', label: 'divisions' },
    text: 'en de njcaa dan, wat is dat percies',
    label: 'divisions',
    shift: { level: 'njcaa' },
    tags: ['typo'],
  },
  {
    id: 'follow-up-47',
    previous: { text: 'Moet ik een Engelse taaltoets doen?', label: 'english-test' },
    text: 'en duolingo telt dat ook',
    label: 'english-test',
    shift: { detail: 'Duolingo' },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-48',
    previous: { text: 'Wat kost studeren in Amerika?', label: 'costs' },
    text: 'hoezo zo duur?',
    label: 'costs',
    shift: { detail: 'het out-of-state tarief' },
  },
  {
    id: 'follow-up-49',
    previous: { text: 'ik ben bang dat ik heimwee krijg', label: 'feelings' },
    text: 'hoe gaan andere nederlanders daarmee om',
    label: 'feelings',
    shift: { detail: 'heimwee' },
  },
  {
    id: 'follow-up-50',
    previous: {
      text: 'Welke documenten heeft mijn dochter nodig voor de registratie bij de NCAA?',
      label: 'eligibility-registration',
    },
    text: 'en wanneer moet ze dat doen?',
    label: 'eligibility-registration',
    shift: { detail: 'wanneer' },
    personal: ['education', 'graduation-year', 'start-term'],
    tags: ['parent'],
  },
  // Written 2026-12-07 for the training half only, as the standalone questions above.
  {
    id: 'follow-up-55',
    previous: { text: 'Hoe lang moet mijn highlightvideo zijn?', label: 'highlight-video' },
    text: 'en wat zet ik er als eerste in?',
    label: 'highlight-video',
    shift: { detail: 'de eerste clip' },
  },
  {
    id: 'follow-up-59',
    previous: { text: 'welke toefl score heb ik nodig voor d1', label: 'english-test' },
    text: 'mag het ook een ielts zijn?',
    label: 'english-test',
    shift: { detail: 'IELTS' },
  },
  {
    id: 'follow-up-61',
    previous: { text: 'wat kost studeren in de vs gemiddeld', label: 'costs' },
    text: 'en kan ik dat betalen?',
    label: 'affordability',
    personal: OWN_MATCHES,
  },
  {
    id: 'follow-up-64',
    previous: { text: 'Hoe werkt een sportbeurs eigenlijk?', label: 'scholarship' },
    text: 'en hoeveel krijgen hockeyers meestal?',
    label: 'scholarship',
    shift: { sport: 'hockey' },
  },
  {
    id: 'follow-up-67',
    previous: { text: 'wat zijn de eisen van de ncaa voor d1', label: 'eligibility' },
    text: 'hoe registreer ik me daar dan?',
    label: 'eligibility-registration',
  },
  {
    id: 'follow-up-69',
    previous: { text: 'hoe zet ik mijn cijfers om naar een gpa', label: 'grades-gpa' },
    text: 'en is dat genoeg voor de naia?',
    label: 'naia',
    personal: ['gpa'],
  },
  {
    id: 'follow-up-72',
    previous: { text: 'ik ben zo bang dat ik heimwee krijg', label: 'feelings' },
    text: 'vooral in de eerste maanden',
    label: 'feelings',
  },
  {
    id: 'follow-up-74',
    previous: { text: 'wat is het verschil tussen d1 en d2', label: 'divisions' },
    text: 'en waar zit ik dan?',
    label: 'my-divisions',
    personal: WHY_LEVELS,
  },
  {
    id: 'follow-up-81',
    previous: { text: 'welke van mijn matches is het beste', label: 'matches' },
    text: 'en de derde?',
    label: 'matches',
    shift: { match: 3 },
    personal: ['matches-by-name'],
  },
  {
    id: 'follow-up-82',
    previous: { text: 'hoe vraag ik een f1 visum aan', label: 'visa' },
    text: 'hoe lang duurt dat ongeveer',
    label: 'visa',
    shift: { detail: 'hoe lang' },
  },
  {
    id: 'follow-up-83',
    previous: { text: 'hoe vraag ik een f1 visum aan', label: 'visa' },
    text: 'en mag ik dan ook werken daar?',
    label: 'out-of-scope',
    askInstead: 'De international office van de school (de Designated School Official).',
  },
  {
    id: 'follow-up-84',
    previous: { text: 'wat is amateurisme precies', label: 'amateurism' },
    text: 'en sponsoring van een lokaal bedrijf?',
    label: 'amateurism',
    shift: { detail: 'sponsoring' },
  },
  {
    id: 'follow-up-85',
    previous: { text: 'mag ik al met coaches mailen', label: 'coach-contact' },
    text: 'en naar hoeveel scholen dan?',
    label: 'coach-contact',
    shift: { detail: 'hoeveel scholen' },
  },
  {
    id: 'follow-up-86',
    previous: { text: 'mag ik al met coaches mailen', label: 'coach-contact' },
    text: 'en hun telefoonnummers?',
    label: 'out-of-scope',
    askInstead: 'De staff directory op de site van het team.',
  },
  {
    id: 'follow-up-88',
    previous: { text: 'wat moet ik allemaal doen voor ik naar amerika ga', label: 'planning' },
    text: 'en als ik al in mijn examenjaar zit?',
    label: 'planning',
    personal: ['education', 'graduation-year'],
  },
  {
    id: 'follow-up-89',
    previous: { text: 'krijg ik als hockeyer een volledige beurs', label: 'scholarship' },
    text: 'en wat valt daar dan allemaal onder?',
    label: 'scholarship-coverage',
  },
  {
    id: 'follow-up-93',
    previous: { text: 'ik ben zenuwachtig voor mijn eerste mail aan een coach', label: 'feelings' },
    text: 'wat zet ik er dan in?',
    label: 'coach-contact',
  },
  {
    id: 'follow-up-94',
    previous: { text: 'hoe hoog moet mijn sat zijn', label: 'sat-act' },
    text: 'waar kan ik hem maken',
    label: 'sat-act',
    shift: { detail: 'waar' },
  },
  {
    id: 'follow-up-97',
    previous: { text: 'welke matches kan ik betalen', label: 'affordability' },
    text: 'dankjewel!',
    label: 'conversation',
  },
];

export const QUESTIONS: readonly EvalQuestion[] = [...STANDALONE, ...FOLLOW_UPS];

export type Half = 'train' | 'test';

/**
 * The split: the first byte of the SHA-256 of the id, even for the training half (the router may
 * learn from it: examples, a classifier, thresholds), odd for the test half (which the router and
 * whoever tunes it never read; the accuracy target is measured on it alone). It depends on the id
 * only, so correcting, adding or removing a question never moves another one between halves, and
 * any language can recompute it. `questions.test.ts` checks that both halves hold every label.
 */
export function halfOf(id: string): Half {
  return createHash('sha256').update(id, 'utf8').digest().readUInt8(0) % 2 === 0 ? 'train' : 'test';
}

export const TRAIN: readonly EvalQuestion[] = QUESTIONS.filter((question) => halfOf(question.id) === 'train');
export const TEST: readonly EvalQuestion[] = QUESTIONS.filter((question) => halfOf(question.id) === 'test');

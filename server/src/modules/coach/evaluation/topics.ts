/**
 * The closed list of what a family's question can be about (issue 34), the label for what the
 * coach must decline, and the parts of the athlete's own data an answer can use. The router the
 * issue asks for answers with one of these labels; the evaluation set in `questions.ts` holds the
 * expected label for each question. Where two topics touch, the README of this folder says which
 * one a question belongs to.
 */
import type { Profile } from '@talentbrug/domain/contracts/profile';

/** In-scope topics, with what each is about in the words of the answer it calls for. */
export const TOPICS = {
  matches:
    'Welke van mijn matches het best passen en waarom, of wat er over één match (bij naam of "de tweede") te zeggen is.',
  'profile-score': 'Mijn profielscore: wat er in mijn profiel ontbreekt en hoe ik de score verhoog.',
  'highlight-video':
    'De highlightvideo: wat coaches willen zien, lengte, beste actie eerst, infokaart, jezelf aanwijzen, filmen en delen.',
  'sat-act': 'SAT en ACT: of ik ze nodig heb, en welke score mijn matches vragen.',
  'english-test': 'Engelse taaltoetsen (TOEFL, IELTS, Duolingo): of ik er een nodig heb en welke score.',
  'grades-gpa': "Nederlandse cijfers omrekenen naar een GPA, en welke diploma's (HAVO, VWO, MBO) volstaan.",
  eligibility:
    'Academisch speelgerechtigd bij de NCAA: kernvakken, kernvak-GPA, wat het Eligibility Center beoordeelt.',
  'eligibility-registration':
    'Me registreren bij het NCAA Eligibility Center: de site, het soort account, de kosten, de documenten, wanneer.',
  naia: 'De NAIA: de toelatingsregels voor eerstejaars en de InCred-beoordeling van je diploma.',
  divisions: 'Het verschil tussen NCAA Division I, II en III, de NAIA en de NJCAA (junior college), in het algemeen.',
  'my-divisions':
    'Waarom mijn matches op de divisies zitten waar ze zitten (niveau, GPA, budget, sport), welke divisie bij mij past en hoe ik hoger kom.',
  scholarship:
    'Een beurs krijgen en houden: kansen en bedragen, beurzen per team en rosterlimieten, merit aid, aanbod en tekenen, tips voor de aanvraag.',
  'scholarship-coverage':
    'Wat een volledige en een gedeeltelijke beurs dekken (collegegeld, fees, kost en inwoning, boeken), headcount en equivalency.',
  costs:
    'Wat studeren in de VS in het algemeen kost: cost of attendance, out-of-state tarief, verzekering, bijkomende kosten, geen FAFSA.',
  affordability:
    'Welke van mijn matches ik met mijn budget kan betalen, bij naam, met wat ik er als internationale student betaal.',
  visa: 'Het F-1-studentenvisum: I-20, SEVIS, DS-160, het gesprek op het consulaat, de kosten, het bewijs van financiën.',
  'coach-contact':
    'Contact met coaches: wanneer de NCAA-regels het toestaan voor mijn sport en examenjaar, de eerste mail, opvolgen, hoeveel scholen, bezoeken.',
  planning: 'Mijn tijdlijn: wat ik wanneer doe van nu tot vertrek, waar ik begin en of ik te laat ben.',
  amateurism: 'Amateurstatus: een clubcontract, salaris of vergoeding, prijzengeld, een zaakwaarnemer.',
  feelings:
    'Gevoelens rond de stap: zenuwen, heimwee, twijfel, stress, een afwijzing. Warm en kort, dan een volgende stap.',
  conversation: 'Groeten, bedanken, afscheid nemen, of vragen wie Sanne is en waarmee ze helpt.',
} as const satisfies Record<string, string>;

export type TopicId = keyof typeof TOPICS;

/** The knowledge entries (`../knowledge/`) a topic's facts come from first; the rest is found by search. */
export const TOPIC_KNOWLEDGE: Readonly<Partial<Record<TopicId, readonly string[]>>> = {
  'highlight-video': ['highlightvideo'],
  'sat-act': ['sat-act'],
  'english-test': ['engelse-toetsen'],
  'grades-gpa': ['cijfers-gpa'],
  eligibility: ['eligibility'],
  'eligibility-registration': ['eligibility-registratie'],
  naia: ['naia-incred'],
  divisions: ['ncaa-divisies'],
  'my-divisions': ['ncaa-divisies'],
  scholarship: ['beurzen'],
  'scholarship-coverage': ['beurs-dekking'],
  costs: ['kosten-verzekering'],
  affordability: ['kosten-verzekering'],
  visa: ['f1-visum'],
  'coach-contact': ['recruiting-kalender', 'coaches-benaderen'],
  planning: ['recruiting-kalender'],
  amateurism: ['amateurisme'],
};
export const TOPIC_IDS = Object.keys(TOPICS) as TopicId[];

/** What the coach must decline, saying where to ask instead, and never answer with an invention. */
export const OUT_OF_SCOPE = 'out-of-scope';
export type Label = TopicId | typeof OUT_OF_SCOPE;
export const LABELS: readonly Label[] = [...TOPIC_IDS, OUT_OF_SCOPE];

export function isLabel(value: string): value is Label {
  return (LABELS as readonly string[]).includes(value);
}

/**
 * The athlete's own data a fitting answer uses, and where it lives. A question marked with one of
 * these is answered well only when the answer uses it for this athlete (their start month, their
 * matches by name), not with the general rule alone. When the profile lacks it, the answer says
 * so and what to fill in.
 */
export const PERSONAL_DATA = {
  sport: { text: 'de sport, heren of dames', from: ['sport', 'team'] },
  position: { text: 'de positie', from: ['position'] },
  level: { text: 'het huidige sportieve niveau', from: ['competition_level'] },
  club: { text: 'de huidige club', from: ['current_team'] },
  education: { text: 'de opleiding en klas (HAVO 4, VWO 6, MBO)', from: ['education_level'] },
  'graduation-year': { text: 'het jaar van het eindexamen', from: ['graduation_year'] },
  'start-term': { text: 'de gewenste start, maand en jaar', from: ['target_start_month', 'target_start_year'] },
  gpa: { text: 'de geschatte GPA', from: ['academic_gpa'] },
  'test-scores': { text: 'de SAT- of ACT-score', from: ['sat_score', 'act_score'] },
  english: { text: 'de Engelse toets en score', from: ['english_test', 'english_score'] },
  budget: { text: 'het budget per jaar', from: ['budget_eur_min'] },
  video: { text: 'of er een highlightvideo op het profiel staat', from: ['highlight_video_url'] },
  'profile-score': {
    text: 'de profielscore en wat die nog mist',
    from: ['first_name', 'sport', 'education_level', 'highlight_video_url', 'academic_gpa'],
  },
  /** The matches are not a profile field: they come from the athlete's computed matches. */
  'matches-by-name': { text: 'de eigen matches, bij naam, met hun divisie en kosten', from: [] },
  /** Nor is the outreach pipeline (issue 38): the schools written to, their status and next step. */
  outreach: { text: 'de scholen die de sporter al mailde, hun status en de volgende stap', from: [] },
} as const satisfies Record<string, { text: string; from: readonly (keyof Profile)[] }>;

export type PersonalData = keyof typeof PERSONAL_DATA;

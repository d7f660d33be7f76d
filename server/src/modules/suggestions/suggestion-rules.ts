/**
 * The coach's suggestions on the dashboard, by rules: each rule looks at one part of the
 * athlete's real state (what the profile lacks for matching, the matches and their pipeline,
 * the recruiting calendar) and proposes at most one suggestion with an urgency. The most urgent
 * five are shown. Pure and deterministic: the same state on the same day gives the same list.
 * Every fact in the texts comes from shared/reference/domain-facts.md; figures that may change
 * are said with 'circa', and deadlines that differ per school say so.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { ENGLISH_SCALES, type Profile } from '@talentbrug/domain/contracts/profile';
import type { Suggestion } from '@talentbrug/domain/contracts/suggestions';
import { formatDay, formatList, formatMonthYear } from '@talentbrug/domain/format';
import { MATCH_STATUS_LABELS } from '@talentbrug/domain/matches';
import { findSport, noProgrammeText } from '@talentbrug/domain/sports';
import { athleteFactsOf } from '../matches/index.ts';
import {
  collegeStartOf,
  type Day,
  daysBetween,
  isBefore,
  type RecruitingCalendar,
  recruitingCalendar,
} from './recruiting-calendar.ts';

export const MAX_SUGGESTIONS = 5;

export interface AthleteState {
  /** Null: no profile yet. */
  profile: Profile | null;
  /** The latest generation, best first. */
  matches: readonly Match[];
  /** When the matches were generated; null when never. */
  generatedAt: Date | null;
  /**
   * Whether the matches are from before a change of what matching reads (GET /api/matches'
   * `stale`); when unknown, a profile saved after the generation counts.
   */
  matchesStale?: boolean;
  /** The athlete's uploaded highlight videos. */
  highlightVideos: number;
  /** Whether the athlete has asked the AI coach anything yet (unknown counts as no). */
  askedCoach?: boolean;
  /** Today in the Netherlands. */
  today: Day;
}

/**
 * A suggestion with its place in the list: lower is more urgent; the key breaks ties. `at` is
 * when its reason arose, only where the state records that moment; never made up.
 */
export interface Candidate extends Omit<Suggestion, 'since'> {
  key: string;
  urgency: number;
  at?: Date;
}

/**
 * Urgencies, most urgent first. A blocker (no profile, nothing to match on) comes before a
 * deadline; a deadline within a month before the next step in the pipeline; the nice-to-haves last.
 */
export const URGENCY = {
  onboarding: 0,
  profileForMatching: 10,
  // Matches from before a change of the profile mislead every tip read from them: renewing them
  // is one click, so it comes before the rest (issue 33, item 5).
  regenerate: 11,
  visa: 12,
  offer: 14,
  deadlineSoon: 16,
  firstMatches: 20,
  highlightVideo: 22,
  topMatchMissing: 30,
  applied: 32,
  deadlineNear: 34,
  contactCoach: 36,
  favourites: 40,
  askSanne: 44,
  calendar: 42,
  followUp: 46,
  englishTest: 55,
  budget: 60,
  startYear: 62,
  satAct: 65,
  startPassed: 68,
  earlyStart: 72,
  preferredStates: 75,
} as const;

const percent = (match: Match) => `${match.match_score}%`;

/** A deadline's urgency by the days left. */
function byDaysLeft(days: number): number {
  if (days <= 30) return URGENCY.deadlineSoon;
  if (days <= 90) return URGENCY.deadlineNear;
  return URGENCY.calendar;
}

function onboarding(): Candidate {
  return {
    key: 'onboarding',
    urgency: URGENCY.onboarding,
    title: 'Vul eerst de onboarding in',
    description:
      'Zonder profiel kunnen we geen scholen voor je zoeken. Vertel in zes korte stappen over je sport, niveau, cijfers en wensen; daarna krijg je tips die bij jou passen.',
  };
}

/** What matching needs before it can run at all (the same check as POST /api/matches/generate). */
function profileForMatching(profile: Profile): Candidate | null {
  const read = athleteFactsOf(profile);
  if (!('missing' in read)) return null;
  const sentences: string[] = [];
  if (read.missing.length) {
    sentences.push(`We missen nog ${formatList(read.missing)}.`);
  }
  if (read.unknownSport) {
    sentences.push(`We kennen '${read.unknownSport}' niet als universiteitssport: kies je sport uit de lijst.`);
  }
  sentences.push('Vul dit aan op je profiel, dan kunnen we scholen voor je zoeken.');
  return {
    key: 'profile-for-matching',
    urgency: URGENCY.profileForMatching,
    title: 'Maak je profiel klaar om te matchen',
    description: sentences.join(' '),
  };
}

function highlightVideo(state: AthleteState & { profile: Profile }): Candidate | null {
  if (state.highlightVideos > 0 || state.profile.highlight_video_url) return null;
  return {
    key: 'highlight-video',
    urgency: URGENCY.highlightVideo,
    title: 'Zet je highlightvideo op je profiel',
    description:
      // The knowledge's 10 to 20 seconds are for reading a message, in which the video link decides.
      'Een coach beslist in 10 tot 20 seconden of hij je bericht verder leest, en een videolink en je belangrijkste resultaten geven de doorslag. Upload een korte video met je sterkste actie vooraan.',
  };
}

function firstMatches(state: AthleteState & { profile: Profile }): Candidate | null {
  if (state.matches.length > 0) return null;
  const read = athleteFactsOf(state.profile);
  if ('missing' in read) return null;
  const notice = noProgrammeText(read.sport, read.team);
  if (notice) {
    return {
      key: 'no-programme',
      urgency: URGENCY.firstMatches,
      title: 'Bekijk je alternatieven',
      description: notice,
    };
  }
  return {
    key: 'first-matches',
    urgency: URGENCY.firstMatches,
    title: 'Genereer je eerste matches',
    description:
      'Je profiel is ver genoeg om te matchen. We zoeken tussen de colleges van de NCAA, NAIA en NJCAA naar scholen die passen bij je sport, niveau, cijfers en budget.',
  };
}

/** A suggestion about the matches as they are arose when they were generated. */
const generated = (state: AthleteState) => (state.generatedAt ? { at: state.generatedAt } : {});

/** Matches that still count: a declined school is out of the race. */
const active = (matches: readonly Match[]) => matches.filter((match) => match.status !== 'declined');

/**
 * Whether the matches are from before a change of what matching reads: GET /api/matches' `stale`
 * when the service passes it; otherwise a profile saved after the generation counts.
 */
function matchesStale(state: AthleteState): boolean {
  if (!state.matches.length || !state.generatedAt || !state.profile) return false;
  return state.matchesStale ?? Date.parse(state.profile.updated_at) > state.generatedAt.getTime();
}

/**
 * The best match's 'wat ontbreekt'. Those lines were written from the facts of the generation
 * ('Engelse taaltoets: nog geen score'); once the profile changed, which of them still hold is not
 * known without matching again, so the tip waits for the new matches rather than quote a fact
 * the profile has since changed (issue 33, item 5). The profile's own gaps still have their tips.
 */
function topMatchMissing(state: AthleteState): Candidate | null {
  if (matchesStale(state)) return null;
  const [top] = active(state.matches);
  if (!top?.missing.length) return null;
  return {
    key: 'top-match-missing',
    urgency: URGENCY.topMatchMissing,
    ...generated(state),
    title: `Vergroot je kans bij ${top.school_name}`,
    description: `Bij je beste match (${percent(top)}) ontbreekt nog: ${top.missing.join('; ')}. ${
      top.missing.every((line) => line.startsWith(MONEY_LINE))
        ? MONEY_NEXT_STEP
        : 'Werk hieraan en vul het daarna aan op je profiel.'
    }`,
  };
}

/** How the engine's 'wat ontbreekt' opens a line about the money (matches/engine/texts.ts). */
const MONEY_LINE = 'Budget:';
/** A shortfall is not worked on and filled in like a test score: what a family can do about it. */
const MONEY_NEXT_STEP =
  'Bekijk bij die school wat een jaar na de geschatte beurs kost en of er merit aid is; kun je meer betalen, pas dan je budget aan op je profiel.';

function favourites(state: AthleteState): Candidate | null {
  if (!state.matches.length || state.matches.some((match) => match.favourite)) return null;
  const best = active(state.matches)
    .slice(0, 3)
    .map((match) => `${match.school_name} (${percent(match)})`);
  if (!best.length) return null;
  return {
    key: 'favourites',
    urgency: URGENCY.favourites,
    ...generated(state),
    title: 'Kies je favoriete scholen',
    description: `Je hebt ${state.matches.length} ${state.matches.length === 1 ? 'match' : 'matches'}. Markeer met het hartje de scholen die je het meest aanspreken; begin bijvoorbeeld bij ${formatList(best)}.`,
  };
}

/** What a school needs besides the application: the association checks its own athletes (domain facts). */
function applicationPapers(match: Match): string[] {
  const papers = ['je cijferlijsten', 'je Engelse toets'];
  const { level } = match.institution;
  if (level === 'ncaa-d1' || level === 'ncaa-d2') papers.push('je registratie bij het NCAA Eligibility Center');
  if (level === 'ncaa-d3') papers.push('je amateurcertificering bij de NCAA');
  if (level === 'naia') papers.push('je InCred-evaluatie voor de NAIA');
  return papers;
}

/** The next step for the school furthest along the pipeline (the best-ranked one at that stage). */
function pipelineStep(state: AthleteState, calendar: RecruitingCalendar | null): Candidate | null {
  const matches = active(state.matches);
  const at = (status: Match['status']) => matches.find((match) => match.status === status);

  const committed = at('committed');
  if (committed) return visa(state, calendar, committed);

  const offers = matches.filter((match) => match.status === 'offer');
  const [firstOffer] = offers;
  if (firstOffer) {
    const care =
      'Een sportbeurs wordt elk jaar opnieuw toegekend; een belofte voor vier jaar is niet vanzelfsprekend. Vraag wat er gebeurt bij een blessure en zet de kosten na beurs naast je budget voordat je tekent.';
    return {
      key: 'offer',
      urgency: URGENCY.offer,
      title:
        offers.length === 1
          ? `Bekijk het aanbod van ${firstOffer.school_name} goed`
          : `Vergelijk je ${offers.length} aanbiedingen`,
      description:
        offers.length === 1
          ? care
          : `Je hebt aanbiedingen van ${formatList(offers.map((m) => m.school_name))}. ${care}`,
    };
  }

  const applied = at('applied');
  if (applied) {
    return {
      key: 'applied',
      urgency: URGENCY.applied,
      title: `Volg je aanmelding bij ${applied.school_name} op`,
      description: `Controleer of de school alles binnen heeft: ${formatList(applicationPapers(applied))}. Vraag de coach ook hoe het met je plek in het team staat.`,
    };
  }

  const contacted = at('contacted');
  if (contacted) {
    return {
      key: 'follow-up',
      urgency: URGENCY.followUp,
      title: `Houd contact met de coach van ${contacted.school_name}`,
      description: `Stuur af en toe een korte update: een nieuwe video, een uitslag of je laatste cijfers. Zodra je je aanmeldt, zet je de status op '${MATCH_STATUS_LABELS.applied}'.`,
    };
  }

  const toContact = at('interested') ?? matches.find((match) => match.favourite && match.status === 'new');
  if (toContact) {
    return {
      key: 'contact-coach',
      urgency: URGENCY.contactCoach,
      title: `Neem contact op met ${toContact.school_name}`,
      description: `Stuur de coach een kort, persoonlijk bericht met een link naar je highlightvideo en je belangrijkste cijfers; een massamail wordt niet gelezen. Zet de status daarna op '${MATCH_STATUS_LABELS.contacted}'.`,
    };
  }
  return null;
}

const VISA_STEPS =
  'Na je toelating stuurt de school je I-20. Betaal daarna de SEVIS-fee (circa $350), vul het DS-160-formulier in en plan een gesprek op het Amerikaanse consulaat in Amsterdam. Plan dat gesprek vroeg: afspraken kunnen schaars zijn.';

/** The F-1 visa: for a school the athlete committed to, or in the last six months before the start. */
function visa(state: AthleteState, calendar: RecruitingCalendar | null, committed?: Match): Candidate | null {
  if (calendar && !isBefore(state.today, calendar.start)) return null;
  const inWindow = calendar !== null && !isBefore(state.today, calendar.visaFrom);
  if (!committed && !inWindow) return null;
  const daysLeft = calendar ? daysBetween(state.today, calendar.start) : null;
  return {
    key: 'visa',
    urgency: daysLeft !== null && daysLeft <= 90 ? URGENCY.visa : committed ? URGENCY.offer : URGENCY.deadlineNear,
    title: committed ? `Regel je studentenvisum voor ${committed.school_name}` : 'Begin op tijd aan je studentenvisum',
    description: calendar
      ? `Je start in ${formatMonthYear(calendar.start.year, calendar.start.month)}. ${VISA_STEPS}`
      : VISA_STEPS,
  };
}

/** One suggestion from the recruiting calendar: where today falls between the athlete's dates. */
function calendarStep(state: AthleteState & { profile: Profile }, calendar: RecruitingCalendar | null): Candidate[] {
  const { today } = state;
  if (!calendar) {
    return [
      {
        key: 'start-year',
        urgency: URGENCY.startYear,
        title: 'Vul je examenjaar in',
        description:
          'Met het jaar van je diploma rekenen we uit wanneer coaches je mogen benaderen en wanneer je je moet aanmelden.',
      },
    ];
  }
  const start = formatMonthYear(calendar.start.year, calendar.start.month);
  if (!isBefore(today, calendar.start)) {
    return [
      {
        key: 'start-passed',
        urgency: URGENCY.startPassed,
        title: 'Klopt je startdatum nog?',
        description: `Op je profiel staat dat je in ${start} begint. Is dat veranderd? Pas je startjaar aan, dan klopt je planning weer.`,
      },
    ];
  }

  if (isBefore(today, calendar.contactOpens)) {
    const days = daysBetween(today, calendar.contactOpens);
    const date = formatDay(calendar.contactOpens);
    const late =
      daysBetween(calendar.contactOpens, calendar.d1ContactOpens) === 0
        ? ''
        : ` In jouw sport wachten Division I-coaches tot ${formatDay(calendar.d1ContactOpens)}.`;
    if (days > 120) {
      return [
        {
          key: 'contact-ahead',
          urgency: URGENCY.earlyStart,
          title: 'Je hebt tijd: gebruik hem goed',
          description: `Coaches uit NCAA Division I en II mogen je vanaf ${date} bellen en mailen.${late} Jij mag ze nu al mailen: een kort, persoonlijk bericht met een videolink werkt beter dan een massamail.`,
        },
      ];
    }
    return [
      {
        key: 'contact-soon',
        urgency: byDaysLeft(days),
        title: `Vanaf ${date} mogen coaches je benaderen`,
        description: `Dan mogen coaches uit NCAA Division I en II je bellen en mailen.${late} Zorg dat je highlightvideo en je cijfers voor die tijd op je profiel staan.`,
      },
    ];
  }

  if (isBefore(today, calendar.officialVisits)) {
    return [
      {
        key: 'contact-open',
        urgency: URGENCY.deadlineNear,
        title: 'Coaches mogen nu contact met je opnemen',
        description: `Sinds ${formatDay(calendar.contactOpens)} mogen coaches uit Division I en II je bellen en mailen, en vanaf ${formatDay(calendar.officialVisits)} mogen Division I-scholen je uitnodigen voor een officieel bezoek. Houd je mail in de gaten en antwoord snel.`,
      },
    ];
  }

  if (isBefore(today, calendar.applicationsOpen)) {
    return [
      {
        key: 'official-visits',
        urgency: URGENCY.calendar,
        title: 'Plan je bezoeken en registreer je bij de NCAA',
        description: `Sinds ${formatDay(calendar.officialVisits)} mogen Division I-scholen je uitnodigen voor een officieel bezoek. Registreer je ook bij het NCAA Eligibility Center: dat beoordeelt je cijfers en je amateurstatus voordat je in Division I of II mag spelen.`,
      },
    ];
  }

  if (isBefore(today, calendar.applicationsClose)) {
    return [
      {
        key: 'applications',
        urgency: byDaysLeft(daysBetween(today, calendar.applicationsClose)),
        title: 'Meld je op tijd aan bij je scholen',
        description: `Voor een start in ${start} sluiten veel scholen hun aanmelding ruim een half jaar van tevoren; elke school heeft een eigen deadline. Zet de deadlines van je favorieten op een rij en vraag je cijferlijsten op tijd aan.`,
      },
    ];
  }
  return [];
}

function regenerate(state: AthleteState & { profile: Profile }): Candidate | null {
  if (!matchesStale(state)) return null;
  return {
    key: 'regenerate',
    urgency: URGENCY.regenerate,
    at: new Date(state.profile.updated_at),
    title: 'Vernieuw je matches',
    description:
      'Je profiel is aangepast na je laatste matches, op een punt waar de matching mee rekent. Genereer ze opnieuw, dan rekenen ze met je nieuwste gegevens.',
  };
}

function englishTest({ profile }: { profile: Profile }): Candidate | null {
  if (profile.english_test && profile.english_score !== null) return null;
  if (profile.english_test) {
    return {
      key: 'english-test',
      urgency: URGENCY.englishTest,
      title: `Vul je score van de ${ENGLISH_SCALES[profile.english_test].label} in`,
      description: 'Met je score zie je bij elke match of je aan het Engelse minimum van de school voldoet.',
    };
  }
  return {
    key: 'english-test',
    urgency: URGENCY.englishTest,
    title: 'Plan je Engelse taaltoets',
    description:
      'Elke school bepaalt een eigen minimum, vaak TOEFL iBT 61-79, IELTS 5,5-6,5 of Duolingo 100-105. Vul je score in zodra je hem hebt; dan zie je per match of je eraan voldoet.',
  };
}

function budget({ profile }: { profile: Profile }): Candidate | null {
  if (profile.budget_eur_min !== null) return null;
  return {
    key: 'budget',
    urgency: URGENCY.budget,
    title: 'Vul je budget in',
    description:
      'Met het bedrag dat jij en je familie per jaar kunnen bijdragen, rekenen je matches de kosten na beurs door. Internationale studenten krijgen geen Amerikaanse studiefinanciering, dus dit bedrag telt echt mee.',
  };
}

function satAct({ profile }: { profile: Profile }): Candidate | null {
  if (profile.sat_score !== null || profile.act_score !== null) return null;
  return {
    key: 'sat-act',
    urgency: URGENCY.satAct,
    title: 'Overweeg een SAT of ACT',
    description:
      'De NCAA vraagt geen SAT of ACT meer, maar veel scholen gebruiken de score bij de toelating en voor beurzen op basis van cijfers (merit aid). Bij de NAIA kan een SAT van 970 of een ACT van 18 je toelating helpen.',
  };
}

function preferredStates({ profile }: { profile: Profile }): Candidate | null {
  if (profile.preferred_states.length) return null;
  return {
    key: 'preferred-states',
    urgency: URGENCY.preferredStates,
    title: 'Kies je voorkeursstaten',
    description:
      'Wil je liever aan de kust wonen, of juist in het warme zuiden? Kies je staten op je profiel, dan houden je matches er rekening mee.',
  };
}

/**
 * What the coach knows, offered to an athlete who has not asked it anything yet: the one popular
 * question (`@talentbrug/domain/coach`) that fits where the athlete stands, so the first answer
 * is about their own matches, scores or visa rather than a general welcome.
 */
function askSanne(state: AthleteState & { profile: Profile }): Candidate | null {
  if (state.askedCoach !== false) return null;
  const [first, second, third, fourth, fifth, sixth] = POPULAR_QUESTIONS;
  const committed = state.matches.some((match) => match.status === 'committed' || match.status === 'offer');
  const satMatters = state.matches.some((match) => match.institution.sat_avg !== null);
  const question = committed
    ? fifth
    : state.matches.length === 0
      ? sixth
      : state.profile.sat_score === null && state.profile.act_score === null && satMatters
        ? third
        : state.matches.some((match) => match.favourite)
          ? fourth
          : first;
  const why = committed
    ? 'Sanne zet de stappen van je F-1-visum met de bedragen op een rij.'
    : state.matches.length === 0
      ? 'Sanne legt uit wat NCAA Division I, II en III, NAIA en junior colleges betekenen voor een beurs.'
      : question === third
        ? 'Sanne vergelijkt de gemiddelde SAT van je matches met wat jij nodig hebt.'
        : question === fourth
          ? 'Sanne geeft tips voor een beursaanvraag bij de divisies van je favorieten.'
          : 'Sanne legt per school uit waarom die bij je past en wat er nog ontbreekt.';
  return {
    key: 'ask-sanne',
    urgency: URGENCY.askSanne,
    title: `Vraag Sanne: '${question ?? second}'`,
    description: `${why} Stel je vraag in de chat met je AI-coach.`,
  };
}

/** Every candidate for this state, in no particular order. */
export function candidatesFor(state: AthleteState): Candidate[] {
  const { profile } = state;
  if (!profile) return [onboarding()];
  const withProfile = { ...state, profile };
  const start = collegeStartOf(profile);
  const sport = profile.sport ? findSport(profile.sport) : null;
  const calendar = start ? recruitingCalendar(start, { id: sport?.id ?? null, team: profile.team }) : null;
  const pipeline = pipelineStep(state, calendar);
  return [
    profileForMatching(profile),
    highlightVideo(withProfile),
    firstMatches(withProfile),
    topMatchMissing(state),
    favourites(state),
    pipeline,
    // The committed school's visa step is the pipeline's; otherwise the calendar may ask for it.
    pipeline?.key === 'visa' ? null : visa(state, calendar),
    ...calendarStep(withProfile, calendar),
    regenerate(withProfile),
    englishTest(withProfile),
    budget(withProfile),
    satAct(withProfile),
    preferredStates(withProfile),
    askSanne(withProfile),
  ].filter((candidate): candidate is Candidate => candidate !== null);
}

/** The most urgent suggestions, at most five. */
export function suggestionsFor(state: AthleteState): Suggestion[] {
  return candidatesFor(state)
    .sort((a, b) => a.urgency - b.urgency || a.key.localeCompare(b.key))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ title, description, at }) =>
      at && !Number.isNaN(at.getTime()) ? { title, description, since: at.toISOString() } : { title, description },
    );
}

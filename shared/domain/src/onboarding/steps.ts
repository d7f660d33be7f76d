/**
 * The six onboarding steps as data (spec "Step definition"): the wizard renders them, the
 * rules validate them and the server checks a submission against the same definitions.
 */
import { COACH_PERSONA, CONTACT_EMAIL, PRODUCT_NAME } from '../constants.ts';
import { formatDay, formatEuro, formatGpa, formatList } from '../format.ts';
import { birthDateProblem, nameProblem, PERSON_MESSAGES } from '../person.ts';
import { noProgrammeText } from '../sports.ts';
import { CONSENT_TEXTS } from './consent.ts';
import { choicesOf, type FieldPath, type FieldValue, type OnboardingData } from './data.ts';
import { DIVISION_HINTS } from './division-hints.ts';
import { DIVISION_LABELS, orderedDivisions, PREFERRED_DIVISIONS } from './divisions.ts';
import { conversionText, gpaFromInput, gradeHint } from './grades.ts';
import { GUARDIAN_TEXTS, needsGuardianConsent, sameEmail } from './guardian.ts';
import { parseNumber } from './numbers.ts';
import { optionLabel, SCHOLARSHIP_TYPES } from './options.ts';
import { RANGES } from './ranges.ts';
import {
  COMPETITION_LEVELS,
  GENERIC_LEVEL_OPTIONS,
  LEVEL_CODES,
  levelClearedNote,
  levelLabel,
  levelNotice,
  levelOptions,
  SPORT_TEXTS,
  sameLevel,
  sportNotice,
  sportOf,
  suggestSports,
  teamOf,
} from './sport-choice.ts';
import { earlierStartTerms, hasBegun, START_TERM_UNKNOWN, startTermOptions } from './start-terms.ts';
import { TEAM_OPTIONS } from './teams.ts';
import { universityName } from './university-of-interest.ts';

// The old level codes live beside the ladders that read them; existing imports find them here.
export { COMPETITION_LEVELS, LEVEL_CODES };

/**
 * 'combobox': free text with suggestions to pick from (the sport catalogue); stored as text.
 * 'checkboxes': any of the options, none included; stored as their values joined by commas (data.ts `choicesOf`).
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'checkboxes'
  | 'date'
  | 'combobox';

export interface FieldOption {
  value: string;
  label: string;
  /** A short explanation beside the option, where the label alone says too little (a checkbox group). */
  hint?: string;
}

/** One suggestion of a combobox: `value` is what picking it stores. */
export interface FieldSuggestion extends FieldOption {
  /** Stable and safe inside a DOM id (a catalogue id). */
  key: string;
  /** A quieter second text, such as the alias that matched what was typed. */
  detail?: string;
}

export interface FieldDef {
  path: FieldPath;
  label: string;
  /** A shorter name for lists such as 'Nog te doen', where the label is a whole sentence. */
  shortLabel?: string;
  type: FieldType;
  required: boolean;
  /** What an empty required field says, in its own words ('Vul je voornaam in.'). */
  requiredMessage?: string;
  placeholder?: string;
  helper?: string;
  /** Textarea height; 3 when absent (spec). */
  rows?: number;
  options?: readonly FieldOption[];
  /** A select's options when they follow other answers (the level ladder of the sport and team); `options` otherwise. */
  optionsFor?: (data: OnboardingData) => readonly FieldOption[];
  /**
   * Values an earlier version of the wizard offered: no longer listed, still valid where stored, and
   * shown with the label they were chosen by.
   */
  legacyOptions?: readonly FieldOption[];
  /** A combobox's suggestions for what is typed, best first. */
  suggest?: (query: string) => readonly FieldSuggestion[];
  /** A combobox's choice for whatever the suggestions lack: picking it keeps the typed text ('Andere sport'). */
  freeText?: { label: string; detail: (typed: string) => string };
  /** What a screen reader hears as the suggestions change. */
  resultsText?: (count: number) => string;
  /**
   * Answers this field's options follow. When one of them changes and this field's value is no
   * longer offered, the value is emptied and `clearedNote` says why.
   */
  dependsOn?: readonly FieldPath[];
  /**
   * Whether a value still offered after such a change still means the same; by default, while its
   * label stays. A level code shared by two ladders may name another level (hockey's hoofdklasse).
   */
  keeps?: (value: string, before: OnboardingData, after: OnboardingData) => boolean;
  clearedNote?: (before: OnboardingData) => string;
  /** Said under the field (role="status") when an answer has a consequence that does not block. */
  noticeFor?: (data: OnboardingData) => string | null;
  /** Takes a whole row: long option labels, or a notice under it. */
  wide?: boolean;
  /** Plausible range of a number field (./ranges.ts), so '1,80' as a height in metres is caught. */
  min?: number;
  max?: number;
  /** The input purpose (WCAG 1.3.5), so browsers can fill in what they know. */
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
  /**
   * Only asked when this holds (absent: always). A hidden field is neither shown, validated nor
   * counted as missing; the clock is passed in because an age decides it.
   */
  visibleWhen?: (data: OnboardingData, now: Date) => boolean;
  /** A label that names the athlete; `label` stays the generic text. */
  labelFor?: (data: OnboardingData) => string;
  /**
   * A rule of its own or across answers, run after the type's own rule passed; returns the message
   * or null. The clock is passed in because an age depends on the day.
   */
  check?: (value: FieldValue, data: OnboardingData, now: Date) => string | null;
}

export const STEP_IDS = ['personal', 'sport', 'academics', 'preferences', 'media', 'consent'] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface StepSummary {
  /** What the athlete "said": the step's answers in one sentence. */
  user: string;
  /** The coach's reply after the delay: about what the athlete just said, never the next step's question. */
  coach: string;
}

export interface StepDef {
  id: StepId;
  title: string;
  description: string;
  icon: string;
  /** Shown once in the coach chat when the step is first reached; `promptFor` when it depends on the answers. */
  coachPrompt: string;
  promptFor?: (data: OnboardingData, now: Date) => string;
  /** Practical advice beside the step's title. */
  coachTip: string;
  fields: readonly FieldDef[];
  /** A note above the fields when something applies to this athlete only, such as being under 16. */
  noteFor?: (data: OnboardingData, now: Date) => string | null;
  summary: (data: OnboardingData, now?: Date) => StepSummary;
}

export { optionLabel, SCHOLARSHIP_TYPES, TEAM_OPTIONS };

export const TARGET_COUNTRIES: readonly FieldOption[] = [
  { value: 'Verenigde Staten', label: 'Verenigde Staten' },
  { value: 'Canada', label: 'Canada' },
  { value: 'Verenigd Koninkrijk', label: 'Verenigd Koninkrijk' },
  { value: 'Opportunistisch', label: 'Opportunistisch (waar de beste kans ligt)' },
];

/** Where the athlete wants to go, as a sentence says it: 'naar de Verenigde Staten'. */
const TO_COUNTRY: Readonly<Record<string, string>> = {
  'Verenigde Staten': 'naar de Verenigde Staten',
  Canada: 'naar Canada',
  'Verenigd Koninkrijk': 'naar het Verenigd Koninkrijk',
};

const clean = (text: string) => text.trim();
/** Joins the non-empty parts, so a summary of half-filled data still reads as a sentence. */
const joinParts = (parts: Array<string | false | undefined>, separator = ', ') =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);
const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The ticked college levels by name: 'NCAA Division II of NAIA'. */
const divisionsText = (answer: string, last: 'en' | 'of') =>
  formatList(
    orderedDivisions(choicesOf(answer)).map((division) => DIVISION_LABELS[division]),
    last,
  );

const birthDateText = (iso: string) => formatDay(iso) ?? iso;

function euroText(text: string): string {
  const amount = parseNumber(text);
  return Number.isFinite(amount) ? formatEuro(amount) : text;
}

/** The sport as a sentence names it: 'hockey', but 'IJshockey' and a typed 'Padel' keep their capitals. */
function sportInSentence(typed: string): string {
  return /^.[a-z]/.test(typed.trim()) ? clean(typed).toLowerCase() : clean(typed);
}

/** The start term in a sentence: 'starten in Fall 2027', or that it is not known yet. */
const startPhrase = (term: string) =>
  term === START_TERM_UNKNOWN ? 'mijn start is nog onbekend' : `starten in ${clean(term)}`;

const DIVISION_OPTIONS: readonly FieldOption[] = PREFERRED_DIVISIONS.map((division) => ({
  value: division,
  label: DIVISION_LABELS[division],
  hint: DIVISION_HINTS[division],
}));

const START_TERM_FIELD_OPTIONS = (): readonly FieldOption[] => startTermOptions(new Date());

export const ONBOARDING_STEPS: readonly StepDef[] = [
  {
    id: 'personal',
    title: 'Persoonlijke gegevens',
    description: 'Wie ben je en hoe kunnen coaches en talentmanagers je bereiken?',
    icon: '👤',
    coachPrompt: `Hoi! Ik ben ${COACH_PERSONA}, je AI-coach bij ${PRODUCT_NAME}. In zes korte stappen maken we samen je sportprofiel klaar voor coaches in Amerika. We beginnen bij jou: hoe heet je en hoe bereiken we je?`,
    promptFor: (data) => {
      const id = data.preferences.universityOfInterest;
      if (!id) return stepById('personal').coachPrompt;
      const school = universityName(id);
      return `Hoi! Ik ben ${COACH_PERSONA}, je AI-coach bij ${PRODUCT_NAME}. Je wilt weten wat je kansen zijn bij ${school}. In zes korte stappen maken we je sportprofiel klaar; daarna laat de matching zien hoe ${school} bij je past. We beginnen bij jou: hoe heet je en hoe bereiken we je?`;
    },
    coachTip:
      'Gebruik een e-mailadres dat je dagelijks leest en dat er professioneel uitziet: coaches mailen je hierop.',
    fields: [
      {
        path: 'personal.firstName',
        label: 'Voornaam',
        type: 'text',
        required: true,
        requiredMessage: PERSON_MESSAGES.firstName,
        check: (value) => (typeof value === 'string' ? nameProblem(value) : null),
        placeholder: 'Lisa',
        autoComplete: 'given-name',
      },
      {
        path: 'personal.lastName',
        label: 'Achternaam',
        type: 'text',
        required: true,
        requiredMessage: PERSON_MESSAGES.lastName,
        check: (value) => (typeof value === 'string' ? nameProblem(value) : null),
        placeholder: 'de Vries',
        autoComplete: 'family-name',
      },
      {
        path: 'personal.email',
        label: 'E-mailadres',
        type: 'email',
        required: true,
        requiredMessage: 'Vul je e-mailadres in.',
        placeholder: 'lisa.devries@gmail.com',
        helper: 'Hierop ontvang je berichten van ons en van coaches.',
        autoComplete: 'email',
        inputMode: 'email',
      },
      {
        path: 'personal.phone',
        label: 'Telefoonnummer',
        type: 'tel',
        required: true,
        requiredMessage: 'Vul je telefoonnummer in.',
        placeholder: '06 12345678',
        helper: 'Woon je in het buitenland? Zet de landcode ervoor, bijvoorbeeld +32.',
        autoComplete: 'tel',
        inputMode: 'tel',
      },
      {
        path: 'personal.dateOfBirth',
        label: 'Geboortedatum',
        type: 'date',
        required: true,
        requiredMessage: 'Vul je geboortedatum in.',
        check: (value, _data, now) => (typeof value === 'string' ? birthDateProblem(value, now) : null),
        helper: 'Je leeftijd bepaalt wanneer coaches contact met je mogen opnemen.',
        autoComplete: 'bday',
      },
      {
        path: 'personal.nationality',
        label: 'Nationaliteit',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je nationaliteit in.',
        placeholder: 'Nederlandse',
        helper: 'Heb je een dubbele nationaliteit? Noem ze allebei.',
      },
    ],
    summary: (data, now = new Date()) => {
      const p = data.personal;
      const name = clean(p.firstName);
      return {
        user: joinParts(
          [
            `Ik ben ${joinParts([name, clean(p.lastName)], ' ')}`,
            p.dateOfBirth && `geboren op ${birthDateText(p.dateOfBirth)}`,
            p.nationality && `nationaliteit ${clean(p.nationality)}`,
          ],
          ', ',
        ).concat('.'),
        coach: joinParts(
          [
            `Leuk je te leren kennen${name ? `, ${name}` : ''}!`,
            needsGuardianConsent(data, now) &&
              'Omdat je jonger bent dan 16, doe je de laatste stap straks samen met je ouder of voogd.',
          ],
          ' ',
        ),
      };
    },
  },
  {
    id: 'sport',
    title: 'Sport',
    description: 'Je sport, je team en het niveau waarop je nu speelt.',
    icon: '🏅',
    coachPrompt:
      'Vertel me over je sport. Bij welke club en op welk niveau speel je nu? Een coach wil in één oogopslag zien waar je staat.',
    coachTip:
      'Wees eerlijk over je niveau. Een universiteit die bij je niveau past, levert meer speeltijd en vaak een betere beurs op dan een gok op het hoogste niveau.',
    fields: [
      {
        path: 'sport.primarySport',
        label: 'Sport',
        type: 'combobox',
        required: true,
        requiredMessage: PERSON_MESSAGES.sport,
        placeholder: 'Typ om te zoeken: voetbal, hockey, tennis...',
        helper: `Kies je sport uit de lijst. Staat hij er niet bij? Kies ‘${SPORT_TEXTS.otherLabel}’ en typ hem zelf.`,
        suggest: suggestSports,
        freeText: { label: SPORT_TEXTS.otherLabel, detail: SPORT_TEXTS.otherDetail },
        resultsText: SPORT_TEXTS.results,
        noticeFor: sportNotice,
        wide: true,
      },
      {
        path: 'sport.position',
        label: 'Positie of discipline',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je positie of discipline in.',
        placeholder: 'Middenvelder, keeper, 400 m horden...',
      },
      {
        path: 'sport.team',
        label: 'Team',
        type: 'select',
        required: true,
        requiredMessage: PERSON_MESSAGES.team,
        helper: 'Amerikaanse universiteiten werven per team; zo zoeken we bij de juiste coaches.',
        options: TEAM_OPTIONS,
      },
      {
        path: 'sport.level',
        label: 'Huidig niveau',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het niveau waarop je nu speelt.',
        helper:
          'De keuzes passen zich aan je sport en team aan. Kies wat het dichtst bij jouw niveau komt; in een individuele sport telt je beste resultaat of je hoogste selectie.',
        options: GENERIC_LEVEL_OPTIONS,
        optionsFor: levelOptions,
        legacyOptions: COMPETITION_LEVELS,
        dependsOn: ['sport.primarySport', 'sport.team'],
        keeps: sameLevel,
        clearedNote: levelClearedNote,
        noticeFor: levelNotice,
        wide: true,
      },
      {
        path: 'sport.club',
        label: 'Club',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je club in.',
        placeholder: 'Bijv. HC Bloemendaal MO18-1',
        helper: 'Noem ook je team als je club er meerdere heeft.',
      },
      {
        path: 'sport.heightCm',
        label: 'Lengte (cm)',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je lengte in centimeters in.',
        placeholder: '178',
        ...RANGES.heightCm,
        inputMode: 'numeric',
      },
      {
        path: 'sport.weightKg',
        label: 'Gewicht (kg)',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je gewicht in kilo’s in.',
        placeholder: '70',
        ...RANGES.weightKg,
        inputMode: 'numeric',
      },
      {
        path: 'sport.achievements',
        label: 'Prestaties',
        type: 'textarea',
        required: true,
        requiredMessage: 'Noem je belangrijkste prestaties, zoals titels of selecties.',
        placeholder: 'Landskampioen MO18 (2025), selectie Oranje O17, topscorer regio...',
        helper: 'Titels, selecties en prijzen; de belangrijkste eerst.',
      },
      {
        path: 'sport.keyStats',
        label: 'Belangrijkste statistieken',
        type: 'textarea',
        required: true,
        requiredMessage: 'Noem een paar cijfers, zoals goals, assists of je beste tijden.',
        placeholder: '14 goals en 9 assists in 22 wedstrijden; 100 m in 11,4 s',
        helper: 'Cijfers die een coach snel kan vergelijken: een coach beslist vaak binnen 20 seconden.',
      },
    ],
    summary: (data) => {
      const s = data.sport;
      const level = s.level ? levelLabel(data) : '';
      const team = s.team ? optionLabel(TEAM_OPTIONS, s.team).toLowerCase() : '';
      const sportName = sportInSentence(s.primarySport);
      const where = joinParts(
        [`Mijn sport: ${sportName || 'nog niet ingevuld'}`, s.position.trim() && `positie ${clean(s.position)}`],
        ', ',
      );
      const body = joinParts([
        s.heightCm.trim() && `${clean(s.heightCm)} cm`,
        s.weightKg.trim() && `${clean(s.weightKg)} kg`,
      ]);
      return {
        user: joinParts(
          [
            `${where}${s.club.trim() ? ` bij ${clean(s.club)}` : ''}${team ? ` (${team})` : ''}.`,
            level && `Niveau: ${level}.`,
            body && `${body}.`,
          ],
          ' ',
        ),
        coach: sportReply(data),
      };
    },
  },
  {
    id: 'academics',
    title: 'Opleiding',
    description: 'Je school, je cijfers en wat je wilt gaan studeren.',
    icon: '🎓',
    coachPrompt:
      'Nu je opleiding. Amerikaanse universiteiten kijken naar je sport én je cijfers. Op welke school zit je en hoe staan je cijfers ervoor?',
    coachTip: `We rekenen je gemiddelde cijfer om naar een GPA: een 7,0 is ongeveer een ${formatGpa(3)} en vanaf een 8,0 zit je op ${formatGpa(4)}. Met een havo- of vwo-diploma kun je direct naar een Amerikaanse universiteit.`,
    fields: [
      {
        path: 'academics.currentSchool',
        label: 'Huidige opleiding en school',
        type: 'text',
        required: true,
        requiredMessage: 'Vul je opleiding en je school in.',
        placeholder: 'vwo 5, Stedelijk Gymnasium Leiden',
        helper: 'Noem je niveau (havo, vwo, mbo, hbo of wo) en je school. Bij mbo kijken we per universiteit wat kan.',
      },
      {
        path: 'academics.graduationYear',
        label: 'Jaar van je diploma',
        type: 'number',
        required: true,
        requiredMessage: 'Vul het jaar in waarin je je diploma haalt (of haalde).',
        placeholder: '2027',
        ...RANGES.graduationYear,
        inputMode: 'numeric',
      },
      {
        path: 'academics.gpa',
        label: 'Gemiddeld cijfer of GPA',
        type: 'number',
        required: true,
        requiredMessage: 'Vul je gemiddelde cijfer of je GPA in.',
        placeholder: '7,4',
        helper: `Je gemiddelde cijfer (1-10) of je GPA (0-4). Omrekening, een schatting: ${conversionText()}.`,
        ...RANGES.gradeInput,
        inputMode: 'decimal',
      },
      {
        path: 'academics.satScore',
        label: 'SAT-score (optioneel)',
        type: 'number',
        required: false,
        placeholder: '1250',
        helper: 'De NCAA vraagt geen SAT of ACT meer, maar sommige universiteiten wel. Nog niet gedaan? Laat leeg.',
        ...RANGES.satScore,
        inputMode: 'numeric',
      },
      {
        path: 'academics.actScore',
        label: 'ACT-score (optioneel)',
        type: 'number',
        required: false,
        placeholder: '26',
        ...RANGES.actScore,
        inputMode: 'numeric',
      },
      {
        path: 'academics.intendedMajor',
        label: 'Wat wil je studeren?',
        type: 'text',
        required: true,
        requiredMessage: 'Vul in wat je wilt studeren, of de richting die je trekt.',
        placeholder: 'Business, Kinesiology, Computer Science...',
        helper: 'Nog twijfels? Noem een richting; in Amerika kies je je major vaak pas in het tweede jaar.',
      },
      {
        path: 'academics.languages',
        label: 'Talen',
        type: 'text',
        required: true,
        requiredMessage: 'Vul de talen in die je spreekt.',
        placeholder: 'Nederlands, Engels, Duits',
        helper: 'Scheid de talen met een komma.',
      },
    ],
    summary: (data) => {
      const a = data.academics;
      const typed = parseNumber(a.gpa);
      const gpa = gpaFromInput(typed);
      const grade = gradeHint(typed) ?? (gpa === null ? '' : `Een GPA van ${formatGpa(gpa)}: genoteerd.`);
      const major = clean(a.intendedMajor);
      return {
        user: joinParts(
          [
            a.currentSchool && `Ik zit op ${clean(a.currentSchool)}`,
            a.graduationYear && `diploma in ${clean(a.graduationYear)}`,
            a.gpa && `gemiddeld een ${clean(a.gpa)}`,
            major && `ik wil ${major} studeren`,
          ],
          ', ',
        ).concat('.'),
        coach:
          joinParts([grade, major && `Bij het zoeken let ik erop dat een universiteit ${major} aanbiedt.`], ' ') ||
          'Dank je, je opleiding staat erin.',
      };
    },
  },
  {
    id: 'preferences',
    title: 'Voorkeuren',
    description: 'Waar en wanneer je wilt beginnen, je budget en het soort beurs.',
    icon: '🎯',
    coachPrompt:
      'Wat zoek je in een universiteit? Land, startmoment, budget en het soort beurs helpen me om gericht te matchen.',
    promptFor: (data) => {
      const base = stepById('preferences').coachPrompt;
      const id = data.preferences.universityOfInterest;
      return id
        ? `${base} ${capitalise(universityName(id))} staat al op je lijst: die neem ik mee in je matches.`
        : base;
    },
    coachTip:
      'Reken bij je budget met collegegeld, kost en inwoning, een zorgverzekering en vliegtickets. Een beurs dekt lang niet altijd alles.',
    fields: [
      {
        path: 'preferences.targetCountry',
        label: 'Voorkeursland',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het land waar je wilt studeren.',
        options: TARGET_COUNTRIES,
      },
      {
        path: 'preferences.startTerm',
        label: 'Gewenste start',
        type: 'select',
        required: true,
        requiredMessage: 'Kies wanneer je wilt beginnen, of ‘Nog onbekend’.',
        helper: 'Het Amerikaanse studiejaar begint in augustus (Fall); in januari (Spring) starten minder teams.',
        options: START_TERM_FIELD_OPTIONS(),
        optionsFor: START_TERM_FIELD_OPTIONS,
        // Terms offered before they began stay valid where stored.
        legacyOptions: earlierStartTerms(new Date()),
        noticeFor: (data) =>
          hasBegun(data.preferences.startTerm, new Date())
            ? `${data.preferences.startTerm} is al begonnen. Kies een nieuwe start.`
            : null,
      },
      {
        path: 'preferences.budget',
        label: 'Eigen budget per jaar (euro)',
        type: 'number',
        required: true,
        requiredMessage: 'Vul in wat je zelf per jaar kunt betalen; 0 mag ook.',
        placeholder: '10.000',
        helper: 'Wat jij en je ouders per jaar zelf kunnen betalen, naast een eventuele beurs.',
        ...RANGES.budgetEur,
        inputMode: 'numeric',
      },
      {
        path: 'preferences.scholarshipType',
        label: 'Soort beurs',
        type: 'select',
        required: true,
        requiredMessage: 'Kies het soort beurs, of ‘Weet ik nog niet’.',
        helper: 'Een volledige beurs (full-ride) is zeldzaam; de meeste sporters krijgen een gedeeltelijke beurs.',
        options: SCHOLARSHIP_TYPES,
      },
      {
        path: 'preferences.divisions',
        label: 'Welke niveaus spreken je aan?',
        shortLabel: 'Niveaus',
        type: 'checkboxes',
        required: false,
        helper: 'Kies er zoveel als je wilt. Vink je niets aan, dan kijkt de matching naar alle niveaus.',
        options: DIVISION_OPTIONS,
        wide: true,
      },
      {
        path: 'preferences.priorities',
        label: 'Wat vind je belangrijk? (optioneel)',
        type: 'textarea',
        required: false,
        placeholder: 'Sterk sportprogramma, goede business school, warm klimaat, kleine campus...',
        helper: 'Je talentmanager leest mee; de matching rekent met de keuzes hierboven.',
      },
    ],
    summary: (data) => {
      const p = data.preferences;
      const country = TO_COUNTRY[p.targetCountry];
      const school = p.universityOfInterest ? universityName(p.universityOfInterest) : '';
      const divisions = divisionsText(p.divisions, 'of');
      return {
        user: joinParts(
          [
            joinParts(
              [
                p.targetCountry && (country ? `Ik wil ${country}` : 'Ik ga waar mijn kansen het best zijn'),
                p.startTerm && startPhrase(p.startTerm),
                p.budget && `eigen budget ${euroText(p.budget)} per jaar`,
                p.scholarshipType && `beurs: ${optionLabel(SCHOLARSHIP_TYPES, p.scholarshipType)}`,
                divisions && `niveau: ${divisions}`,
              ],
              ', ',
            ).concat('.'),
            school && `Ik heb interesse in ${school}.`,
          ],
          ' ',
        ),
        coach: joinParts(
          [
            p.scholarshipType === 'Full-ride'
              ? 'Een volledige beurs is zeldzaam; ik laat je ook universiteiten zien waar een gedeeltelijke beurs haalbaar is.'
              : 'Helder, daarmee kan ik gericht zoeken.',
            p.budget.trim() &&
              `Met ${euroText(p.budget)} per jaar zelf zoek ik universiteiten waar je rond kunt komen.`,
            school && `${capitalise(school)} neem ik mee in je matches.`,
            divisions && `Ik geef ${divisionsText(p.divisions, 'en')} voorrang in je matches.`,
          ],
          ' ',
        ),
      };
    },
  },
  {
    id: 'media',
    title: 'Video en documenten',
    description: 'Je highlightvideo, je cijferlijst en je motivatie. Alles op deze stap mag je later aanvullen.',
    icon: '🎬',
    coachPrompt:
      'Tijd voor beeld! Een highlightvideo van 3 tot 5 minuten is je visitekaartje. Heb je een link naar YouTube, Vimeo of Hudl? Nog geen video of cijferlijst bij de hand? Die voeg je later toe op je profiel.',
    coachTip:
      'Zet je beste acties in de eerste 30 seconden en zet de video op openbaar of verborgen, zodat een coach hem zonder account kan bekijken.',
    fields: [
      {
        path: 'media.highlightVideo',
        label: 'Link naar je highlightvideo (optioneel)',
        type: 'url',
        required: false,
        placeholder: 'youtube.com/watch?v=...',
        helper: '3 tot 5 minuten met je beste acties, op YouTube, Vimeo of Hudl. Plak de link zoals je hem hebt.',
        inputMode: 'url',
        wide: true,
      },
      {
        path: 'media.secondaryVideo',
        label: 'Tweede video (optioneel)',
        type: 'url',
        required: false,
        placeholder: 'vimeo.com/...',
        helper: 'Bijvoorbeeld een volledige wedstrijd of een trainingsvideo.',
        inputMode: 'url',
        wide: true,
      },
      {
        path: 'media.motivationLetter',
        label: 'Motivatie (optioneel)',
        type: 'textarea',
        required: false,
        rows: 6,
        placeholder: 'Waarom wil je in Amerika studeren en sporten? Wat wil je daar bereiken?',
        helper: 'Een paar alinea’s in je eigen woorden; Engels mag ook. Je talentmanager leest mee.',
      },
    ],
    summary: (data) => {
      const m = data.media;
      const parts = [
        m.highlightVideo && 'mijn highlightvideo',
        m.secondaryVideo && 'een tweede video',
        m.transcriptFileId && 'mijn cijferlijst',
        (m.motivationLetter || m.motivationLetterFileId) && 'mijn motivatie',
      ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      const ready = formatList(parts);
      return {
        user: ready
          ? `${capitalise(ready)} ${parts.length === 1 ? 'staat' : 'staan'} klaar.`
          : 'Mijn video en documenten volgen nog.',
        coach: joinParts(
          [
            m.highlightVideo.trim()
              ? 'Top, je highlightvideo staat erbij: daar kijkt een coach als eerste naar.'
              : 'Geen probleem: je highlightvideo voeg je later toe op je profiel. Met een video reageren coaches wel sneller.',
            (m.motivationLetter.trim() || m.motivationLetterFileId) &&
              'Je motivatie geef ik door aan je talentmanager.',
          ],
          ' ',
        ),
      };
    },
  },
  {
    id: 'consent',
    title: 'Toestemming',
    description: 'Lees de voorwaarden en geef toestemming om je profiel met onze talentmanagers te delen.',
    icon: '✅',
    coachPrompt: `Laatste stap! Lees de voorwaarden en geef toestemming, dan stuur ik je profiel naar de talentmanagers van ${PRODUCT_NAME} en start de matching.`,
    promptFor: (data, now) =>
      needsGuardianConsent(data, now)
        ? `Laatste stap! Omdat je jonger bent dan 16, doe je deze stap samen met je ouder of voogd. Lees de voorwaarden en geef allebei toestemming, dan stuur ik je profiel naar de talentmanagers van ${PRODUCT_NAME} en start de matching.`
        : stepById('consent').coachPrompt,
    coachTip: `We delen je profiel alleen met onze talentmanagers. Met een universiteit delen we het pas als jij daarom vraagt, per universiteit. Intrekken kan altijd via ${CONTACT_EMAIL}.`,
    noteFor: (data, now) => (needsGuardianConsent(data, now) ? GUARDIAN_TEXTS.note : null),
    fields: [
      {
        path: 'consent.accepted',
        label: CONSENT_TEXTS.termsLabel,
        shortLabel: CONSENT_TEXTS.termsShortLabel,
        type: 'checkbox',
        required: true,
        requiredMessage: CONSENT_TEXTS.termsRequired,
      },
      {
        path: 'consent.sharing.accepted',
        label: CONSENT_TEXTS.sharingLabel,
        shortLabel: CONSENT_TEXTS.sharingShortLabel,
        type: 'checkbox',
        required: true,
        requiredMessage: CONSENT_TEXTS.sharingRequired,
        helper: CONSENT_TEXTS.sharingHelper,
      },
      {
        path: 'consent.guardian.name',
        label: GUARDIAN_TEXTS.nameLabel,
        type: 'text',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.nameRequired,
        placeholder: 'Marieke de Vries',
        // Not 'name': the browser would offer the athlete's own name.
        autoComplete: 'off',
        visibleWhen: needsGuardianConsent,
      },
      {
        path: 'consent.guardian.email',
        label: GUARDIAN_TEXTS.emailLabel,
        type: 'email',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.emailRequired,
        placeholder: 'marieke.devries@gmail.com',
        helper: GUARDIAN_TEXTS.emailHelper,
        autoComplete: 'off',
        inputMode: 'email',
        visibleWhen: needsGuardianConsent,
        check: (value, data) =>
          typeof value === 'string' && sameEmail(value, data.personal.email) ? GUARDIAN_TEXTS.ownEmail : null,
      },
      {
        path: 'consent.guardian.accepted',
        label: GUARDIAN_TEXTS.consentLabel(''),
        labelFor: (data) => GUARDIAN_TEXTS.consentLabel(data.personal.firstName),
        shortLabel: GUARDIAN_TEXTS.consentShortLabel,
        type: 'checkbox',
        required: true,
        requiredMessage: GUARDIAN_TEXTS.consentRequired,
        visibleWhen: needsGuardianConsent,
      },
    ],
    summary: (data, now = new Date()) => {
      const { accepted, termsVersion, sharing, guardian } = data.consent;
      const byGuardian =
        needsGuardianConsent(data, now) && guardian.accepted
          ? `Mijn ouder of voogd${guardian.name.trim() ? `, ${clean(guardian.name)},` : ''} geeft ook toestemming.`
          : '';
      return {
        user:
          joinParts(
            [
              accepted && `Ik ga akkoord met de voorwaarden en de privacyverklaring (versie ${termsVersion}).`,
              sharing.accepted && `${PRODUCT_NAME} mag mijn profiel delen met zijn talentmanagers.`,
              byGuardian,
            ],
            ' ',
          ) || 'Ik heb nog geen toestemming gegeven.',
        coach: `Dank je! Ik stuur je profiel nu naar ${PRODUCT_NAME}.`,
      };
    },
  },
];

/**
 * The sport step's reply, about what was typed: the sport, the club and the level; or, when the
 * team has no college programme or the sport is not in the catalogue, what that means.
 */
function sportReply(data: OnboardingData): string {
  const s = data.sport;
  const typed = clean(s.primarySport);
  if (!typed) return 'Dank je. Je sport vullen we later nog aan.';
  const sport = sportOf(data);
  const team = teamOf(data);
  const club = clean(s.club);
  if (!sport) {
    return `${capitalise(typed)} staat niet in onze lijst, dus de automatische matching kan er nog niet mee rekenen. Onze talentmanagers kijken wel met je mee.`;
  }
  if (team && noProgrammeText(sport, team)) {
    return `Dank je. Let op wat ik onder je sport schreef: voor ${team} is er in de VS geen universiteitsteam met sportbeurzen in ${sportInSentence(typed)}. Je profiel maak je gewoon af; onze talentmanagers denken met je mee.`;
  }
  const level = s.level ? levelLabel(data) : '';
  return joinParts(
    [
      `${capitalise(sportInSentence(typed))}${club ? ` bij ${club}` : ''}${level ? `, op het niveau ‘${level}’` : ''}: sterk!`,
      'Daarmee kan een coach je snel plaatsen.',
    ],
    ' ',
  );
}

/** The step's prompt for this athlete: it may name the university they came from, or their parent. */
export function stepPrompt(step: StepDef, data: OnboardingData, now: Date = new Date()): string {
  return step.promptFor ? step.promptFor(data, now) : step.coachPrompt;
}

export const STEP_COUNT = ONBOARDING_STEPS.length;

export const ALL_FIELDS: readonly FieldDef[] = ONBOARDING_STEPS.flatMap((step) => step.fields);

export function isFieldVisible(field: FieldDef, data: OnboardingData, now: Date = new Date()): boolean {
  return field.visibleWhen ? field.visibleWhen(data, now) : true;
}

/** The fields of a step this athlete is asked, in order. */
export function visibleFields(step: StepDef, data: OnboardingData, now: Date = new Date()): FieldDef[] {
  return step.fields.filter((field) => isFieldVisible(field, data, now));
}

/** The options a select offers this athlete: its own list, or the list that follows other answers. */
export function fieldOptions(field: FieldDef, data?: OnboardingData): readonly FieldOption[] {
  return (data && field.optionsFor?.(data)) || field.options || [];
}

/** Whether a select's value is one it offers this athlete, or one an earlier version offered. */
export function isOffered(field: FieldDef, value: string, data?: OnboardingData): boolean {
  return [...fieldOptions(field, data), ...(field.legacyOptions ?? [])].some((option) => option.value === value);
}

/** What the select lists: its options, and the earlier option it holds, so that stays shown as chosen. */
export function shownOptions(field: FieldDef, data: OnboardingData, value: string): readonly FieldOption[] {
  const options = fieldOptions(field, data);
  if (!value || options.some((option) => option.value === value)) return options;
  const earlier = field.legacyOptions?.find((option) => option.value === value);
  return earlier ? [earlier, ...options] : options;
}

/** The label as this athlete sees it. */
export function fieldLabel(field: FieldDef, data: OnboardingData): string {
  return field.labelFor ? field.labelFor(data) : field.label;
}

export function stepById(id: StepId): StepDef {
  const step = ONBOARDING_STEPS.find((s) => s.id === id);
  if (!step) throw new Error(`Unknown onboarding step ${id}`);
  return step;
}

/** The index of the step that holds a field path, or -1. */
export function stepIndexOfPath(path: string): number {
  return ONBOARDING_STEPS.findIndex((step) => step.fields.some((field) => field.path === path));
}

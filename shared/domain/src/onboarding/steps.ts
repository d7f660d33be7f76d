/**
 * The six onboarding steps as data (spec "Step definition"): the wizard renders them, the
 * rules validate them and the server checks a submission against the same definitions.
 */
import { COACH_PERSONA, CONTACT_EMAIL, PRODUCT_NAME, TERMS_VERSION } from '../constants.ts';
import type { FieldPath, FieldValue, OnboardingData } from './data.ts';
import { gradeHint } from './grades.ts';
import { GUARDIAN_TEXTS, needsGuardianConsent, sameEmail } from './guardian.ts';
import { parseNumber } from './numbers.ts';
import {
  COMPETITION_LEVELS,
  GENERIC_LEVEL_OPTIONS,
  LEVEL_CODES,
  levelClearedNote,
  levelLabel,
  levelNotice,
  levelOptions,
  SPORT_TEXTS,
  sportNotice,
  suggestSports,
} from './sport-choice.ts';

// The old level codes live beside the ladders that read them; existing imports find them here.
export { COMPETITION_LEVELS, LEVEL_CODES };

/** 'combobox': free text with suggestions to pick from (the sport catalogue); stored as text. */
export type FieldType = 'text' | 'email' | 'url' | 'number' | 'textarea' | 'select' | 'checkbox' | 'date' | 'combobox';

export interface FieldOption {
  value: string;
  label: string;
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
  clearedNote?: (before: OnboardingData) => string;
  /** Said under the field (role="status") when an answer has a consequence that does not block. */
  noticeFor?: (data: OnboardingData) => string | null;
  /** Takes a whole row: long option labels, or a notice under it. */
  wide?: boolean;
  /** Plausible range of a number field, so '1,80' as a height in metres is caught. */
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
  /** A rule across answers, run after the type's own rule passed; returns the message or null. */
  check?: (value: FieldValue, data: OnboardingData) => string | null;
}

export const STEP_IDS = ['personal', 'sport', 'academics', 'preferences', 'media', 'consent'] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface StepSummary {
  /** What the athlete "said": the step's answers in one sentence. */
  user: string;
  /** The coach's reply after the delay. */
  coach: string;
}

export interface StepDef {
  id: StepId;
  title: string;
  description: string;
  icon: string;
  /** Shown once in the coach chat when the step is first reached. */
  coachPrompt: string;
  /** Practical advice beside the step's title. */
  coachTip: string;
  fields: readonly FieldDef[];
  /** A note above the fields when something applies to this athlete only, such as being under 16. */
  noteFor?: (data: OnboardingData, now: Date) => string | null;
  summary: (data: OnboardingData, now?: Date) => StepSummary;
}

export const TEAM_OPTIONS: readonly FieldOption[] = [
  { value: 'heren', label: 'Heren' },
  { value: 'dames', label: 'Dames' },
];

export const TARGET_COUNTRIES: readonly FieldOption[] = [
  { value: 'Verenigde Staten', label: 'Verenigde Staten' },
  { value: 'Canada', label: 'Canada' },
  { value: 'Verenigd Koninkrijk', label: 'Verenigd Koninkrijk' },
  { value: 'Opportunistisch', label: 'Opportunistisch (waar de beste kans ligt)' },
];

/**
 * The spec's three terms plus the intakes an athlete can still make from November 2026.
 * The spec's values stay valid so nothing stored under them breaks (README product notes).
 */
export const START_TERMS: readonly FieldOption[] = [
  { value: 'Fall 2025', label: 'Fall 2025 (augustus 2025)' },
  { value: 'Spring 2026', label: 'Spring 2026 (januari 2026)' },
  { value: 'Spring 2027', label: 'Spring 2027 (januari 2027)' },
  { value: 'Fall 2027', label: 'Fall 2027 (augustus 2027)' },
  { value: 'Spring 2028', label: 'Spring 2028 (januari 2028)' },
  { value: 'Fall 2028', label: 'Fall 2028 (augustus 2028)' },
  { value: 'Nog onbekend', label: 'Nog onbekend' },
];

export const SCHOLARSHIP_TYPES: readonly FieldOption[] = [
  { value: 'Full-ride', label: 'Full-ride (volledige beurs)' },
  { value: 'Partial', label: 'Partial (gedeeltelijke beurs)' },
  { value: 'Academic', label: 'Academic (beurs op basis van je cijfers)' },
  { value: 'Weet ik nog niet', label: 'Weet ik nog niet' },
];

export function optionLabel(options: readonly FieldOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

const clean = (text: string) => text.trim();
/** Joins the non-empty parts, so a summary of half-filled data still reads as a sentence. */
const joinParts = (parts: Array<string | false | undefined>, separator = ', ') =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

/** 'a, b en c', the Dutch way of listing. */
function listNl(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

function formatBirthDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function formatEuro(text: string): string {
  const amount = parseNumber(text);
  if (!Number.isFinite(amount)) return text;
  return `€ ${Math.round(amount).toLocaleString('nl-NL')}`;
}

export const ONBOARDING_STEPS: readonly StepDef[] = [
  {
    id: 'personal',
    title: 'Persoonlijke gegevens',
    description: 'Wie ben je en hoe kunnen coaches en talentmanagers je bereiken?',
    icon: '👤',
    coachPrompt: `Hoi! Ik ben ${COACH_PERSONA}, je AI-coach bij ${PRODUCT_NAME}. In zes korte stappen maken we samen je sportprofiel klaar voor coaches in Amerika. We beginnen bij jou: hoe heet je en hoe bereiken we je?`,
    coachTip:
      'Gebruik een e-mailadres dat je dagelijks leest en dat er professioneel uitziet: coaches mailen je hierop.',
    fields: [
      {
        path: 'personal.firstName',
        label: 'Voornaam',
        type: 'text',
        required: true,
        placeholder: 'Lisa',
        autoComplete: 'given-name',
      },
      {
        path: 'personal.lastName',
        label: 'Achternaam',
        type: 'text',
        required: true,
        placeholder: 'de Vries',
        autoComplete: 'family-name',
      },
      {
        path: 'personal.email',
        label: 'E-mailadres',
        type: 'email',
        required: true,
        placeholder: 'lisa.devries@gmail.com',
        helper: 'Hierop ontvang je berichten van ons en van coaches.',
        autoComplete: 'email',
        inputMode: 'email',
      },
      {
        path: 'personal.phone',
        label: 'Telefoonnummer',
        type: 'text',
        required: true,
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
        helper: 'Je leeftijd bepaalt wanneer coaches contact met je mogen opnemen.',
        autoComplete: 'bday',
      },
      {
        path: 'personal.nationality',
        label: 'Nationaliteit',
        type: 'text',
        required: true,
        placeholder: 'Nederlandse',
        helper: 'Heb je een dubbele nationaliteit? Noem ze allebei.',
      },
    ],
    summary: (data) => {
      const p = data.personal;
      return {
        user: joinParts(
          [
            `Ik ben ${joinParts([clean(p.firstName), clean(p.lastName)], ' ')}`,
            p.dateOfBirth && `geboren op ${formatBirthDate(p.dateOfBirth)}`,
            p.nationality && `nationaliteit ${clean(p.nationality)}`,
          ],
          ', ',
        ).concat('.'),
        coach: `Leuk je te leren kennen${p.firstName.trim() ? `, ${clean(p.firstName)}` : ''}! Dan nu je sport: daar kijkt een coach als eerste naar.`,
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
        placeholder: 'Middenvelder, keeper, 400 m horden...',
      },
      {
        path: 'sport.team',
        label: 'Team',
        type: 'select',
        required: true,
        helper: 'Amerikaanse universiteiten werven per team; zo zoeken we bij de juiste coaches.',
        options: TEAM_OPTIONS,
      },
      {
        path: 'sport.level',
        label: 'Huidig niveau',
        type: 'select',
        required: true,
        helper:
          'De keuzes passen zich aan je sport en team aan. Kies wat het dichtst bij jouw niveau komt; in een individuele sport telt je beste resultaat of je hoogste selectie.',
        options: GENERIC_LEVEL_OPTIONS,
        optionsFor: levelOptions,
        legacyOptions: COMPETITION_LEVELS,
        dependsOn: ['sport.primarySport', 'sport.team'],
        clearedNote: levelClearedNote,
        noticeFor: levelNotice,
        wide: true,
      },
      {
        path: 'sport.club',
        label: 'Club',
        type: 'text',
        required: true,
        placeholder: 'Bijv. HC Bloemendaal MO18-1',
        helper: 'Noem ook je team als je club er meerdere heeft.',
      },
      {
        path: 'sport.heightCm',
        label: 'Lengte (cm)',
        type: 'number',
        required: true,
        placeholder: '178',
        min: 100,
        max: 250,
        inputMode: 'numeric',
      },
      {
        path: 'sport.weightKg',
        label: 'Gewicht (kg)',
        type: 'number',
        required: true,
        placeholder: '70',
        min: 30,
        max: 200,
        inputMode: 'numeric',
      },
      {
        path: 'sport.achievements',
        label: 'Prestaties',
        type: 'textarea',
        required: true,
        placeholder: 'Landskampioen MO18 (2025), selectie Oranje O17, topscorer regio...',
        helper: 'Titels, selecties en prijzen; de belangrijkste eerst.',
      },
      {
        path: 'sport.keyStats',
        label: 'Belangrijkste statistieken',
        type: 'textarea',
        required: true,
        placeholder: '14 goals en 9 assists in 22 wedstrijden; 100 m in 11,4 s',
        helper: 'Cijfers die een coach snel kan vergelijken: een coach beslist vaak binnen 20 seconden.',
      },
    ],
    summary: (data) => {
      const s = data.sport;
      const level = s.level ? levelLabel(data) : '';
      const team = s.team ? optionLabel(TEAM_OPTIONS, s.team).toLowerCase() : '';
      const sportName = /^.[a-z]/.test(s.primarySport.trim())
        ? clean(s.primarySport).toLowerCase()
        : clean(s.primarySport);
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
        coach:
          'Sterk! Met je niveau en statistieken erbij kan een coach je snel plaatsen. Nu je opleiding, want in Amerika tellen je cijfers net zo hard mee.',
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
    coachTip:
      'We rekenen je gemiddelde cijfer om naar een GPA: een 7,0 is ongeveer een 3.0 en vanaf een 8,0 zit je op 4.0. Met een HAVO- of VWO-diploma kun je direct naar een Amerikaanse universiteit.',
    fields: [
      {
        path: 'academics.currentSchool',
        label: 'Huidige opleiding en school',
        type: 'text',
        required: true,
        placeholder: 'VWO 5, Stedelijk Gymnasium Leiden',
        helper: 'Noem je niveau (HAVO, VWO, MBO, hbo of wo) en je school. Bij MBO kijken we per universiteit wat kan.',
      },
      {
        path: 'academics.graduationYear',
        label: 'Jaar van je diploma',
        type: 'number',
        required: true,
        placeholder: '2027',
        min: 2000,
        max: 2040,
        inputMode: 'numeric',
      },
      {
        path: 'academics.gpa',
        label: 'Gemiddeld cijfer of GPA',
        type: 'number',
        required: true,
        placeholder: '7,4',
        helper:
          'Je gemiddelde cijfer (1-10) of je GPA (0-4). Omrekening, een schatting: 8,0 of hoger = 4.0; 7,7 = 3.7; 7,4 = 3.3; 7,0 = 3.0; 6,7 = 2.7; 6,4 = 2.3; 6,0 = 2.0.',
        min: 0,
        max: 10,
        inputMode: 'decimal',
      },
      {
        path: 'academics.satScore',
        label: 'SAT-score (optioneel)',
        type: 'number',
        required: false,
        placeholder: '1250',
        helper: 'De NCAA vraagt geen SAT of ACT meer, maar sommige universiteiten wel. Nog niet gedaan? Laat leeg.',
        min: 400,
        max: 1600,
        inputMode: 'numeric',
      },
      {
        path: 'academics.actScore',
        label: 'ACT-score (optioneel)',
        type: 'number',
        required: false,
        placeholder: '26',
        min: 1,
        max: 36,
        inputMode: 'numeric',
      },
      {
        path: 'academics.intendedMajor',
        label: 'Wat wil je studeren?',
        type: 'text',
        required: true,
        placeholder: 'Business, Kinesiology, Computer Science...',
        helper: 'Nog twijfels? Noem een richting; in Amerika kies je je major vaak pas in het tweede jaar.',
      },
      {
        path: 'academics.languages',
        label: 'Talen',
        type: 'text',
        required: true,
        placeholder: 'Nederlands, Engels, Duits',
        helper: 'Scheid de talen met een komma.',
      },
    ],
    summary: (data) => {
      const a = data.academics;
      const hint = gradeHint(parseNumber(a.gpa));
      return {
        user: joinParts(
          [
            a.currentSchool && `Ik zit op ${clean(a.currentSchool)}`,
            a.graduationYear && `diploma in ${clean(a.graduationYear)}`,
            a.gpa && `gemiddeld een ${clean(a.gpa)}`,
            a.intendedMajor && `ik wil ${clean(a.intendedMajor)} studeren`,
          ],
          ', ',
        ).concat('.'),
        coach: `${hint ? `${hint} ` : ''}Dan nu je wensen: waar wil je heen en wat zoek je in een universiteit?`,
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
    coachTip:
      'Reken bij je budget met collegegeld, kost en inwoning, een zorgverzekering en vliegtickets. Een beurs dekt lang niet altijd alles.',
    fields: [
      {
        path: 'preferences.targetCountry',
        label: 'Voorkeursland',
        type: 'select',
        required: true,
        options: TARGET_COUNTRIES,
      },
      {
        path: 'preferences.startTerm',
        label: 'Gewenste start',
        type: 'select',
        required: true,
        helper: 'Het Amerikaanse studiejaar begint in augustus (Fall); in januari (Spring) starten minder teams.',
        options: START_TERMS,
      },
      {
        path: 'preferences.budget',
        label: 'Eigen budget per jaar (euro)',
        type: 'number',
        required: true,
        placeholder: '10.000',
        helper: 'Wat jij en je ouders per jaar zelf kunnen betalen, naast een eventuele beurs.',
        min: 0,
        max: 200_000,
        inputMode: 'numeric',
      },
      {
        path: 'preferences.scholarshipType',
        label: 'Soort beurs',
        type: 'select',
        required: true,
        options: SCHOLARSHIP_TYPES,
      },
      {
        path: 'preferences.priorities',
        label: 'Wat vind je belangrijk?',
        type: 'textarea',
        required: true,
        placeholder: 'Sterk sportprogramma, goede business school, warm klimaat, kleine campus...',
      },
    ],
    summary: (data) => {
      const p = data.preferences;
      return {
        user: joinParts(
          [
            p.targetCountry && `Ik wil naar ${optionLabel(TARGET_COUNTRIES, p.targetCountry)}`,
            p.startTerm && `starten: ${p.startTerm}`,
            p.budget && `eigen budget ${formatEuro(p.budget)} per jaar`,
            p.scholarshipType && `beurs: ${optionLabel(SCHOLARSHIP_TYPES, p.scholarshipType)}`,
          ],
          ', ',
        ).concat('.'),
        coach:
          'Helder, daarmee kan ik gericht zoeken. Dan je beelden: een goede highlightvideo opent bij coaches de deur.',
      };
    },
  },
  {
    id: 'media',
    title: 'Video en documenten',
    description: 'Je highlightvideo, je cijferlijst en je motivatie.',
    icon: '🎬',
    coachPrompt:
      'Tijd voor beeld! Een highlightvideo van 3 tot 5 minuten is je visitekaartje. Heb je een link naar YouTube, Vimeo of Hudl?',
    coachTip:
      'Zet je beste acties in de eerste 30 seconden en zet de video op openbaar of verborgen, zodat een coach hem zonder account kan bekijken.',
    fields: [
      {
        path: 'media.highlightVideo',
        label: 'Link naar je highlightvideo',
        type: 'url',
        required: true,
        placeholder: 'https://www.youtube.com/watch?v=...',
        helper: '3 tot 5 minuten met je beste acties, op YouTube, Vimeo of Hudl.',
        inputMode: 'url',
      },
      {
        path: 'media.secondaryVideo',
        label: 'Tweede video (optioneel)',
        type: 'url',
        required: false,
        placeholder: 'https://...',
        helper: 'Bijvoorbeeld een volledige wedstrijd of een trainingsvideo.',
        inputMode: 'url',
      },
      {
        path: 'media.transcriptUrl',
        label: 'Link naar je cijferlijst',
        type: 'url',
        required: true,
        placeholder: 'https://drive.google.com/...',
        helper:
          'Een gedeelde link (Google Drive, OneDrive) naar je laatste cijferlijst, te openen voor iedereen met de link.',
        inputMode: 'url',
      },
      {
        path: 'media.motivationLetter',
        label: 'Motivatie',
        type: 'textarea',
        required: true,
        rows: 6,
        placeholder: 'Waarom wil je in Amerika studeren en sporten? Wat wil je daar bereiken?',
        helper: 'Een paar alinea’s in je eigen woorden. Engels mag ook.',
      },
    ],
    summary: (data, now = new Date()) => {
      const parts = [
        data.media.highlightVideo && 'mijn highlightvideo',
        data.media.secondaryVideo && 'een tweede video',
        data.media.transcriptUrl && 'mijn cijferlijst',
        data.media.motivationLetter && 'mijn motivatie',
      ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
      const ready = listNl(parts);
      return {
        user: ready
          ? `${ready.charAt(0).toUpperCase()}${ready.slice(1)} ${parts.length === 1 ? 'staat' : 'staan'} klaar.`
          : 'Mijn video en documenten volgen nog.',
        coach: needsGuardianConsent(data, now)
          ? 'Top! Dan nog één ding: je toestemming. Omdat je jonger bent dan 16, moet ook je ouder of voogd toestemming geven. Vraag je ouder of voogd er dus even bij voor de laatste stap.'
          : 'Top! Dan nog één ding: je toestemming, zodat ik je profiel mag delen met talentmanagers.',
      };
    },
  },
  {
    id: 'consent',
    title: 'Toestemming',
    description: 'Lees de voorwaarden en geef toestemming om je profiel te delen.',
    icon: '✅',
    coachPrompt: `Laatste stap! Geef toestemming, dan stuur ik je profiel naar de talentmanagers van ${PRODUCT_NAME} en start de matching. Ben je jonger dan 16? Doe deze stap dan samen met je ouder of voogd.`,
    coachTip: `We delen je profiel alleen met onze talentmanagers en met coaches van universiteiten die bij je passen. Intrekken kan altijd via ${CONTACT_EMAIL}.`,
    noteFor: (data, now) => (needsGuardianConsent(data, now) ? GUARDIAN_TEXTS.note : null),
    fields: [
      {
        path: 'consent.accepted',
        label: `Ik ga akkoord met de voorwaarden (versie ${TERMS_VERSION}) en het privacybeleid, en ik geef ${PRODUCT_NAME} toestemming om mijn profiel te delen met talentmanagers en universiteiten.`,
        shortLabel: 'Akkoord met de voorwaarden',
        type: 'checkbox',
        required: true,
      },
      {
        path: 'consent.guardian.name',
        label: GUARDIAN_TEXTS.nameLabel,
        type: 'text',
        required: true,
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
        visibleWhen: needsGuardianConsent,
      },
    ],
    summary: (data, now = new Date()) => {
      const { guardian } = data.consent;
      const byGuardian =
        needsGuardianConsent(data, now) && guardian.accepted
          ? ` Mijn ouder of voogd${guardian.name.trim() ? `, ${clean(guardian.name)},` : ''} geeft ook toestemming.`
          : '';
      return {
        user: data.consent.accepted
          ? `Ik ga akkoord met de voorwaarden (versie ${data.consent.termsVersion}).${byGuardian}`
          : 'Ik heb nog geen toestemming gegeven.',
        coach: `Dank je! Ik stuur je profiel nu naar ${PRODUCT_NAME}.`,
      };
    },
  },
];

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

/**
 * The wizard's words for the six steps: each step's description, icon, Sanne's prompt and tip, and
 * each field's label, placeholder and helper (spec "Step definition"). The questions and their
 * rules (type, required, range, options, the message of an empty answer) and the steps' titles
 * (the server reports progress per step by them) are the domain's
 * (`@talentbrug/domain/onboarding/steps`), which the server checks a submission against; this file
 * adds the words to them and is read by the wizard only (ADR 0021).
 */
import { COACH_PERSONA, CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { formatGpa, formatNumber } from '@talentbrug/domain/format';
import { CONSENT_TEXTS } from '@talentbrug/domain/onboarding/consent';
import type { FieldPath, OnboardingData } from '@talentbrug/domain/onboarding/data';
import { conversionText } from '@talentbrug/domain/onboarding/grades';
import { GUARDIAN_TEXTS, needsGuardianConsent } from '@talentbrug/domain/onboarding/guardian';
import { parseNumber } from '@talentbrug/domain/onboarding/numbers';
import { diplomaYearOf, hasBegun, parseStartTerm, START_TERM_UNKNOWN } from '@talentbrug/domain/onboarding/start-terms';
import { type FieldRule, ONBOARDING_STEPS, type StepId, type StepRules } from '@talentbrug/domain/onboarding/steps';
import { universityName } from '@talentbrug/domain/onboarding/university-of-interest';
import { inRange, type NumberRange, RANGES } from '@talentbrug/domain/profile/ranges';
import { LEVEL_CHOICE_HINT } from '@talentbrug/domain/sport-levels';
import { capitalise, STEP_SUMMARIES, type StepSummary } from './replies.ts';
import {
  type FieldSuggestion,
  levelClearedNote,
  levelNotice,
  SPORT_TEXTS,
  sportNotice,
  suggestSports,
} from './sport-notes.ts';

/** A field's words and the wizard's behaviour around it; its rule is the domain's. */
export interface FieldCopy {
  label: string;
  /** A shorter name for lists such as 'Nog te doen', where the label is a whole sentence. */
  shortLabel?: string;
  /** A label that names the athlete; `label` stays the generic text. */
  labelFor?: (data: OnboardingData) => string;
  placeholder?: string;
  helper?: string;
  /** Textarea height; 3 when absent (spec). */
  rows?: number;
  /** Takes a whole row: long option labels, or a notice under it. */
  wide?: boolean;
  /** The input purpose (WCAG 1.3.5), so browsers can fill in what they know. */
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
  /** A combobox's suggestions for what is typed, best first. */
  suggest?: (query: string) => readonly FieldSuggestion[];
  /** A combobox's choice for whatever the suggestions lack: picking it keeps the typed text ('Andere sport'). */
  freeText?: { label: string; detail: (typed: string) => string };
  /** What a screen reader hears as the suggestions change. */
  resultsText?: (count: number) => string;
  /** Said under the field (role="status") when an answer has a consequence that does not block. */
  noticeFor?: (data: OnboardingData) => string | null;
  /** Why the field was emptied when an answer it depends on changed (`dependsOn` of its rule). */
  clearedNote?: (before: OnboardingData) => string;
}

interface StepCopy {
  description: string;
  icon: string;
  /** Shown once in the coach chat when the step is first reached; `promptFor` when it depends on the answers. */
  coachPrompt: string;
  promptFor?: (data: OnboardingData, now: Date) => string;
  /** Practical advice beside the step's title. */
  coachTip: string;
  /** A note above the fields when something applies to this athlete only, such as being under 16. */
  noteFor?: (data: OnboardingData, now: Date) => string | null;
  fields: { readonly [P in FieldPath]?: FieldCopy };
}

/** A field as the wizard shows it: the domain's rule with the wizard's words. */
export type FieldDef = FieldRule & FieldCopy;

export interface StepDef extends StepRules<FieldDef>, Omit<StepCopy, 'fields'> {
  summary: (data: OnboardingData, now?: Date) => StepSummary;
}

/**
 * The profile keeps a height and a weight in whole units (the submission rounds them), so a typed
 * decimal ('69,5') is said to become what the profile will show ('70 kg'), not changed in silence.
 * A decimal is not refused: a family reads a scale to the half kilo, and a coach needs no more. A
 * number out of range gets the field's error instead ('1,81' is no height of 2 cm).
 */
function roundedNotice(typed: string, range: NumberRange, unit: string, symbol: string): string | null {
  const value = parseNumber(typed);
  if (!inRange(value, range) || Number.isInteger(value)) return null;
  return `Je profiel bewaart ${unit}: ${typed.trim()} wordt ${formatNumber(Math.round(value))} ${symbol}.`;
}

/**
 * 'Nog onbekend' is kept as unknown on the profile, never a guessed date (coaches read it); a
 * term held from before that begins before the diploma is pointed out, not silently submitted.
 */
function startTermNotice(data: OnboardingData): string | null {
  const chosen = data.preferences.startTerm;
  if (chosen === START_TERM_UNKNOWN) {
    return 'Geen probleem. Op je profiel staat je start dan als nog onbekend; coaches zien geen verzonnen datum. Vul hem in op je profiel zodra je het weet.';
  }
  if (hasBegun(chosen, new Date())) return `${chosen} is al begonnen. Kies een nieuwe start.`;
  const term = parseStartTerm(chosen);
  const diploma = diplomaYearOf(data);
  if (term && diploma !== null && (term.year < diploma || (term.year === diploma && term.season === 'Spring'))) {
    return `Je haalt je diploma in ${diploma}, dus ${chosen} is te vroeg. Kies Fall ${diploma} of later, of ‘Nog onbekend’.`;
  }
  return null;
}

const STEP_COPY: Readonly<Record<StepId, StepCopy>> = {
  personal: {
    description: 'Wie ben je en hoe kunnen coaches en talentmanagers je bereiken?',
    icon: '👤',
    coachPrompt: `Hoi! Ik ben ${COACH_PERSONA}, je AI-coach bij ${PRODUCT_NAME}. In zes korte stappen maken we samen je sportprofiel klaar voor coaches in Amerika. We beginnen bij jou: hoe heet je en hoe bereiken we je?`,
    promptFor: (data) => {
      const id = data.preferences.universityOfInterest;
      if (!id) return STEP_COPY.personal.coachPrompt;
      const school = universityName(id);
      return `Hoi! Ik ben ${COACH_PERSONA}, je AI-coach bij ${PRODUCT_NAME}. Je wilt weten wat je kansen zijn bij ${school}. In zes korte stappen maken we je sportprofiel klaar; daarna laat de matching zien hoe ${school} bij je past. We beginnen bij jou: hoe heet je en hoe bereiken we je?`;
    },
    coachTip:
      'Gebruik een e-mailadres dat je dagelijks leest en dat er professioneel uitziet: coaches mailen je hierop.',
    fields: {
      'personal.firstName': { label: 'Voornaam', placeholder: 'Lisa', autoComplete: 'given-name' },
      'personal.lastName': { label: 'Achternaam', placeholder: 'de Vries', autoComplete: 'family-name' },
      'personal.email': {
        label: 'E-mailadres',
        placeholder: 'lisa.devries@gmail.com',
        helper: 'Hierop ontvang je berichten van ons en van coaches.',
        autoComplete: 'email',
        inputMode: 'email',
      },
      'personal.phone': {
        label: 'Telefoonnummer',
        placeholder: '06 12345678',
        helper: 'Woon je in het buitenland? Zet de landcode ervoor, bijvoorbeeld +32.',
        autoComplete: 'tel',
        inputMode: 'tel',
      },
      'personal.dateOfBirth': {
        label: 'Geboortedatum',
        // The contact rules follow the school year, not the age; the age decides the parent's consent.
        helper: 'Ben je jonger dan 16, dan geeft een ouder toestemming voordat coaches je dossier kunnen zien.',
        autoComplete: 'bday',
      },
      'personal.nationality': {
        label: 'Nationaliteit',
        placeholder: 'Nederlandse',
        helper: 'Heb je een dubbele nationaliteit? Noem ze allebei.',
      },
    },
  },
  sport: {
    description: 'Je sport, je team en het niveau waarop je nu speelt.',
    icon: '🏅',
    coachPrompt:
      'Vertel me over je sport. Bij welke club zit je en op welk niveau kom je uit? Een coach wil in één oogopslag zien waar je staat.',
    coachTip:
      'Wees eerlijk over je niveau. Een universiteit die bij je niveau past, levert meer speeltijd en vaak een betere beurs op dan een gok op het hoogste niveau.',
    fields: {
      'sport.primarySport': {
        label: 'Sport',
        placeholder: 'Typ om te zoeken: voetbal, hockey, tennis...',
        helper: `Kies je sport uit de lijst. Staat hij er niet bij? Kies ‘${SPORT_TEXTS.otherLabel}’ en typ hem zelf.`,
        suggest: suggestSports,
        freeText: { label: SPORT_TEXTS.otherLabel, detail: SPORT_TEXTS.otherDetail },
        resultsText: SPORT_TEXTS.results,
        noticeFor: sportNotice,
        wide: true,
      },
      'sport.position': { label: 'Positie of discipline', placeholder: 'Middenvelder, keeper, 400 m horden...' },
      'sport.team': {
        label: 'Team',
        helper: 'Amerikaanse universiteiten werven per team; zo zoeken we bij de juiste coaches.',
      },
      'sport.level': {
        label: 'Huidig niveau',
        helper: `De keuzes passen zich aan je sport en team aan. ${LEVEL_CHOICE_HINT}`,
        clearedNote: levelClearedNote,
        noticeFor: levelNotice,
        wide: true,
      },
      'sport.club': {
        label: 'Club',
        placeholder: 'Bijv. HC Bloemendaal MO18-1',
        helper: 'Noem ook je team als je club er meerdere heeft.',
      },
      'sport.heightCm': {
        label: 'Lengte (cm)',
        placeholder: '178',
        inputMode: 'numeric',
        noticeFor: (data) => roundedNotice(data.sport.heightCm, RANGES.heightCm, 'hele centimeters', 'cm'),
      },
      'sport.weightKg': {
        label: 'Gewicht (kg)',
        placeholder: '70',
        inputMode: 'numeric',
        noticeFor: (data) => roundedNotice(data.sport.weightKg, RANGES.weightKg, 'hele kilo’s', 'kg'),
      },
      'sport.achievements': {
        label: 'Prestaties',
        placeholder: 'Landskampioen MO18 (2025), selectie Oranje O17, topscorer regio...',
        helper: 'Titels, selecties en prijzen; de belangrijkste eerst.',
      },
      'sport.keyStats': {
        label: 'Belangrijkste statistieken',
        placeholder: '14 goals en 9 assists in 22 wedstrijden; 100 m in 11,4 s',
        helper: 'Cijfers die een coach snel kan vergelijken: een coach beslist vaak binnen 20 seconden.',
      },
    },
  },
  academics: {
    description: 'Je school, je cijfers en wat je wilt gaan studeren.',
    icon: '🎓',
    coachPrompt:
      'Nu je opleiding. Amerikaanse universiteiten kijken naar je sport én je cijfers. Op welke school zit je en hoe staan je cijfers ervoor?',
    coachTip: `We rekenen je gemiddelde cijfer om naar een GPA: een 7,0 is ongeveer een ${formatGpa(3)} en vanaf een 8,0 zit je op ${formatGpa(4)}. Met een havo- of vwo-diploma kun je direct naar een Amerikaanse universiteit.`,
    fields: {
      'academics.currentSchool': {
        label: 'Huidige opleiding en school',
        placeholder: 'vwo 5, Stedelijk Gymnasium Leiden',
        helper: 'Noem je niveau (havo, vwo, mbo, hbo of wo) en je school. Bij mbo kijken we per universiteit wat kan.',
      },
      'academics.graduationYear': { label: 'Jaar van je diploma', placeholder: '2027', inputMode: 'numeric' },
      'academics.gpa': {
        label: 'Gemiddeld cijfer of GPA',
        placeholder: '7,4',
        helper: `Je gemiddelde cijfer (1-10) of je GPA (0-4). Omrekening, een schatting: ${conversionText()}.`,
        inputMode: 'decimal',
      },
      'academics.satScore': {
        label: 'SAT-score (optioneel)',
        placeholder: '1250',
        helper: 'De NCAA vraagt geen SAT of ACT meer, maar sommige universiteiten wel. Nog niet gedaan? Laat leeg.',
        inputMode: 'numeric',
      },
      'academics.actScore': { label: 'ACT-score (optioneel)', placeholder: '26', inputMode: 'numeric' },
      'academics.intendedMajor': {
        label: 'Wat wil je studeren?',
        placeholder: 'Business, Kinesiology, Computer Science...',
        helper: 'Nog twijfels? Noem een richting; in Amerika kies je je major vaak pas in het tweede jaar.',
      },
      'academics.languages': {
        label: 'Talen',
        placeholder: 'Nederlands, Engels, Duits',
        helper: 'Scheid de talen met een komma.',
      },
    },
  },
  preferences: {
    description: 'Waar en wanneer je wilt beginnen, je budget en het soort beurs.',
    icon: '🎯',
    coachPrompt:
      'Wat zoek je in een universiteit? Land, startmoment, budget en het soort beurs helpen me om gericht te matchen.',
    promptFor: (data) => {
      const base = STEP_COPY.preferences.coachPrompt;
      const id = data.preferences.universityOfInterest;
      return id
        ? `${base} ${capitalise(universityName(id))} staat al op je lijst: die neem ik mee in je matches.`
        : base;
    },
    coachTip:
      'Reken bij je budget met collegegeld, kost en inwoning, een zorgverzekering en vliegtickets. Een beurs dekt lang niet altijd alles.',
    fields: {
      'preferences.targetCountry': { label: 'Voorkeursland' },
      'preferences.startTerm': {
        label: 'Gewenste start',
        helper: 'Het Amerikaanse studiejaar begint in augustus (Fall); in januari (Spring) starten minder teams.',
        noticeFor: startTermNotice,
      },
      'preferences.budget': {
        label: 'Eigen budget per jaar (euro)',
        placeholder: '10.000',
        helper: 'Wat jij en je ouders per jaar zelf kunnen betalen, naast een eventuele beurs.',
        inputMode: 'numeric',
      },
      'preferences.scholarshipType': {
        label: 'Soort beurs',
        helper: 'Een volledige beurs (full-ride) is zeldzaam; de meeste sporters krijgen een gedeeltelijke beurs.',
      },
      'preferences.divisions': {
        label: 'Welke niveaus spreken je aan?',
        shortLabel: 'Niveaus',
        helper: 'Kies er zoveel als je wilt. Vink je niets aan, dan kijkt de matching naar alle niveaus.',
        wide: true,
      },
      'preferences.priorities': {
        label: 'Wat vind je belangrijk? (optioneel)',
        placeholder: 'Sterk sportprogramma, goede business school, warm klimaat, kleine campus...',
        helper: 'Je talentmanager leest mee; de matching rekent met de keuzes hierboven.',
      },
    },
  },
  media: {
    description: 'Je highlightvideo, je cijferlijst en je motivatie. Alles op deze stap mag je later aanvullen.',
    icon: '🎬',
    coachPrompt:
      'Tijd voor beeld! Een highlightvideo van 3 tot 5 minuten is je visitekaartje. Heb je een link naar YouTube, Vimeo of Hudl? Nog geen video of cijferlijst bij de hand? Die voeg je later toe op je profiel.',
    coachTip:
      'Zet je beste acties in de eerste 30 seconden en zet de video op openbaar of verborgen, zodat een coach hem zonder account kan bekijken.',
    fields: {
      'media.highlightVideo': {
        label: 'Link naar je highlightvideo (optioneel)',
        placeholder: 'youtube.com/watch?v=...',
        helper: '3 tot 5 minuten met je beste acties, op YouTube, Vimeo of Hudl. Plak de link zoals je hem hebt.',
        inputMode: 'url',
        wide: true,
      },
      'media.secondaryVideo': {
        label: 'Tweede video (optioneel)',
        placeholder: 'vimeo.com/...',
        helper: 'Bijvoorbeeld een volledige wedstrijd of een trainingsvideo.',
        inputMode: 'url',
        wide: true,
      },
      'media.motivationLetter': {
        label: 'Motivatie (optioneel)',
        rows: 6,
        placeholder: 'Waarom wil je in Amerika studeren en sporten? Wat wil je daar bereiken?',
        helper: 'Een paar alinea’s in je eigen woorden; Engels mag ook. Je talentmanager leest mee.',
      },
    },
  },
  consent: {
    description: 'Lees de voorwaarden en geef toestemming om je profiel met onze talentmanagers te delen.',
    icon: '✅',
    coachPrompt: `Laatste stap! Lees de voorwaarden en geef toestemming, dan stuur ik je profiel naar de talentmanagers van ${PRODUCT_NAME} en start de matching.`,
    promptFor: (data, now) =>
      needsGuardianConsent(data, now)
        ? `Laatste stap! Omdat je jonger bent dan 16, doe je deze stap samen met je ouder of voogd. Lees de voorwaarden en geef allebei toestemming, dan stuur ik je profiel naar de talentmanagers van ${PRODUCT_NAME} en start de matching.`
        : STEP_COPY.consent.coachPrompt,
    coachTip: `We delen je profiel alleen met onze talentmanagers. Met een universiteit delen we het pas als jij daarom vraagt, per universiteit. Intrekken kan altijd via ${CONTACT_EMAIL}.`,
    noteFor: (data, now) => (needsGuardianConsent(data, now) ? GUARDIAN_TEXTS.note : null),
    fields: {
      'consent.accepted': { label: CONSENT_TEXTS.termsLabel, shortLabel: CONSENT_TEXTS.termsShortLabel },
      'consent.sharing.accepted': {
        label: CONSENT_TEXTS.sharingLabel,
        shortLabel: CONSENT_TEXTS.sharingShortLabel,
        helper: CONSENT_TEXTS.sharingHelper,
      },
      'consent.guardian.name': {
        label: GUARDIAN_TEXTS.nameLabel,
        placeholder: 'Marieke de Vries',
        // Not 'name': the browser would offer the athlete's own name.
        autoComplete: 'off',
      },
      'consent.guardian.email': {
        label: GUARDIAN_TEXTS.emailLabel,
        placeholder: 'marieke.devries@gmail.com',
        helper: GUARDIAN_TEXTS.emailHelper,
        autoComplete: 'off',
        inputMode: 'email',
      },
      'consent.guardian.accepted': {
        label: GUARDIAN_TEXTS.consentLabel(''),
        labelFor: (data) => GUARDIAN_TEXTS.consentLabel(data.personal.firstName),
        shortLabel: GUARDIAN_TEXTS.consentShortLabel,
      },
    },
  },
};

function withCopy(step: StepRules): StepDef {
  const { fields, ...copy } = STEP_COPY[step.id];
  return {
    ...step,
    ...copy,
    summary: STEP_SUMMARIES[step.id],
    fields: step.fields.map((rule) => {
      const words = fields[rule.path];
      // A question without words would render as an empty label: the domain added a field the wizard does not know.
      if (!words) throw new Error(`The wizard has no words for ${rule.path}`);
      return { ...rule, ...words };
    }),
  };
}

/** The steps as the wizard shows them, in the domain's order. */
export const WIZARD_STEPS: readonly StepDef[] = ONBOARDING_STEPS.map(withCopy);

export function wizardStep(id: StepId): StepDef {
  const step = WIZARD_STEPS.find((s) => s.id === id);
  if (!step) throw new Error(`Unknown onboarding step ${id}`);
  return step;
}

/** The field with this path as the wizard shows it. */
export function wizardField(path: FieldPath): FieldDef | undefined {
  for (const step of WIZARD_STEPS) {
    const field = step.fields.find((candidate) => candidate.path === path);
    if (field) return field;
  }
  return undefined;
}

/** The step's prompt for this athlete: it may name the university they came from, or their parent. */
export function stepPrompt(step: StepDef, data: OnboardingData, now: Date = new Date()): string {
  return step.promptFor ? step.promptFor(data, now) : step.coachPrompt;
}

/** The label as this athlete sees it. */
export function fieldLabel(field: FieldDef, data: OnboardingData): string {
  return field.labelFor ? field.labelFor(data) : field.label;
}

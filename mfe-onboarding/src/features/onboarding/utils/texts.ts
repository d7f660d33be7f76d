import { ApiError } from '@talentbrug/api-client/api';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';

/** The onboarding submit texts of the spec (section 8, "Onboarding submit"). */
export const SUBMIT_TEXTS = {
  sending: 'Je gegevens worden verzonden... 🚀',
  success: 'Onboarding voltooid! Je profiel wordt verwerkt. 🎉',
  successBanner: 'Succes! Je gegevens zijn verzonden. De coach houdt je status bij en matching start direct.',
  failureFallback: 'Fout bij het opslaan. Controleer je verbinding.',
  failureBanner: 'Opslaan mislukte. Controleer je verbinding of probeer het later opnieuw.',
  // Not 'op 100%': the wizard's measure is the required questions, and the profile score may still lack a video.
  coachSuccess:
    'Yes! Je profiel is verstuurd. Ik ga direct voor je aan de slag: je eerste matches verwacht ik binnen een paar minuten.',
  coachError:
    'Het opslaan is helaas mislukt. Geen zorgen: alles wat je hebt ingevuld blijft bewaard. Probeer het zo nog een keer.',
  coachAccount: `Bijna klaar! Maak nog snel een account aan (of log in), dan stuur ik je profiel naar ${PRODUCT_NAME}.`,
  coachWelcomeBack: `Welkom terug! Je account is actief en je antwoorden staan nog klaar. Klik op 'Verzend naar ${PRODUCT_NAME}' om af te ronden.`,
  coachFieldErrors:
    'Er klopt nog iets niet in je antwoorden. Ik heb je naar het veld gebracht dat aandacht nodig heeft.',
} as const;

/** What Sanne says besides the steps' own prompts and replies (those are in ../copy/steps.ts and ../copy/replies.ts). */
export const COACH_TEXTS = {
  /** A step done again with a change, when the step's usual reply was already given. */
  updated: 'Aangepast, dank je. Ik heb je wijziging verwerkt.',
  universityAdded: (name: string) =>
    `Je bekeek net ${name}. Die zet ik op je lijst: bij je voorkeuren en in je matches kom je hem weer tegen.`,
} as const;

/** The wizard's own texts around the fields. */
export const WIZARD_TEXTS = {
  steps: 'Stappen',
  stepOf: (step: number, count: number) => `Stap ${step} van ${count}`,
  tip: 'Tip van de coach:',
  requiredNote: { before: 'Velden met', hidden: 'een sterretje', after: 'zijn verplicht.' },
  back: 'Vorige stap',
  next: 'Volgende stap',
  saving: 'Opslaan...',
  sideLabel: 'Coach en voortgang',
  toDashboard: 'Naar je dashboard',
  toMatches: 'Bekijk je matches',
  progressTitle: 'Voortgang',
  todoTitle: 'Nog te doen',
  consentLinks: {
    before: 'Lees de',
    terms: 'algemene voorwaarden',
    and: 'en de',
    privacy: 'privacyverklaring',
    after: '. Je antwoorden blijven bewaard als je ze opent.',
  },
  guardianPrivacyLink: 'Wat de privacyverklaring hierover zegt',
  university: {
    title: (name: string) => `Je kwam binnen via ${name}`,
    body: 'Die universiteit nemen we mee in je matches, met je kansen daar.',
    remove: 'Niet meenemen',
    removed: 'De universiteit is van je lijst gehaald.',
  },
  documents: {
    title: 'Cijferlijst en motivatiebrief (optioneel)',
    privateNote:
      'Je bestanden worden privé opgeslagen bij je account, niet als openbare link. Je kunt ze ook later toevoegen op je profiel.',
    signedOut:
      'Je cijferlijst en een motivatiebrief upload je zodra je account er is, op je profiel. Ze worden privé opgeslagen: je hoeft nooit een openbare link te delen.',
    transcriptLabel: 'Kies je cijferlijst',
    letterLabel: 'Kies je motivatiebrief',
    transcriptHeading: 'Cijferlijst',
    letterHeading: 'Motivatiebrief (als bestand)',
    ready: (name: string) => `Klaar: ${name}. Upload een nieuw bestand om het te vervangen.`,
    readyUnnamed: 'Je bestand staat klaar. Upload een nieuw bestand om het te vervangen.',
  },
} as const;

/**
 * The toast's text for a failed submit: the server's own Dutch message where it explains the
 * problem (a 4xx), the spec's default where there is nothing useful to say (no connection,
 * a 5xx, or an endpoint that is not there: its 'Niet gevonden' would only confuse).
 */
export function submitErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.status !== 404 && clientErrorText(error)) || SUBMIT_TEXTS.failureFallback;
}

/**
 * The server's own Dutch reason for a request only the athlete can fix (a 4xx: a file too large
 * or not what it claims, an invalid field); null for anything else, where a caller's general
 * sentence says more.
 */
export function clientErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.serverMessage ?? null;
}

/** A 400's `fields` that point into the onboarding data ('data.personal.email'), as wizard paths. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key.startsWith('data.') && typeof message === 'string') result[key.slice('data.'.length)] = message;
  }
  return result;
}

/** What Sanne says when the wizard picks up the account's answers from the server. */
export const DRAFT_TEXTS = {
  continued: (name: string) =>
    `Welkom terug${name ? `, ${name}` : ''}! Je gaat verder waar je op een ander apparaat was gebleven.`,
  submitted: (name: string) =>
    `Welkom terug${name ? `, ${name}` : ''}! Dit zijn de antwoorden die je al hebt verstuurd. Pas aan wat veranderd is en verstuur ze opnieuw; je profiel en je matches gaan daarna mee. Wat je sindsdien op je profiel hebt aangepast, blijft staan, tenzij je het hier verandert.`,
  fromAccount: (name: string) =>
    `Hoi${name ? ` ${name}` : ''}! Je naam en e-mailadres heb ik al uit je account overgenomen.`,
  profileReady: 'Je profiel staat klaar. Bekijk hier je profielscore en je eerste matches.',
} as const;

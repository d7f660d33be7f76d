import { ApiError } from '@talentbrug/api-client/api';
import { PRODUCT_NAME } from '@talentbrug/domain/constants';

/** The onboarding submit texts of the spec (section 8, "Onboarding submit"). */
export const SUBMIT_TEXTS = {
  sending: 'Je gegevens worden verzonden... 🚀',
  success: 'Onboarding voltooid! Je profiel wordt verwerkt. 🎉',
  successBanner: 'Succes! Je gegevens zijn verzonden. De coach houdt je status bij en matching start direct.',
  failureFallback: 'Fout bij het opslaan. Controleer je verbinding.',
  failureBanner: 'Opslaan mislukte. Controleer je verbinding of probeer het later opnieuw.',
  coachSuccess:
    'Yes! Je profiel staat nu op 100%. Ik ga direct voor je aan de slag: je eerste matches verwacht ik binnen een paar minuten.',
  coachError:
    'Het opslaan is helaas mislukt. Geen zorgen: alles wat je hebt ingevuld blijft bewaard. Probeer het zo nog een keer.',
  coachAccount: `Bijna klaar! Maak nog snel een account aan (of log in), dan stuur ik je profiel naar ${PRODUCT_NAME}.`,
  coachWelcomeBack: `Welkom terug! Je account is actief en je antwoorden staan nog klaar. Klik op 'Verzend naar ${PRODUCT_NAME}' om af te ronden.`,
  coachFieldErrors:
    'Er klopt nog iets niet in je antwoorden. Ik heb je naar het veld gebracht dat aandacht nodig heeft.',
} as const;

/**
 * The toast's text for a failed submit: the server's own Dutch message where it explains the
 * problem (a 4xx), the spec's default where there is nothing useful to say (no connection,
 * a 5xx, or an endpoint that is not there: its 'Niet gevonden' would only confuse).
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404) {
    return error.serverMessage ?? SUBMIT_TEXTS.failureFallback;
  }
  return SUBMIT_TEXTS.failureFallback;
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

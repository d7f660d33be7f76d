import type { AuthResult } from '@talentbrug/api-client/auth';

/** Shown when the service could not be reached at all (status 0). */
export const NETWORK_ERROR_TEXT =
  'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.';
export const GENERIC_ERROR_TEXT = 'Er ging iets mis. Probeer het opnieuw.';

const SESSION_GONE = 'Je sessie is verlopen. Log opnieuw in.';

/** Supabase Auth answers in English with a stable code; users read Dutch. */
const BY_CODE: Record<string, string> = {
  invalid_credentials: 'Inloggen mislukt. Controleer je gegevens.',
  email_not_confirmed: 'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je hebben gestuurd.',
  over_request_rate_limit: 'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.',
  user_already_exists: 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  email_exists: 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  same_password: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
  email_address_invalid: 'Vul een geldig e-mailadres in',
  signup_disabled: 'Een nieuw account aanmaken kan op dit moment niet.',
  otp_expired: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
  session_not_found: SESSION_GONE,
  session_expired: SESSION_GONE,
  refresh_token_not_found: SESSION_GONE,
  refresh_token_already_used: SESSION_GONE,
  bad_jwt: SESSION_GONE,
  no_authorization: SESSION_GONE,
  user_not_found: SESSION_GONE,
  user_banned: 'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.',
  insufficient_aal: 'Bevestig eerst met de code uit je authenticator-app.',
  mfa_verification_failed: 'Deze code klopt niet. Kijk in je authenticator-app en probeer het opnieuw.',
  mfa_challenge_expired: 'Deze code is verlopen. Vul de nieuwe code uit je authenticator-app in.',
  mfa_ip_address_mismatch: 'Je verbinding veranderde tijdens het bevestigen. Vul de code opnieuw in.',
  mfa_factor_not_found: 'We vinden geen gekoppelde authenticator-app bij je account.',
  mfa_factor_name_conflict:
    'Er loopt al een koppeling met een authenticator-app. Rond die af of probeer het over vijf minuten opnieuw.',
  too_many_enrolled_mfa_factors: 'Je hebt al het maximale aantal authenticator-apps gekoppeld.',
};

function weakPasswordText(result: Pick<AuthResult, 'error' | 'reasons'>): string {
  if (result.reasons?.includes('pwned')) {
    return 'Dit wachtwoord staat in lijsten met uitgelekte wachtwoorden. Kies een ander wachtwoord.';
  }
  const minimum = /at least (\d+) characters/i.exec(result.error ?? '')?.[1];
  if (minimum) return `Wachtwoord moet minimaal ${minimum} karakters bevatten`;
  if (result.reasons?.includes('characters')) {
    return 'Je wachtwoord is niet sterk genoeg. Gebruik kleine letters, hoofdletters, cijfers en tekens.';
  }
  return 'Je wachtwoord is niet sterk genoeg. Kies een langer wachtwoord.';
}

function validationText(message: string): string | null {
  if (/72 characters/i.test(message)) return 'Je wachtwoord mag maximaal 72 karakters lang zijn.';
  if (/e-?mail/i.test(message)) return 'Vul een geldig e-mailadres in';
  return null;
}

/**
 * The Dutch text for a failed auth call: a known code in natural Dutch, a network failure
 * or server trouble in plain words, otherwise the screen's own fallback (never raw English).
 */
export function authErrorText(result: Pick<AuthResult, 'code' | 'error' | 'status' | 'reasons'>, fallback: string) {
  const { code, status } = result;
  if (status === 0) return NETWORK_ERROR_TEXT;
  if (code === 'weak_password') return weakPasswordText(result);
  if (code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/i.exec(result.error ?? '')?.[1];
    return seconds
      ? `Je hebt net al een e-mail aangevraagd. Probeer het over ${seconds} seconden opnieuw.`
      : 'Je hebt net al een e-mail aangevraagd. Wacht even en probeer het dan opnieuw.';
  }
  if (code === 'validation_failed') return validationText(result.error ?? '') ?? fallback;
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (status === 429) return BY_CODE.over_request_rate_limit as string;
  if (status !== undefined && status >= 500) return GENERIC_ERROR_TEXT;
  return fallback;
}

/**
 * Every Dutch text of signing up, in and out: the auth remote's screens, the onboarding's
 * account step and the auth service's answers in Dutch (`authErrorText` in
 * `@talentbrug/api-client/auth-errors`). One module, so a copy review is one read and the two
 * apps cannot drift apart. Written as a Dutch coach talks to an athlete: 'je', 'tekens',
 * 'e-mailadres', 'privacyverklaring', 'AI-coach'.
 */
import { CONTACT_EMAIL, PASSWORD_MAX, PASSWORD_MIN, PRODUCT_NAME } from '../constants.ts';

export const AUTH_LABELS = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  currentPassword: 'Huidig wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  confirmPassword: 'Herhaal wachtwoord',
  confirmNewPassword: 'Herhaal nieuw wachtwoord',
  appCode: 'Code uit je authenticator-app',
  mailCode: 'Code uit de e-mail',
  remember: 'Onthoud mij',
  forgotPassword: 'Wachtwoord vergeten?',
  newTab: '(opent in een nieuw tabblad)',
} as const;

/** What a form says about a field it cannot send yet, under that field. */
export const AUTH_MESSAGES = {
  required: {
    firstName: 'Vul je voornaam in.',
    lastName: 'Vul je achternaam in.',
    email: 'Vul je e-mailadres in.',
    password: 'Vul je wachtwoord in.',
    currentPassword: 'Vul je huidige wachtwoord in.',
    newPassword: 'Kies een wachtwoord.',
    confirmPassword: 'Herhaal je wachtwoord.',
  },
  invalidEmail: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  passwordTooShort: `Kies een wachtwoord van minimaal ${PASSWORD_MIN} tekens.`,
  passwordTooLong: `Je wachtwoord mag maximaal ${PASSWORD_MAX} tekens hebben.`,
  mismatch: 'De wachtwoorden komen niet overeen.',
  /** The auth service's `current_password_invalid`, shown under the field. */
  currentPasswordWrong: 'Dit is niet je huidige wachtwoord. Vul het wachtwoord in waarmee je nu inlogt.',
  terms: 'Ga akkoord met de algemene voorwaarden en de privacyverklaring om verder te gaan.',
  appCode: 'Vul de 6 cijfers van de code uit je authenticator-app in.',
  mailCode: 'Vul de 6 cijfers van de code uit de e-mail in.',
} as const;

export const PASSWORD_HINTS = {
  rule: `Minimaal ${PASSWORD_MIN} tekens.`,
  remaining: (count: number) =>
    count === 1
      ? `Minimaal ${PASSWORD_MIN} tekens: nog 1 teken te gaan.`
      : `Minimaal ${PASSWORD_MIN} tekens: nog ${count} tekens te gaan.`,
  met: `Minimaal ${PASSWORD_MIN} tekens: dat zit goed.`,
  same: 'De wachtwoorden zijn hetzelfde.',
} as const;

const SESSION_GONE = 'Je sessie is verlopen. Log opnieuw in.';
const RATE_LIMITED = 'Te veel pogingen achter elkaar. Wacht even en probeer het dan opnieuw.';
/** A wrong password or an unknown address: the service does not say which (no guessing help). */
const LOGIN_FAILED = 'Inloggen mislukt. Controleer je gegevens.';
const ACCOUNT_EXISTS = 'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.';

/** The auth service's answers (Supabase Auth error codes) and the screens' own fallbacks. */
export const AUTH_ERRORS = {
  network: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  generic: 'Er ging iets mis. Probeer het opnieuw.',
  rateLimited: RATE_LIMITED,
  byCode: {
    invalid_credentials: LOGIN_FAILED,
    over_request_rate_limit: RATE_LIMITED,
    user_already_exists: ACCOUNT_EXISTS,
    email_exists: ACCOUNT_EXISTS,
    session_not_found: SESSION_GONE,
    session_expired: SESSION_GONE,
    refresh_token_not_found: SESSION_GONE,
    refresh_token_already_used: SESSION_GONE,
    bad_jwt: SESSION_GONE,
    no_authorization: SESSION_GONE,
    user_not_found: SESSION_GONE,
    email_not_confirmed:
      'Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je hebben gestuurd.',
    same_password: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.',
    current_password_invalid: 'Dit is niet je huidige wachtwoord. Vul het wachtwoord in waarmee je nu inlogt.',
    current_password_required: 'Vul je huidige wachtwoord in.',
    email_address_invalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    signup_disabled: 'Een nieuw account aanmaken kan op dit moment niet.',
    otp_expired: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
    user_banned: 'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit niet klopt.',
    insufficient_aal: 'Bevestig eerst met de code uit je authenticator-app.',
    mfa_verification_failed: 'Deze code klopt niet. Kijk in je authenticator-app en probeer het opnieuw.',
    mfa_challenge_expired: 'Deze code is verlopen. Vul de nieuwe code uit je authenticator-app in.',
    mfa_ip_address_mismatch: 'Je verbinding veranderde tijdens het bevestigen. Vul de code opnieuw in.',
    mfa_factor_not_found: 'We vinden geen gekoppelde authenticator-app bij je account.',
    mfa_factor_name_conflict:
      'Er loopt al een koppeling met een authenticator-app. Rond die af of probeer het over vijf minuten opnieuw.',
    too_many_enrolled_mfa_factors: 'Je hebt al het maximale aantal authenticator-apps gekoppeld.',
  } as Record<string, string>,
  passwordPwned: 'Dit wachtwoord staat in lijsten met uitgelekte wachtwoorden. Kies een ander wachtwoord.',
  passwordTooShort: (minimum: number) => `Kies een wachtwoord van minimaal ${minimum} tekens.`,
  passwordCharacters: 'Je wachtwoord is niet sterk genoeg. Gebruik kleine letters, hoofdletters, cijfers en tekens.',
  passwordWeak: 'Je wachtwoord is niet sterk genoeg. Kies een langer wachtwoord.',
  mailRateLimit: (seconds: number | null) =>
    seconds === null
      ? 'Je hebt net al een e-mail aangevraagd. Wacht even en probeer het dan opnieuw.'
      : `Je hebt net al een e-mail aangevraagd. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  // Fallbacks per screen, for an answer the service gave without a known code.
  loginFailed: LOGIN_FAILED,
  /**
   * The password is locked for this network after many wrong guesses (by anyone). The reset mail
   * is the way in nobody can block: its link signs the owner in, and that network is trusted after.
   */
  loginLocked:
    "Te veel mislukte inlogpogingen. Wacht een kwartier, of kies 'Wachtwoord vergeten?': met de link in die e-mail kom je altijd direct binnen.",
  signupFailed: 'Registratie mislukt. Probeer het opnieuw.',
  mailFailed: 'De e-mail kon niet worden verstuurd. Probeer het opnieuw.',
  resendFailed: 'De bevestigingsmail kon niet worden verstuurd. Probeer het opnieuw.',
  passwordSaveFailed: 'Je nieuwe wachtwoord kon niet worden opgeslagen. Probeer het opnieuw.',
  codeCheckFailed: 'De code kon niet worden gecontroleerd. Probeer het opnieuw.',
  /** A wrong, used or expired code from the mail: the service does not say which (no guessing help). */
  mailCodeWrong:
    'Deze code klopt niet of is verlopen. Controleer de code in de nieuwste e-mail, of vraag hieronder een nieuwe aan.',
} as const;

export const LOGIN_TEXTS = {
  lead: 'Log in met je e-mailadres en wachtwoord om verder te gaan met je profiel en je matches.',
  noAccount: 'Nog geen account?',
  startFree: 'Start gratis',
  signupOnly: 'Of maak alleen een account aan',
  submit: 'Inloggen',
  submitting: 'Bezig met inloggen...',
  resendConfirmation: 'Stuur de bevestigingsmail opnieuw',
  lockedLink: 'Stuur me een inloglink',
} as const;

export const SECOND_FACTOR_TEXTS = {
  title: 'Bevestig dat jij het bent',
  afterPassword: 'Je wachtwoord klopt. Vul nu de code van 6 cijfers uit je authenticator-app in.',
  beforeReset:
    'Je account is extra beveiligd. Vul eerst de code van 6 cijfers uit je authenticator-app in; daarna kies je een nieuw wachtwoord.',
  submit: 'Bevestigen',
  submitting: 'Bezig met controleren...',
  cancel: 'Annuleren',
} as const;

export const SIGNUP_TEXTS = {
  lead: 'Maak gratis een account aan en zet de eerste stap naar een sportbeurs in Amerika.',
  haveAccount: 'Heb je al een account?',
  logIn: 'Log in',
  termsBefore: 'Ik ga akkoord met de ',
  terms: 'algemene voorwaarden',
  termsBetween: ' en de ',
  privacy: 'privacyverklaring',
  submit: 'Account aanmaken',
  submitting: 'Account wordt aangemaakt...',
} as const;

export const FORGOT_TEXTS = {
  lead: 'Vul je e-mailadres in. Dan sturen we je een link waarmee je een nieuw wachtwoord instelt.',
  submit: 'Stuur mij een resetlink',
  submitting: 'Bezig met versturen...',
  sentTitle: 'Check je e-mail!',
  sentBefore: 'Als er een account bestaat voor ',
  sentAfter: ', hebben we een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.',
  steps: [
    `Open de e-mail van ${PRODUCT_NAME}. Niets ontvangen? Kijk ook even in je spammap.`,
    'Klik op de link in de e-mail.',
    'Kies een nieuw wachtwoord. Daarna ben je meteen ingelogd.',
  ],
  linkExpired: 'Werkt de link niet meer? Vraag dan gewoon een nieuwe aan.',
  again: 'Nieuwe link aanvragen',
  remembered: 'Weet je het weer?',
  backToLogin: 'Terug naar inloggen',
} as const;

export const RESET_TEXTS = {
  lead: 'Kies een nieuw wachtwoord voor je account.',
  submit: 'Wachtwoord opslaan',
  submitting: 'Bezig met opslaan...',
  savedTitle: 'Wachtwoord gewijzigd!',
  savedText: 'Je nieuwe wachtwoord is opgeslagen. We sturen je zo door naar je dashboard.',
  toDashboard: 'Direct naar je dashboard',
  linkExpired: 'Deze link is verlopen of al gebruikt.',
  linkExpiredText: 'Vraag een nieuwe link aan om je wachtwoord opnieuw in te stellen.',
  newLink: 'Nieuwe link aanvragen',
  /**
   * The service wants the current password: this session came from no reset link, or its link
   * was used already or is over an hour old. Before and after the link to /security.
   */
  needsFreshLink: ['Vraag een nieuwe link aan, of wijzig je wachtwoord bij', 'met je huidige wachtwoord.'] as const,
  security: 'Beveiliging',
} as const;

/** The e-mail confirmation: /verify-email and the onboarding's account step share these. */
export const CONFIRM_TEXTS = {
  lead: 'Nog één stap: bevestig je e-mailadres.',
  title: 'Bevestig je e-mailadres',
  sentBefore: 'We hebben een e-mail gestuurd naar ',
  sentAfter: '. Klik op de link in die e-mail, of vul hieronder de code van 6 cijfers uit de e-mail in.',
  unknownAddress:
    'Vul je e-mailadres en de code van 6 cijfers uit de e-mail in. Niets ontvangen? Vul je e-mailadres in en stuur de mail opnieuw.',
  submit: 'Bevestigen',
  submitting: 'Bezig met controleren...',
  spam: 'Geen e-mail gezien? Kijk ook in je spammap.',
  resend: 'Stuur de bevestigingsmail opnieuw',
  resending: 'Bezig met versturen...',
  resent: 'De bevestigingsmail is opnieuw verstuurd. Kijk in je inbox.',
  resentTo: (email: string) => `We hebben de bevestigingsmail opnieuw gestuurd naar ${email}.`,
  confirmed: 'E-mailadres bevestigd',
  confirmedText: (email: string) => `Je e-mailadres ${email} is bevestigd. Je kunt meteen aan de slag.`,
  /** The way on without confirming (spec: verification is not enforced); its label names the destination. */
  skip: (destination: string) =>
    destination === '/dashboard' ? 'Toch naar het dashboard' : 'Ga verder zonder te bevestigen',
  onward: (destination: string) =>
    destination === '/dashboard'
      ? 'Naar je dashboard'
      : destination.startsWith('/onboarding')
        ? 'Terug naar je onboarding'
        : 'Ga verder',
} as const;

export const SECURITY_TEXTS = {
  lead: 'Bepaal hoe je inlogt: zet tweestapsverificatie aan of kies een nieuw wachtwoord.',
  emailTitle: 'E-mailadres',
  emailCurrent: 'Je logt in met',
  /** No screen changes the address yet (the auth service has no e-mail change): how it is done now. */
  emailChange: `Je e-mailadres zelf wijzigen kan nog niet. Mail ons vanaf dit adres op ${CONTACT_EMAIL} met het nieuwe adres, dan passen wij het voor je aan.`,
  twoFactorTitle: 'Tweestapsverificatie',
  loadFailed: 'We konden je beveiligingsinstellingen niet ophalen. Probeer het opnieuw.',
  actionFailed: 'Dat lukte niet. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  off: 'Staat uit',
  on: '✓ Staat aan',
  offText:
    'Maak je account extra veilig: naast je wachtwoord vul je bij het inloggen een code in uit een authenticator-app op je telefoon, zoals Google Authenticator, Microsoft Authenticator of 1Password.',
  start: 'Authenticator-app koppelen',
  starting: 'Bezig met voorbereiden...',
  steps: [
    'Open je authenticator-app en kies voor een nieuw account toevoegen.',
    'Scan deze QR-code met je telefoon.',
    'Vul hieronder de code van 6 cijfers in die de app laat zien.',
  ],
  qrAlt: `QR-code om ${PRODUCT_NAME} aan je authenticator-app toe te voegen`,
  secretLabel: 'Sleutel voor handmatige invoer',
  secretHint: 'Scannen lukt niet? Vul deze sleutel dan met de hand in je app in.',
  copySecret: 'Kopieer sleutel',
  copied: 'Gekopieerd',
  copyFailed: 'Kopiëren lukte niet. Selecteer de sleutel en kopieer hem zelf.',
  confirm: 'Bevestigen',
  confirming: 'Bezig met controleren...',
  cancel: 'Annuleren',
  enabled: 'Tweestapsverificatie staat aan. Vanaf nu vragen we bij het inloggen ook om een code.',
  onText: 'Bij het inloggen vragen we naast je wachtwoord om een code uit je authenticator-app.',
  disable: 'Tweestapsverificatie uitzetten',
  confirmDisableTitle: 'Weet je het zeker?',
  confirmDisableText: 'Zonder tweestapsverificatie log je alleen nog met je wachtwoord in.',
  disableYes: 'Ja, zet uit',
  disabling: 'Bezig met uitzetten...',
  disabled: 'Tweestapsverificatie staat uit. Je logt nu alleen met je wachtwoord in.',
  factorName: 'Authenticator-app',
  passwordTitle: 'Wachtwoord wijzigen',
  passwordSubmit: 'Wachtwoord wijzigen',
  passwordSaving: 'Bezig met opslaan...',
  passwordChanged: 'Je wachtwoord is gewijzigd.',
} as const;

/** The onboarding's last step for a visitor without an account. */
export const ACCOUNT_GATE_TEXTS = {
  title: 'Nog één stap: je account',
  intro: `Je onboarding wordt opgeslagen in je eigen ${PRODUCT_NAME}-account. Maak er gratis een aan, of log in als je al een account hebt. Je antwoorden blijven bewaard.`,
  modeLegend: 'Heb je al een account?',
  signupMode: 'Nieuw account',
  loginMode: 'Ik heb al een account',
  signupForm: 'Account aanmaken',
  loginForm: 'Inloggen',
  changeEmail: 'Wijzig in stap 1',
  signupSubmit: 'Account aanmaken en verzenden',
  loginSubmit: 'Inloggen en verzenden',
  accountExists: 'Er bestaat al een account met dit e-mailadres. Log in om je onboarding te verzenden.',
  secondFactorBefore: 'Je account is extra beveiligd met een code. Log in via de ',
  secondFactorLink: 'inlogpagina',
  secondFactorAfter: '; daarna kom je hier terug en staat alles nog klaar.',
  waitingBefore: 'We hebben een bevestigingsmail gestuurd naar ',
  waitingAfter: '. Klik op de link in die mail: je komt dan hier terug en verstuurt je antwoorden met één klik.',
  waitingCode: 'Liever de code uit de mail invullen?',
  waitingCodeLink: 'Vul de code in',
  alreadyConfirmed: 'Al bevestigd? Log in',
} as const;

/**
 * Every Dutch text the shell shows, so a copy review is one read; the main menu's labels and the
 * pages' titles are the route table's (`@talentbrug/domain/contracts/routes`). It also goes into the
 * prerendered header (scripts/prerender.mjs), never into the boot script.
 */

export const SKIP_LINK = 'Naar de inhoud';

/** The header's own texts; the main menu's items are the route table's `nav` labels. */
export const NAV_TEXTS = {
  mainMenu: 'Hoofdmenu',
  menu: 'Menu',
  logIn: 'Log in',
} as const;

export const ACCOUNT_TEXTS = {
  /** The account menu's button. */
  account: 'Account',
  signedInAs: 'Ingelogd als',
  security: 'Beveiliging',
  logOut: 'Log uit',
  logOutFailed: 'Uitloggen is niet gelukt. Probeer het opnieuw.',
} as const;

export const EMAIL_BANNER_TEXTS = {
  /** The banner's landmark name. */
  region: 'E-mailadres bevestigen',
  /** Before and after the address, which is shown in bold. */
  message: ['Bevestig je e-mailadres: we hebben een mail gestuurd naar', '.'] as const,
  link: 'Code invullen of opnieuw sturen',
  dismiss: 'Melding sluiten',
} as const;

/** The toast after the confirmation mail's link (the code form on /verify-email says the same). */
export const EMAIL_CONFIRMED_TEXT = (email: string) =>
  `Je e-mailadres ${email} is bevestigd. Je kunt meteen aan de slag.`;

/**
 * After a mail link the auth service refused (used or expired), off /reset-password (which says it
 * itself). The title is the reset page's own sentence (RESET_TEXTS.linkExpired), so both read alike.
 */
export const LINK_EXPIRED_TEXTS = {
  region: 'Verlopen link',
  confirmed: 'Je e-mailadres is al bevestigd: je hoeft niets meer te doen.',
  signedOut: 'Al bevestigd? Dan log je gewoon in.',
  newMail: 'Vraag een nieuwe bevestigingsmail aan',
  dismiss: 'Melding over de verlopen link sluiten',
} as const;

export const LOADING = 'Laden...';

export const REMOTE_TEXTS = {
  fallbackTitle: 'Dit onderdeel is tijdelijk niet beschikbaar',
  retry: 'Opnieuw proberen',
} as const;

import { EMAIL_BANNER_DISMISSED_KEY } from '@talentbrug/api-client/browser-data';

/**
 * Holds the id of the account whose e-mail banner was closed, for this tab's visit
 * (sessionStorage). Apart from the banner, so the boot script can read it without React.
 */
export const DISMISSED_KEY = EMAIL_BANNER_DISMISSED_KEY;

/** Marks the banner's section, so the boot script finds it in a page the server rendered. */
export const EMAIL_BANNER_ATTRIBUTE = 'data-email-banner';

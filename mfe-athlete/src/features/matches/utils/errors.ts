import { ApiError, isUnauthorized } from '@talentbrug/api-client/api';
import { MATCHES_TEXTS } from './texts.ts';

export interface ShownError {
  message: string;
  /** The profile lacks facts the engine needs: point the athlete to where they are filled in. */
  profileIncomplete: boolean;
  notSignedIn: boolean;
}

/**
 * What the page says when generating failed. The server explains in Dutch what keeps it from
 * matching: 400 lists what the profile lacks, 404 means there is no profile yet ('Je hebt nog
 * geen profiel. Vul eerst de onboarding in!'). Anything else gets the spec's sentence.
 */
export function generateError(error: unknown): ShownError {
  if (isUnauthorized(error)) {
    return { message: MATCHES_TEXTS.notSignedInGenerate, profileIncomplete: false, notSignedIn: true };
  }
  if (error instanceof ApiError && (error.status === 400 || error.status === 404) && error.serverMessage) {
    return { message: error.serverMessage, profileIncomplete: true, notSignedIn: false };
  }
  return { message: MATCHES_TEXTS.generateError, profileIncomplete: false, notSignedIn: false };
}

export function loadError(error: unknown): ShownError {
  if (isUnauthorized(error)) {
    return { message: MATCHES_TEXTS.notSignedInView, profileIncomplete: false, notSignedIn: true };
  }
  return { message: MATCHES_TEXTS.loadError, profileIncomplete: false, notSignedIn: false };
}

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What the share dialog says when the consent was not recorded: the server's own reason when it
 * refused this athlete (an address still to confirm, a match that is gone), else a plain retry.
 */
export function shareError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404) && error.serverMessage) {
    return error.serverMessage;
  }
  return MATCHES_TEXTS.share.error;
}

/**
 * The share was refused for want of a parent's consent (under 16, or no date of birth): the server's
 * 403 names the 'ouder of voogd' (SHARE_CONSENT_MESSAGES in matches-service.ts; the address to
 * confirm does not), and the dialog leads to /dossier, where the consent is recorded.
 */
export const needsParentConsent = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && /ouder of voogd/.test(error.serverMessage ?? '');

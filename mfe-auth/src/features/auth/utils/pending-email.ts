import { PENDING_EMAIL_KEY } from '@talentbrug/api-client/browser-data';

/**
 * The address a confirmation mail went to. After a signup without a session (hosted Supabase
 * requiring confirmation) there is no user to read it from, and a reload of /verify-email must
 * still show it and know whose code is typed; sessionStorage keeps it for this tab only.
 */
const KEY = PENDING_EMAIL_KEY;

export function rememberPendingEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode): the page then asks for the address.
  }
}

export function readPendingEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once the address is confirmed there is nothing to wait for any more. */
export function forgetPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

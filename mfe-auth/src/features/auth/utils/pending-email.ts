/**
 * The address a confirmation mail went to. After a signup with confirmation on there is no
 * session to read it from, and a reload of /verify-email must still show it; sessionStorage
 * keeps it for this tab only.
 */
const KEY = 'talentbrug.pending-verification-email';

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

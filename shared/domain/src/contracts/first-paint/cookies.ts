/**
 * Reading a Cookie header, for the server and the boot script alike (ADR 0017). A module of its own
 * so the app, which only writes cookies, does not carry it.
 */

/** The value of a cookie in a Cookie header (or document.cookie), or null; the first of that name wins. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

import { DEFAULT_POST_LOGIN_ROUTE } from '@talentbrug/domain/constants';

// A fixed, unresolvable origin: only paths that stay on it are paths on our own site.
const PROBE_ORIGIN = 'https://talentbrug.invalid';

const AUTH_PAGES = new Set(['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email']);

/**
 * The page to return to after login, from the `redirect` query parameter. Only a
 * same-origin path is accepted: `//evil.example`, `/\evil.example`, `https://...` and
 * `javascript:` all fall back to the dashboard, so the login page can never be used to
 * send someone to another site. Auth pages fall back too, so login never loops.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_POST_LOGIN_ROUTE): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An auth page's path carrying the page to return to; the default needs no parameter. */
export function withRedirect(path: string, redirect: string): string {
  return redirect === DEFAULT_POST_LOGIN_ROUTE ? path : `${path}?redirect=${encodeURIComponent(redirect)}`;
}

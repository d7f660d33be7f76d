import { REFRESH_COOKIE, SESSION_COOKIE, sessionCookies } from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';

/**
 * Everything the product keeps in the browser, in one list, and the one way to forget it: sign-out
 * and deletion call forgetEverything(), so nothing of a person outlives their session on a shared
 * computer (issue 32, item 4). A key is defined here and nowhere else; browser-data.test.tsx reads
 * the source of every app and fails on a storage key or a storage write this list does not know.
 */

export type BrowserPlace = 'localStorage' | 'sessionStorage' | 'cookie';

/** One key; what it holds is said beside it below (a comment: the list loads with every signed-in page). */
export interface BrowserEntry {
  key: string;
  places: readonly BrowserPlace[];
  /** Gone at sign-out and deletion; false only for what says nothing about a person. */
  forget: boolean;
}

/** Every key the product writes into localStorage or sessionStorage starts with this. */
export const PRODUCT_KEY_PREFIX = 'talentbrug.';

/** Where supabase-js keeps the session: localStorage with 'Onthoud mij', sessionStorage without (auth-storage.tsx). */
export const AUTH_STORAGE_KEY = 'talentbrug.auth';
/** The onboarding wizard's draft, until the server has the submission. */
export const ONBOARDING_DRAFT_KEY = 'talentbrug.onboarding-draft.v1';
/** The account whose e-mail banner was closed, for this tab's visit. */
export const EMAIL_BANNER_DISMISSED_KEY = 'talentbrug.email-banner-dismissed';
/** The address a confirmation mail went to, until it is confirmed. */
export const PENDING_EMAIL_KEY = 'talentbrug.pending-verification-email';
/** A random id that ties one tab's product events together. */
export const ANALYTICS_SESSION_KEY = 'talentbrug.analytics-session';
/** The storage key of the re-authentication client before a deletion, which keeps its session in memory only. */
export const REAUTH_STORAGE_KEY = 'talentbrug.reauth';
/** The Module Federation devtools override: a developer sets it by hand, the shell only reads it. */
export const DEVTOOLS_KEY = '__MF_DEVTOOLS__';

export const BROWSER_DATA: readonly BrowserEntry[] = [
  // The session: access and refresh token, the user with id, e-mail address and name.
  { key: AUTH_STORAGE_KEY, places: ['localStorage', 'sessionStorage'], forget: true },
  // The access token, sent only with the documents of the signed-in pages (ADR 0017).
  { key: SESSION_COOKIE, places: ['cookie'], forget: true },
  // The refresh token of a remembered session, on the same paths, for 30 days (ADR 0017).
  { key: REFRESH_COOKIE, places: ['cookie'], forget: true },
  // The wizard's answers (name, contact details, date of birth, sport, school, ...), step and chat.
  { key: ONBOARDING_DRAFT_KEY, places: ['localStorage'], forget: true },
  // The user id whose confirmation banner was closed.
  { key: EMAIL_BANNER_DISMISSED_KEY, places: ['sessionStorage'], forget: true },
  // The e-mail address a confirmation mail went to.
  { key: PENDING_EMAIL_KEY, places: ['sessionStorage'], forget: true },
  // A random id for the tab's product events (no personal data, but it links them).
  { key: ANALYTICS_SESSION_KEY, places: ['sessionStorage'], forget: true },
  // Nothing in the browser: the re-authentication client keeps its session in memory.
  { key: REAUTH_STORAGE_KEY, places: [], forget: true },
  // A developer's remote override, written by hand and only read by the product.
  { key: DEVTOOLS_KEY, places: ['localStorage'], forget: false },
];

const forgetters = new Set<() => void>();

/**
 * What keeps a copy in memory of something listed here (the wizard's store, the query cache, the
 * analytics client) empties it with the rest, before the storage is swept: a store emptied after
 * its key would write the key again. Returns the unsubscribe.
 */
export function onForget(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

function browserStore(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

export interface ForgetTargets {
  local?: Storage | undefined;
  session?: Storage | undefined;
  doc?: Pick<Document, 'cookie' | 'location'> | undefined;
}

/**
 * Removes what the product stored in this browser about the person signed in: every listed key
 * in both storages, any other key with the product's prefix (a draft of an older version), the
 * session cookies on every path they are set on, and the copies in memory (onForget). Synchronous
 * and safe to call twice; blocked storage is skipped.
 */
export function forgetEverything(targets: ForgetTargets = {}): void {
  for (const forget of forgetters) {
    try {
      forget();
    } catch (error) {
      console.error('[talentbrug] could not empty a copy in memory at sign-out', error);
    }
  }
  forgetStored(targets);
}

/**
 * forgetEverything without the copies in memory: the storages' keys and the session cookies, so
 * a reload or another tab starts signed out while this page still runs on what it holds (after an
 * account's deletion, until the page has left: forgetAccount).
 */
export function forgetStored({
  local = browserStore('localStorage'),
  session = browserStore('sessionStorage'),
  doc = globalThis.document,
}: ForgetTargets = {}): void {
  const listed = new Set(BROWSER_DATA.filter((entry) => entry.forget).map((entry) => entry.key));
  for (const storage of [local, session]) {
    try {
      if (!storage) continue;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
      for (const key of keys) if (listed.has(key) || key.startsWith(PRODUCT_KEY_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage refused (private mode): nothing was kept there either.
    }
  }
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:';
  try {
    for (const cookie of sessionCookies(null, { persistent: false, secure, paths: protectedPaths() })) {
      doc.cookie = cookie;
    }
  } catch {
    // Cookies blocked: none was set.
  }
}

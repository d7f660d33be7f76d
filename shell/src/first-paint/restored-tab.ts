// A signed-in page whose document came without the server's markup while this tab holds the
// session: typically a tab restored after the access token's hour, whose session lives only in
// its sessionStorage ('Onthoud mij' not ticked), which gets no refresh cookie and so cannot be
// renewed by the server (ADR 0017, "After the hour"). Instead of starting the whole app at once,
// the boot script does what the app would do first, in this same tab: it renews the session with
// the auth service when the access token has run out, writes the document cookie as the app
// would (`sessionCookies`), and asks the server for this page once more. The server renders it
// for that cookie with its usual checks, and the page goes on as a document that came rendered:
// judged for this session, the app started at the first interaction. Anything that does not work
// out starts the app at once, as before.
import type { Session } from '@supabase/supabase-js';
import { APP_CONFIG_PATH, type AppConfig } from '@talentbrug/api-client/app-config';
import { readStoredSession } from '@talentbrug/api-client/auth-storage';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import {
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
  SESSION_COOKIE,
  sessionCookies,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { prerenderMismatch } from './app-page.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The route table's protected paths (`protectedPaths()`), the paths of the document cookies,
 * written out: the route table itself would add 0.75 KB gzipped to the boot script, which every
 * first visit loads (over the landing's 5 KB ceiling). restored-tab.test.ts fails when they differ.
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/dashboard',
  '/matches',
  '/profile',
  '/aicoach',
  '/security',
  '/dossier',
];

/**
 * An access token with less than this left is renewed first: the page's reads on the server and
 * the app's first requests must not meet its expiry.
 */
const LIVE_MARGIN_MS = 60_000;

/** How long the whole detour may take before the app starts at once, as it did without it. */
export const RESTORE_DEADLINE_MS = 5000;

export interface RestoreEnvironment {
  doc: Document;
  url: URL;
  /** sessionStorage (this tab's) and localStorage (shared by the tabs). */
  tab: Store | undefined;
  shared: Store | undefined;
  fetch?: typeof fetch;
  /** The document's cookies (`doc.cookie` by default). */
  cookieHeader?: string;
  /** Where a document cookie goes (`doc.cookie` by default). */
  setCookie?: (cookie: string) => void;
  now?: () => number;
  deadlineMs?: number;
}

/**
 * The stored session this document could be rendered for, or null when the app must start at
 * once: not a protected path, no session, an address the server's page would not stand for (an
 * auth link, a query, a devtools override), or a shared session (localStorage) whose token has run
 * out: that one is renewed by supabase-js under its lock across tabs, never here; or a live session
 * whose cookie this document's request carried already.
 */
export function restorableSession(
  { url, tab, shared }: Pick<RestoreEnvironment, 'url' | 'tab' | 'shared'>,
  now: number,
  cookieHeader = '',
): { session: Session; store: Store; inTab: boolean; live: boolean } | null {
  if (!SIGNED_IN_PATHS.includes(url.pathname)) return null;
  if (prerenderMismatch({ url, stores: [shared, tab] }, [])) return null;
  const inTabSession = readStoredSession([tab]);
  const session = inTabSession ?? readStoredSession([shared]);
  const store = inTabSession ? tab : shared;
  if (!session || !store) return null;
  const live = (session.expires_at ?? 0) * 1000 - now > LIVE_MARGIN_MS;
  if (!live && (!inTabSession || !session.refresh_token)) return null;
  // This document's request carried the live token already: the server could not render the page
  // for it (a remote on another origin, past its budget), and would not the second time either.
  if (live && cookieValue(cookieHeader, SESSION_COOKIE) === session.access_token) return null;
  return { session, store, inTab: !!inTabSession, live };
}

/** The refresh grant, as supabase-js sends it, for a session only this tab holds. */
async function renew(session: Session, config: AppConfig, send: typeof fetch): Promise<Session> {
  const response = await send(new URL('/auth/v1/token?grant_type=refresh_token', config.supabaseUrl), {
    method: 'POST',
    headers: {
      apikey: config.supabasePublishableKey,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  // Any refusal: the store keeps what it has, and the app meets the same answer itself.
  if (!response.ok) throw new Error('refused');
  const body = (await response.json()) as Partial<Session>;
  if (
    typeof body.access_token !== 'string' ||
    typeof body.refresh_token !== 'string' ||
    typeof body.expires_at !== 'number' ||
    body.user?.id !== session.user.id
  ) {
    throw new Error('not this session');
  }
  return { ...session, ...body } as Session;
}

/** This page as the server renders it for the cookie just written, or null when it did not. */
async function renderedPage(url: URL, userId: string, send: typeof fetch): Promise<Document | null> {
  const response = await send(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok) return null;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const root = page.getElementById('root');
  return root?.getAttribute(SERVER_RENDER_USER_ATTRIBUTE) === userId ? page : null;
}

/**
 * Puts the server's rendered page in place of this document's empty one, in one task: its styles
 * (the page's CSS and the rules that keep it hidden until judged) into <head>, its #root for ours,
 * its query state into <body>, its title. The caller then judges it as any rendered page.
 */
function takePage(doc: Document, page: Document): HTMLElement {
  const known = new Set([...doc.head.querySelectorAll('style')].map((style) => style.textContent));
  for (const style of page.head.querySelectorAll('style')) {
    if (!known.has(style.textContent)) doc.head.append(doc.adoptNode(style));
  }
  const root = doc.adoptNode(page.getElementById('root') as HTMLElement);
  const state = page.getElementById(QUERY_STATE_ID);
  doc.getElementById(QUERY_STATE_ID)?.remove();
  if (state) doc.body.append(doc.adoptNode(state));
  doc.title = page.title;
  doc.getElementById('root')?.replaceWith(root);
  return root;
}

/**
 * Renews this tab's session when it must, writes the document cookies and puts the server's
 * rendered page in place. Resolves with the new #root, or null when the app should start at once
 * (nothing changed on the page; a session renewed here stays in the store, where the app finds it).
 * Past the deadline it resolves null and leaves the page and the cookies alone afterwards; a renewal
 * answered late still puts its tokens in the store (the one sent is used up) unless the app, started
 * by then, has changed the session since.
 */
export function restoreRenderedPage(env: RestoreEnvironment): Promise<HTMLElement | null> {
  const { doc, url, fetch: send = fetch, now = Date.now, deadlineMs = RESTORE_DEADLINE_MS } = env;
  const setCookie =
    env.setCookie ??
    ((cookie: string) => {
      doc.cookie = cookie;
    });
  const restorable = restorableSession(env, now(), env.cookieHeader ?? doc.cookie);
  if (!restorable) return Promise.resolve(null);
  let late = false;
  const restore = async () => {
    let { session } = restorable;
    if (!restorable.live) {
      const configResponse = await send(APP_CONFIG_PATH, { cache: 'no-cache' });
      if (!configResponse.ok) return null;
      const before = restorable.store.getItem(AUTH_STORAGE_KEY);
      // Read as it comes (a config without the auth service's address fails at `new URL`): the
      // app's own check of it is not worth its bytes on every page's critical path.
      const renewed = await renew(session, (await configResponse.json()) as AppConfig, send);
      // The refresh token sent is a used one now: the store gets its successor even past the
      // deadline, unless the app has changed the session since (signed out, or renewed it itself).
      if (restorable.store.getItem(AUTH_STORAGE_KEY) === before) {
        restorable.store.setItem(AUTH_STORAGE_KEY, JSON.stringify(renewed));
      }
      if (late) return null;
      session = renewed;
    }
    const secure = url.protocol === 'https:';
    for (const cookie of sessionCookies(session, { persistent: !restorable.inTab, secure, paths: SIGNED_IN_PATHS })) {
      setCookie(cookie);
    }
    const page = await renderedPage(url, session.user.id, send);
    return page && !late ? takePage(doc, page) : null;
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      late = true;
      resolve(null);
    }, deadlineMs);
    restore().then(
      (root) => {
        clearTimeout(timer);
        resolve(late ? null : root);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

// The boot script's session step (session-step.ts decides when it runs): a script of its own,
// `restored-tab.<hash>.js`, which only the starts that need it download (issue 35 item 6).
//
// A restored tab: a signed-in page whose document came without the server's markup while this
// browser holds the session, typically a tab restored after the access token's hour whose session
// lives only in its sessionStorage ('Onthoud mij' not ticked), which gets no refresh cookie and so
// cannot be renewed by the server (ADR 0017, "After the hour"). Instead of starting the whole app
// at once, the step does what the app would do first: it renews the session with the auth service
// when the access token has run out, writes the document cookies as the app would
// (`sessionCookies`), and asks the server for this page once more. The server renders it for that
// cookie with its usual checks, and the page goes on as a document that came rendered: judged for
// this session, the app started at the first interaction.
//
// The next day: the app starts at once while the stored session has run out. The step renews it
// before the app starts, so the app's auth store finds a live session and supabase-js (57 KB) loads
// only when the page needs it, as on any start with a live session.
//
// Anything that does not work out starts the app at once, as before.
import type { Session } from '@supabase/supabase-js';
import { APP_CONFIG_PATH, type AppConfig } from '@talentbrug/api-client/app-config';
import { freshFor, readStoredSession } from '@talentbrug/api-client/auth-storage';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';
import {
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
  sessionCookies,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { RESTORE_DEADLINE_MS, type SessionStep, type SessionStepEnvironment, SIGNED_IN_PATHS } from './session-step.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
type Locks = Pick<LockManager, 'request'>;

export interface RestoreEnvironment extends SessionStepEnvironment {
  doc: Document;
  step: SessionStep;
  fetch?: typeof fetch;
  /** Where a document cookie goes (`doc.cookie` by default). */
  setCookie?: (cookie: string) => void;
  /** The browser's lock manager (`navigator.locks`; absent outside a secure context). */
  locks?: Locks;
  now?: () => number;
  /** When the step began (the script's download counts), and how long it may take from then. */
  startedAt?: number;
  deadlineMs?: number;
}

/**
 * The one lock name for renewing this storage key across the tabs: the name supabase-js' own
 * (legacy, opt-in) lock takes for it, `lock:<storageKey>`. supabase-js 2.107 and later takes no
 * lock by default (lockless coordination: a race of two tabs is settled by the auth service, which
 * hands the parent of the active refresh token the active one again within its reuse interval,
 * and by its commit guard, which drops its rotated tokens when the store changed meanwhile). The
 * boot scripts of several tabs restored at once (a browser opened the next morning) take this
 * lock, so only the first sends the refresh grant; the others find its session in the store.
 */
export const RENEW_LOCK = `lock:${AUTH_STORAGE_KEY}`;

/** The refresh grant, as supabase-js sends it. */
async function refreshGrant(session: Session, config: AppConfig, send: typeof fetch): Promise<Session> {
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

/**
 * The stored session, renewed when it has run out, under RENEW_LOCK: read inside the lock, so a
 * session another tab renewed meanwhile is taken as it is, never renewed twice. The renewed session
 * goes into the store the old one came from (even past the deadline: the refresh token sent is a
 * used one now) unless the store changed while the grant was on its way (signed out, or renewed by
 * the app or another tab), as supabase-js' commit guard does; the store's session is then the one.
 */
async function renewStored(
  store: Store,
  config: Promise<AppConfig>,
  send: typeof fetch,
  now: () => number,
  locks: Locks | undefined,
): Promise<Session> {
  const renew = async () => {
    const before = store.getItem(AUTH_STORAGE_KEY);
    const session = readStoredSession([store]);
    if (!session) throw new Error('signed out');
    if (freshFor(session, now()) > 0) return session;
    const renewed = await refreshGrant(session, await config, send);
    if (store.getItem(AUTH_STORAGE_KEY) !== before) {
      const current = readStoredSession([store]);
      if (!current) throw new Error('signed out');
      return current;
    }
    store.setItem(AUTH_STORAGE_KEY, JSON.stringify(renewed));
    return renewed;
  };
  return locks ? locks.request(RENEW_LOCK, renew) : renew();
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
 * Renews the stored session when the step says so, then, for a restore, writes the document
 * cookies and puts the server's rendered page in place. Resolves with the new #root, or null when
 * the app should start now (after a renewal alone, or when nothing could be restored: the page is
 * as it was; a session renewed here stays in the store, where the app finds it). Past the deadline
 * it resolves null and leaves the page and the cookies alone afterwards.
 */
export function restoreRenderedPage(env: RestoreEnvironment): Promise<HTMLElement | null> {
  const { doc, url, step, fetch: send = fetch, now = Date.now, deadlineMs = RESTORE_DEADLINE_MS } = env;
  const locks = 'locks' in env ? env.locks : globalThis.navigator?.locks;
  const store = step.inTab ? env.tab : env.shared;
  if (!store) return Promise.resolve(null);
  const setCookie =
    env.setCookie ??
    ((cookie: string) => {
      doc.cookie = cookie;
    });
  let late = false;
  const restore = async () => {
    let session = readStoredSession([store]);
    if (step.renew) {
      // Read as it comes (a config without the auth service's address fails at `new URL`): the
      // app's own check of it is not worth its bytes here.
      const config = send(APP_CONFIG_PATH, { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error('no config');
        return response.json() as Promise<AppConfig>;
      });
      // Not left unhandled when the lock finds the session renewed already.
      config.catch(() => {});
      session = await renewStored(store, config, send, now, locks);
    }
    if (!session || !step.restore || late) return null;
    const secure = url.protocol === 'https:';
    for (const cookie of sessionCookies(session, { persistent: !step.inTab, secure, paths: SIGNED_IN_PATHS })) {
      setCookie(cookie);
    }
    const page = await renderedPage(url, session.user.id, send);
    return page && !late ? takePage(doc, page) : null;
  };
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => {
        late = true;
        resolve(null);
      },
      Math.max(0, (env.startedAt ?? now()) + deadlineMs - now()),
    );
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

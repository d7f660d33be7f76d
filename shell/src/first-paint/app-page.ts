import { carriesAuthLink, readStoredSession } from '@talentbrug/api-client/auth-storage';
import { EMAIL_BANNER_DISMISSED_KEY } from '@talentbrug/api-client/browser-data';
import {
  PRERENDER_APP_ATTRIBUTE,
  PRERENDER_UNLESS_STORED_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { EMAIL_BANNER_ATTRIBUTE } from '../components/email-banner-key.ts';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';
import type { BootEnvironment } from './app-start.ts';
import { CLICK_PENDING_ATTRIBUTE, isReplayableButton, SUBMIT_PENDING_ATTRIBUTE } from './carry-over.ts';

/** Why the app would render something other than an app page's prerendered markup (ADR 0010). */
export type PrerenderMismatch = 'stored' | 'query' | 'auth-link' | 'devtools-override' | 'other-user';

/** Query parameters that only tell analytics where a visit came from; no page reads them. */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|msclkid)$/;

function stored(stores: BootEnvironment['stores'], keys: readonly string[]): boolean {
  return stores.some((store) =>
    keys.some((key) => {
      try {
        return !!store?.getItem(key);
      } catch {
        // Storage blocked: nothing kept there, so the app finds nothing either.
        return false;
      }
    }),
  );
}

/**
 * Whether the prerendered markup of an app page (/login, /signup, /onboarding) is what the app
 * will render at this address for this browser. It stands for the page as a new visitor
 * without state opens it, so anything the app reads besides the path may change it: a stored
 * session or draft the page named (/login redirects, the wizard resumes at its step), a query
 * parameter (a redirect target in the links, a university for the wizard), an e-mail link the
 * app finishes, or a developer's local remote. Returns null when the markup holds.
 */
export function prerenderMismatch(
  env: Pick<BootEnvironment, 'url' | 'stores'>,
  unlessStored: readonly string[],
): PrerenderMismatch | null {
  if (stored(env.stores, unlessStored)) return 'stored';
  if (carriesAuthLink(env.url)) return 'auth-link';
  if ([...env.url.searchParams.keys()].some((key) => !TRACKING_PARAM.test(key))) return 'query';
  if (stored(env.stores.slice(0, 1), [DEVTOOLS_KEY])) return 'devtools-override';
  return null;
}

/** The storage keys the server copied from the remote's prerender.json onto #root. */
export function unlessStoredKeys(root: HTMLElement): string[] {
  return (root.getAttribute(PRERENDER_UNLESS_STORED_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}

/**
 * Settles an app page's prerendered markup before its first paint (the server keeps the main
 * region invisible until then). When the app will render this same page, the markup shows and
 * its forms hold a submit until the app takes over (the entry's handoff sends it then, with
 * what was typed): sent natively, a form without an action would put the password in the URL.
 * Otherwise the markup goes, so the visitor sees the app's page and never one that is about to
 * be replaced, and the app starts as on any page without a prerender.
 */
export function settleAppPage(
  root: HTMLElement,
  env: Pick<BootEnvironment, 'url' | 'stores'>,
): PrerenderMismatch | null {
  if (!root.hasAttribute(PRERENDER_APP_ATTRIBUTE)) return null;
  const renderedFor = root.getAttribute(SERVER_RENDER_USER_ATTRIBUTE);
  const mismatch =
    renderedFor !== null && renderedFor !== storedUserId(env.stores)
      ? 'other-user'
      : prerenderMismatch(env, unlessStoredKeys(root));
  const main = root.querySelector('main');
  if (mismatch) {
    // Rendered for a session this browser no longer holds (signed out, another account): none of
    // it shows, the header with its address included. Either way the app starts afresh, not from its data.
    if (mismatch === 'other-user') root.replaceChildren();
    else main?.replaceChildren();
    root.ownerDocument.getElementById(QUERY_STATE_ID)?.remove();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
  } else {
    if (renderedFor !== null) dropDismissedBanner(root, renderedFor, env.stores);
    // A plain button does nothing before the app runs; the app clicks its own after taking over.
    root.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button') ?? null;
      if (!isReplayableButton(button)) return;
      for (const marked of root.querySelectorAll(`[${CLICK_PENDING_ATTRIBUTE}]`)) {
        marked.removeAttribute(CLICK_PENDING_ATTRIBUTE);
      }
      button.setAttribute(CLICK_PENDING_ATTRIBUTE, '');
    });
    for (const form of main?.querySelectorAll('form') ?? []) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        form.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '');
      });
    }
  }
  root.removeAttribute(PRERENDER_APP_ATTRIBUTE);
  root.removeAttribute(PRERENDER_UNLESS_STORED_ATTRIBUTE);
  root.removeAttribute(SERVER_RENDER_USER_ATTRIBUTE);
  return mismatch;
}

/** The e-mail banner the athlete closed for this visit stays closed, as the app renders it. */
function dropDismissedBanner(root: HTMLElement, userId: string, stores: BootEnvironment['stores']): void {
  let dismissed: string | null | undefined = null;
  try {
    dismissed = stores[1]?.getItem(EMAIL_BANNER_DISMISSED_KEY);
  } catch {
    // Storage blocked: nothing was closed.
  }
  if (dismissed === userId) root.querySelector(`[${EMAIL_BANNER_ATTRIBUTE}]`)?.remove();
}

/** The user id of the session this browser keeps (sessionStorage first, as supabase-js reads it). */
function storedUserId(stores: BootEnvironment['stores']): string | null {
  const [local, session] = stores;
  return readStoredSession([session, local])?.user.id ?? null;
}

import { carriesAuthLink, readStoredSession } from '@talentbrug/api-client/auth-storage';
import { EMAIL_BANNER_DISMISSED_KEY } from '@talentbrug/api-client/browser-data';
import {
  FILE_DROP_ATTRIBUTE,
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

/**
 * Why the app would render something other than an app page's prerendered markup (ADR 0010).
 * 'view': a signed-in page's address names a view by its hash (/matches#coaches), which the
 * server never sees, so its markup is the page's first view.
 */
export type PrerenderMismatch = 'stored' | 'query' | 'auth-link' | 'devtools-override' | 'other-user' | 'view';

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
  const doc = root.ownerDocument;
  const hash = env.url.hash.slice(1);
  const mismatch =
    renderedFor !== null && renderedFor !== storedUserId(env.stores)
      ? 'other-user'
      : (prerenderMismatch(env, unlessStoredKeys(root)) ??
        // A hash that is no anchor in the page names a view the server could not render ('#coaches').
        (renderedFor !== null && hash && !doc.getElementById(hash) ? 'view' : null));
  const main = root.querySelector('main');
  if (mismatch) {
    // Rendered for a session this browser no longer holds (signed out, another account): none of
    // it shows, the header with its address included. Either way the app starts afresh; from the
    // page's data only for another view of the same page, whose reads are the same.
    if (mismatch === 'other-user') root.replaceChildren();
    else main?.replaceChildren();
    if (mismatch !== 'view') doc.getElementById(QUERY_STATE_ID)?.remove();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
  } else {
    if (renderedFor !== null) dropDismissedBanner(root, renderedFor, env.stores);
    // A plain button does nothing before the app runs; the app clicks its own after taking over:
    // the last plain button clicked, and every toggle clicked an odd number of times (two hearts
    // tapped before the app ran are two favourites; a heart tapped twice is none).
    root.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.('button') ?? null;
      if (!isReplayableButton(button)) return;
      if (button.hasAttribute('aria-pressed')) {
        button.toggleAttribute(CLICK_PENDING_ATTRIBUTE);
        return;
      }
      for (const marked of root.querySelectorAll(`[${CLICK_PENDING_ATTRIBUTE}]:not([aria-pressed])`)) {
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
    // Enter sends where the field says so (the coach's question, enterkeyhint="send"); before the
    // app it would start a new line, and the question pasted and sent at once would wait unsent.
    // Its form is held as any submit, and the app sends it with what was typed.
    main?.addEventListener('keydown', (event) => {
      const field = event.target as HTMLTextAreaElement;
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing || field.getAttribute('enterkeyhint') !== 'send')
        return;
      event.preventDefault();
      field.form?.requestSubmit();
    });
    // A file dragged over the page starts the app (app-start.ts), but it may be dropped before the
    // app has taken over: the browser would open it in place of the page. Until the handoff removes
    // this markup, a file dropped anywhere stays in the page, and one dropped on an upload zone goes
    // into its input, which the handoff moves into the app's. The drag is accepted from its entry
    // on, so the browser aims the drop at the element under it (not at the body).
    const holdFile = (event: DragEvent) => {
      if (!root.isConnected || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      const input = (event.target as Element)
        .closest(`[${FILE_DROP_ATTRIBUTE}]`)
        ?.querySelector<HTMLInputElement>('input[type=file]');
      if (event.type === 'drop' && input) input.files = event.dataTransfer.files;
    };
    for (const type of ['dragenter', 'dragover', 'drop'] as const) doc.addEventListener(type, holdFile);
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

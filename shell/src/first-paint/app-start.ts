import { AUTH_STORAGE_KEY, carriesAuthLink } from '@talentbrug/api-client/auth-storage';
import { NEEDS_APP_ATTRIBUTE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';

/** Why a page needs the app (React, the router, the remotes) at once, rather than its prerendered markup alone. */
export type AppStartReason = 'not-prerendered' | 'app-page' | 'session' | 'auth-link' | 'devtools-override';

type ReadableStore = Pick<Storage, 'getItem'>;

export interface BootEnvironment {
  /** The server put a prerendered page in #root (ADR 0003). */
  prerendered: boolean;
  /** The prerendered page needs the app for its form or wizard (ADR 0010), from its first use (ADR 0014). */
  appPage?: boolean;
  /** The page was rendered by the server for the session this browser holds (ADR 0017). */
  renderedForSession?: boolean;
  url: URL;
  /** localStorage and sessionStorage, or whatever of them the browser lets us read. */
  stores: readonly (ReadableStore | undefined)[];
}

function has(stores: BootEnvironment['stores'], key: string): boolean {
  return stores.some((store) => {
    try {
      return !!store?.getItem(key);
    } catch {
      // Storage blocked (private mode, a policy): nothing kept there.
      return false;
    }
  });
}

/**
 * Decides whether the page starts the app now (ADR 0004, 0014). A prerendered public page (the
 * landing, terms, privacy) is complete as it arrives: its links are real links and its few
 * controls work without React. The app starts at once only when this visitor needs more than
 * that: a page that was not prerendered, a stored session (the header shows the account), an
 * e-mail link to finish, or a developer's local remote to show. A prerendered app page (/login,
 * /signup, /onboarding, and a signed-in page the server rendered for this session) needs the app
 * for its forms and buttons, but not before the visitor uses it:
 * 'app-page' starts it on the first interaction (startOnFirstInteraction). Returns null to stay
 * static.
 */
export function appStartReason({
  prerendered,
  appPage,
  renderedForSession,
  url,
  stores,
}: BootEnvironment): AppStartReason | null {
  if (!prerendered) return 'not-prerendered';
  // A page rendered for this session already shows the account; it waits for its first use too.
  if (has(stores, AUTH_STORAGE_KEY) && !renderedForSession) return 'session';
  if (carriesAuthLink(url)) return 'auth-link';
  if (has(stores.slice(0, 1), DEVTOOLS_KEY)) return 'devtools-override';
  if (appPage) return 'app-page';
  return null;
}

/**
 * What tells that a visitor starts to use a page: a touch or click, a key (Tab included), focus
 * moving into it, a form sent, a file dragged over it (to drop on the profile's upload zone, which
 * no touch comes before). Scrolling and reading do not: the prerendered page serves them.
 */
const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit', 'dragenter'] as const;

/**
 * Runs `run` once, at the visitor's first interaction with the page, in the capture phase, so it
 * starts before the page's own handlers see the event (ADR 0014). At once when the focus is
 * already inside the page (a visitor who tabbed in before this script ran). And once a part only
 * the app can fill (NEEDS_APP_ATTRIBUTE: a stand-in for a part downloaded after the page, a
 * progress the app's polling moves) is on the screen, at load or when scrolled to: reading such a
 * part needs the app, which no touch may have to start.
 */
export function startOnFirstInteraction(run: () => void, doc: Document = document): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INTERACTIONS) doc.removeEventListener(type, once, true);
    run();
  };
  for (const type of FIRST_INTERACTIONS) doc.addEventListener(type, once, { capture: true, passive: true });
  if (doc.activeElement && doc.activeElement !== doc.body) {
    once();
    return;
  }
  // Every browser the app supports has IntersectionObserver. Once started, a later sighting does nothing.
  const parts = doc.querySelectorAll(`[${NEEDS_APP_ATTRIBUTE}]`);
  if (!parts.length) return;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once());
  for (const part of parts) observer.observe(part);
}

/**
 * Runs `run` once the next frame has been painted (a frame's callbacks run before its paint,
 * the task after them after it), or after 100 ms where no frame comes (a tab in the background
 * paints nothing, and the app must start there too).
 */
export function afterNextPaint(run: () => void, win: Window = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
  win.setTimeout(once, 100);
}

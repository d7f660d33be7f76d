import { AUTH_STORAGE_KEY, carriesAuthLink } from '@talentbrug/api-client/auth-storage';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';

/** Why a page needs the app (React, the router, the remotes) at once, rather than its prerendered markup alone. */
export type AppStartReason = 'not-prerendered' | 'app-page' | 'session' | 'auth-link' | 'devtools-override';

type ReadableStore = Pick<Storage, 'getItem'>;

export interface BootEnvironment {
  /** The server put a prerendered page in #root (ADR 0003). */
  prerendered: boolean;
  /** The prerendered page needs the app at once: a form or the wizard (ADR 0010). */
  appPage?: boolean;
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
 * Decides whether the page starts the app now (ADR 0004). A prerendered public page (the
 * landing, terms, privacy) is complete as it arrives: its links are real links and its few
 * controls work without React. The app starts at once only when this visitor needs more than
 * that: a page that was not prerendered, an app page whose prerender is only its first paint,
 * a stored session (the header shows the account), an e-mail link to finish, or a developer's
 * local remote to show. Returns null to stay static.
 */
export function appStartReason({ prerendered, appPage, url, stores }: BootEnvironment): AppStartReason | null {
  if (!prerendered) return 'not-prerendered';
  if (appPage) return 'app-page';
  if (has(stores, AUTH_STORAGE_KEY)) return 'session';
  if (carriesAuthLink(url)) return 'auth-link';
  if (has(stores.slice(0, 1), DEVTOOLS_KEY)) return 'devtools-override';
  return null;
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

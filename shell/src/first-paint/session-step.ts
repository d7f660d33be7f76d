// Whether the boot script needs its session step before the app, and loading it. The step itself
// (restored-tab.ts) is a script of its own, `restored-tab.<hash>.js`, named on the boot script as
// `data-session-step` by the shell's build: only the starts that need it download it, so the
// boot script every page runs first carries only this check (issue 35 item 6).
//
// Two starts need it. A restored tab: a signed-in page that came without the server's markup while
// this browser holds the session (the server saw no cookie it could use); the step asks for the
// page again with the session's cookie, and the page waits for its first use as a rendered one.
// The next day: the app starts at once while the stored session's token has run out; the step
// renews it with the one refresh grant, so the app starts from a live session and does not load
// supabase-js (57 KB) only to renew it.
import type { Session } from '@supabase/supabase-js';
import { carriesAuthLink, freshFor, readStoredSession } from '@talentbrug/api-client/auth-storage';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import { SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { prerenderMismatch } from './app-page.ts';
import type { restoreRenderedPage } from './restored-tab.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The route table's protected paths (`protectedPaths()`), the paths of the document cookies,
 * written out: the route table itself would add 0.75 KB gzipped to the boot script, which every
 * first visit loads (over the landing's 5 KB ceiling). session-step.test.ts fails when they differ.
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  '/dashboard',
  '/matches',
  '/profile',
  '/aicoach',
  '/security',
  '/dossier',
];

/** How long the whole step may take, the script's download included, before the app starts at once. */
export const RESTORE_DEADLINE_MS = 5000;

export interface SessionStepEnvironment {
  url: URL;
  /** sessionStorage (this tab's) and localStorage (shared by the tabs). */
  tab: Store | undefined;
  shared: Store | undefined;
}

/** What the step does; the session itself is read again where it is used. */
export interface SessionStep {
  /** The session is this tab's (sessionStorage), not the one the tabs share (localStorage). */
  inTab: boolean;
  /**
   * The access token is within supabase-js' refresh lead of its expiry (`freshFor` 0): renewed
   * first, or the app would load supabase-js at once to renew it.
   */
  renew: boolean;
  /** The page is asked for again with the session's cookie (a signed-in page without markup). */
  restore: boolean;
}

/**
 * The step this start needs, or null: the app starts as it would without the step. `unrendered`:
 * the document came without markup and the app would start at once. A session that has run out
 * is renewed where the app starts at once, unless an auth link is to be finished (supabase-js
 * loads for that anyway) or there is no refresh token. A signed-in page is asked for again for a
 * session this browser holds at an address the server's page stands for (no auth link, query or
 * devtools override), unless this document's request carried the live token already: the server
 * could not render the page for it (a remote on another origin, past its budget), and would not
 * the second time either.
 */
export function sessionStep(
  { url, tab, shared }: SessionStepEnvironment,
  { now, cookieHeader = '', unrendered }: { now: number; cookieHeader?: string; unrendered: boolean },
): SessionStep | null {
  const inTabSession = readStoredSession([tab]);
  const session: Session | null = inTabSession ?? readStoredSession([shared]);
  if (!session) return null;
  const live = freshFor(session, now) > 0;
  if (!live && (!session.refresh_token || carriesAuthLink(url))) return null;
  const restore =
    unrendered &&
    SIGNED_IN_PATHS.includes(url.pathname) &&
    !prerenderMismatch({ url, stores: [shared, tab] }, []) &&
    !(live && cookieValue(cookieHeader, SESSION_COOKIE) === session.access_token);
  if (live && !restore) return null;
  return { inTab: !!inTabSession, renew: !live, restore };
}

/**
 * Downloads the step (`src`, the boot script's `data-session-step`) and runs it. Resolves with the
 * rendered page's new #root, or null when the app should start at once: nothing to restore, a
 * failed download or step, or RESTORE_DEADLINE_MS past.
 */
export function runSessionStep(
  src: string | undefined,
  env: SessionStepEnvironment & { doc: Document; step: SessionStep },
  deadlineMs = RESTORE_DEADLINE_MS,
): Promise<HTMLElement | null> {
  if (!src) return Promise.resolve(null);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), deadlineMs);
    const done = (root: HTMLElement | null) => {
      clearTimeout(timer);
      resolve(root);
    };
    import(/* webpackIgnore: true */ src)
      .then((step: { restoreRenderedPage: typeof restoreRenderedPage }) =>
        step.restoreRenderedPage({ ...env, startedAt, deadlineMs }),
      )
      .then(done, () => done(null));
  });
}

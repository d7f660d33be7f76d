// The only script in the document (ADR 0004). It decides whether this visit needs the app now;
// if not, the prerendered page stays as it is, its menu works without React, and the app's
// files are fetched in the background for the next page. An app page's prerendered markup is
// checked first (ADR 0010), and its app starts when the visitor first uses the form (ADR 0014).
// Keep it tiny: it is on the critical path of every page, and it imports nothing of React,
// Module Federation or supabase-js.
import {
  PRERENDER_APP_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SERVER_RENDER_USER_ATTRIBUTE,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { enhancePasswordToggles } from '@talentbrug/ui/password-toggle';
import { enhanceMenu, markCurrentPage } from '../components/menu-controller.ts';
import { adoptRenewedSession } from './adopt-session.ts';
import { settleAppPage } from './app-page.ts';
import { afterNextPaint, appStartReason, startOnFirstInteraction } from './app-start.ts';
import { prefetchWhenIdle } from './prefetch.ts';
import { runSessionStep, sessionStep } from './session-step.ts';

/** Set on the boot script by the shell's build (scripts/prerender.mjs). */
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const appEntry = script?.dataset.app;
const root = document.getElementById('root');

function storage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

const url = new URL(window.location.href);
const stores = [storage('localStorage'), storage('sessionStorage')];
// A session the server renewed for this document goes into the store before anything reads it.
try {
  adoptRenewedSession(document.cookie, [stores[1], stores[0]]);
} catch {
  // Cookies blocked (a sandboxed frame): there is no renewed session to take.
}
const appPage = !!root?.hasAttribute(PRERENDER_APP_ATTRIBUTE);
const signedInPage = !!root?.hasAttribute(SERVER_RENDER_USER_ATTRIBUTE);
// An app page's markup shows only once it is known to be the page the app renders here (ADR
// 0010), a signed-in page's only for the session it was rendered for (ADR 0017).
const mismatch = root && appPage ? settleAppPage(root, { url, stores }) : null;

const reason = appStartReason({
  prerendered: !!root?.hasAttribute(PRERENDERED_ATTRIBUTE),
  appPage,
  renderedForSession: signedInPage && !mismatch,
  url,
  stores,
});

const appFiles = appEntry ? [appEntry, ...(script?.dataset.prefetch?.split(' ').filter(Boolean) ?? [])] : [];

if (!appEntry) {
  console.error('[talentbrug] no data-app on the boot script: the app cannot start');
} else if (reason) {
  const start = () => {
    const app = document.createElement('script');
    app.type = 'module';
    app.src = appEntry;
    document.head.append(app);
  };
  /** The page works as it arrived; the app takes it over when the visitor starts to use it (ADR 0014). */
  const startOnFirstUse = (page: HTMLElement, main: HTMLElement, signedIn: boolean) => {
    // The form works as it arrived; the app takes it over with what they typed. Its files are in
    // the cache by then.
    enhancePasswordToggles(main);
    // The server's chrome names no current page (the app's links do, once it runs).
    const header = page.querySelector('header');
    if (signedIn && header) markCurrentPage(header, window.location.pathname);
    startOnFirstInteraction(start);
    prefetchWhenIdle(appFiles);
  };
  const main = root?.querySelector('main');
  const tab = stores[1];
  const shared = stores[0];
  let cookieHeader = '';
  try {
    cookieHeader = document.cookie;
  } catch {
    // Cookies blocked: none was sent either.
  }
  const step =
    reason === 'app-page'
      ? null
      : sessionStep({ url, tab, shared }, { now: Date.now(), cookieHeader, unrendered: reason === 'not-prerendered' });
  if (reason === 'app-page' && root && main) {
    startOnFirstUse(root, main, signedInPage);
  } else if (step) {
    // A signed-in page without the server's markup while this browser holds the session (a tab
    // restored after the token's hour) is asked for again with the session's cookie; a session
    // that has run out is renewed before the app starts (the next day). session-step.ts.
    runSessionStep(script?.dataset.sessionStep, { doc: document, url, tab, shared, step }).then((restored) => {
      const restoredMain = restored?.querySelector('main');
      if (restored && restoredMain && !settleAppPage(restored, { url, stores })) {
        startOnFirstUse(restored, restoredMain, true);
      } else if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
        afterNextPaint(start);
      } else {
        start();
      }
    });
  } else if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // Prerendered markup has just been shown: let it paint before the app's entry takes the main
    // thread (ADR 0010).
    afterNextPaint(start);
  } else {
    start();
  }
} else {
  const header = root?.querySelector('header');
  if (header) {
    enhanceMenu(header);
    markCurrentPage(header, window.location.pathname);
  }
  prefetchWhenIdle(appFiles);
}

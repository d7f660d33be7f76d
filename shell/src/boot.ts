// The only script in the document (ADR 0004). It decides whether this visit needs the app now;
// if not, the prerendered page stays as it is, its menu works without React, and the app's
// files are fetched in the background for the next page. Keep it tiny: it is on the critical
// path of every page, and it imports nothing of React, Module Federation or supabase-js.
import { appStartReason } from './boot/app-start.ts';
import { prefetchWhenIdle } from './boot/prefetch.ts';
import { enhanceMenu, markCurrentPage } from './components/menu-controller.ts';
import { PRERENDERED_ATTRIBUTE } from './prerender/handoff.ts';

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

const reason = appStartReason({
  prerendered: !!root?.hasAttribute(PRERENDERED_ATTRIBUTE),
  url: new URL(window.location.href),
  stores: [storage('localStorage'), storage('sessionStorage')],
});

if (!appEntry) {
  console.error('[talentbrug] the boot script has no data-app entry; the app cannot start');
} else if (reason) {
  const app = document.createElement('script');
  app.type = 'module';
  app.src = appEntry;
  document.head.append(app);
} else {
  const header = root?.querySelector('header');
  if (header) {
    enhanceMenu(header);
    markCurrentPage(header, window.location.pathname);
  }
  prefetchWhenIdle([appEntry, ...(script?.dataset.prefetch?.split(' ').filter(Boolean) ?? [])]);
}

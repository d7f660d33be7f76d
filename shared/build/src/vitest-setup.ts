// Set up before every browser-side test file (see browserTestConfig).
import { cleanup, configure } from '@testing-library/react';
import { afterAll, inject, vi } from 'vitest';

// Vitest's jsdom environment exposes its JSDOM instance; tests move the page to their test server with it.
declare const jsdom: {
  reconfigure(options: { url: string }): void;
  cookieJar: { removeAllCookiesSync(): void };
};

// findBy and waitFor give up after 1 s by default. CI runs the suites on a loaded 2-core machine,
// where a real request to the test server and React's render can take longer than that, so the
// tests wait up to 5 s for what a user would see; a test still fails once that has passed.
configure({ asyncUtilTimeout: 5000 });

// Where the files share a worker (browserTestConfig's default), each still loads the
// package's own modules afresh, as a page load would: its auth store, auth client and query client
// start empty. Only what comes from node_modules (React, supabase-js, Testing Library) is shared.
if (inject('talentbrugFreshModules')) vi.resetModules();

// The page's address when the first file of this worker starts (jsdom's default).
const worker = globalThis as { talentbrugFirstUrl?: string };
worker.talentbrugFirstUrl ??= location.href;
const firstUrl = worker.talentbrugFirstUrl;

// Where a package's files share one jsdom (browserTestConfig's default), the next file
// starts as a fresh page would: nothing rendered or stored, no cookies, the first address and
// real timers. Run after the file's own afterAll hooks; harmless where each file has its own jsdom.
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  jsdom.cookieJar.removeAllCookiesSync();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
  document.title = '';
  jsdom.reconfigure({ url: firstUrl });
});

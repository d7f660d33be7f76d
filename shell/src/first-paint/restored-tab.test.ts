import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import {
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
  SESSION_COOKIE,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';
import { restorableSession, restoreRenderedPage, SIGNED_IN_PATHS } from './restored-tab.ts';

const ORIGIN = 'https://talentbrug.test';
const now = Math.floor(Date.now() / 1000);
const live = fakeSession({ issuedAt: now - 60, refreshToken: 'tab-refresh-token' });
const expired = fakeSession({ issuedAt: now - 7200, refreshToken: 'tab-refresh-token' });
const renewed = fakeSession({ issuedAt: now, refreshToken: 'next-refresh-token' });
const otherUser = '6f1c2f1e-0000-4000-8000-000000000002';

/** A store holding `value` under the session key, recording what is written. */
function store(value: unknown = null, extra: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(extra));
  if (value) items.set(AUTH_STORAGE_KEY, JSON.stringify(value));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
    session: () => JSON.parse(items.get(AUTH_STORAGE_KEY) ?? 'null'),
  };
}

/** The document the server sends for a page it rendered for `userId`, as static.ts composes it. */
function renderedDocument(userId: string) {
  return `<!doctype html><html><head><title>Dashboard | Talentbrug</title><style>.chrome{}</style><style>.page{}</style><style>#root[${SERVER_RENDER_USER_ATTRIBUTE}]>*{display:none}</style></head><body><div id="root" class="tb-root" data-prerendered data-prerender-app ${SERVER_RENDER_USER_ATTRIBUTE}="${userId}"><header>Lisa</header><main><h1>Goedemorgen, Lisa</h1></main></div><script type="application/json" id="${QUERY_STATE_ID}" data-user="${userId}">{"queries":[]}</script></body></html>`;
}

/** The document without markup (the server could not render the page). */
const UNRENDERED =
  '<!doctype html><html><head><title>Talentbrug</title></head><body><div id="root"></div></body></html>';

/** A fetch that answers from a table of `METHOD path` → [status, body], recording every request. */
function server(answers: Record<string, [number, string | object]>) {
  const requests: { method: string; path: string; body?: string }[] = [];
  const send = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), ORIGIN);
    const method = init?.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    requests.push({ method, path, body: init?.body as string | undefined });
    const [status, body] = answers[`${method} ${path}`] ?? [404, '{}'];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { send: send as typeof fetch, requests };
}

const CONFIG = { supabaseUrl: ORIGIN, supabasePublishableKey: 'publishable-key' };
const REFRESH = 'POST /auth/v1/token?grant_type=refresh_token';

function restore(
  path: string,
  {
    tab = store(),
    shared = store(),
    answers = {} as Record<string, [number, string | object]>,
    deadlineMs = 5000,
  } = {},
) {
  const cookies: string[] = [];
  const { send, requests } = server(answers);
  const result = restoreRenderedPage({
    doc: document,
    url: new URL(path, ORIGIN),
    cookieHeader: '',
    tab,
    shared,
    fetch: send,
    setCookie: (cookie) => cookies.push(cookie),
    deadlineMs,
  });
  return { result, cookies, requests };
}

it("the boot script's signed-in paths are the route table's protected paths", () => {
  expect(SIGNED_IN_PATHS.toSorted()).toEqual(protectedPaths().toSorted());
});

describe('restorableSession', () => {
  const at = (path: string) => new URL(path, ORIGIN);
  const nowMs = now * 1000;

  it("takes this tab's session, live or run out, and a live shared one, on a signed-in path", () => {
    expect(restorableSession({ url: at('/dashboard'), tab: store(expired), shared: store() }, nowMs)).toMatchObject({
      inTab: true,
      live: false,
    });
    expect(restorableSession({ url: at('/matches'), tab: store(), shared: store(live) }, nowMs)).toMatchObject({
      inTab: false,
      live: true,
    });
  });

  it('leaves the app to start at once otherwise', () => {
    const cases: [string, ReturnType<typeof store>, ReturnType<typeof store>][] = [
      // Not one athlete's own page, or nobody signed in.
      ['/forgot-password', store(live), store()],
      ['/dashboard', store(), store()],
      // A shared session that ran out is renewed by supabase-js, under its lock across the tabs.
      ['/dashboard', store(), store(expired)],
      // Addresses the server's page does not stand for.
      ['/dashboard?code=123', store(live), store()],
      ['/matches?filter=x', store(live), store()],
      ['/dashboard', store(live), store(null, { [DEVTOOLS_KEY]: '{}' })],
      // Nothing to renew with.
      ['/dashboard', store({ ...expired, refresh_token: '' }), store()],
    ];
    for (const [path, tab, shared] of cases) {
      expect(restorableSession({ url: at(path), tab, shared }, nowMs), path).toBeNull();
    }
    // The document's request carried the live token: the server could not render the page for it
    // (a remote on another origin), and would not a second time. A run-out one is renewed.
    const sent = `theme=dark; ${SESSION_COOKIE}=${live.access_token}`;
    expect(restorableSession({ url: at('/dashboard'), tab: store(), shared: store(live) }, nowMs, sent)).toBeNull();
    expect(
      restorableSession(
        { url: at('/dashboard'), tab: store(expired), shared: store() },
        nowMs,
        `${SESSION_COOKIE}=${expired.access_token}`,
      ),
    ).not.toBeNull();
  });
});

describe('restoreRenderedPage', () => {
  beforeEach(() => {
    document.head.innerHTML = '<style>.chrome{}</style>';
    document.body.innerHTML = '<div id="root" class="tb-root"><header>Inloggen</header><main></main></div>';
    document.title = 'Talentbrug';
  });

  it('writes the live session into the document cookie and puts the page the server rendered for it in place', async () => {
    const { result, cookies, requests } = restore('/dashboard', {
      shared: store(live),
      answers: { 'GET /dashboard': [200, renderedDocument(live.user.id)] },
    });
    const root = await result;
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /dashboard']);
    // The cookies the app writes for a remembered session, on every signed-in path.
    expect(cookies).toContain(
      `${SESSION_COOKIE}=${live.access_token}; Path=/dashboard; Expires=${new Date((live.expires_at ?? 0) * 1000).toUTCString()}; SameSite=Lax; Secure`,
    );
    expect(cookies).toHaveLength(protectedPaths().length * 2);
    expect(root).toBe(document.getElementById('root'));
    expect(root?.getAttribute(SERVER_RENDER_USER_ATTRIBUTE)).toBe(live.user.id);
    expect(document.querySelector('main h1')?.textContent).toBe('Goedemorgen, Lisa');
    expect(document.getElementById(QUERY_STATE_ID)?.dataset.user).toBe(live.user.id);
    expect(document.title).toBe('Dashboard | Talentbrug');
    // The page's styles join the chrome's, once each.
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toEqual([
      '.chrome{}',
      '.page{}',
      `#root[${SERVER_RENDER_USER_ATTRIBUTE}]>*{display:none}`,
    ]);
  });

  it("renews a run-out session of this tab first, keeps it in this tab's store and writes no refresh cookie", async () => {
    const tab = store(expired);
    const { result, cookies, requests } = restore('/dashboard', {
      tab,
      answers: {
        'GET /app-config.json': [200, CONFIG],
        [REFRESH]: [200, renewed],
        'GET /dashboard': [200, renderedDocument(renewed.user.id)],
      },
    });
    expect(await result).not.toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /app-config.json', REFRESH, 'GET /dashboard']);
    expect(JSON.parse(requests[1]?.body ?? '{}')).toEqual({ refresh_token: 'tab-refresh-token' });
    expect(tab.session()).toMatchObject({ access_token: renewed.access_token, refresh_token: 'next-refresh-token' });
    // A session of one tab: the access cookie ends with the browser, the refresh cookie is cleared.
    expect(cookies).toContain(`${SESSION_COOKIE}=${renewed.access_token}; Path=/dashboard; SameSite=Lax; Secure`);
    expect(cookies.filter((c) => c.startsWith('tb_refresh=')).every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('changes nothing on the page when the server did not render it, or rendered it for someone else', async () => {
    for (const body of [UNRENDERED, renderedDocument(otherUser)]) {
      const { result } = restore('/dashboard', { shared: store(live), answers: { 'GET /dashboard': [200, body] } });
      expect(await result).toBeNull();
      expect(document.querySelector('header')?.textContent).toBe('Inloggen');
      expect(document.getElementById(QUERY_STATE_ID)).toBeNull();
    }
  });

  it('leaves the store as it was when the auth service refuses the renewal', async () => {
    const tab = store(expired);
    const { result, requests } = restore('/dashboard', {
      tab,
      answers: { 'GET /app-config.json': [200, CONFIG], [REFRESH]: [400, { error: 'invalid_grant' }] },
    });
    expect(await result).toBeNull();
    expect(tab.session()).toEqual(expired);
    expect(requests.map((r) => r.path)).not.toContain('/dashboard');
  });

  /**
   * A restore of this tab's run-out session past a 10 ms deadline, its renewal answered only when
   * the test calls `answer`.
   */
  function lateRenewal(tab: ReturnType<typeof store>, setCookie: (cookie: string) => void = () => {}) {
    let answer: (response: Response) => void = () => {};
    const result = restoreRenderedPage({
      doc: document,
      url: new URL('/dashboard', ORIGIN),
      cookieHeader: '',
      tab,
      shared: store(),
      setCookie,
      deadlineMs: 10,
      fetch: (async (input: string | URL | Request) => {
        if (String(input).endsWith('/app-config.json')) return new Response(JSON.stringify(CONFIG));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }) as typeof fetch,
    });
    return { result, answer: (response: Response) => answer(response) };
  }

  it('past the deadline, starts the app and leaves the page alone; a late renewal still replaces the used token', async () => {
    const tab = store(expired);
    const cookies: string[] = [];
    const { result, answer } = lateRenewal(tab, (cookie) => cookies.push(cookie));
    expect(await result).toBeNull();
    answer(new Response(JSON.stringify(renewed)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tab.session()).toMatchObject({ refresh_token: 'next-refresh-token' });
    expect(cookies).toEqual([]);
    expect(document.querySelector('header')?.textContent).toBe('Inloggen');
  });

  it('a late renewal leaves a session the app has changed since', async () => {
    const tab = store(expired);
    const { result, answer } = lateRenewal(tab);
    expect(await result).toBeNull();
    const own = fakeSession({ issuedAt: now, refreshToken: 'apps-own-refresh-token' });
    tab.setItem(AUTH_STORAGE_KEY, JSON.stringify(own));
    answer(new Response(JSON.stringify(renewed)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tab.session()).toEqual(own);
  });

  it('asks nothing where the app must start at once', async () => {
    const { result, requests } = restore('/forgot-password', { shared: store(live) });
    expect(await result).toBeNull();
    expect(requests).toEqual([]);
  });
});

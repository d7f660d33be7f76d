import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import {
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
  SESSION_COOKIE,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { RENEW_LOCK, restoreRenderedPage } from './restored-tab.ts';
import { type SessionStep, sessionStep } from './session-step.ts';

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

/** The step the boot script decides on for this address and these stores, run against `answers`. */
function restore(
  path: string,
  {
    tab = store(),
    shared = store(),
    answers = {} as Record<string, [number, string | object]>,
    deadlineMs = 5000,
    step = undefined as SessionStep | undefined,
    locks = undefined as Pick<LockManager, 'request'> | undefined,
  } = {},
) {
  const cookies: string[] = [];
  const { send, requests } = server(answers);
  const url = new URL(path, ORIGIN);
  const decided = step ?? sessionStep({ url, tab, shared }, { now: Date.now(), unrendered: true });
  if (!decided) throw new Error(`no step for ${path}`);
  const result = restoreRenderedPage({
    doc: document,
    url,
    step: decided,
    tab,
    shared,
    fetch: send,
    setCookie: (cookie) => cookies.push(cookie),
    locks,
    deadlineMs,
  });
  return { result, cookies, requests };
}

/** navigator.locks as the browser gives it: one holder of a name at a time, the others queued. */
function lockManager() {
  const names: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  return {
    names,
    /** Settles once every holder so far has let go. */
    released: () => queue,
    request: ((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = queue.then(callback);
      queue = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}

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

  /**
   * A restore of /dashboard whose run-out session sits in this tab's store or in the shared one:
   * renewed first, then the page the server rendered for the renewed session put in place.
   */
  async function renewedRestore(where: 'tab' | 'shared') {
    const held = store(expired);
    const { result, cookies, requests } = restore('/dashboard', {
      ...(where === 'tab' ? { tab: held } : { shared: held }),
      answers: {
        'GET /app-config.json': [200, CONFIG],
        [REFRESH]: [200, renewed],
        'GET /dashboard': [200, renderedDocument(renewed.user.id)],
      },
    });
    expect(await result).not.toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /app-config.json', REFRESH, 'GET /dashboard']);
    return { held, cookies, requests };
  }

  it("renews a run-out session of this tab first, keeps it in this tab's store and writes no refresh cookie", async () => {
    const { held: tab, cookies, requests } = await renewedRestore('tab');
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
   * the test calls `answer`. `renewalDone` settles once the renewal has let go of RENEW_LOCK (the
   * store is written or kept by then) and what the step would do after it has run.
   */
  function lateRenewal(tab: ReturnType<typeof store>, setCookie: (cookie: string) => void = () => {}) {
    let answer: (response: Response) => void = () => {};
    const locks = lockManager();
    const result = restoreRenderedPage({
      doc: document,
      url: new URL('/dashboard', ORIGIN),
      step: { inTab: true, renew: true, restore: true },
      tab,
      shared: store(),
      setCookie,
      locks,
      deadlineMs: 10,
      fetch: (async (input: string | URL | Request) => {
        if (String(input).endsWith('/app-config.json')) return new Response(JSON.stringify(CONFIG));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }) as typeof fetch,
    });
    const renewalDone = async () => {
      await locks.released();
      // Past the lock only promise steps remain (no request): one task later they have all run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { result, answer: (response: Response) => answer(response), renewalDone };
  }

  it('past the deadline, starts the app and leaves the page alone; a late renewal still replaces the used token', async () => {
    const tab = store(expired);
    const cookies: string[] = [];
    const { result, answer, renewalDone } = lateRenewal(tab, (cookie) => cookies.push(cookie));
    expect(await result).toBeNull();
    answer(new Response(JSON.stringify(renewed)));
    await renewalDone();
    expect(tab.session()).toMatchObject({ refresh_token: 'next-refresh-token' });
    expect(cookies).toEqual([]);
    expect(document.querySelector('header')?.textContent).toBe('Inloggen');
  });

  it('a late renewal leaves a session the app has changed since', async () => {
    const tab = store(expired);
    const { result, answer, renewalDone } = lateRenewal(tab);
    expect(await result).toBeNull();
    const own = fakeSession({ issuedAt: now, refreshToken: 'apps-own-refresh-token' });
    tab.setItem(AUTH_STORAGE_KEY, JSON.stringify(own));
    answer(new Response(JSON.stringify(renewed)));
    await renewalDone();
    expect(tab.session()).toEqual(own);
  });

  it('renews a run-out shared session first and writes the refresh cookie a remembered session keeps', async () => {
    const { held: shared, cookies } = await renewedRestore('shared');
    expect(shared.session()).toMatchObject({ access_token: renewed.access_token, refresh_token: 'next-refresh-token' });
    // A remembered session: the refresh cookie too, on every signed-in path.
    expect(cookies.filter((c) => c.startsWith('tb_refresh=next-refresh-token; Path='))).toHaveLength(
      protectedPaths().length,
    );
  });

  it('the next day: renews the run-out session before the app starts, and leaves the page and the cookies alone', async () => {
    const shared = store(expired);
    const { result, cookies, requests } = restore('/', {
      shared,
      step: { inTab: false, renew: true, restore: false },
      answers: { 'GET /app-config.json': [200, CONFIG], [REFRESH]: [200, renewed] },
    });
    expect(await result).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /app-config.json', REFRESH]);
    expect(shared.session()).toMatchObject({ access_token: renewed.access_token, refresh_token: 'next-refresh-token' });
    expect(cookies).toEqual([]);
    expect(document.querySelector('header')?.textContent).toBe('Inloggen');
  });

  it('tabs opened at once send one refresh grant under the lock supabase-js would take; the others take its session', async () => {
    const shared = store(expired);
    const locks = lockManager();
    const step = { inTab: false, renew: true, restore: false };
    const answers: Record<string, [number, string | object]> = {
      'GET /app-config.json': [200, CONFIG],
      [REFRESH]: [200, renewed],
    };
    const first = restore('/', { shared, step, locks, answers });
    const second = restore('/matches?app-start', { shared, step, locks, answers });
    expect(await Promise.all([first.result, second.result])).toEqual([null, null]);
    expect(locks.names).toEqual([RENEW_LOCK, RENEW_LOCK]);
    expect(RENEW_LOCK).toBe(`lock:${AUTH_STORAGE_KEY}`);
    const grants = [...first.requests, ...second.requests].filter((r) => `${r.method} ${r.path}` === REFRESH);
    expect(grants).toHaveLength(1);
    expect(shared.session()).toMatchObject({ refresh_token: 'next-refresh-token' });
  });

  it('keeps what another tab or the app put in the store while the grant was on its way', async () => {
    const shared = store(expired);
    const other = fakeSession({ issuedAt: now, refreshToken: 'other-tabs-refresh-token' });
    const { send } = server({ 'GET /app-config.json': [200, CONFIG] });
    const result = restoreRenderedPage({
      doc: document,
      url: new URL('/dashboard', ORIGIN),
      step: { inTab: false, renew: true, restore: true },
      tab: store(),
      shared,
      setCookie: () => {},
      locks: undefined,
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        if (!String(input).includes('/auth/v1/token')) {
          if (String(input).endsWith('/dashboard')) return new Response(renderedDocument(other.user.id));
          return send(input, init);
        }
        // The other tab's renewal lands first (the auth service hands both the same tokens).
        shared.setItem(AUTH_STORAGE_KEY, JSON.stringify(other));
        return new Response(JSON.stringify(renewed));
      }) as typeof fetch,
    });
    expect(await result).not.toBeNull();
    expect(shared.session()).toEqual(other);
  });

  it('asks nothing where there is nothing to renew or restore', async () => {
    const { result, requests } = restore('/dashboard', {
      shared: store(live),
      step: { inTab: false, renew: false, restore: false },
    });
    expect(await result).toBeNull();
    expect(requests).toEqual([]);
  });
});

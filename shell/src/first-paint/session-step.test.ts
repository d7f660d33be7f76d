import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { protectedPaths } from '@talentbrug/domain/contracts/routes';
import { describe, expect, it } from 'vitest';
import { DEVTOOLS_KEY } from '../remotes/remote-map.ts';
import { SIGNED_IN_PATHS, sessionStep } from './session-step.ts';

const ORIGIN = 'https://talentbrug.test';
const now = Math.floor(Date.now() / 1000);
const nowMs = now * 1000;
const live = fakeSession({ issuedAt: now - 60, refreshToken: 'refresh-token' });
const expired = fakeSession({ issuedAt: now - 7200, refreshToken: 'refresh-token' });
/** Four minutes left: within supabase-js' refresh lead, so the app would renew it at once. */
const nearlyOut = fakeSession({ issuedAt: now - 3360, refreshToken: 'refresh-token' });

function store(value: unknown = null, extra: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(extra));
  if (value) items.set(AUTH_STORAGE_KEY, JSON.stringify(value));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
}

type Store = ReturnType<typeof store>;
const step = (path: string, tab: Store, shared: Store, { unrendered = true, cookieHeader = '' } = {}) =>
  sessionStep({ url: new URL(path, ORIGIN), tab, shared }, { now: nowMs, cookieHeader, unrendered });

it("the boot script's signed-in paths are the route table's protected paths", () => {
  expect(SIGNED_IN_PATHS.toSorted()).toEqual(protectedPaths().toSorted());
});

describe('sessionStep: the restored tab', () => {
  it("asks for a signed-in page again for this tab's session or the shared one, renewing a run-out one first", () => {
    expect(step('/dashboard', store(expired), store())).toEqual({ inTab: true, renew: true, restore: true });
    expect(step('/matches', store(), store(live))).toEqual({ inTab: false, renew: false, restore: true });
    expect(step('/profile', store(), store(expired))).toEqual({ inTab: false, renew: true, restore: true });
    // This tab's session comes first, as the app reads it.
    expect(step('/dashboard', store(live), store(expired))).toEqual({ inTab: true, renew: false, restore: true });
  });

  it('leaves the app to start at once where there is nothing to do', () => {
    const cases: [string, Store, Store][] = [
      // Not one athlete's own page, or nobody signed in.
      ['/forgot-password', store(live), store()],
      ['/dashboard', store(), store()],
      // Addresses the server's page does not stand for, with a live session.
      ['/dashboard?code=123', store(live), store()],
      ['/matches?filter=x', store(live), store()],
      ['/dashboard', store(live), store(null, { [DEVTOOLS_KEY]: '{}' })],
      // Nothing to renew with.
      ['/dashboard', store({ ...expired, refresh_token: '' }), store()],
    ];
    for (const [path, tab, shared] of cases) expect(step(path, tab, shared), path).toBeNull();
    // A page the server rendered (or a prerendered one) is not asked for again.
    expect(step('/dashboard', store(live), store(), { unrendered: false })).toBeNull();
    // The document's request carried the live token: the server could not render the page for it
    // (a remote on another origin), and would not a second time. A run-out one is renewed.
    const sent = `theme=dark; ${SESSION_COOKIE}=${live.access_token}`;
    expect(step('/dashboard', store(), store(live), { cookieHeader: sent })).toBeNull();
    expect(
      step('/dashboard', store(expired), store(), { cookieHeader: `${SESSION_COOKIE}=${expired.access_token}` }),
    ).toMatchObject({ renew: true, restore: true });
  });
});

describe('sessionStep: the next day', () => {
  it('renews a run-out session before an app that starts at once, on any page', () => {
    expect(step('/', store(), store(expired), { unrendered: false })).toEqual({
      inTab: false,
      renew: true,
      restore: false,
    });
    expect(step('/forgot-password', store(), store(expired))).toEqual({ inTab: false, renew: true, restore: false });
    // A signed-in page at an address the server's page does not stand for: renewed, not restored.
    expect(step('/dashboard?app-start', store(), store(expired))).toEqual({
      inTab: false,
      renew: true,
      restore: false,
    });
    // Within supabase-js' refresh lead of its expiry counts as run out: the app would renew it at once.
    expect(step('/', store(nearlyOut), store(), { unrendered: false })).toEqual({
      inTab: true,
      renew: true,
      restore: false,
    });
  });

  it('leaves a live session, an auth link and a session without refresh token to the app', () => {
    expect(step('/', store(), store(live), { unrendered: false })).toBeNull();
    expect(step('/#access_token=x&type=recovery', store(), store(expired), { unrendered: false })).toBeNull();
    expect(step('/', store(), store({ ...expired, refresh_token: '' }), { unrendered: false })).toBeNull();
  });
});

import { fakeSession } from '@talentbrug/api-client/testing/session';
import {
  REFRESH_COOKIE,
  SESSION_COOKIE,
  SESSION_COOKIE_PATHS,
} from '@talentbrug/domain/contracts/first-paint/server-render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

declare const jsdom: { reconfigure(options: { url: string }): void };

/** A fresh module each time: it remembers the token it wrote last. */
const load = async () => {
  vi.resetModules();
  return import('@talentbrug/api-client/auth-storage');
};

const session = fakeSession();
const token = session.access_token;

/** The cookie a document at `path` sees: its value, or null without one. */
function seenAt(path: string, name = SESSION_COOKIE): string | null {
  jsdom.reconfigure({ url: `http://localhost${path}` });
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return cookie ?? null;
}

/** A document that only records what is written to its cookie. */
function recordingDocument(protocol = 'https:') {
  const writes: string[] = [];
  const doc = {
    location: { protocol },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('syncSessionCookie', () => {
  beforeEach(() => {
    jsdom.reconfigure({ url: 'http://localhost/' });
  });
  afterEach(async () => {
    // Whatever a test left behind, gone for the next (a fresh module's first sync without a session clears).
    (await load()).syncSessionCookie(null, { persistent: true });
  });

  it("sends the token to the signed-in pages' documents alone, and clears it at sign-out", async () => {
    const { syncSessionCookie } = await load();
    syncSessionCookie(session, { persistent: true });

    for (const path of SESSION_COOKIE_PATHS) {
      expect(seenAt(path)).toBe(token);
      expect(seenAt(path, REFRESH_COOKIE)).toBe(session.refresh_token);
    }
    expect(seenAt('/dashboard/')).toBe(token);
    // No other page, and no API call, carries either.
    for (const path of ['/', '/login', '/api/profiles/me', '/auth/v1/token', '/dashboards']) {
      expect(seenAt(path)).toBeNull();
      expect(seenAt(path, REFRESH_COOKIE)).toBeNull();
    }

    syncSessionCookie(null, { persistent: true });
    for (const path of SESSION_COOKIE_PATHS) {
      expect(seenAt(path)).toBeNull();
      expect(seenAt(path, REFRESH_COOKIE)).toBeNull();
    }
  });

  it('a session kept for this browser session only still reaches the pages (as session cookies)', async () => {
    const { syncSessionCookie } = await load();
    syncSessionCookie(session, { persistent: false });
    expect(seenAt('/matches')).toBe(token);
    // Its refresh token stays in this tab's store: no other tab's document may use it.
    expect(seenAt('/matches', REFRESH_COOKIE)).toBeNull();
  });

  it('a new token replaces the old one', async () => {
    const { syncSessionCookie } = await load();
    syncSessionCookie(session, { persistent: true });
    const refreshed = { ...session, access_token: `${token}refreshed`, refresh_token: 'refresh-token-2' };
    syncSessionCookie(refreshed, { persistent: true });
    expect(seenAt('/profile')).toBe(refreshed.access_token);
    expect(seenAt('/profile', REFRESH_COOKIE)).toBe('refresh-token-2');
  });

  it('writes once for the same token, and once to clear', async () => {
    const { syncSessionCookie } = await load();
    const { doc, writes } = recordingDocument();
    syncSessionCookie(session, { persistent: true, doc });
    syncSessionCookie({ ...session }, { persistent: true, doc });
    const perSync = 2 * SESSION_COOKIE_PATHS.length;
    expect(writes).toHaveLength(perSync);

    syncSessionCookie(null, { persistent: true, doc });
    syncSessionCookie(null, { persistent: true, doc });
    expect(writes).toHaveLength(2 * perSync);
    expect(writes.slice(perSync).every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);

    // Ticking 'Onthoud mij' off at the next login is a change too: the refresh cookie goes.
    syncSessionCookie(session, { persistent: true, doc });
    syncSessionCookie(session, { persistent: false, doc });
    expect(writes).toHaveLength(4 * perSync);
  });

  it('marks the cookies Secure on an https page, and not on http', async () => {
    const { syncSessionCookie } = await load();
    const https = recordingDocument('https:');
    syncSessionCookie(session, { persistent: true, doc: https.doc });
    expect(https.writes.every((cookie) => cookie.endsWith('; SameSite=Lax; Secure'))).toBe(true);

    const { syncSessionCookie: again } = await load();
    const http = recordingDocument('http:');
    again(session, { persistent: true, doc: http.doc });
    expect(http.writes.every((cookie) => cookie.endsWith('; SameSite=Lax'))).toBe(true);
  });

  it('the real document setter is called once per path for a token, not again for the same one', async () => {
    const { syncSessionCookie } = await load();
    const setter = vi.spyOn(document, 'cookie', 'set');
    syncSessionCookie(session, { persistent: true });
    syncSessionCookie(session, { persistent: true });
    expect(setter).toHaveBeenCalledTimes(2 * SESSION_COOKIE_PATHS.length);
    setter.mockRestore();
  });
});

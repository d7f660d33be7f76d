import { describe, expect, it } from 'vitest';
import { isProtectedPath } from '../routes.ts';
import { cookieValue } from './cookies.ts';
import { sessionCookies as cookiesFor, REFRESH_COOKIE, SESSION_COOKIE } from './prerender.ts';
import { SESSION_COOKIE_PATHS } from './server-render.ts';

const session = {
  access_token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJzZW0ifQ.c2lnbmF0dXJl',
  refresh_token: 'x7Qp2mVw9LkR',
  expires_at: 1_900_000_000,
};

/** The cookies of one name, by path. */
const byName = (cookies: string[], name: string): Record<string, string> =>
  Object.fromEntries(
    cookies
      .filter((cookie) => cookie.startsWith(`${name}=`))
      .map((cookie) => [/; Path=([^;]+)/.exec(cookie)?.[1], cookie] as const),
  );

/** For the protected paths, as both callers pass them. */
const sessionCookies = (session: Parameters<typeof cookiesFor>[0], options: { persistent: boolean; secure: boolean }) =>
  cookiesFor(session, { ...options, paths: SESSION_COOKIE_PATHS });

describe('sessionCookies', () => {
  it('is one access and one refresh cookie per signed-in page path: the protected routes', () => {
    expect(SESSION_COOKIE_PATHS).toEqual(expect.arrayContaining(['/dashboard', '/matches', '/profile', '/aicoach']));
    expect(SESSION_COOKIE_PATHS.every(isProtectedPath)).toBe(true);
    const cookies = sessionCookies(session, { persistent: true, secure: true });
    expect(cookies).toHaveLength(2 * SESSION_COOKIE_PATHS.length);
    for (const path of SESSION_COOKIE_PATHS) {
      expect(byName(cookies, SESSION_COOKIE)[path]).toMatch(new RegExp(`^${SESSION_COOKIE}=${session.access_token}; `));
      expect(byName(cookies, REFRESH_COOKIE)[path]).toMatch(
        new RegExp(`^${REFRESH_COOKIE}=${session.refresh_token}; `),
      );
    }
  });

  it('the access cookie expires with the token when the session is remembered, the refresh cookie a month on', () => {
    const expires = new Date(session.expires_at * 1000).toUTCString();
    const cookies = sessionCookies(session, { persistent: true, secure: false });
    for (const cookie of Object.values(byName(cookies, SESSION_COOKIE))) {
      expect(cookie).toContain(`; Expires=${expires}`);
      expect(cookie).not.toContain('Max-Age');
    }
    for (const cookie of Object.values(byName(cookies, REFRESH_COOKIE))) {
      expect(cookie).toContain(`; Max-Age=${30 * 24 * 3600}`);
    }
  });

  it('a session kept for this browser session only gets session cookies and no refresh token', () => {
    const cookies = sessionCookies(session, { persistent: false, secure: false });
    for (const cookie of Object.values(byName(cookies, SESSION_COOKIE))) expect(cookie).not.toMatch(/Expires|Max-Age/);
    expect(Object.values(byName(cookies, REFRESH_COOKIE))).toEqual(
      SESSION_COOKIE_PATHS.map((path) => `${REFRESH_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax`),
    );
    expect(cookies.join('\n')).not.toContain(session.refresh_token);
  });

  it('is SameSite=Lax always and Secure only when asked', () => {
    const secure = sessionCookies(session, { persistent: true, secure: true });
    const plain = sessionCookies(session, { persistent: true, secure: false });
    for (const cookie of [...secure, ...plain]) expect(cookie.split('; ')).toContain('SameSite=Lax');
    for (const cookie of secure) expect(cookie.split('; ')).toContain('Secure');
    for (const cookie of plain) expect(cookie.split('; ')).not.toContain('Secure');
  });

  it('without a session clears both on each path, with no token in them', () => {
    const cleared = sessionCookies(null, { persistent: true, secure: true });
    expect(cleared).toEqual(
      SESSION_COOKIE_PATHS.flatMap((path) => [
        `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax; Secure`,
        `${REFRESH_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax; Secure`,
      ]),
    );
    // A session without an expiry is not one to render pages for.
    expect(sessionCookies({ ...session, expires_at: undefined }, { persistent: true, secure: true })).toEqual(cleared);
  });

  it('never writes a token that could break out of the cookie', () => {
    const cleared = sessionCookies(null, { persistent: true, secure: false });
    expect(
      sessionCookies({ ...session, access_token: 'a.b.c; Path=/; Domain=evil' }, { persistent: true, secure: false }),
    ).toEqual(cleared);
    const refreshless = sessionCookies(
      { ...session, refresh_token: 'x; Max-Age=99999999' },
      { persistent: true, secure: false },
    );
    expect(Object.values(byName(refreshless, REFRESH_COOKIE)).every((cookie) => cookie.includes('Max-Age=0'))).toBe(
      true,
    );
  });
});

describe('cookieValue', () => {
  it('finds a cookie among others, keeps an = in its value, and takes the first of a name', () => {
    const header = 'theme=dark; tb_session=a.b=.c; tb_session=second;consent=ja';
    expect(cookieValue(header, 'tb_session')).toBe('a.b=.c');
    expect(cookieValue(header, 'consent')).toBe('ja');
    expect(cookieValue(header, 'tb_refresh')).toBeNull();
    expect(cookieValue(undefined, 'tb_session')).toBeNull();
    expect(cookieValue('', 'tb_session')).toBeNull();
  });
});

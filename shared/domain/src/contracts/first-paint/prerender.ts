/**
 * The contract of prerendered pages (ADR 0003, 0004, 0010) between the remotes that write
 * `prerender.json`, the server that composes the document, and the shell's boot script that
 * decides whether the markup may stay. Here, because the server may import only this package.
 */

/** Set by the server on #root when it holds a prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set by the server on #root when the prerendered page needs the app (a form, a wizard): the
 * app takes the markup over when the visitor first uses it (ADR 0010, 0014). The main region stays invisible (the server's
 * style) until the boot script has checked that the app will render this same page, and the
 * attribute is gone.
 */
export const PRERENDER_APP_ATTRIBUTE = 'data-prerender-app';

/**
 * Set by the server with PRERENDER_APP_ATTRIBUTE: storage keys (space-separated) that make the
 * app render something else on this page (a session on /login redirects, a draft resumes the
 * wizard at a later step). When any of them is set, the boot script drops the markup.
 */
export const PRERENDER_UNLESS_STORED_ATTRIBUTE = 'data-prerender-unless-stored';

/** One page of a remote's `prerender.json`. */
export interface PrerenderPageEntry {
  /** The document's title and description, as the app sets them. */
  title: string;
  description: string;
  /** The page's markup, rendered with react-dom/server from the components the app renders. */
  html: string;
  /** The page needs the app, which takes the markup over at the visitor's first interaction (ADR 0010, 0014). */
  startsApp?: boolean;
  /** Storage keys (localStorage or sessionStorage) under which the app shows another page here. */
  unlessStored?: string[];
}

/**
 * Set by the server on #root, with the page markup, when it rendered a signed-in page for a user
 * (ADR 0017): that user's id. The boot script keeps the markup only when the session this browser
 * holds is that same user's.
 */
export const SERVER_RENDER_USER_ATTRIBUTE = 'data-prerender-user';

/**
 * Set by a server-rendered page (ADR 0017) on a part only the app can fill: a stand-in for a part
 * the app downloads after the page (the dossier's photo, the matches' map), or a progress that
 * only the app's polling moves (a video's analysis). Such a page waits for no touch: the boot
 * script starts the app once one of these parts is on the screen, so a parent who only reads
 * never looks at a spinner that cannot end. The app's own first render marks the same parts (the
 * markup is the same), where the attribute does nothing.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/** NEEDS_APP_ATTRIBUTE as props to spread on an element: `<div {...NEEDS_APP_MARK}>`. */
export const NEEDS_APP_MARK = { [NEEDS_APP_ATTRIBUTE]: '' } as const;

/**
 * On a drop zone for a file (the upload widget), around its file input. Before the app has taken
 * over a server-rendered page, the boot script keeps a file dropped anywhere from opening in place
 * of the page, and puts one dropped on such a zone into its input, which the handoff moves into the
 * app's (as a file picked there).
 */
export const FILE_DROP_ATTRIBUTE = 'data-file-drop';

/** The id of the `<script type="application/json">` with the query state a signed-in page was rendered from. */
export const QUERY_STATE_ID = 'tb-query-state';

/**
 * The cookie that carries the access token to the documents of the signed-in pages, and only to
 * them (ADR 0017): the shell sets one per protected route path (`protectedPaths()`), so no API
 * call, file or other page ever sends it, and the API never reads it (it takes the Authorization
 * header alone), so it cannot authorise a write.
 */
export const SESSION_COOKIE = 'tb_session';

/**
 * The cookie beside SESSION_COOKIE, on the same paths, with the refresh token of a remembered
 * session: after the access token's hour the server renews the session with it for a document,
 * renders the page and sets both cookies anew; the boot script then moves the renewed tokens into
 * the session store (ADR 0017, "After the hour"). It holds what localStorage holds already.
 */
export const REFRESH_COOKIE = 'tb_refresh';

/**
 * How long the refresh cookie outlives the last token it was written with: a month, so an athlete
 * who comes back within a month of their last visit gets their page with the document. The
 * refresh token itself lives as long as its session; the cookie is only the way to the documents.
 */
const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

/** What of a session the cookies need: supabase-js's Session and the auth service's answer both fit. */
export interface CookieSession {
  access_token: string;
  refresh_token?: string | undefined;
  /** Unix seconds. */
  expires_at?: number | undefined;
}

/** Tokens are URL-safe (JWTs, GoTrue's refresh tokens); anything else is not written into a cookie. */
const COOKIE_SAFE = /^[\w.-]+$/;

/**
 * The Set-Cookie values for a session, one of each cookie per path given (the protected routes,
 * `protectedPaths()`), so the tokens travel with no API call, file or other page. Written by the
 * shell (document.cookie) on every change of the session and by the server (Set-Cookie) when it
 * renews one for a document (ADR 0017): one function for both, so they never disagree on a name,
 * path or flag. The paths are a parameter so this module needs no route table (the boot script
 * loads it):
 * - `tb_session`, the access token, expiring with it (a session cookie when the session is kept for
 *   this browser session only);
 * - `tb_refresh`, the refresh token, only for a remembered session (localStorage, which every tab
 *   shares): the server renews such a session for a document after the access token's hour, and
 *   every tab then reads the renewed tokens from the one store (ADR 0017, "After the hour"). A
 *   session in sessionStorage belongs to one tab; renewing it for another would leave that tab with
 *   a used refresh token, so it gets none.
 * Without a session (signed out), each is cleared. `Secure` wherever the page is https.
 */
export function sessionCookies(
  session: CookieSession | null,
  { persistent, secure, paths }: { persistent: boolean; secure: boolean; paths: readonly string[] },
): string[] {
  const flags = `; SameSite=Lax${secure ? '; Secure' : ''}`;
  const safe = (token: string | undefined) => (token && COOKIE_SAFE.test(token) ? token : '');
  const access = session?.expires_at ? safe(session.access_token) : '';
  const refresh = access && persistent ? safe(session?.refresh_token) : '';
  const expires = persistent ? `; Expires=${new Date((session?.expires_at ?? 0) * 1000).toUTCString()}` : '';
  return paths.flatMap((path) => [
    `${SESSION_COOKIE}=${access}; Path=${path}${access ? expires : '; Max-Age=0'}${flags}`,
    `${REFRESH_COOKIE}=${refresh}; Path=${path}; Max-Age=${refresh ? REFRESH_COOKIE_MAX_AGE_SECONDS : 0}${flags}`,
  ]);
}

/**
 * Stands in the signed-in chrome (server-render.ts) for the account's initial, the header's avatar,
 * which the server fills in with `accountInitial`. Taken from the address marker, the avatar read
 * '_' until the app took over, and a click on 'Account' before then was not carried over: the app's
 * button ('F Account') did not read as the one clicked ('_ Account'), so the menu needed a second
 * click. Here, beside the cookies, because the header imports it and every page loads this module.
 */
export const CHROME_INITIAL_MARKER = '__TB_INITIAL__';

/** The header avatar's letter: the address's first character in capitals, the same in the app and the server's page. */
export const accountInitial = (email: string): string => email.charAt(0).toUpperCase();

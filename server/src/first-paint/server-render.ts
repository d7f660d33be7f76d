import { join } from 'node:path';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import { sessionCookies } from '@talentbrug/domain/contracts/first-paint/prerender';
import {
  CHROME_FILE,
  REFRESH_COOKIE,
  SERVER_RENDER_FILE,
  SESSION_COOKIE,
  SESSION_COOKIE_PATHS,
  type ServerReadAnswer,
  type ServerRenderModule,
} from '@talentbrug/domain/contracts/first-paint/server-render';
import { REMOTES, type RemoteName, ROUTES } from '@talentbrug/domain/contracts/routes';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SessionRenewer } from '../auth/renew-session.ts';
import { changedFileReader, changedModuleLoader } from '../file-signature.ts';

/** How long a document waits for its page's reads and render before it goes out without them. */
export const RENDER_BUDGET_MS = 300;

/** A signed-in page rendered for one user (ADR 0017), ready for composeDocument. */
export interface SignedInPage {
  userId: string;
  email: string | null;
  html: string;
  /** The dehydrated query state the app starts from. */
  state: unknown;
  css: string;
  /** The shell's chrome signed out (as in index.html) and signed in for this user (with the address marker). */
  chrome: { signedOut: string; signedIn: string };
}

/** What a document request brings to the renderer. */
export interface DocumentRequest {
  cookie: string | undefined;
  /** The visitor's address and browser, for the auth service's limits when it renews the session. */
  ip: string;
  userAgent: string | null;
  /**
   * Whether this request may renew the session: a navigation the browser will run the page of. A
   * prefetch (Sec-Purpose: prefetch, not prerender), a HEAD or a frame must not: the renewed tokens
   * would reach the cookies but not the store, whose refresh token the renewal just used.
   */
  mayRenew: boolean;
}

export interface RenderOutcome {
  /** The page for the cookies' user, or null: no session, no renderer, a failure, too slow. */
  page: SignedInPage | null;
  /** Set-Cookie values: the renewed session's cookies, or the cleared ones for a refused refresh token. */
  cookies: string[];
}

export interface ServerRenderer {
  render(path: string, request: DocumentRequest): Promise<RenderOutcome>;
  /**
   * Loads the render module of every signed-in page ahead of its first document: loading one
   * takes longer than a render's budget on a busy machine, so the first athlete after a start
   * would get a page without markup. Never fails; a module that does not load is logged as on use.
   */
  warm(): Promise<void>;
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const REFRESH_TOKEN = /^[\w-]{8,200}$/;

/** The access token in a document request's session cookie (the shell sets it, ADR 0017). */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  const token = cookieValue(cookieHeader, SESSION_COOKIE);
  return token && JWT.test(token) ? token : null;
}

/** The refresh token in a document request's refresh cookie (a remembered session, ADR 0017). */
export function refreshCookieToken(cookieHeader: string | undefined): string | null {
  const token = cookieValue(cookieHeader, REFRESH_COOKIE);
  return token && REFRESH_TOKEN.test(token) ? token : null;
}

/** Whether a document request is a navigation whose page the browser will run (see DocumentRequest.mayRenew). */
export function mayRenewFor(request: { method: string; headers: Record<string, string | string[] | undefined> }) {
  const header = (name: string) => String(request.headers[name] ?? '').toLowerCase();
  const purpose = `${header('sec-purpose')} ${header('purpose')}`;
  const dest = header('sec-fetch-dest');
  return (
    request.method === 'GET' &&
    !(purpose.includes('prefetch') && !purpose.includes('prerender')) &&
    (dest === '' || dest === 'document')
  );
}

/**
 * Where a remote's server render lives, when this server holds the remote's build: its dist/
 * (the map points at /mf/<remote>/) or one of its releases (/releases/<remote>/<hash>/). A remote
 * on another origin is never run here: its pages start in the browser as before. `fileName` is
 * the module's name in the build (ssr.mjs; the recruit remote's public page is public.mjs).
 */
export function serverRenderFile(
  remote: RemoteName,
  manifest: URL,
  publicOrigin: string,
  staticRoot: string,
  fileName: string = SERVER_RENDER_FILE,
) {
  if (manifest.origin !== publicOrigin) return null;
  if (manifest.pathname.startsWith(`/mf/${remote}/`)) return join(staticRoot, REMOTES[remote].dir, 'dist', fileName);
  const release = new RegExp(`^/releases/${remote}/([\\w.-]+)/[^/]+$`).exec(manifest.pathname)?.[1];
  return release && release !== '..' && release !== '.'
    ? join(staticRoot, 'releases', remote, release, fileName)
    : null;
}

const chromeSchema = z.object({
  signedOut: z.string().min(1),
  signedIn: z.string().min(1),
  /** With the banner that asks to confirm the address. */
  signedInUnconfirmed: z.string().min(1),
});

/**
 * Renders the signed-in pages of the remotes this server holds (ADR 0017). The cookie's token
 * passes the API's own check (signature, expiry, deleted account), and the page's reads go
 * through the API itself (`app.inject` with that token as the bearer), so every row check stays
 * in the routes and a document shows only what the API would give that user. A remote's
 * `ssr.mjs` is imported by its path and signature, so a new build or release renders without a
 * restart. Anything that goes wrong costs only the markup: the document goes out as before and
 * the app renders the page in the browser.
 */
export function createServerRenderer(options: {
  app: FastifyInstance;
  staticRoot: string;
  publicOrigin: string;
  manifestUrl: (remote: RemoteName) => string;
  log: FastifyBaseLogger;
  /** Renews a remembered session after the access token's hour; without it such a page starts in the browser. */
  renewSession?: SessionRenewer;
  budgetMs?: number;
}): ServerRenderer {
  const { app, staticRoot, publicOrigin, log, renewSession, budgetMs = RENDER_BUDGET_MS } = options;
  const secure = new URL(publicOrigin).protocol === 'https:';
  const readChrome = changedFileReader(
    join(staticRoot, 'shell', 'dist', CHROME_FILE),
    (text) => chromeSchema.parse(JSON.parse(text)),
    (error) => log.warn({ err: error }, "The shell's chrome.json is unreadable; signed-in pages go out without markup"),
  );

  const load = changedModuleLoader<ServerRenderModule>((error, file) =>
    log.warn({ err: error, file }, 'A server render module failed to load; its pages render in the browser'),
  );

  const read =
    (token: string) =>
    async (path: string): Promise<ServerReadAnswer> => {
      if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not an API path: ${path}`);
      const response = await app.inject({
        method: 'GET',
        url: `/api${path}`,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      let body: unknown = null;
      try {
        body = response.body === '' ? null : JSON.parse(response.body);
      } catch {
        body = response.body;
      }
      return { status: response.statusCode, body };
    };

  /** The remote's render module and the chrome for a path, when this server can render it. */
  const renderable = async (path: string) => {
    const route = ROUTES.find((candidate) => candidate.path === path && candidate.protected);
    const chrome = readChrome();
    if (!route || !chrome) return null;
    const file = serverRenderFile(
      route.remote,
      new URL(options.manifestUrl(route.remote), publicOrigin),
      publicOrigin,
      staticRoot,
    );
    const module = file ? await load(file) : null;
    return module?.SSR_PATHS.includes(path) ? { module, chrome } : null;
  };

  type Renderable = NonNullable<Awaited<ReturnType<typeof renderable>>>;
  type User = Awaited<ReturnType<FastifyInstance['userForToken']>>;
  const userFor = (token: string): Promise<User | null> => app.userForToken(token).catch(() => null);

  const renderPage = async ({ module, chrome }: Renderable, path: string, user: User, token: string) => {
    const { html, state } = await module.renderPage(path, {
      user: { id: user.id, email: user.email, userMetadata: { ...user.metadata } },
      read: read(token),
    });
    // An address still to confirm gets the app's banner above the page.
    const signedIn = user.emailVerified ? chrome.signedIn : chrome.signedInUnconfirmed;
    return {
      userId: user.id,
      email: user.email,
      html,
      state,
      css: module.SSR_CSS,
      chrome: { signedOut: chrome.signedOut, signedIn },
    } satisfies SignedInPage;
  };

  /**
   * The user and access token to render with: the session cookie's while it is valid, else, for a
   * remembered session, a renewed one. The renewal's cookies go to `pending` as soon as it starts:
   * they go out with the document whatever becomes of the render, too slow or failed, because the
   * refresh token in the browser's cookies and store has just been used.
   */
  const sessionFor = async (
    request: DocumentRequest,
    tokens: { access: string | null; refresh: string | null },
    pending: { cookies: Promise<string[]>; closed: boolean },
  ): Promise<{ user: User; token: string } | null> => {
    const token = tokens.access;
    const user = token ? await userFor(token) : null;
    if (token && user) return { user, token };
    const refreshToken = request.mayRenew ? tokens.refresh : null;
    // Past the budget the document has gone: a renewal now would use the token and hand nobody the next.
    if (!renewSession || !refreshToken || pending.closed) return null;
    const renewal = renewSession(refreshToken, { ip: request.ip, userAgent: request.userAgent });
    pending.cookies = renewal.then(
      (renewed) =>
        sessionCookies(renewed === 'refused' ? null : renewed, {
          persistent: true,
          secure,
          paths: SESSION_COOKIE_PATHS,
        }),
      () => [],
    );
    const renewed = await renewal;
    if (renewed === 'refused') {
      log.info('A document brought a refresh token the auth service refused; its cookies are cleared');
      return null;
    }
    const renewedUser = await userFor(renewed.access_token);
    return renewedUser ? { user: renewedUser, token: renewed.access_token } : null;
  };

  return {
    async warm() {
      const paths = ROUTES.filter((route) => route.protected).map((route) => route.path);
      await Promise.all(paths.map((path) => renderable(path).catch(() => null)));
    },
    async render(path, request) {
      const tokens = { access: sessionCookieToken(request.cookie), refresh: refreshCookieToken(request.cookie) };
      if (!tokens.access && !tokens.refresh) return { page: null, cookies: [] };
      const pending = { cookies: Promise.resolve<string[]>([]), closed: false };
      const work = async () => {
        const target = await renderable(path);
        const session = target ? await sessionFor(request, tokens, pending) : null;
        return target && session ? renderPage(target, path, session.user, session.token) : null;
      };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          log.info({ path, budgetMs }, 'A signed-in page took too long to render; it goes out without markup');
          resolve(null);
        }, budgetMs);
      });
      let page: SignedInPage | null = null;
      try {
        page = await Promise.race([work(), late]);
      } catch (error) {
        log.warn({ err: error, path }, 'A signed-in page could not be rendered; it goes out without markup');
      } finally {
        clearTimeout(timer);
        pending.closed = true;
      }
      return { page, cookies: await pending.cookies };
    },
  };
}

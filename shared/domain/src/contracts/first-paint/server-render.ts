/**
 * The contract of the signed-in pages the server renders (ADR 0017) between the shell, which
 * keeps the session cookie and takes the page over, the remotes, whose build writes `ssr.mjs`,
 * and the server, which renders it. Here, because the server may import only this package.
 */
import { protectedPaths } from '../routes.ts';

// What the browser needs too lives in prerender.ts, a module the boot script already loads.
export {
  accountInitial,
  CHROME_INITIAL_MARKER,
  QUERY_STATE_ID,
  REFRESH_COOKIE,
  SERVER_RENDER_USER_ATTRIBUTE,
  SESSION_COOKIE,
} from './prerender.ts';

/** The paths the session cookie is set for: the protected routes. */
export const SESSION_COOKIE_PATHS: readonly string[] = protectedPaths();

/** The file a remote's build writes beside its mf-manifest.json when it renders signed-in pages. */
export const SERVER_RENDER_FILE = 'ssr.mjs';

/** The file the shell's build writes beside index.html: its chrome signed out and signed in. */
export const CHROME_FILE = 'chrome.json';

/** Stands in the signed-in chrome for the account's address, which the server fills in (escaped). */
export const CHROME_EMAIL_MARKER = '__TB_EMAIL__';

/** The user a page is rendered for, as the access token names it. */
export interface ServerRenderUser {
  id: string;
  email: string | null;
  /** The token's user_metadata (the signup's first and last name). */
  userMetadata: Record<string, unknown>;
}

/** One answer to a page's read: the API's status and parsed body. */
export interface ServerReadAnswer {
  status: number;
  body: unknown;
}

/** What a remote's `ssr.mjs` exports (ADR 0017). */
export interface ServerRenderModule {
  /** The stylesheet of the rendered markup, inlined in the document. */
  SSR_CSS: string;
  /** The paths it renders (protected routes of this remote; the route table gives their titles). */
  SSR_PATHS: readonly string[];
  /**
   * Renders a page for a user: `read` answers a GET under /api as that user. Rejects when any read
   * fails or the page would still show a loading state; the server then sends today's document.
   */
  renderPage(
    path: string,
    context: { user: ServerRenderUser; read: (path: string) => Promise<ServerReadAnswer> },
  ): Promise<{ html: string; state: unknown }>;
}

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

/** Storage keys are plain names; the server writes them into an attribute. */
export const STORAGE_KEY_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * The file beside each app's mf-manifest.json that names the shared modules a first load pulls
 * in (ADR 0016): per exposed page for a remote, before any page for the shell. Written by
 * shared/build, read by the server to name those files in the document.
 */
export const PRELOAD_FILE = 'preload.json';

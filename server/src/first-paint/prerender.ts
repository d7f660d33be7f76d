import { CONTACT_EMAIL, PRODUCT_NAME } from '@talentbrug/domain/constants';
import { STORAGE_KEY_PATTERN } from '@talentbrug/domain/contracts/first-paint/build-files';
import {
  PRERENDER_APP_ATTRIBUTE,
  PRERENDER_UNLESS_STORED_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '@talentbrug/domain/contracts/first-paint/prerender';
import {
  accountInitial,
  CHROME_EMAIL_MARKER,
  CHROME_INITIAL_MARKER,
  QUERY_STATE_ID,
  SERVER_RENDER_USER_ATTRIBUTE,
} from '@talentbrug/domain/contracts/first-paint/server-render';
import { type RemoteName, ROUTES } from '@talentbrug/domain/contracts/routes';
import { z } from 'zod';
import { createRemoteFileReader, type RemoteFileOptions, resolveAgainst } from './remote-files.ts';
import type { PreloadLink } from './route-preload.ts';
import type { SignedInPage } from './server-render.ts';

/**
 * A remote's prerendered pages (ADR 0003, 0010): `prerender.json` next to its
 * mf-manifest.json, written by its build. The server puts a page's markup in the shell's
 * index.html, so the first paint needs no JavaScript and no remote.
 */
const prerenderSchema = z.object({
  version: z.literal(1),
  css: z.array(z.string().regex(/^[\w./-]+\.css$/)),
  /** The same stylesheet as text, inlined in <head> so the first paint waits for no request. */
  inlineCss: z.string().optional(),
  /** A small module that makes the prerendered pages' controls work before (or without) the app (ADR 0004). */
  script: z
    .string()
    .regex(/^[\w./-]+\.js$/)
    .optional(),
  pages: z.record(
    z.string().startsWith('/'),
    z.object({
      title: z.string(),
      description: z.string(),
      html: z.string(),
      /** The page needs the app at once; the markup is its first paint (ADR 0010). */
      startsApp: z.boolean().optional(),
      /** Storage keys under which the app shows something else on this page. */
      unlessStored: z.array(z.string().regex(STORAGE_KEY_PATTERN)).max(20).optional(),
    }),
  ),
});

type PrerenderPages = z.infer<typeof prerenderSchema>['pages'];

export interface PrerenderedPage {
  title: string;
  description: string;
  html: string;
  /** Absolute or root-relative URLs of the page's stylesheets. */
  css: string[];
  /** The stylesheets' text, when the build shipped it for inlining. */
  inlineCss?: string;
  /** Absolute or root-relative URL of the remote's enhancement module, when the build shipped one. */
  script?: string;
  /** The page needs the app (a form): the boot script checks the markup still holds and starts it at first use (ADR 0014). */
  startsApp?: boolean;
  unlessStored?: string[];
}

export interface PrerenderSource {
  /** The prerendered page for a path, or null (not prerendered, or the prerender is unavailable). */
  page(path: string): Promise<PrerenderedPage | null>;
}

interface Prerender {
  css: string[];
  inlineCss?: string;
  script?: string;
  pages: PrerenderPages;
}

function parse(raw: unknown, base: URL): Prerender {
  const data = prerenderSchema.parse(raw);
  return {
    css: data.css.map((file) => resolveAgainst(file, base)),
    inlineCss: data.inlineCss,
    script: data.script === undefined ? undefined : resolveAgainst(data.script, base),
    pages: data.pages,
  };
}

/** The remote whose build prerenders a page: the route table's owner; protected pages have none. */
export function prerenderRemoteFor(path: string): RemoteName | null {
  const route = ROUTES.find((r) => r.path === path);
  return route && !route.protected ? route.remote : null;
}

/**
 * Where each remote's prerender comes from: its `prerender.json`, beside its manifest
 * (remote-files.ts: read from disk for this server's own remotes, fetched and kept for a minute
 * from a CDN). A missing or broken prerender never fails a page: it goes out without one and
 * the app renders it in the browser as before.
 */
export function createPrerenderSource(options: RemoteFileOptions): PrerenderSource {
  const read = createRemoteFileReader('prerender.json', parse, options);
  return {
    async page(path) {
      const remote = prerenderRemoteFor(path);
      if (!remote) return null;
      const prerender = await read(remote);
      const page = prerender?.pages[path];
      return page && prerender
        ? { ...page, css: prerender.css, inlineCss: prerender.inlineCss, script: prerender.script }
        : null;
    },
  };
}

const ROUTE_PATHS = new Set(ROUTES.map((route) => route.path));
/**
 * Reached through a link in an e-mail with a token: not for search results. The protected
 * routes are indexable (issue 15: SEO 100 on every app page): their document holds no personal
 * data, and a crawler, never signed in, is sent on to /login by the app. They stay out of
 * sitemap.xml.
 */
const NOINDEX = new Set(['/reset-password', '/verify-email']);

/** `/terms/` and `/terms` are one page; every unknown path is the landing page (spec). */
export function pageKeyFor(pathname: string): { known: boolean; key: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATHS.has(path) ? { known: true, key: path } : { known: false, key: '/' };
}

/** The public routes worth finding in a search engine, for sitemap.xml. */
export function sitemapPaths(): string[] {
  return ROUTES.filter((route) => !route.protected && !NOINDEX.has(route.path)).map((route) => route.path);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function setAttribute(html: string, tag: RegExp, value: string): string {
  return html.replace(tag, (_match, before: string, after: string) => `${before}${escapeHtml(value)}${after}`);
}

export function organizationJsonLd(origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: CONTACT_EMAIL,
    description: `${PRODUCT_NAME} begeleidt Nederlandse student-atleten naar een sportbeurs en een plek op een Amerikaanse universiteit.`,
    areaServed: 'NL',
    knowsLanguage: 'nl',
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell's index.html for one request: absolute canonical and sharing URLs for this
 * path, the organisation's structured data, and, when there is one, the prerendered page in
 * the main region with its stylesheets, title and description.
 */
export function composeDocument(
  indexHtml: string,
  options: {
    origin: string;
    pathname: string;
    page: PrerenderedPage | null;
    /** Files a page that starts the app at once needs (route-preload.ts); none on a prerendered page. */
    preload?: readonly PreloadLink[];
    /** The page rendered for the signed-in user (server-render.ts, ADR 0017); wins over `page`. */
    signedIn?: SignedInPage | null;
  },
): string {
  const { origin, pathname, page, preload = [], signedIn } = options;
  const { known, key } = pageKeyFor(pathname);
  const url = `${origin}${key}`;
  let html = indexHtml;
  html = setAttribute(html, /(<link rel="canonical" href=")[^"]*(")/, url);
  html = setAttribute(html, /(<meta property="og:url" content=")[^"]*(")/, url);
  html = html.replace(
    /(<meta (?:property="og:image"|name="twitter:image") content=")(\/[^"]*)(")/g,
    (_m, before: string, path: string, after: string) => `${before}${escapeHtml(origin + path)}${after}`,
  );
  if (known && NOINDEX.has(key)) {
    html = html.replace(/<meta name="robots" content="[^"]*"/, '<meta name="robots" content="noindex, follow"');
  }
  let head = organizationJsonLd(origin);
  const framed = signedIn ? withSignedInPage(html, key, signedIn) : null;
  if (framed) {
    return framed.html.replace('</head>', () => `${head}${framed.head}</head>`);
  }
  if (page) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    for (const tag of [
      /(<meta name="description" content=")[^"]*(")/,
      /(<meta property="og:description" content=")[^"]*(")/,
    ]) {
      html = setAttribute(html, tag, page.description);
    }
    for (const tag of [
      /(<meta property="og:title" content=")[^"]*(")/,
      /(<meta name="twitter:title" content=")[^"]*(")/,
    ]) {
      html = setAttribute(html, tag, page.title);
    }
    head +=
      page.inlineCss !== undefined
        ? `<style>${page.inlineCss.replace(/<\/style/gi, '<\\/style')}</style>`
        : page.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
    if (page.script) head += `<script type="module" src="${escapeHtml(page.script)}"></script>`;
    if (html.includes('<!--tb-outlet-->')) {
      html = html
        .replace('<!--tb-outlet-->', () => page.html)
        .replace('<div id="root" class="tb-root">', () => `<div id="root" class="tb-root"${rootMarks(page)}>`);
      // No preload of the app here: it starts when the visitor first uses the form (ADR 0014).
      if (page.startsApp) head += APP_PAGE_HEAD;
    }
  } else {
    // No prerendered page: the boot script will start the app at once, so fetch its entry now
    // instead of after the boot script has run (ADR 0004).
    head += appPreload(html) + preload.map(linkTag).join('');
  }
  return html.replace('</head>', () => `${head}</head>`);
}

/**
 * The document of a page rendered for a signed-in user (ADR 0017): the shell's signed-in chrome
 * with the account's address in place of the signed-out one, the page in main, #root marked with
 * the user it was rendered for (the boot script keeps the markup only for that same session), the
 * page's stylesheet, and the query state the app starts from, after #root so the page's bytes
 * come first. The page stays hidden until the boot script has judged it (SIGNED_IN_PAGE_HEAD).
 * Null when this index.html does not hold the chrome the shell's build described.
 */
function withSignedInPage(indexHtml: string, key: string, page: SignedInPage): { html: string; head: string } | null {
  const { signedOut, signedIn } = page.chrome;
  if (!holdsSignedOutChrome(indexHtml, page)) return null;
  const chrome = signedIn
    .replaceAll(CHROME_EMAIL_MARKER, () => escapeHtml(page.email ?? ''))
    .replaceAll(CHROME_INITIAL_MARKER, () => escapeHtml(accountInitial(page.email ?? '')));
  const route = ROUTES.find((candidate) => candidate.path === key);
  const title = route ? `${route.title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(signedOut, () => chrome.replace('<!--tb-outlet-->', () => page.html))
    .replace(
      '<div id="root" class="tb-root">',
      () =>
        `<div id="root" class="tb-root" ${PRERENDERED_ATTRIBUTE} ${PRERENDER_APP_ATTRIBUTE} ${SERVER_RENDER_USER_ATTRIBUTE}="${escapeHtml(page.userId)}">`,
    )
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="${QUERY_STATE_ID}" data-user="${escapeHtml(page.userId)}">${state}</script></body>`,
    );
  return {
    html,
    head: `<style>${page.css.replace(/<\/style/gi, '<\\/style')}</style>${APP_PAGE_HEAD}${SIGNED_IN_PAGE_HEAD}`,
  };
}

/**
 * Whether this index.html holds the signed-out chrome the page's chrome.json describes, so the
 * page can take its place; not while a deploy has replaced one of the shell's two files and not
 * yet the other.
 */
export function holdsSignedOutChrome(indexHtml: string, page: SignedInPage): boolean {
  return indexHtml.includes(page.chrome.signedOut) && indexHtml.includes('<!--tb-outlet-->');
}

/**
 * A signed-in page shows nothing, its header with the address included, until the boot script
 * has checked that this browser still holds the session it was rendered for (ADR 0017). Only where
 * scripts run: without them there is no boot script, and the page shows as it came.
 */
const SIGNED_IN_PAGE_HEAD = `<style>@media (scripting:enabled){#root[${SERVER_RENDER_USER_ATTRIBUTE}]>*{display:none}}</style>`;

/** One of those files as a <link>; a fetch preload is CORS like the fetch() that uses it. */
function linkTag({ rel, href, as }: PreloadLink): string {
  return `<link rel="${rel}" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

/** The app's entry, named on the boot script; fetched at once on a page that starts the app. */
function appPreload(html: string): string {
  const app = /<script\b[^>]*\bdata-app="([^"]+)"/.exec(html)?.[1];
  return app ? `<link rel="modulepreload" href="${app}">` : '';
}

/** #root's marks for the boot script and the app's entry (shared/domain prerender.ts). */
function rootMarks(page: PrerenderedPage): string {
  if (!page.startsApp) return ` ${PRERENDERED_ATTRIBUTE}`;
  const keys = page.unlessStored?.length
    ? ` ${PRERENDER_UNLESS_STORED_ATTRIBUTE}="${escapeHtml(page.unlessStored.join(' '))}"`
    : '';
  return ` ${PRERENDERED_ATTRIBUTE} ${PRERENDER_APP_ATTRIBUTE}${keys}`;
}

/**
 * A page that starts the app keeps its main region out of the layout until the boot script has
 * checked that the app will render this same page here (no session that redirects, no draft at
 * a later step) and removed the mark (ADR 0010): the visitor never sees a page that is about to
 * be replaced. Main is the chrome's last region, so nothing moves when it appears. Not
 * `visibility: hidden`: Chrome takes a text's first paint for LCP once, and a hidden paint
 * would be that one. Without JavaScript it shows.
 */
const APP_PAGE_HEAD =
  `<style>#root[${PRERENDER_APP_ATTRIBUTE}] main{display:none}</style>` +
  `<noscript><style>#root[${PRERENDER_APP_ATTRIBUTE}] main{display:block}</style></noscript>`;

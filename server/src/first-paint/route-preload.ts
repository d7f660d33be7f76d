import { join } from 'node:path';
import { PRELOAD_FILE } from '@talentbrug/domain/contracts/first-paint/build-files';
import { cookieValue } from '@talentbrug/domain/contracts/first-paint/cookies';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@talentbrug/domain/contracts/first-paint/prerender';
import { ROUTES } from '@talentbrug/domain/contracts/routes';
import { z } from 'zod';
import { changedFileReader } from '../file-signature.ts';
import { createRemoteFileReader, MANIFEST_FILE, type RemoteFileOptions, resolveAgainst } from './remote-files.ts';

/** A file name of a build, as it may stand in an attribute: no quotes, no markup, no scheme. */
const buildFile = z.string().regex(/^[\w./-]+\.(js|css)$/);

const assets = z.object({
  js: z.object({ sync: z.array(buildFile) }),
  css: z.object({ sync: z.array(buildFile) }),
});

/** The part of a remote's mf-manifest.json that says which files load one exposed page. */
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: buildFile, path: z.string().regex(/^[\w./-]*$/) }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets })),
});

/** preload.json (shared/build shared-closure.ts): a remote's shared keys per page, or the shell's provided keys. */
const preloadSchema = z.object({
  version: z.literal(1),
  exposes: z.record(z.string(), z.record(z.string(), z.array(buildFile))).optional(),
  provides: z.array(z.string()).optional(),
});
/** Its exposes, the files resolved like the manifest's. */
type PreloadFile = Map<string, Map<string, string[]>>;

function parsePreload(raw: unknown, base: URL): PreloadFile {
  const { exposes = {} } = preloadSchema.parse(raw);
  return new Map(
    Object.entries(exposes).map(([page, shared]) => [
      page,
      new Map(Object.entries(shared).map(([key, files]) => [key, files.map((file) => resolveAgainst(file, base))])),
    ]),
  );
}

export interface PreloadLink {
  /**
   * 'preload' for what the shell fetch()es (the remote maps, the app config, the manifest);
   * 'prefetch' for scripts and stylesheets, which fills the HTTP cache: a failed preload of a
   * script is handed to the next load of that URL as its answer, so a remote that was down and
   * comes back would fail its retries; a failed prefetch leaves nothing behind.
   */
  rel: 'preload' | 'prefetch';
  href: string;
  as: 'fetch' | 'script' | 'style';
}

interface Files {
  js: string[];
  css: string[];
}

interface RemoteFiles {
  /** The remote's entry, fetched before any of its pages. */
  entry: string;
  /** Per exposed page ('DashboardPage'), its own scripts and stylesheets. */
  pages: Map<string, Files>;
}

function parseManifest(raw: unknown, manifestUrl: URL): RemoteFiles {
  const { metaData, exposes } = manifestSchema.parse(raw);
  // 'auto' (or nothing): the files sit beside the manifest, where the federation runtime looks.
  const base =
    !metaData.publicPath || metaData.publicPath === 'auto' ? manifestUrl : new URL(metaData.publicPath, manifestUrl);
  const at = (file: string) => resolveAgainst(file, base);
  const filesOf = ({ js, css }: z.infer<typeof assets>): Files => ({ js: js.sync.map(at), css: css.sync.map(at) });
  const entryPath = metaData.remoteEntry.path ? `${metaData.remoteEntry.path.replace(/\/$/, '')}/` : '';
  return {
    entry: at(`${entryPath}${metaData.remoteEntry.name}`),
    pages: new Map(exposes.map((expose) => [expose.name, filesOf(expose.assets)])),
  };
}

/** What the shell fetches first on every page it starts at once (shell/src/bootstrap.tsx). */
const SHELL_FETCHES: PreloadLink[] = [
  { rel: 'preload', href: '/remotes.json', as: 'fetch' },
  { rel: 'preload', href: '/app-config.json', as: 'fetch' },
];

export interface RoutePreloadSource {
  /**
   * The files a page the app renders at once needs, in the order the shell asks for them. `cookie`,
   * the document request's Cookie header when the caller knows it: a signed-in page whose request
   * carried no session cookie names the shell's fetches alone.
   */
  links(path: string, request?: { cookie: string | undefined }): Promise<PreloadLink[]>;
}

/**
 * A signed-in page whose request carried neither session cookie serves either a visitor nobody
 * signed in for (the app sends her to /login, whose page is not the route's) or a browser that holds
 * a session the server could not see (a restored tab, the next day without cookies), for which the
 * boot script's session step asks for the page again, rendered (shell/src/first-paint/
 * session-step.ts). Neither uses the route's files (the remote's manifest, entry, page and shared
 * chunks), which shared the line with the step's requests and the second document: the restored
 * tab's LCP waited behind them. Left out, they cost a start that does need them one discovery
 * after another: a stored session at an address the server's page does not stand for, or whose
 * remote the server does not render. The app's entry keeps its modulepreload (composeDocument).
 */
const withoutSessionCookie = (route: { protected: boolean }, request?: { cookie: string | undefined }) =>
  route.protected &&
  !!request &&
  cookieValue(request.cookie, SESSION_COOKIE) === null &&
  cookieValue(request.cookie, REFRESH_COOKIE) === null;

/**
 * The files a page that starts the app needs, named in the document (issue 15, ADR 0016): the
 * shell otherwise discovers them one round trip after another (its entry, /remotes.json, the
 * remote's manifest, the remote's entry, the page's chunks, the shared modules they consume).
 * The remote's part comes from the manifest and preload.json the remote map points at now, so
 * a new deploy of a remote is named right without a deploy of the shell; without a readable
 * manifest only the manifest itself is named.
 */
export function createRoutePreloadSource(options: RemoteFileOptions): RoutePreloadSource {
  const readManifest = createRemoteFileReader(MANIFEST_FILE, parseManifest, options);
  const readPreload = createRemoteFileReader(PRELOAD_FILE, parsePreload, options);
  // The keys the shell provides, from its preload.json. A broken file names none: every shared
  // module then counts as the remote's own, so at worst a page prefetches a copy it then takes
  // from the shell.
  const providedByShell = changedFileReader(
    join(options.staticRoot, 'shell', 'dist', PRELOAD_FILE),
    (text) => new Set(preloadSchema.parse(JSON.parse(text)).provides),
  );
  return {
    async links(path, request) {
      const route = ROUTES.find((r) => r.path === path);
      if (!route) return SHELL_FETCHES;
      if (withoutSessionCookie(route, request)) return SHELL_FETCHES;
      const exposed = route.module.replace(/^\.\//, '');
      const [files, preload] = await Promise.all([readManifest(route.remote), readPreload(route.remote)]);
      const page = files?.pages.get(exposed);
      const links: PreloadLink[] = [
        ...SHELL_FETCHES,
        { rel: 'preload', href: options.manifestUrl(route.remote), as: 'fetch' },
      ];
      if (!files || !page) return links;
      // A shared module the shell provides comes from the shell (loaded-first, or the shell's copy
      // is registered first); every other one from the remote's own copy. Named: the latter only,
      // so nothing named goes unused.
      const shell = providedByShell() ?? new Set<string>();
      const shared = [...(preload?.get(exposed) ?? [])].filter(([key]) => !shell.has(key)).flatMap(([, f]) => f);
      const js = new Set([files.entry, ...page.js, ...shared.filter((file) => file.endsWith('.js'))]);
      const css = new Set([...page.css, ...shared.filter((file) => file.endsWith('.css'))]);
      return [
        ...links,
        ...[...js].map((href) => ({ rel: 'prefetch' as const, href, as: 'script' as const })),
        ...[...css].map((href) => ({ rel: 'prefetch' as const, href, as: 'style' as const })),
      ];
    },
  };
}

import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  isProtectedPath,
  isRoutePath,
  REMOTE_NAMES,
  REMOTES,
  type RemoteMap,
  type RemoteName,
} from '@talentbrug/domain/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRenewer } from '../auth/renew-session.ts';
import { NotFoundError } from '../errors.ts';
import { fileSignature } from '../file-signature.ts';
import {
  composeDocument,
  createPrerenderSource,
  holdsSignedOutChrome,
  pageKeyFor,
  sitemapPaths,
} from '../first-paint/prerender.ts';
import { createRoutePreloadSource } from '../first-paint/route-preload.ts';
import { createServerRenderer, mayRenewFor } from '../first-paint/server-render.ts';

/** Files whose name stays the same across builds: browsers must revalidate them or they run stale code. */
const REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'prerender.json',
  'preload.json',
  'chrome.json',
  'ssr.mjs',
]);
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Paths owned by the server itself: an unknown one is a 404, never the app's index.html. */
const SERVER_PREFIXES = ['/api', '/auth', '/mf', '/releases', '/health', '/dev'];

const NOT_BUILT = 'De apps zijn nog niet gebouwd. Voer `npm start` uit in de hoofdmap van het project.';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (REVALIDATE.has(name)) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Whether the server itself owns the path (so an unknown one is a 404 and never a page). */
export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (isServerPath(path)) return false;
  if (path === '/') return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // A browser asks for text/html; a link checker, crawler or curl asks for anything (*/*) and
  // should see the page a person would. Only a client that wants something else gets the 404.
  const accept = request.headers.accept ?? '*/*';
  return !lastSegment.includes('.') && (accept.includes('text/html') || accept.includes('*/*'));
}

/** The encoding for a composed page: brotli where the browser takes it, else gzip, else none. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';')[0]?.toLowerCase())
      .filter(Boolean),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/** A fast level: the page is composed per request and is a few dozen KB. */
function compress(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

/** The shell's index.html, re-read when a new build replaces it; null while the shell is not built. */
function shellIndex(file: string): () => string | null {
  let cached: { signature: string; html: string } | null = null;
  return () => {
    const signature = fileSignature(file);
    if (signature === null) return null;
    if (cached?.signature !== signature) cached = { signature, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * All-in-one hosting: the shell at `/`, each remote's build at `/mf/<remote>/`, and the shell's
 * index.html for every other page the browser navigates to (client-side routes). The remotes'
 * prerendered pages go inside that index.html (ADR 0003, 0010), and robots.txt and
 * sitemap.xml describe the public pages. A build that is missing is a request-time 404/503,
 * not a start-up failure, so the API runs without one.
 */
export async function registerStaticHosting(
  app: FastifyInstance,
  options: {
    staticRoot: string;
    publicOrigin: string;
    remoteMap: () => RemoteMap;
    renewSession?: SessionRenewer;
    /** How long a signed-in document waits for its render (the RENDER_BUDGET_MS variable); server-render.ts's default without it. */
    renderBudgetMs?: number;
  },
): Promise<void> {
  const { staticRoot, publicOrigin } = options;
  const shellDist = join(staticRoot, 'shell', 'dist');
  const readIndex = shellIndex(join(shellDist, 'index.html'));
  const remoteFiles = {
    manifestUrl: (remote: RemoteName) => options.remoteMap()[remote],
    publicOrigin,
    staticRoot,
    log: app.log,
  };
  const prerender = createPrerenderSource(remoteFiles);
  const routePreload = createRoutePreloadSource(remoteFiles);
  const serverRender = createServerRenderer({
    app,
    staticRoot,
    publicOrigin,
    manifestUrl: remoteFiles.manifestUrl,
    log: app.log,
    ...(options.renewSession ? { renewSession: options.renewSession } : {}),
    ...(options.renderBudgetMs ? { budgetMs: options.renderBudgetMs } : {}),
  });
  // Once the server listens, the signed-in pages' render modules load in the background, so the
  // first athlete after a start gets her page within the render's budget too.
  app.addHook('onListen', async () => {
    void serverRender.warm();
  });
  // Builds write .br/.gz beside each text asset (shared/build precompress.ts).
  const shared = { cacheControl: false, dotfiles: 'ignore', suppressWarning: true, preCompressed: true } as const;

  await app.register(fastifyStatic, {
    ...shared,
    root: shellDist,
    prefix: '/',
    index: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      ...shared,
      root: join(staticRoot, REMOTES[name].dir, 'dist'),
      prefix: `/mf/${name}/`,
      decorateReply: false,
      // Public build output that a shell on another origin loads in CDN setups.
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(filePath)).header('access-control-allow-origin', '*'),
    });
  }

  // One remote's releases (`npm run release`, releases/<remote>/<hash>/): served like a remote's
  // dist/, so the all-in-one server is the static host the remote map points at by default. The
  // folder is made if missing, so the first release after the start is served without a restart.
  const releasesRoot = join(staticRoot, 'releases');
  try {
    mkdirSync(releasesRoot, { recursive: true });
  } catch (error) {
    app.log.warn({ err: error }, 'The releases folder could not be made; releases are not served');
  }
  await app.register(fastifyStatic, {
    ...shared,
    root: releasesRoot,
    prefix: '/releases/',
    decorateReply: false,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(filePath)).header('access-control-allow-origin', '*'),
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = sitemapPaths().map((path) => `  <url><loc>${publicOrigin}${path}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  const sendDocument = async (request: FastifyRequest, pathname: string, reply: FastifyReply) => {
    const index = readIndex();
    if (index === null) return reply.code(503).header('cache-control', 'no-store').send({ error: NOT_BUILT });
    const { key } = pageKeyFor(pathname);
    // A signed-in page is rendered for the session cookie's user (ADR 0017); the others are the same for everyone.
    const personal = isProtectedPath(key);
    const outcome = personal
      ? await serverRender.render(key, {
          cookie: request.headers.cookie,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          mayRenew: mayRenewFor(request),
        })
      : null;
    const rendered = outcome?.page ?? null;
    // A page this index.html cannot hold goes out as today's document: its preloads, its cache rule.
    const signedIn = rendered && holdsSignedOutChrome(index, rendered) ? rendered : null;
    const page = signedIn ? null : await prerender.page(key);
    const preload = page || signedIn ? [] : await routePreload.links(key, { cookie: request.headers.cookie });
    const html = composeDocument(index, { origin: publicOrigin, pathname, page, preload, signedIn });
    // An unknown path shows the landing as the spec asks, with the status a crawler must see.
    if (!isRoutePath(pathname)) reply.code(404);
    reply
      .type('text/html; charset=utf-8')
      // One athlete's data: never kept by a cache, never shown to another cookie.
      .header('cache-control', signedIn || outcome?.cookies.length ? 'private, no-store' : 'no-cache')
      .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding');
    // A session renewed for this document (ADR 0017, "After the hour"), or a refused one cleared.
    if (outcome?.cookies.length) reply.header('set-cookie', outcome.cookies);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html, encoding));
  };

  // The document is composed per request; the shell's static files never answer these two.
  app.get('/', (request, reply) => sendDocument(request, '/', reply));
  app.get('/index.html', (request, reply) => sendDocument(request, '/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (!isAppNavigation(request)) throw new NotFoundError();
    return sendDocument(request, request.url.split('?', 1)[0] ?? '/', reply);
  });
}

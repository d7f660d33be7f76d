import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors.ts';

/** Files whose name stays the same across builds: browsers must revalidate them or they run stale code. */
const REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Paths owned by the server itself: an unknown one is a 404, never the app's index.html. */
const SERVER_PREFIXES = ['/api', '/auth', '/mf', '/health'];

const NOT_BUILT = 'De apps zijn nog niet gebouwd. Voer `npm start` uit in de hoofdmap van het project.';

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (REVALIDATE.has(name)) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  if (path === '/') return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * All-in-one hosting: the shell at `/`, each remote's build at `/mf/<remote>/`, and the shell's
 * index.html for every other page the browser navigates to (client-side routes). A build that
 * is missing is a request-time 404/503, not a start-up failure, so the API runs without one.
 */
export async function registerStaticHosting(app: FastifyInstance, options: { staticRoot: string }): Promise<void> {
  const shellDist = join(options.staticRoot, 'shell', 'dist');
  const shared = { cacheControl: false, dotfiles: 'ignore', suppressWarning: true } as const;

  await app.register(fastifyStatic, {
    ...shared,
    root: shellDist,
    prefix: '/',
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      ...shared,
      root: join(options.staticRoot, REMOTES[name].dir, 'dist'),
      prefix: `/mf/${name}/`,
      decorateReply: false,
      // Public build output that a shell on another origin loads in CDN setups.
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(filePath)).header('access-control-allow-origin', '*'),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isAppNavigation(request)) throw new NotFoundError();
    if (!existsSync(join(shellDist, 'index.html'))) {
      return reply.code(503).header('cache-control', 'no-store').send({ error: NOT_BUILT });
    }
    return reply.sendFile('index.html', shellDist);
  });
}

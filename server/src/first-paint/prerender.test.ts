import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REMOTE_NAMES } from '@talentbrug/domain/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFixture, FIXTURE_INDEX, landingPrerender } from '../testing/static-fixture.ts';
import { buildTestApp, tempDir } from '../testing/test-app.ts';
import { composeDocument, createPrerenderSource, pageKeyFor, prerenderRemoteFor, sitemapPaths } from './prerender.ts';

const ORIGIN = 'https://talentbrug.example';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const silent = { warn: () => undefined };

/** The text inside <main id="main">…</main> of a served document. */
const mainOf = (body: string) => /<main id="main">([\s\S]*?)<\/main>/.exec(body)?.[1] ?? null;

describe('the prerendered first paint (all-in-one mode)', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    app = await buildTestApp({ STATIC_ROOT: staticRoot, PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });
  afterEach(() => {
    writeFileSync(join(staticRoot, 'mfe-landing/dist/prerender.json'), JSON.stringify(landingPrerender()));
  });

  it.each(['/', '/index.html'])(
    'answers %s with the landing markup inside the shell, styled in <head>',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(mainOf(response.body)).toBe('<div><h1>Van talent naar een sportbeurs</h1></div>');
      expect(response.body).toContain('<div id="root" class="tb-root" data-prerendered>');
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" href="/mf/landing/prerender/pages.0123abcdef.css">');
      // The page's controls work from the landing's own small module; the app is not preloaded (ADR 0004).
      expect(head).toContain('<script type="module" src="/mf/landing/prerender/enhance.0123abcdef.js"></script>');
      expect(response.body).not.toContain('modulepreload');
      expect(head).toContain('<title>Talentbrug: sportbeurs</title>');
      expect(head).toContain('<meta name="description" content="De landing">');
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
      expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.jpg">`);
      expect(head).toContain(`<meta name="twitter:image" content="${ORIGIN}/og-image.jpg">`);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
      expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/` });
    },
  );

  it('shows the landing page for an unknown path with status 404, with the landing as its canonical page', async () => {
    const response = await app.inject({ method: 'GET', url: '/bestaat/niet?x=1', headers: html });
    expect(response.statusCode).toBe(404);
    expect(mainOf(response.body)).toContain('<h1>Van talent naar een sportbeurs</h1>');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
  });

  it('prerenders /terms (a trailing slash included) with its own title and canonical URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/terms/', headers: html });
    expect(mainOf(response.body)).toBe('<h1>Voorwaarden</h1>');
    expect(response.body).toContain('<title>Algemene voorwaarden | Talentbrug</title>');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/terms">`);
  });

  it('leaves the main region empty for protected routes, which are indexable (no personal data in the document) but not in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(mainOf(response.body)).toBe('<!--tb-outlet-->');
    expect(response.body).not.toContain('data-prerendered');
    expect(response.body).toContain('<meta name="robots" content="index, follow"');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/dashboard">`);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${ORIGIN}/login`);
    expect(sitemap.body).not.toContain('/dashboard');
    const reset = await app.inject({ method: 'GET', url: '/reset-password', headers: html });
    expect(reset.body).toContain('<meta name="robots" content="noindex, follow"');
    const login = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(login.body).toContain('<meta name="robots" content="index, follow"');
  });

  it('serves a new landing build at once, without a restart or a shell rebuild', async () => {
    writeFileSync(
      join(staticRoot, 'mfe-landing/dist/prerender.json'),
      JSON.stringify(landingPrerender('Nieuwe versie van de landing')),
    );
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(mainOf(response.body)).toBe('<div><h1>Nieuwe versie van de landing</h1></div>');
  });

  it('still serves the page, without the prerender, when the prerender is broken', async () => {
    writeFileSync(join(staticRoot, 'mfe-landing/dist/prerender.json'), '{"version":1,"pages":');
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(mainOf(response.body)).toBe('<!--tb-outlet-->');
    expect(response.body).toContain('<div id="root" class="tb-root">');
  });

  it('compresses the page for browsers that accept it, and serves precompressed build files', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(mainOf(brotliDecompressSync(br.rawPayload).toString())).toContain('Van talent naar een sportbeurs');
    const gzip = await app.inject({ method: 'GET', url: '/terms', headers: { 'accept-encoding': 'gzip', ...html } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(mainOf(gunzipSync(gzip.rawPayload).toString())).toBe('<h1>Voorwaarden</h1>');

    const script = 'console.log("een groot script")'.repeat(100);
    writeFileSync(join(staticRoot, 'shell/dist/big.0123abcdef.js'), script);
    writeFileSync(join(staticRoot, 'shell/dist/big.0123abcdef.js.br'), brotliCompressSync(script));
    const file = await app.inject({ method: 'GET', url: '/big.0123abcdef.js', headers: { 'accept-encoding': 'br' } });
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/big.0123abcdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('describes the public pages in robots.txt and sitemap.xml, with absolute URLs', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapPaths().map((path) => `${ORIGIN}${path}`));
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/terms`);
    expect(locs).toContain(`${ORIGIN}/privacy`);
    expect(locs).not.toContain(`${ORIGIN}/dashboard`);
  });
});

/** What the auth remote's build writes next to its manifest (ADR 0010). */
function authPrerender(heading = 'Inloggen') {
  return {
    version: 1,
    css: ['prerender/pages.abcdef0123.css'],
    inlineCss: '.login{max-width:28rem}',
    pages: {
      '/login': {
        title: 'Inloggen | Talentbrug',
        description: 'Log in',
        html: `<div class="login"><h1>${heading}</h1><form><input name="email"></form></div>`,
        startsApp: true,
        unlessStored: ['talentbrug.auth'],
      },
      '/signup': {
        title: 'Account aanmaken | Talentbrug',
        description: 'Aanmelden',
        html: '<h1>Account</h1>',
        startsApp: true,
      },
      // A protected page is never prerendered, whatever a build ships.
      '/security': { title: 'Beveiliging', description: 'x', html: '<h1>Beveiliging</h1>', startsApp: true },
    },
  };
}

describe('the prerendered first paint of the app pages (ADR 0010)', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    mkdirSync(join(staticRoot, 'mfe-auth/dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'mfe-auth/dist/prerender.json'), JSON.stringify(authPrerender()));
    app = await buildTestApp({ STATIC_ROOT: staticRoot, PUBLIC_ORIGIN: ORIGIN });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it("answers /login with the auth remote's markup, hidden until the boot script has checked it, the app not fetched yet", async () => {
    const response = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(mainOf(response.body)).toBe('<div class="login"><h1>Inloggen</h1><form><input name="email"></form></div>');
    expect(response.body).toContain(
      '<div id="root" class="tb-root" data-prerendered data-prerender-app data-prerender-unless-stored="talentbrug.auth">',
    );
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<title>Inloggen | Talentbrug</title>');
    expect(head).toContain('<meta name="description" content="Log in">');
    expect(head).toContain('<style>.login{max-width:28rem}</style>');
    expect(head).toContain('<style>#root[data-prerender-app] main{display:none}</style>');
    expect(head).toContain('<noscript><style>#root[data-prerender-app] main{display:block}</style></noscript>');
    // The app starts when the visitor first uses the form (ADR 0014): the boot script prefetches it when idle.
    expect(head).not.toContain('modulepreload');
  });

  it('marks a page that the app always renders the same without storage keys', async () => {
    const response = await app.inject({ method: 'GET', url: '/signup/', headers: html });
    expect(mainOf(response.body)).toBe('<h1>Account</h1>');
    expect(response.body).toContain('<div id="root" class="tb-root" data-prerendered data-prerender-app>');
  });

  it('prerenders no protected page and no page the remote left out', async () => {
    for (const url of ['/security', '/forgot-password']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(mainOf(response.body), url).toBe('<!--tb-outlet-->');
      expect(response.body, url).not.toContain('data-prerender');
    }
  });

  it('serves a new build of the auth remote at once, and the landing from its own remote meanwhile', async () => {
    writeFileSync(join(staticRoot, 'mfe-auth/dist/prerender.json'), JSON.stringify(authPrerender('Welkom terug')));
    const login = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(mainOf(login.body)).toContain('<h1>Welkom terug</h1>');
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(mainOf(landing.body)).toBe('<div><h1>Van talent naar een sportbeurs</h1></div>');
    expect(landing.body).toContain('<div id="root" class="tb-root" data-prerendered>');
    expect(landing.body).not.toContain('data-prerender-app');
  });

  it('refuses a prerender whose storage keys could break out of the attribute, and serves the page without it', async () => {
    const bad = authPrerender();
    bad.pages['/login'].unlessStored = ['talentbrug.auth" onload="alert(1)'];
    writeFileSync(join(staticRoot, 'mfe-auth/dist/prerender.json'), JSON.stringify(bad));
    const response = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    expect(mainOf(response.body)).toBe('<!--tb-outlet-->');
    expect(response.body).not.toContain('alert(1)');
  });
});

describe('prerenderRemoteFor', () => {
  it('follows the route table: the owner of a public page, nobody for a protected one', () => {
    expect(prerenderRemoteFor('/')).toBe('landing');
    expect(prerenderRemoteFor('/login')).toBe('auth');
    expect(prerenderRemoteFor('/onboarding')).toBe('onboarding');
    expect(prerenderRemoteFor('/dashboard')).toBeNull();
    expect(prerenderRemoteFor('/nope')).toBeNull();
  });
});

describe('the prerender of an app remote on another origin', () => {
  it("is fetched next to that remote's manifest; a remote without one is asked once a minute and warns nobody", async () => {
    const warnings: unknown[] = [];
    const requests: string[] = [];
    const server: Server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/onboarding/v3/prerender.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            version: 1,
            css: ['prerender/pages.0a1b2c3d4e.css'],
            pages: {
              '/onboarding': { title: 'Onboarding', description: 'd', html: '<h1>Stap 1</h1>', startsApp: true },
            },
          }),
        );
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let clock = 5_000_000;
    const source = createPrerenderSource({
      manifestUrl: (name) => `${base}/${name}/v3/mf-manifest.json`,
      publicOrigin: ORIGIN,
      staticRoot: tempDir(),
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      now: () => clock,
    });
    try {
      const page = await source.page('/onboarding');
      expect(page).toMatchObject({ html: '<h1>Stap 1</h1>', startsApp: true });
      expect(page?.css).toEqual([`${base}/onboarding/v3/prerender/pages.0a1b2c3d4e.css`]);
      expect(await source.page('/login')).toBeNull();
      expect(await source.page('/login')).toBeNull();
      expect(requests.filter((url) => url === '/auth/v3/prerender.json')).toHaveLength(1);
      clock += 61_000;
      await source.page('/login');
      await expect
        .poll(() => requests.filter((url) => url === '/auth/v3/prerender.json'), { timeout: 5000, interval: 10 })
        .toHaveLength(2);
      // Protected pages are never asked for.
      expect(await source.page('/dashboard')).toBeNull();
      expect(requests.some((url) => url.startsWith('/athlete/'))).toBe(false);
      expect(warnings).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** A CDN stand-in on its own origin that serves the landing remote's prerender.json. */
async function cdn(): Promise<{ url: string; set(body: string | null): void; hits(): number; close(): Promise<void> }> {
  let body: string | null = JSON.stringify(landingPrerender('Van de CDN'));
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits += 1;
    if (req.url !== '/landing/v1/prerender.json' || body === null) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/landing/v1/mf-manifest.json`,
    set: (next) => {
      body = next;
    },
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the prerender of a landing remote on another origin', () => {
  it('is fetched next to its manifest, kept for a minute, refreshed in the background and kept when the CDN fails', async () => {
    const remote = await cdn();
    let clock = 1_000_000;
    const warnings: unknown[][] = [];
    const source = createPrerenderSource({
      manifestUrl: (name) => (name === 'landing' ? remote.url : `/mf/${name}/mf-manifest.json`),
      publicOrigin: ORIGIN,
      staticRoot: tempDir(),
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      now: () => clock,
    });
    try {
      const first = await source.page('/');
      expect(first?.html).toBe('<div><h1>Van de CDN</h1></div>');
      expect(first?.css).toEqual([new URL('prerender/pages.0123abcdef.css', remote.url).toString()]);
      expect(await source.page('/privacy')).toBeNull();

      remote.set(JSON.stringify(landingPrerender('Nieuwe deploy')));
      clock += 30_000;
      expect((await source.page('/'))?.html).toContain('Van de CDN');
      expect(remote.hits()).toBe(1);

      clock += 31_000;
      // Stale: answered from the cache at once while a refresh runs.
      expect((await source.page('/'))?.html).toContain('Van de CDN');
      await expect
        .poll(async () => (await source.page('/'))?.html, { timeout: 5000, interval: 10 })
        .toContain('Nieuwe deploy');

      expect(warnings).toEqual([]);
      remote.set(null);
      clock += 61_000;
      await source.page('/');
      // The background refresh has failed once it warned; the last good copy is still served.
      await expect.poll(() => warnings.length, { timeout: 5000, interval: 10 }).toBe(1);
      expect((await source.page('/'))?.html).toContain('Nieuwe deploy');
    } finally {
      await remote.close();
    }
  });

  it('serves pages without a prerender while the CDN cannot be reached', async () => {
    const remote = await cdn();
    const url = remote.url;
    await remote.close();
    const source = createPrerenderSource({
      manifestUrl: (name) => (name === 'landing' ? url : `/mf/${name}/mf-manifest.json`),
      publicOrigin: ORIGIN,
      staticRoot: tempDir(),
      log: silent,
    });
    expect(await source.page('/')).toBeNull();
  });

  it('is what the server puts in the first response when the remote map points the landing elsewhere', async () => {
    const remote = await cdn();
    const dir = tempDir();
    const remotesFile = join(dir, 'remotes.json');
    const map = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mf/${name}/mf-manifest.json`]));
    writeFileSync(remotesFile, JSON.stringify({ ...map, landing: remote.url }));
    const staticRoot = createStaticFixture();
    const app = await buildTestApp({ STATIC_ROOT: staticRoot, REMOTES_FILE: remotesFile, PUBLIC_ORIGIN: ORIGIN });
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(mainOf(response.body)).toBe('<div><h1>Van de CDN</h1></div>');
      expect(response.body).toContain(
        `<link rel="stylesheet" href="${new URL('prerender/pages.0123abcdef.css', remote.url)}">`,
      );
    } finally {
      await app.close();
      await remote.close();
      rmSync(staticRoot, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('composeDocument', () => {
  it('escapes what it writes into attributes and keeps $ patterns in page markup literal', () => {
    const out = composeDocument(FIXTURE_INDEX, {
      origin: ORIGIN,
      pathname: '/',
      page: { title: 'A "B" <C>', description: 'x & y', html: '<p>$& $1 kost $99</p>', css: [] },
    });
    expect(out).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(out).toContain('<meta name="description" content="x &amp; y">');
    expect(out).toContain('<p>$& $1 kost $99</p>');
  });

  it('inlines the stylesheet when the build shipped its text, so the first paint needs no other request', () => {
    const out = composeDocument(FIXTURE_INDEX, {
      origin: ORIGIN,
      pathname: '/',
      page: {
        title: 't',
        description: 'd',
        html: '<h1>x</h1>',
        css: ['/mf/landing/p.css'],
        inlineCss: 'h1{color:navy}',
      },
    });
    expect(out).toContain('<style>h1{color:navy}</style></head>');
    expect(out).not.toContain('/mf/landing/p.css');
  });

  it('preloads the app entry on a page without prerendered markup, where the boot script starts the app at once', () => {
    const out = composeDocument(FIXTURE_INDEX, { origin: ORIGIN, pathname: '/login', page: null });
    expect(out).toContain('<link rel="modulepreload" href="/main.0123abcd.js"></head>');
    expect(out).not.toContain('data-prerendered');
  });

  it('maps paths to pages: known routes keep theirs, anything else is the landing', () => {
    expect(pageKeyFor('/')).toEqual({ known: true, key: '/' });
    expect(pageKeyFor('/privacy/')).toEqual({ known: true, key: '/privacy' });
    expect(pageKeyFor('/nope')).toEqual({ known: false, key: '/' });
  });
});

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sameOriginRemoteMap } from '@talentbrug/domain/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFixture, SECRET } from '../testing/static-fixture.ts';
import { buildTestApp } from '../testing/test-app.ts';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

describe('static hosting (all-in-one mode)', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    app = await buildTestApp({ STATIC_ROOT: staticRoot, PUBLIC_ORIGIN: 'https://talentbrug.example' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it.each([
    ['/', 'no-cache', 'text/html'],
    ['/index.html', 'no-cache', 'text/html'],
    ['/main.0123abcd.js', IMMUTABLE, 'javascript'],
    ['/favicon.svg', HOUR, 'image/svg+xml'],
  ])('serves the shell file %s with Cache-Control %s', async (url, cacheControl, type) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['/mf/athlete/mf-manifest.json', 'no-cache'],
    ['/mf/athlete/mf-stats.json', 'no-cache'],
    ['/mf/athlete/remoteEntry.js', 'no-cache'],
    ['/mf/athlete/static/js/512.0123abcdef.js', IMMUTABLE],
    ['/mf/athlete/static/css/512.89abcdef.css', IMMUTABLE],
    ['/mf/athlete/logo.svg', HOUR],
    ['/mf/landing/prerender.json', 'no-cache'],
    ['/mf/athlete/preload.json', 'no-cache'],
    ['/mf/landing/prerender/pages.0123abcdef.css', IMMUTABLE],
  ])('serves the remote file %s with Cache-Control %s, readable from any origin', async (url, cacheControl) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: 'https://elsewhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the remote map, always revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(sameOriginRemoteMap());
  });

  it.each([
    ['/dashboard', 200],
    ['/matches?tab=favorieten', 200],
    ['/profile/', 200],
    ['/some/deep/unknown/page', 404],
  ])('answers the browser navigation %s with the shell index.html (status %i)', async (url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root" class="tb-root"');
  });

  it.each([
    ['any type (*/*), as curl and link checkers ask', { accept: '*/*' }],
    ['no Accept header at all', {}],
  ])('serves the app for a client route asked with %s', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves a released remote from releases/<remote>/<hash>/ like a remote build, readable from any origin', async () => {
    const release = join(staticRoot, 'releases', 'athlete', '0123456789ab');
    mkdirSync(join(release, 'static', 'js'), { recursive: true });
    writeFileSync(join(release, 'mf-manifest.json'), '{"id":"athlete"}');
    writeFileSync(join(release, 'static', 'js', '512.0123abcdef.js'), 'export {};');
    // Made after the server started: a release needs no restart.
    const manifest = await app.inject({ method: 'GET', url: '/releases/athlete/0123456789ab/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({
      method: 'GET',
      url: '/releases/athlete/0123456789ab/static/js/512.0123abcdef.js',
    });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const missing = await app.inject({
      method: 'GET',
      url: '/releases/athlete/ffffffffffff/mf-manifest.json',
      headers: html,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Niet gevonden' });
  });

  it('answers HEAD for a client route like GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/onboarding', '/login/', '/privacy'])('answers the page %s with 200', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each(['/bestaat-niet', '/dashboard/extra', '/Dashboard'])(
    'shows the landing for the unknown page %s with status 404, no soft 404',
    async (url) => {
      const page = await app.inject({ method: 'GET', url, headers: html });
      const landing = await app.inject({ method: 'GET', url: '/', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      // The same document as the landing's (the shell shows the landing), not the API's JSON.
      expect(page.body).toContain('<html');
      expect(page.body.length).toBeGreaterThan(landing.body.length / 2);
    },
  );

  it.each([
    ['a client route not asking for HTML', 'GET', '/dashboard', { accept: 'application/json' }],
    ['a missing file', 'GET', '/missing.js', html],
    ['a missing remote file', 'GET', '/mf/athlete/missing.js', html],
    ['a remote that is not built', 'GET', '/mf/coach/mf-manifest.json', html],
    ['an unknown remote', 'GET', '/mf/nobody/page', html],
    ['the remote folder itself', 'GET', '/mf/athlete/', html],
    ['an unknown API route', 'GET', '/api/dashboard', html],
    ['a path below /health', 'GET', '/health/deep', html],
    ['a dev inbox path that does not exist', 'GET', '/dev/inbox/api/v1/nothing', html],
    ['a POST to a client route', 'POST', '/dashboard', html],
    ['a dotfile', 'GET', '/.env', html],
  ] as const)('answers %s with a 404 JSON body', async (_case, method, url, headers) => {
    const response = await app.inject({ method, url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Niet gevonden' });
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/....//secret.txt',
    '/.%2e/shell/package.json',
    '/mf/athlete/../package.json',
    '/mf/athlete/..%2fpackage.json',
    '/mf/athlete/..%2f..%2fsecret.txt',
    '/mf/athlete/%2e%2e/%2e%2e/secret.txt',
    '/mf/athlete/static/..%2f..%2f..%2fsecret.txt',
    '/mf/athlete//..//..//secret.txt',
    '/mf/athlete/remoteEntry.js%00.txt',
    '/mf/athlete/%00../package.json',
  ])('refuses the traversal %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: html });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(SECRET);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('static hosting before the apps are built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['/', {}],
    ['/dashboard', html],
  ])('answers %s with a 503 telling to run npm start', async (url, headers) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: expect.stringContaining('npm start') });
  });

  it('keeps the API and unknown API routes working', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nope', headers: html })).statusCode).toBe(404);
  });
});

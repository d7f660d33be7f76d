import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteMap } from '@talentbrug/domain/contracts/routes';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFixture } from '../testing/static-fixture.ts';
import { buildTestApp, tempDir } from '../testing/test-app.ts';

const PUBLIC_ORIGIN = 'https://talentbrug.example';
const ALLOWED_ORIGIN = 'https://partner.example';

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  let remotesDir: string;
  let remotesFile: string;
  let version = 0;

  // Each write moves the mtime forward, so the change is seen even within one clock tick.
  function writeRemoteMap(content: Partial<RemoteMap> | string) {
    const map = typeof content === 'string' ? content : JSON.stringify({ ...baseMap, ...content });
    writeFileSync(remotesFile, map);
    version += 1;
    const mtime = new Date(Date.now() + version * 1000);
    utimesSync(remotesFile, mtime, mtime);
  }

  // Every remote of the route table on this origin, then five of them elsewhere: a remote added
  // later (npm run new-remote) is served here and changes no expectation below.
  const baseMap: RemoteMap = {
    ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mf/${name}/mf-manifest.json`])) as RemoteMap),
    landing: '/mf/landing/mf-manifest.json',
    auth: `${PUBLIC_ORIGIN}/mf/auth/mf-manifest.json`,
    onboarding: 'https://cdn-a.example/onboarding/1.4.0/mf-manifest.json',
    athlete: 'https://cdn-b.example:8443/athlete/mf-manifest.json',
    coach: 'https://cdn-a.example/coach/2.0.1/mf-manifest.json',
  };

  beforeAll(async () => {
    staticRoot = createStaticFixture();
    remotesDir = tempDir();
    remotesFile = join(remotesDir, 'remotes.json');
    writeRemoteMap({});
    app = await buildTestApp({
      STATIC_ROOT: staticRoot,
      REMOTES_FILE: remotesFile,
      PUBLIC_ORIGIN,
      CORS_ORIGINS: ALLOWED_ORIGIN,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
    rmSync(remotesDir, { recursive: true, force: true });
  });

  /** The CSP of a page, the SPA fallback every app route gets. */
  const csp = async () =>
    directives(
      (await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ] as string,
    );

  const DOCUMENT_ONLY = ['referrer-policy', 'cross-origin-opener-policy', 'permissions-policy'];

  it('are the full set, with the page CSP, on a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it.each<[string, InjectOptions]>([
    ['an API response', { method: 'GET', url: '/health' }],
    [
      'an accepted event batch',
      { method: 'POST', url: '/api/events', payload: { events: [{ name: 'onboarding_completed' }] } },
    ],
    ['a static shell file', { method: 'GET', url: '/main.0123abcd.js' }],
    ['a static remote file', { method: 'GET', url: '/mf/athlete/remoteEntry.js' }],
    ['the remote map', { method: 'GET', url: '/remotes.json' }],
    ['a 404', { method: 'GET', url: '/api/unknown' }],
    ['a validation error', { method: 'POST', url: '/api/events', payload: {} }],
    [
      'malformed JSON',
      { method: 'POST', url: '/api/events', headers: { 'content-type': 'application/json' }, payload: '{' },
    ],
    ['a malformed URL', { method: 'GET', url: '/%' }],
    ['a refused traversal', { method: 'GET', url: '/mf/athlete/..%2f..%2fsecret.txt' }],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: '/api/events',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      },
    ],
  ])('are the short resource set on %s: nothing in it may run, load or be framed', async (_case, request) => {
    const response = await app.inject(request);
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
  });

  it("are the page's on a 304, which the browser folds into what it has cached", async () => {
    const first = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    const etag = first.headers.etag as string;
    expect(etag).toEqual(expect.any(String));
    const again = await app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toEqual(expect.stringContaining("script-src 'self'"));
    expect(again.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('give a CSP allowing exactly the cross-origin remotes of the map', async () => {
    const remotes = ['https://cdn-a.example', 'https://cdn-b.example:8443'];
    expect(Object.fromEntries(await csp())).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'connect-src': ["'self'", ...remotes],
      'style-src': ["'self'", "'unsafe-inline'", ...remotes],
      'img-src': ["'self'", 'data:', 'blob:', ...remotes],
      'font-src': ["'self'", ...remotes],
      'media-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it('follow the remote map file when it changes, without a restart', async () => {
    writeRemoteMap({ athlete: 'https://cdn-c.example/athlete/mf-manifest.json', coach: '/mf/coach/mf-manifest.json' });
    expect((await csp()).get('script-src')).toEqual(["'self'", 'https://cdn-a.example', 'https://cdn-c.example']);
    const served = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(served.json()).toMatchObject({ athlete: 'https://cdn-c.example/athlete/mf-manifest.json' });

    writeRemoteMap({
      onboarding: '/mf/onboarding/mf-manifest.json',
      athlete: '/mf/athlete/mf-manifest.json',
      coach: '/mf/coach/mf-manifest.json',
    });
    expect((await csp()).get('script-src')).toEqual(["'self'"]);
  });

  it('keep the last good map when the file is broken', async () => {
    writeRemoteMap({ athlete: 'https://cdn-d.example/athlete/mf-manifest.json' });
    const good = ["'self'", 'https://cdn-a.example', 'https://cdn-d.example'];
    expect((await csp()).get('script-src')).toEqual(good);
    writeRemoteMap('{"landing": ');
    expect((await csp()).get('script-src')).toEqual(good);
    writeRemoteMap({ athlete: 'javascript:alert(1)' });
    expect((await csp()).get('script-src')).toEqual(good);
  });

  it('echo an allowed origin for CORS and nothing for any other', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/health', headers: { origin: ALLOWED_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers['access-control-expose-headers']).toBe(
      'x-supabase-api-version, x-sb-error-code, retry-after, x-request-id',
    );

    const other = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-expose-headers']).toBeUndefined();

    const sameOrigin = await app.inject({ method: 'GET', url: '/health' });
    expect(sameOrigin.headers['access-control-expose-headers']).toBeUndefined();
    expect(sameOrigin.headers.vary).toContain('Origin');

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/events',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers for a developer using the devtools override', () => {
  let app: FastifyInstance;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = createStaticFixture();
    app = await buildTestApp({ ALLOW_LOOPBACK_REMOTES: 'true', STATIC_ROOT: staticRoot });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('allow loopback remotes in the CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    const policy = directives(response.headers['content-security-policy'] as string);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(policy.get(directive)).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    }
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  });
});

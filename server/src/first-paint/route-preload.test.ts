import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composeDocument } from './prerender.ts';
import { createRoutePreloadSource, type PreloadLink } from './route-preload.ts';

const ORIGIN = 'https://talentbrug.example';
const log = { warn: () => undefined };
let root: string;

function writeJson(file: string, value: unknown) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
}

function staticRoot({ manifest, preload, shell }: { manifest?: unknown; preload?: unknown; shell?: unknown }) {
  root = mkdtempSync(join(tmpdir(), 'route-preload-'));
  if (shell !== undefined) writeJson(join(root, 'shell', 'dist', 'preload.json'), shell);
  if (manifest !== undefined) writeJson(join(root, 'mfe-athlete', 'dist', 'mf-manifest.json'), manifest);
  if (preload !== undefined) writeJson(join(root, 'mfe-athlete', 'dist', 'preload.json'), preload);
  return createRoutePreloadSource({
    manifestUrl: (remote) => `/mf/${remote}/mf-manifest.json`,
    publicOrigin: ORIGIN,
    staticRoot: root,
    log,
  });
}

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'DashboardPage',
      assets: {
        js: { sync: ['__federation_expose_DashboardPage.1a2b3c4d5e.js'] },
        css: { sync: ['dash.1a2b3c4d5e.css'] },
      },
    },
  ],
};

const PRELOAD = {
  version: 1,
  exposes: {
    DashboardPage: {
      react: ['784.aaaaaaaaaa.js'],
      '@talentbrug/ui/card': ['4982.bbbbbbbbbb.js', '4982.bbbbbbbbbb.css'],
      '@talentbrug/ui/button': ['5652.cccccccccc.js', '4982.bbbbbbbbbb.js'],
    },
  },
};

const hrefs = (links: PreloadLink[]) => links.map((link) => `${link.rel} ${link.as} ${link.href}`);
const SHELL = ['preload fetch /remotes.json', 'preload fetch /app-config.json'];
const routeFiles = async (source: ReturnType<typeof staticRoot>, path: string) =>
  hrefs(await source.links(path)).slice(SHELL.length);

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the files a signed-in page needs, named in its document', () => {
  it("names the shell's fetches and the remote's manifest to preload, and its entry, page and the shared modules the shell does not provide to prefetch", async () => {
    const source = staticRoot({ manifest: MANIFEST, preload: PRELOAD, shell: { version: 1, provides: ['react'] } });
    expect(hrefs(await source.links('/dashboard'))).toEqual([
      ...SHELL,
      'preload fetch /mf/athlete/mf-manifest.json',
      'prefetch script /mf/athlete/remoteEntry.js',
      'prefetch script /mf/athlete/__federation_expose_DashboardPage.1a2b3c4d5e.js',
      'prefetch script /mf/athlete/4982.bbbbbbbbbb.js',
      'prefetch script /mf/athlete/5652.cccccccccc.js',
      'prefetch style /mf/athlete/dash.1a2b3c4d5e.css',
      'prefetch style /mf/athlete/4982.bbbbbbbbbb.css',
    ]);
    expect(hrefs(await source.links('/nope'))).toEqual(SHELL);
  });

  it("names the shell's fetches alone on a signed-in page whose request carried no session cookie", async () => {
    const source = staticRoot({ manifest: MANIFEST, preload: PRELOAD, shell: { version: 1, provides: ['react'] } });
    // Nobody signed in here (the app sends the visitor to /login), or a session the server could not
    // see, for which the boot script asks for the page again: the route's files serve neither.
    for (const cookie of [undefined, 'theme=dark']) {
      expect(hrefs(await source.links('/dashboard', { cookie })), String(cookie)).toEqual(SHELL);
    }
    // With a session cookie (a render past its budget, a remote on another origin) the app starts at
    // once for that session, and every file is named as before; so on a page nobody signs in for.
    expect(await routeFiles(source, '/dashboard')).toHaveLength(7);
    expect(await routeFiles(source, '/dashboard')).toEqual(
      await routeFiles({ links: (path) => source.links(path, { cookie: 'tb_session=a.b.c' }) }, '/dashboard'),
    );
    expect(await source.links('/dashboard', { cookie: 'tb_refresh=r1' })).toHaveLength(9);
    expect(await source.links('/dashboard', { cookie: 'tb_session=' })).toHaveLength(9);
    expect(await source.links('/login', { cookie: undefined })).not.toEqual(SHELL);
  });

  it("names the remote's copy of a shared module when the shell's build says nothing of its own", async () => {
    const source = staticRoot({ manifest: MANIFEST, preload: PRELOAD });
    expect(await routeFiles(source, '/dashboard')).toContain('prefetch script /mf/athlete/784.aaaaaaaaaa.js');
  });

  it('names only what it can read: no page files without a manifest, no shared ones without preload.json', async () => {
    const broken = staticRoot({ manifest: '{"metaData":', preload: PRELOAD });
    expect(await routeFiles(broken, '/dashboard')).toEqual(['preload fetch /mf/athlete/mf-manifest.json']);
    rmSync(root, { recursive: true, force: true });
    const withoutPreload = staticRoot({ manifest: MANIFEST });
    expect(await routeFiles(withoutPreload, '/dashboard')).toHaveLength(4);
  });

  it('refuses a file name that could break out of the attribute', async () => {
    const source = staticRoot({
      manifest: { ...MANIFEST, metaData: { ...MANIFEST.metaData, remoteEntry: { name: '"><script>.js', path: '' } } },
    });
    expect(await routeFiles(source, '/dashboard')).toEqual(['preload fetch /mf/athlete/mf-manifest.json']);
  });

  it('goes into the head of a document without prerendered markup, a fetch preload with CORS like the fetch that uses it', () => {
    const index = '<html><head><title>T</title></head><body><div id="root" class="tb-root"></div></body></html>';
    const out = composeDocument(index, {
      origin: ORIGIN,
      pathname: '/dashboard',
      page: null,
      preload: [
        { rel: 'preload', href: '/remotes.json', as: 'fetch' },
        { rel: 'prefetch', href: '/mf/athlete/remoteEntry.js', as: 'script' },
      ],
    });
    expect(out).toContain(
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin><link rel="prefetch" href="/mf/athlete/remoteEntry.js" as="script"></head>',
    );
  });
});

// `npm run new-remote`, proven end to end (npm test runs it: `node --test scripts/tasks/new-remote.test.mjs`).
// In a copy of the working tree (its node_modules hard-linked: pnpm's links are relative, so they
// resolve inside the copy) the generator adds a remote with a protected route in the main menu;
// then the remote's own test and types pass, it builds, its contract check passes, the server
// serves it under /mf/<name>/ and names it in /remotes.json, `npm run serve-remote` serves it, and
// the shell, rebuilt, loads it in Chromium behind its guard. Nothing of it reaches the repository.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromiumPath } from '@talentbrug/tooling/chromium';
import { root } from '@talentbrug/tooling/tasks';

const NAME = 'proef';
const DIR = `mfe-${NAME}`;
const ROUTE = { path: '/proef', title: 'Proefdossier', nav: 'Proef' };
const PASSWORD = 'Sportbeurs-2026';

const work = mkdtempSync(join(tmpdir(), 'talentbrug-new-remote-'));
const repo = join(work, 'repo');
const children = new Set();
const { DATABASE_URL: _db, TALENTBRUG_OUT_DIR: _out, NODE_ENV: _env, REMOTES_FILE: _map, ...rest } = process.env;
// CI=true as in CI, wherever the test runs: pnpm then freezes the lockfile unless told otherwise,
// which once failed the generator in CI only.
const env = { ...rest, CI: 'true' };

/**
 * The installed packages' own files are hard-linked (pnpm's store links them the same way and no
 * tool writes to them); everything pnpm and the tools rewrite in place (its state files, the .bin
 * shims, caches) is copied, so nothing done in the copy reaches the original's node_modules.
 */
const SHAREABLE = /^node_modules\/\.pnpm\/[^/]+\/node_modules\/(?!\.bin\/)/;

function copyModules(src, dst, rel) {
  mkdirSync(dst, { recursive: true });
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    const [from, to, path] = [join(src, entry.name), join(dst, entry.name), `${rel}/${entry.name}`];
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (entry.isDirectory()) {
      if (entry.name !== '.vite' && entry.name !== '.cache') copyModules(from, to, path);
    } else if (entry.isFile()) (SHAREABLE.test(path) ? linkSync : copyFileSync)(from, to);
  }
}

/**
 * The working tree's files (tracked and new, as git sees them) and every node_modules folder.
 * pnpm's links are relative, so in the copy they resolve to the copy's workspace packages.
 */
function copyRepo() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // Only regular files: one deleted in the working tree (or while this runs), or a socket or
    // FIFO a tool left in an untracked folder, is not part of the project.
    const stats = lstatSync(join(root, file), { throwIfNoEntry: false });
    if (!stats?.isFile()) continue;
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    try {
      copyFileSync(join(root, file), join(repo, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  const packages = ['.', ...readdirSync(root), ...readdirSync(join(root, 'shared')).map((name) => `shared/${name}`)];
  for (const dir of packages) {
    const modules = join(root, dir, 'node_modules');
    if (existsSync(join(root, dir, 'package.json')) && existsSync(modules)) {
      copyModules(modules, join(repo, dir, 'node_modules'), 'node_modules');
    }
  }
  // Biome reads .gitignore through git.
  execFileSync('git', ['init', '-q'], { cwd: repo });
}

/** Runs a command in the copy; rejects with its output when it fails. */
function sh(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repo, env: { ...env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** A long-running process in the copy, stopped after the suite. */
function daemon(cmd, args, extraEnv = {}) {
  const child = spawn(cmd, args, { cwd: repo, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.add(child);
  return { child, output: () => output };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Resolves once the process says it is ready (its output matches `ready`, a line it prints after
 * it listens) and `url` then answers; rejects when it exits first or stays silent for `timeoutMs`.
 */
async function waitForReady(url, process, ready, timeoutMs = 60_000) {
  const { child } = process;
  await new Promise((resolve, reject) => {
    const settle = (error) => {
      clearTimeout(timer);
      child.stdout.off('data', check);
      child.stderr.off('data', check);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    // After the process's own listeners (daemon), so its output holds the chunk just read.
    const check = () => ready.test(process.output()) && settle();
    const exited = (code) => settle(new Error(`exited (${code}):\n${process.output()}`));
    const timer = setTimeout(
      () => settle(new Error(`${url} was not ready within ${timeoutMs / 1000} s:\n${process.output()}`)),
      timeoutMs,
    );
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', exited);
    if (child.exitCode !== null) exited(child.exitCode);
    else check();
  });
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status} once ready:\n${process.output()}`);
}

describe(`npm run new-remote -- ${NAME} (in a copy of the repository)`, () => {
  let generated = '';
  let devPort = 0;
  let server = { origin: '' };

  before(async () => {
    const times = [];
    const timed = async (label, work) => {
      const t0 = performance.now();
      const result = await work();
      times.push(`${label} ${Math.round((performance.now() - t0) / 1000)} s`);
      return result;
    };
    await timed('copy', async () => copyRepo());
    generated = await timed('generate', () =>
      sh(process.execPath, [
        'scripts/tasks/new-remote.mjs',
        NAME,
        '--route',
        ROUTE.path,
        '--title',
        ROUTE.title,
        '--protected',
        '--nav',
        ROUTE.nav,
      ]),
    );
    const { REMOTES } = await import(join(repo, 'shared/domain/src/contracts/routes.ts'));
    devPort = REMOTES[NAME].devPort;
    // The server from its sources (as `npm run dev` runs it) starts beside the builds: it reads the
    // builds' files when asked for them. The remote and the shell (which compiles the route table
    // in) are built as `npm run build` builds them.
    const port = await freePort();
    server = {
      origin: `http://127.0.0.1:${port}`,
      ...daemon(process.execPath, ['server/src/main.ts'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Info for its one 'ready' line after it listens (waitForReady).
        LOG_LEVEL: 'info',
        DATA_DIR: join(work, 'data'),
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        AUTH_AUTOCONFIRM: 'true',
      }),
    };
    await Promise.all([
      timed('server start', () =>
        waitForReady(`${server.origin}/health`, server, /Talentbrug server ready at/, 120_000),
      ),
      ...['shell', DIR].map((app) =>
        timed(`${app} build`, () => sh('pnpm', ['--filter', app, 'build'], { env: { NODE_ENV: 'production' } })),
      ),
    ]);
    console.log(`new-remote test setup: ${times.join(', ')}`);
  });

  after(async () => {
    const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  });

  it('registers the remote and its route in the table, names the files to edit, and lints clean', async () => {
    const { REMOTES, ROUTES, navItems } = await import(join(repo, 'shared/domain/src/contracts/routes.ts'));
    if (REMOTES[NAME]?.dir !== DIR) throw new Error(`REMOTES has no ${NAME}: ${JSON.stringify(REMOTES)}`);
    const route = ROUTES.find((r) => r.path === ROUTE.path);
    if (!route?.protected || route.remote !== NAME || route.title !== ROUTE.title)
      throw new Error(`the route table's ${ROUTE.path} is ${JSON.stringify(route)}`);
    if (navItems().at(-1)?.nav?.label !== ROUTE.nav) throw new Error('the route is not last in the main menu');
    if (!/By hand, at most two files/.test(generated))
      throw new Error(`the generator names no files to edit:\n${generated}`);
    // The lockfile holds the new package: `pnpm install --frozen-lockfile` (npm test, CI) accepts it.
    if (!readFileSync(join(repo, 'pnpm-lock.yaml'), 'utf8').includes(`\n  ${DIR}:\n`))
      throw new Error(`pnpm-lock.yaml does not list ${DIR}`);
    await sh('pnpm', ['exec', 'biome', 'check', DIR, 'shared/domain/src/contracts/routes.ts']);
  });

  it("passes its own test and its types (the contract's type half)", async () => {
    await Promise.all([
      sh('pnpm', ['--filter', DIR, 'exec', 'vitest', 'run']),
      sh('pnpm', ['--filter', DIR, 'typecheck']),
    ]);
  });

  it('passes its contract check (the run-time half)', async () => {
    const out = await sh(process.execPath, ['scripts/tasks/contract-check.mjs', `${NAME}=${join(repo, DIR, 'dist')}`]);
    if (!out.includes(`${NAME}: exposes ./ProefPage`)) throw new Error(out);
  });

  it('is served by the server under /mf/<name>/ and named in its remote map', async () => {
    const map = await (await fetch(`${server.origin}/remotes.json`)).json();
    if (map[NAME] !== `/mf/${NAME}/mf-manifest.json`) throw new Error(`/remotes.json: ${JSON.stringify(map)}`);
    const manifest = await fetch(`${server.origin}/mf/${NAME}/mf-manifest.json`);
    if (!manifest.ok || (await manifest.json()).name !== NAME) throw new Error(`manifest: ${manifest.status}`);
  });

  it('is served by `npm run serve-remote` on its dev port', async () => {
    const served = daemon(process.execPath, ['scripts/tasks/serve-remote.mjs', NAME, join(DIR, 'dist')]);
    await waitForReady(`http://localhost:${devPort}/mf-manifest.json`, served, /^Serving /m, 20_000);
    served.child.kill('SIGTERM');
  });

  it('loads in the shell: guarded, then its page and its menu item for a signed-in athlete', async () => {
    const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
    const { supabasePublishableKey: apikey } = await (await fetch(`${server.origin}/app-config.json`)).json();
    const signup = await fetch(`${server.origin}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nieuw-${Date.now()}@voorbeeld.nl`, password: PASSWORD }),
    });
    const session = await signup.json();
    if (!session.access_token) throw new Error(`signup: ${signup.status} ${JSON.stringify(session)}`);

    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${server.origin}${ROUTE.path}`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === ROUTE.path, {
        timeout: 20_000,
      });

      await page.evaluate((value) => localStorage.setItem('talentbrug.auth', value), JSON.stringify(session));
      const expose = page.waitForResponse(
        (res) => res.url().includes(`/mf/${NAME}/`) && res.url().includes('ProefPage'),
      );
      await page.goto(`${server.origin}${ROUTE.path}`);
      if ((await expose).status() !== 200) throw new Error('the exposed page did not load');
      await page.getByRole('heading', { level: 1, name: ROUTE.title, exact: true }).waitFor({ timeout: 20_000 });
      const item = page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: ROUTE.nav, exact: true });
      if ((await item.getAttribute('aria-current')) !== 'page')
        throw new Error('the menu item is not the current page');
    } finally {
      await browser.close();
    }
  });
});

// `npm run new-remote -- <name> [--route /path --title 'Titel' [--protected] [--nav Label]] ...`:
// scaffolds the remote `mfe-<name>` in the shape of the smallest remote (package.json, the rspack
// config through shared/build, tsconfig, vitest config, README, src/contract.ts, one page per route
// with its Dutch h1, a test of the pages) and registers it in the route table
// (shared/domain/src/contracts/routes.ts): REMOTES with the next free dev port, and its routes. Everything
// else that lists the apps derives from that table (docs/adding-a-remote.md, ADR 0018), so the
// remote then builds, is served under /mf/<name>/, passes its contract check and its test, and
// the shell loads it. `--no-install` leaves pnpm install (and so pnpm-lock.yaml) to the caller.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHARED_SINGLETONS, SHARED_WORKSPACE_PACKAGES } from '@talentbrug/build/shared-deps';
import { root } from '@talentbrug/tooling/tasks';

const ROUTES_FILE = join('shared', 'domain', 'src', 'contracts', 'routes.ts');
const USAGE = `Usage: npm run new-remote -- <name> [--route /path [--title 'Titel'] [--protected] [--nav Label] [--nav-order N] [--module ./NamePage]] ...

  <name>        the remote's name, lower case letters and digits ('recruit'): folder mfe-<name>
  --route       a route the remote serves (repeat for more; default /<name>); the options after it describe it:
  --title       its Dutch title, the page's h1 and the document title (default: the name, capitalised)
  --protected   only for a signed-in athlete (the shell sends others to /login)
  --nav         its label in the shell's main menu (default: not in the menu)
  --nav-order   its place in the menu (default: last)
  --module      the exposed module (default: from the path, /dossier -> ./DossierPage)
  --no-install  do not run pnpm install (which links the new package and updates pnpm-lock.yaml)

Example: npm run new-remote -- recruit --route /dossier --title Dossier --protected --nav Dossier`;

function fail(message) {
  console.error(`new-remote: ${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The command line: the name, then each --route with the options that follow it. */
export function parseArgs(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const [name, ...rest] = argv;
  if (!name || name.startsWith('-')) fail('name the remote');
  const routes = [];
  let install = true;
  const current = () => routes.at(-1) ?? fail(`${rest[0]} belongs after a --route`);
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v.startsWith('--')) fail(`${flag} needs a value`);
      return v;
    };
    if (flag === '--route') routes.push({ path: value(), protected: false });
    else if (flag === '--title') current().title = value();
    else if (flag === '--protected') current().protected = true;
    else if (flag === '--nav') current().navLabel = value();
    else if (flag === '--nav-order') current().navOrder = Number(value());
    else if (flag === '--module') current().module = value();
    else if (flag === '--no-install') install = false;
    else fail(`unknown option ${flag}`);
  }
  if (routes.length === 0) routes.push({ path: `/${name}`, protected: false });
  return { name, routes, install };
}

const pascal = (words) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
/** '/dossier' -> './DossierPage', '/mijn-dossier' -> './MijnDossierPage'. */
const moduleFor = (path) => `./${pascal(path.split(/[/-]/).filter(Boolean))}Page`;
/** './DossierPage' -> 'dossier-page', as shared/build's kebab() names the exposed file. */
const kebab = (module) =>
  module
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The remote and its routes, checked against the route table as it is. */
export function plan({ name, routes }, { REMOTES, ROUTES }) {
  if (!/^[a-z][a-z0-9]*$/.test(name)) fail(`'${name}' is not a remote name: lower case letters and digits`);
  const dir = `mfe-${name}`;
  if (name in REMOTES) fail(`the route table has a remote '${name}' already`);
  if (existsSync(join(root, dir))) fail(`${dir}/ exists already`);
  const ports = Object.values(REMOTES).map((r) => r.devPort);
  const devPort = Math.max(...ports) + 1;
  let navOrder = Math.max(0, ...ROUTES.map((r) => r.nav?.order ?? 0));
  const modules = new Set();
  const planned = routes.map((route) => {
    if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(route.path)) fail(`'${route.path}' is not a route path like /dossier`);
    if (ROUTES.some((r) => r.path === route.path)) fail(`the route table has ${route.path} already`);
    const module = route.module ?? moduleFor(route.path);
    if (!/^\.\/[A-Z][A-Za-z0-9]*Page$/.test(module)) fail(`'${module}' is not an exposed page like ./DossierPage`);
    if (modules.has(module)) fail(`two routes expose ${module}`);
    modules.add(module);
    if (route.navOrder !== undefined && !Number.isFinite(route.navOrder)) fail('--nav-order takes a number');
    let nav;
    if (route.navLabel) {
      // Last in the menu unless told: after every item, including those added just before.
      if (route.navOrder === undefined) navOrder += 1;
      nav = { label: route.navLabel, order: route.navOrder ?? navOrder };
    }
    const title = route.title ?? name.charAt(0).toUpperCase() + name.slice(1);
    return { path: route.path, module, title, protected: route.protected, nav, file: kebab(module) };
  });
  return { name, dir, devPort, routes: planned };
}

/** The route table with the remote and its routes added (text in, text out: Biome formats it after). */
export function registerInRouteTable(source, { name, dir, devPort, routes }) {
  const remotes = /(export const REMOTES = \{\n[\s\S]*?)(\n\} as const;)/;
  const table = /(const ROUTE_TABLE = \[\n[\s\S]*?)(\n\] as const satisfies readonly RouteDef\[\];)/;
  if (!remotes.test(source) || !table.test(source)) {
    throw new Error(`${ROUTES_FILE}: REMOTES or ROUTE_TABLE is not where the generator expects it`);
  }
  const rows = routes.map((r) =>
    [
      '  {',
      `    path: ${quote(r.path)},`,
      `    remote: ${quote(name)},`,
      `    module: ${quote(r.module)},`,
      `    title: ${quote(r.title)},`,
      `    protected: ${r.protected},`,
      ...(r.nav ? [`    nav: { label: ${quote(r.nav.label)}, order: ${r.nav.order} },`] : []),
      '  },',
    ].join('\n'),
  );
  return source
    .replace(remotes, (_m, body, end) => `${body}\n  ${name}: { dir: ${quote(dir)}, devPort: ${devPort} },${end}`)
    .replace(table, (_m, body, end) => `${body}\n${rows.join('\n')}${end}`);
}

/** The new remote's files, path -> content. */
export function remoteFiles({ name, dir, devPort, routes }) {
  const files = {};
  files['package.json'] = `${JSON.stringify(
    {
      name: dir,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: {
        build: 'NODE_OPTIONS=--disable-warning=DEP0155 rspack build',
        dev: 'NODE_OPTIONS=--disable-warning=DEP0155 rspack serve',
        test: 'vitest run',
        typecheck: 'tsc -p tsconfig.json',
      },
      dependencies: Object.fromEntries(
        // What every remote shares with the shell (shared/build/src/shared-deps.ts).
        [...SHARED_WORKSPACE_PACKAGES, ...SHARED_SINGLETONS].map((dep) => [
          dep,
          dep.startsWith('@talentbrug/') ? 'workspace:*' : 'catalog:',
        ]),
      ),
      devDependencies: Object.fromEntries(
        [
          '@talentbrug/build',
          'react-router',
          '@module-federation/enhanced',
          '@rspack/core',
          '@rspack/cli',
          '@rspack/dev-server',
          'typescript',
          'vitest',
          'jsdom',
          '@testing-library/react',
          '@testing-library/dom',
          '@testing-library/user-event',
          '@types/react',
          '@types/react-dom',
        ].map((dep) => [dep, dep.startsWith('@talentbrug/') ? 'workspace:*' : 'catalog:']),
      ),
    },
    null,
    2,
  )}\n`;
  files['rspack.config.ts'] = `import { createAppConfig } from '@talentbrug/build/rspack';

export default createAppConfig({ kind: 'remote', name: '${name}', dir: import.meta.dirname });
`;
  files['tsconfig.json'] = `{
  "extends": "../shared/build/tsconfig.base.json",
  "compilerOptions": { "types": [] },
  "include": ["src", "../shared/build/types"]
}
`;
  files['vitest.config.ts'] = `import { browserTestConfig } from '@talentbrug/build/vitest';

export default browserTestConfig();
`;
  const pages = routes.map((r) => `\`${r.module}\` (${r.path})`).join(', ');
  files['README.md'] = `# ${dir}

Remote \`${name}\`: ${pages}. Its exposed pages live in \`src/pages/\` and are derived from the
route table in \`@talentbrug/domain/contracts/routes\`; features go in \`src/features/<feature>/\` and
compose only in \`pages/\` (STYLE.md). Build alone with \`pnpm --filter ${dir} build\`
(a deployable \`dist/\` with \`mf-manifest.json\`), run alone with \`pnpm --filter ${dir} dev\`
(port ${devPort}, from \`REMOTES\` in \`@talentbrug/domain/contracts/routes\`). Never imports another remote or the shell.
Its pages render in the browser; to paint one before the app runs, its first paint goes in
\`src/first-paint/\`: \`prerender-pages.tsx\` (public pages, at build time) or
\`server-render-pages.tsx\` (signed-in pages, per request), with the build step beside it in
\`scripts/\` (docs/first-paint.md, docs/adding-a-remote.md).
Made by \`npm run new-remote\` (docs/adding-a-remote.md).
`;
  files['src/contract.ts'] = `import type { RemoteContract } from '@talentbrug/domain/contracts/routes';

/**
 * What this remote promises the shell (ADR 0001): every page the route table names for '${name}',
 * each a default-exported component that takes no props. tsc checks it in \`npm test\`, so a
 * renamed, dropped or extra page, or one that starts to require props, fails before a deploy.
 * Nothing imports this module: it is a type check, never part of the bundle.
 */
export const contract = {
${routes.map((r) => `  '${r.module}': () => import('./pages/${r.file}.tsx'),`).join('\n')}
} satisfies RemoteContract<'${name}'>;
`;
  for (const r of routes) {
    const component = r.module.slice(2);
    files[`src/pages/${r.file}.tsx`] = `import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Page } from '@talentbrug/ui/page';

/** ${r.path}${r.protected ? ', for a signed-in athlete (the shell guards the route)' : ''}. */
export default function ${component}() {
  return <Page title={routeTitle(${quote(r.path)})} lead="Deze pagina is nieuw. Hier komt binnenkort meer." />;
}
`;
  }
  files['src/testing/render-in-shell.tsx'] =
    `import { shellRender } from '@talentbrug/api-client/testing/render-in-shell';
import { Toaster } from '@talentbrug/ui/toast';
import { MemoryRouter } from 'react-router';

/** A page inside the shell's providers and toast container (\`@talentbrug/api-client/testing/render-in-shell\`). */
export const renderInShell = shellRender(MemoryRouter, Toaster);
`;
  files['src/pages/pages.test.tsx'] = `import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render-in-shell.tsx';
${routes.map((r) => `import ${r.module.slice(2)} from './${r.file}.tsx';`).join('\n')}

describe('${dir} exposed pages', () => {
  afterEach(cleanup);
${routes
  .map(
    (r) => `
  it(${quote(`${r.module.slice(2)} shows its Dutch title`)}, () => {
    renderInShell(<${r.module.slice(2)} />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle(${quote(r.path)}) })).toBeTruthy();
    expect(routeTitle(${quote(r.path)})).toBe(${quote(r.title)});
  });`,
  )
  .join('\n')}
});
`;
  return files;
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return res.status ?? 1;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const table = await import(pathToFileURL(join(root, ROUTES_FILE)).href);
  const remote = plan(args, table);

  const written = [];
  for (const [file, content] of Object.entries(remoteFiles(remote))) {
    const path = join(root, remote.dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    written.push(`${remote.dir}/${file}`);
  }
  const routesPath = join(root, ROUTES_FILE);
  writeFileSync(routesPath, registerInRouteTable(readFileSync(routesPath, 'utf8'), remote));

  // The table as the apps will read it: the remote and each route in it.
  const after = await import(`${pathToFileURL(routesPath).href}?registered=${Date.now()}`);
  const exposed = after.exposedModules(remote.name);
  if (after.REMOTES[remote.name]?.devPort !== remote.devPort || exposed.length !== remote.routes.length) {
    throw new Error(`${ROUTES_FILE} does not read back the remote '${remote.name}' as registered`);
  }

  if (run('pnpm', ['exec', 'biome', 'check', '--write', ROUTES_FILE, remote.dir]) !== 0) {
    throw new Error('Biome could not format the new files');
  }
  if (args.install) {
    // Links the new package's dependencies and records it in pnpm-lock.yaml; every dependency is a
    // catalog version the other apps use, so the store has it. Adding a package changes the
    // lockfile by design, so the install must not be frozen (pnpm freezes it when CI is set).
    if (run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']) !== 0) {
      throw new Error('pnpm install failed');
    }
  }

  const routeLines = remote.routes.map(
    (r) =>
      `    ${r.path} -> ${r.module} '${r.title}'${r.protected ? ', protected' : ''}${
        r.nav ? `, main menu '${r.nav.label}' (place ${r.nav.order})` : ''
      }`,
  );
  console.log(`
\u2714 Remote '${remote.name}' in ${remote.dir}/, dev port ${remote.devPort}
${routeLines.join('\n')}

  Written: ${written.join(', ')}
  Registered in ${ROUTES_FILE} (REMOTES and the route table)${args.install ? '; pnpm-lock.yaml updated' : ''}
  Derived from the table, nothing to edit: the app list of the scripts (build, dev, test), the unit
  test list, the lint boundaries, the server's /mf/${remote.name}/ and remote map, the shell's routes and
  menu, the e2e composition spec, the size checks and the session cookies of protected routes.

  Check it: pnpm --filter ${remote.dir} test && pnpm --filter ${remote.dir} typecheck && pnpm --filter ${remote.dir} build
            node scripts/tasks/contract-check.mjs ${remote.name}=${remote.dir}/dist
            npm run build && npm start   (then open ${remote.routes[0]?.path})

  By hand, at most two files:
    1. ${remote.dir}/src/pages/${remote.routes[0]?.file}.tsx: the page itself (features go in src/features/)
    2. ${ROUTES_FILE}: only to change a title, a menu label or the menu's order
  A page added later is one more route in ${ROUTES_FILE} and its file in src/pages/ (the contract check says which).
  The route table's own test (shared/domain/src/contracts/routes.test.ts) lists every route on purpose: add the new ones there.
`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

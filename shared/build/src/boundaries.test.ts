import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES } from '@talentbrug/domain/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Every app: the shell and each remote of the route table's REMOTES. */
const APPS = ['shell', ...REMOTE_NAMES.map((name) => REMOTES[name].dir)];

interface Probe {
  file: string;
  source: string;
  /** Whether Biome must refuse the import. */
  refused: boolean;
}

/**
 * Each app imports every other app and the shell, the way a hurried change would: by a relative
 * path and by the folder's name. Biome's rules name no app (biome.json matches `mfe-*`), so these
 * probes are what proves that a remote the generator adds is fenced in like the first five.
 */
function appProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const app of APPS) {
    for (const [i, other] of APPS.filter((candidate) => candidate !== app).entries()) {
      const source = i % 2 ? `import x from '${other}/src/x.ts';` : `import x from '../../${other}/src/x.ts';`;
      probes.push({ file: `${app}/src/boundary-probe-${other}.ts`, source, refused: true });
    }
    probes.push({
      file: `${app}/src/boundary-probe-server.ts`,
      source: "import x from '../../server/src/app.ts';",
      refused: true,
    });
    probes.push({
      file: `${app}/src/boundary-probe-ui.ts`,
      source: "import x from '@talentbrug/ui/page';",
      refused: false,
    });
    probes.push({ file: `${app}/src/boundary-probe-own.ts`, source: "import x from './pages/x.tsx';", refused: false });
  }
  return probes;
}

const PROBES: Probe[] = [
  ...appProbes(),
  { file: 'shared/ui/src/boundary-probe.ts', source: "import x from '../../../shell/src/app.tsx';", refused: true },
  ...REMOTE_NAMES.map((name) => ({
    file: `shared/domain/src/boundary-probe-${name}.ts`,
    source: `import x from '${REMOTES[name].dir}/src/pages/x.tsx';`,
    refused: true,
  })),
  // ADR 0021: the domain never reaches the route table or the first-paint protocol; its contracts may.
  {
    file: 'shared/domain/src/boundary-probe-routes.ts',
    source: "import x from './contracts/routes.ts';",
    refused: true,
  },
  {
    file: 'shared/domain/src/profile/boundary-probe-first-paint.ts',
    source: "import x from '../contracts/first-paint/prerender.ts';",
    refused: true,
  },
  {
    file: 'shared/domain/src/boundary-probe-package.ts',
    source: "import x from '@talentbrug/domain/contracts/first-paint/cookies';",
    refused: true,
  },
  {
    file: 'shared/domain/src/boundary-probe-profile.ts',
    source: "import x from './contracts/profile.ts';",
    refused: false,
  },
  {
    file: 'shared/domain/src/contracts/first-paint/boundary-probe-routes.ts',
    source: "import x from '../routes.ts';",
    refused: false,
  },
  {
    file: 'shared/domain/src/contracts/boundary-probe-shell.ts',
    source: "import x from '../../../../shell/src/app.tsx';",
    refused: true,
  },
  { file: 'server/src/boundary-probe-ui.ts', source: "import x from '@talentbrug/ui/page';", refused: true },
  { file: 'server/src/boundary-probe-api.ts', source: "import x from '@talentbrug/api-client/auth';", refused: true },
  {
    file: 'server/src/boundary-probe-build.ts',
    source: "import x from '../../shared/build/src/rspack.ts';",
    refused: true,
  },
  ...REMOTE_NAMES.map((name) => ({
    file: `server/src/boundary-probe-${name}.ts`,
    source: `import x from '../../${REMOTES[name].dir}/src/contract.ts';`,
    refused: true,
  })),
  {
    file: 'server/src/boundary-probe-domain.ts',
    source: "import x from '@talentbrug/domain/contracts/routes';",
    refused: false,
  },
  {
    file: 'shared/ui/src/boundary-probe-domain.ts',
    source: "import x from '@talentbrug/domain/constants';",
    refused: false,
  },
  // ADR 0023: @talentbrug/tooling is the scripts', the bench's and e2e's; it imports no app, no
  // server source, nor scripts, bench or e2e, and a bench runner never reaches into scripts/.
  ...APPS.map((app) => ({
    file: `${app}/src/boundary-probe-tooling.ts`,
    source: "import x from '@talentbrug/tooling/tasks';",
    refused: true,
  })),
  {
    file: 'shared/domain/src/boundary-probe-tooling.ts',
    source: "import x from '@talentbrug/tooling/bench';",
    refused: true,
  },
  { file: 'server/src/boundary-probe-tooling.ts', source: "import x from '../../tooling/tasks.mjs';", refused: true },
  { file: 'tooling/boundary-probe-shell.ts', source: "import x from '../shell/src/app.tsx';", refused: true },
  { file: 'tooling/boundary-probe-server.ts', source: "import x from '../server/src/app.ts';", refused: true },
  { file: 'tooling/boundary-probe-e2e.ts', source: "import x from '../e2e/support/env.ts';", refused: true },
  { file: 'tooling/boundary-probe-scripts.ts', source: "import x from '../scripts/tasks/test.mjs';", refused: true },
  {
    file: 'tooling/boundary-probe-domain-src.ts',
    source: "import x from '../shared/domain/src/coach.ts';",
    refused: true,
  },
  {
    file: 'tooling/boundary-probe-domain.ts',
    source: "import x from '@talentbrug/domain/contracts/routes';",
    refused: false,
  },
  {
    file: 'tooling/production/boundary-probe-s3.ts',
    source: "import x from '../../server/testing/s3-server.ts';",
    refused: false,
  },
  {
    file: 'bench/boundary-probe-scripts.mjs',
    source: "import x from '../scripts/tasks/test.mjs';",
    refused: true,
  },
  // The size budgets are tooling's (tooling/budgets.mjs); bench no longer reads them from the size check.
  {
    file: 'bench/boundary-probe-size-check.mjs',
    source: "import x from '../scripts/tasks/size-check.mjs';",
    refused: true,
  },
  { file: 'bench/boundary-probe-e2e.mjs', source: "import x from '../e2e/support/env.ts';", refused: true },
  { file: 'bench/boundary-probe-tooling.mjs', source: "import x from '@talentbrug/tooling/bench';", refused: false },
  { file: 'scripts/tasks/boundary-probe-e2e.mjs', source: "import x from '../../e2e/support/env.ts';", refused: true },
  {
    file: 'scripts/tasks/boundary-probe-tooling.mjs',
    source: "import x from '@talentbrug/tooling/tasks';",
    refused: false,
  },
];

/** The probe files Biome refused, from one run over all of them (its GitHub reporter names each file's path). */
let refused = new Set<string>();

describe('import boundaries (Biome)', () => {
  beforeAll(() => {
    for (const { file, source } of PROBES) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), `${source}\n\nexport default x;\n`);
    }
    const res = spawnSync(
      'pnpm',
      [
        'exec',
        'biome',
        'lint',
        '--only=style/noRestrictedImports',
        '--reporter=github',
        '--max-diagnostics=none',
        ...PROBES.map((p) => p.file),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    refused = new Set(
      [...`${res.stdout}${res.stderr}`.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),/g)].map((m) =>
        isAbsolute(m[1] ?? '') ? relative(root, m[1] ?? '') : (m[1] ?? ''),
      ),
    );
  }, 60_000);
  afterAll(() => {
    for (const { file } of PROBES) rmSync(join(root, file), { force: true });
  });

  it('lints every app of the route table (an mfe-* folder each)', () => {
    const folders = readdirSync(root).filter((name) => name.startsWith('mfe-'));
    for (const name of REMOTE_NAMES) expect(folders).toContain(REMOTES[name].dir);
  });

  it.each(PROBES.filter((p) => p.refused).map((p) => [p.file, p.source]))('%s may not %s', (file) => {
    expect(refused).toContain(file);
  });

  it.each(PROBES.filter((p) => !p.refused).map((p) => [p.file, p.source]))('%s may %s', (file) => {
    expect(refused).not.toContain(file);
  });
});

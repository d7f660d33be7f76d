import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const probes: string[] = [];

/** Lints a probe file placed in the tree; returns Biome's diagnostics for it. */
function lint(relPath: string, source: string): string {
  const file = join(root, relPath);
  probes.push(file);
  writeFileSync(file, `${source}\n\nexport default x;\n`);
  const res = spawnSync('pnpm', ['exec', 'biome', 'lint', '--only=style/noRestrictedImports', relPath], {
    cwd: root,
    encoding: 'utf8',
  });
  return res.status === 0 ? '' : `${res.stdout}${res.stderr}`;
}

describe('import boundaries (Biome)', () => {
  afterEach(() => {
    for (const file of probes.splice(0)) rmSync(file, { force: true });
  });

  it.each([
    ['mfe-athlete/src/boundary-probe.ts', "import x from '../../mfe-auth/src/pages/login-page.tsx';"],
    ['mfe-coach/src/boundary-probe.ts', "import x from 'mfe-athlete/src/pages/dashboard-page.tsx';"],
    ['mfe-landing/src/boundary-probe.ts', "import x from '../../shell/src/app.tsx';"],
    ['shell/src/boundary-probe.ts', "import x from '../../mfe-landing/src/pages/landing-page.tsx';"],
    ['shared/ui/src/boundary-probe.ts', "import x from '../../../shell/src/app.tsx';"],
    ['shared/domain/src/boundary-probe.ts', "import x from 'mfe-athlete/src/pages/dashboard-page.tsx';"],
    ['server/src/boundary-probe.ts', "import x from '@talentbrug/ui/page';"],
    ['server/src/boundary-probe.ts', "import x from '@talentbrug/api-client/auth';"],
    ['server/src/boundary-probe.ts', "import x from '../../shared/build/src/rspack.ts';"],
  ])('%s may not %s', (file, source) => {
    expect(lint(file, source)).toContain('noRestrictedImports');
  });

  it.each([
    ['mfe-athlete/src/boundary-probe.ts', "import x from '@talentbrug/ui/page';"],
    ['server/src/boundary-probe.ts', "import x from '@talentbrug/domain/routes';"],
    ['shared/ui/src/boundary-probe.ts', "import x from '@talentbrug/domain/constants';"],
  ])('%s may %s', (file, source) => {
    expect(lint(file, source)).toBe('');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@talentbrug/domain/contracts/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { type DistFiles, manifestContractErrors } from './manifest-contract.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** A build of mfe-athlete as the MF plugin writes it (trimmed to what the check reads). */
function athleteBuild(modules = ['./DashboardPage', './MatchesPage', './ProfilePage']) {
  const chunk = (m: string) => `__federation_expose_${m.slice(2)}.0123456789.js`;
  const manifest = {
    id: 'athlete',
    name: 'athlete',
    metaData: { name: 'athlete', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: modules.map((m) => ({
      id: `athlete:${m.slice(2)}`,
      name: m.slice(2),
      path: m,
      assets: { js: { sync: [chunk(m)], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const files: Record<string, string> = {
    'remoteEntry.js': `var moduleMap = {${modules.map((m) => `${JSON.stringify(m)}: () => {}`).join(', ')}};`,
    ...Object.fromEntries(modules.map((m) => [chunk(m), 'export {};'])),
  };
  return { manifest, files };
}

const dist = (files: Record<string, string>): DistFiles => ({
  exists: (path) => path in files,
  read: (path) => files[path] ?? '',
});

describe('manifestContractErrors', () => {
  it('accepts a build that exposes exactly what the route table names', () => {
    const { manifest, files } = athleteBuild();
    expect(manifestContractErrors('athlete', ROUTES, JSON.stringify(manifest), dist(files))).toEqual([]);
  });

  it('names the remote and the module a route needs but the build no longer exposes', () => {
    const { manifest, files } = athleteBuild(['./DashboardPage', './MatchesPage']);
    expect(manifestContractErrors('athlete', ROUTES, JSON.stringify(manifest), dist(files))).toEqual([
      'athlete (mf-manifest.json): does not expose ./ProfilePage, which the route table names for /profile ' +
        '(users would get the fallback there)',
    ]);
  });

  it('names a module no route asks for, a missing chunk and a remoteEntry that lost a module', () => {
    const { manifest, files } = athleteBuild(['./DashboardPage', './MatchesPage', './ProfilePage', './StatsPage']);
    delete files['__federation_expose_MatchesPage.0123456789.js'];
    files['remoteEntry.js'] = (files['remoteEntry.js'] ?? '').replace('"./ProfilePage"', '"./Profile"');
    expect(manifestContractErrors('athlete', ROUTES, JSON.stringify(manifest), dist(files))).toEqual([
      'athlete (mf-manifest.json): ./MatchesPage needs __federation_expose_MatchesPage.0123456789.js, which is not in the build',
      'athlete (mf-manifest.json): remoteEntry remoteEntry.js does not expose ./ProfilePage',
      'athlete (mf-manifest.json): exposes ./StatsPage, which no route names (add the route to shared/domain/src/contracts/routes.ts)',
    ]);
  });

  it('says so when there is no build, or the build is another remote', () => {
    const { manifest, files } = athleteBuild();
    expect(manifestContractErrors('athlete', ROUTES, null, dist({}))).toEqual([
      'athlete (mf-manifest.json): no mf-manifest.json; build the remote first',
    ]);
    const errors = manifestContractErrors('coach', ROUTES, JSON.stringify(manifest), dist(files));
    expect(errors[0]).toBe(
      "coach (mf-manifest.json): the manifest is for 'athlete', the remote map loads it as 'coach'",
    );
    expect(errors).toContain(
      'coach (mf-manifest.json): does not expose ./CoachPage, which the route table names for /aicoach (users would get the fallback there)',
    );
  });
});

describe('scripts/tasks/contract-check.mjs', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function check(modules: string[]) {
    const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
    dirs.push(dir);
    const { manifest, files } = athleteBuild(modules);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return spawnSync(process.execPath, ['scripts/tasks/contract-check.mjs', `athlete=${dir}`], {
      cwd: root,
      encoding: 'utf8',
    });
  }

  it('fails npm test with the remote and the module when a build stops exposing a page', () => {
    const res = check(['./DashboardPage', './MatchesPage']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('A remote breaks its contract with the shell');
    expect(res.stderr).toContain('athlete (mf-manifest.json): does not expose ./ProfilePage');
  });

  it('passes a build that keeps the contract', () => {
    const res = check(['./DashboardPage', './MatchesPage', './ProfilePage']);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('athlete: exposes ./DashboardPage, ./MatchesPage, ./ProfilePage');
  });
});

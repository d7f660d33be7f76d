import { sameOriginRemoteMap } from '@talentbrug/domain/contracts/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Module Federation runtime is a third-party edge: it stands in as a registry of entries
// whose loads succeed or fail the way a browser's would (a CSP block rejects the manifest fetch).
const runtime = vi.hoisted(() => {
  const entries = new Map<string, string>();
  const failing = new Set<string>();
  const loads: string[] = [];
  return { entries, failing, loads };
});

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[]) => {
    for (const { name, entry } of remotes) runtime.entries.set(name, entry);
  },
  loadRemote: async (id: string) => {
    const entry = runtime.entries.get(id.split('/')[0] ?? '') ?? '';
    runtime.loads.push(`${id} @ ${entry}`);
    if ([...runtime.failing].some((url) => entry.startsWith(url))) throw new TypeError('Failed to fetch');
    return { default: () => null };
  },
}));

const { loadRemotePage, registerRemoteMap } = await import('./load-remote.ts');

const deployed = sameOriginRemoteMap('https://staging.talentbrug.nl');
const local = 'http://localhost:3004/mf-manifest.json';

describe('a devtools override', () => {
  beforeEach(() => {
    runtime.entries.clear();
    runtime.failing.clear();
    runtime.loads.length = 0;
  });

  it('loads the local remote when it can', async () => {
    registerRemoteMap({ ...deployed, athlete: local }, { athlete: deployed.athlete });
    await loadRemotePage('athlete', './DashboardPage');
    expect(runtime.loads).toEqual([`athlete/DashboardPage @ ${local}`]);
  });

  it('falls back to the deployed remote when the local one is blocked, saying so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runtime.failing.add('http://localhost:3004/');
    registerRemoteMap({ ...deployed, athlete: local }, { athlete: deployed.athlete });

    const page = await loadRemotePage('athlete', './DashboardPage', { backoffMs: 0 });

    expect(typeof page.default).toBe('function');
    expect(runtime.loads).toEqual([`athlete/DashboardPage @ ${local}`, `athlete/DashboardPage @ ${deployed.athlete}`]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      `[talentbrug] devtools override for athlete not loaded from ${local} (blocked by the Content-Security-Policy: ` +
        'the server needs ALLOW_LOOPBACK_REMOTES=true; or nothing serves it); ' +
        `falling back to the deployed athlete at ${deployed.athlete}`,
    );

    // The rest of the visit goes to the deployed remote at once, without trying loopback again.
    await loadRemotePage('athlete', './MatchesPage', { backoffMs: 0 });
    expect(runtime.loads.at(-1)).toBe(`athlete/MatchesPage @ ${deployed.athlete}`);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never falls back for a remote without an override: a failing deployed remote is retried, then fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runtime.failing.add(deployed.coach);
    registerRemoteMap({ ...deployed, athlete: local }, { athlete: deployed.athlete });

    await expect(loadRemotePage('coach', './CoachPage', { attempts: 2, backoffMs: 0 })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(runtime.loads).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

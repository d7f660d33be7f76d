import { describe, expect, it } from 'vitest';
import {
  devRemoteMap,
  exposedModules,
  navItems,
  REMOTE_NAMES,
  REMOTES,
  ROUTES,
  routeTitle,
  sameOriginRemoteMap,
} from './routes.ts';

describe('route table', () => {
  const ATHLETE_PAGES = ['/dashboard', '/matches', '/profile', '/aicoach', '/security', '/dossier'];

  it('holds the routes of the spec plus /terms, /privacy, /security and the dossier (issue 37), each once', () => {
    expect(ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/onboarding',
      '/terms',
      '/privacy',
      ...ATHLETE_PAGES,
    ]);
  });

  it("protects exactly the athlete's pages: dashboard, matches, profile, aicoach, security and dossier", () => {
    expect(ROUTES.filter((r) => r.protected).map((r) => r.path)).toEqual(ATHLETE_PAGES);
  });

  it('maps routes to the exposed modules of ARCHITECTURE.md', () => {
    expect(exposedModules('athlete')).toEqual(['./DashboardPage', './MatchesPage', './ProfilePage']);
    expect(exposedModules('coach')).toEqual(['./CoachPage']);
    expect(exposedModules('auth')).toHaveLength(6);
    for (const name of REMOTE_NAMES) expect(exposedModules(name).length).toBeGreaterThan(0);
  });

  it('gives each route its Dutch title', () => {
    expect(routeTitle('/onboarding')).toBe('Onboarding met AI-coach Sanne');
    expect(routeTitle('/profile')).toBe('Mijn Profiel');
    expect(() => routeTitle('/nope')).toThrow('Unknown route');
  });

  it("gives the shell's main menu the six items of the spec, in order, then the dossier's", () => {
    expect(navItems().map((route) => [route.path, route.nav?.label])).toEqual([
      ['/', 'Home'],
      ['/dashboard', 'Dashboard'],
      ['/matches', 'Matches'],
      ['/aicoach', 'AI-coach'],
      ['/profile', 'Profiel'],
      ['/onboarding', 'Onboarding'],
      ['/dossier', 'Dossier'],
    ]);
    expect(new Set(ROUTES.flatMap((r) => (r.nav ? [r.nav.order] : []))).size).toBe(navItems().length);
  });

  it('keeps every remote in mfe-<name> on a dev port of its own, each serving a route', () => {
    // The lint rules (biome.json) and the workspace (pnpm-workspace.yaml) find the apps as mfe-*.
    for (const name of REMOTE_NAMES) expect(REMOTES[name].dir).toBe(`mfe-${name}`);
    const ports = REMOTE_NAMES.map((name) => REMOTES[name].devPort);
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThan(3000);
    for (const route of ROUTES) expect(REMOTE_NAMES).toContain(route.remote);
  });

  it('builds the same-origin and the dev remote maps', () => {
    expect(sameOriginRemoteMap().athlete).toBe('/mf/athlete/mf-manifest.json');
    expect(devRemoteMap().coach).toBe('http://localhost:3005/mf-manifest.json');
    expect(Object.keys(devRemoteMap())).toEqual(REMOTE_NAMES);
  });
});

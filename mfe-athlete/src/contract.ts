import type { RemoteContract } from '@talentbrug/domain/contracts/routes';

/**
 * What this remote promises the shell (ADR 0001): every page the route table names for 'athlete',
 * each a default-exported component that takes no props. tsc checks it in `npm test`, so a
 * renamed, dropped or extra page, or one that starts to require props, fails before a deploy.
 * Nothing imports this module: it is a type check, never part of the bundle.
 */
export const contract = {
  './DashboardPage': () => import('./pages/dashboard-page.tsx'),
  './MatchesPage': () => import('./pages/matches-page.tsx'),
  './ProfilePage': () => import('./pages/profile-page.tsx'),
} satisfies RemoteContract<'athlete'>;

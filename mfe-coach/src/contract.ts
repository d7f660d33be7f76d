import type { RemoteContract } from '@talentbrug/domain/contracts/routes';

/**
 * What this remote promises the shell (ADR 0001): every page the route table names for 'coach',
 * each a default-exported component that takes no props. tsc checks it in `npm test`, so a
 * renamed, dropped or extra page, or one that starts to require props, fails before a deploy.
 * Nothing imports this module: it is a type check, never part of the bundle.
 */
export const contract = {
  './CoachPage': () => import('./pages/coach-page.tsx'),
} satisfies RemoteContract<'coach'>;

// Proof that the type layer of the shell/remote contract (ADR 0001) bites: tsc checks this file in
// the typecheck step, and every `@ts-expect-error` below must meet an error or tsc fails.
import type { RemoteContract } from '@talentbrug/domain/contracts/routes';

type Element = { type: string };
const page = async () => ({ default: (): Element => ({ type: 'main' }) });

// The athlete remote as the route table has it: accepted.
export const complete = {
  './DashboardPage': page,
  './MatchesPage': page,
  './ProfilePage': page,
} satisfies RemoteContract<'athlete'>;

// A page the route table names is no longer exposed.
// @ts-expect-error Property './ProfilePage' is missing
export const missing = { './DashboardPage': page, './MatchesPage': page } satisfies RemoteContract<'athlete'>;

export const extra = {
  './DashboardPage': page,
  './MatchesPage': page,
  './ProfilePage': page,
  // @ts-expect-error An exposed page the shell has no route for.
  './StatsPage': page,
} satisfies RemoteContract<'athlete'>;

export const withProps = {
  './DashboardPage': page,
  './MatchesPage': page,
  // @ts-expect-error The page requires a prop the shell never passes.
  './ProfilePage': async () => ({ default: (props: { athleteId: string }): Element => ({ type: props.athleteId }) }),
} satisfies RemoteContract<'athlete'>;

export const namedOnly = {
  './DashboardPage': page,
  './MatchesPage': page,
  // @ts-expect-error The module has no default export (a named export only).
  './ProfilePage': async () => ({ ProfilePage: (): Element => ({ type: 'main' }) }),
} satisfies RemoteContract<'athlete'>;

export const notAComponent = {
  './DashboardPage': page,
  './MatchesPage': page,
  // @ts-expect-error The default export is not a component.
  './ProfilePage': async () => ({ default: 'Mijn Profiel' }),
} satisfies RemoteContract<'athlete'>;

// A page of another remote's table does not satisfy this one.
// @ts-expect-error './LoginPage' belongs to auth, and auth's pages are missing
export const wrongRemote = { './LoginPage': page } satisfies RemoteContract<'athlete'>;

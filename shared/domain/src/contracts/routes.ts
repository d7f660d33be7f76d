/**
 * The route table of the product and the remotes that serve it: the one list of apps. The shell
 * renders it (routes and main menu), the server derives its default remote map and the files it
 * serves under /mf/<remote>/ from REMOTES, the task scripts derive the app list, the test lists and
 * the size checks from it, and the e2e suite walks it. `npm run new-remote -- <name>` adds a remote
 * and its routes here (docs/adding-a-remote.md).
 */

/**
 * Each remote's folder (always `mfe-<name>`: the lint rules and the workspace find the apps by
 * that pattern) and the port of its dev server (`npm run dev`, `npm run serve-remote`).
 */
export const REMOTES = {
  landing: { dir: 'mfe-landing', devPort: 3001 },
  auth: { dir: 'mfe-auth', devPort: 3002 },
  onboarding: { dir: 'mfe-onboarding', devPort: 3003 },
  athlete: { dir: 'mfe-athlete', devPort: 3004 },
  coach: { dir: 'mfe-coach', devPort: 3005 },
  recruit: { dir: 'mfe-recruit', devPort: 3006 },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Remote name -> URL of its mf-manifest.json. */
export type RemoteMap = Record<RemoteName, string>;

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /** The exposed module, as in the remote's `exposes` ('./LoginPage'). */
  module: `./${string}`;
  /** The page's Dutch title (document title and placeholder heading). */
  title: string;
  protected: boolean;
  /**
   * The route's item in the shell's main menu: its Dutch label and its place (ascending). Pages
   * without one are reached another way (the account menu, a link, an e-mail).
   */
  nav?: { label: string; order: number };
}

/** The table with its literal types, so RemoteContract can be derived from it. */
const ROUTE_TABLE = [
  {
    path: '/',
    remote: 'landing',
    module: './LandingPage',
    title: 'Talentbrug',
    protected: false,
    nav: { label: 'Home', order: 1 },
  },
  { path: '/login', remote: 'auth', module: './LoginPage', title: 'Inloggen', protected: false },
  { path: '/signup', remote: 'auth', module: './SignupPage', title: 'Account aanmaken', protected: false },
  {
    path: '/forgot-password',
    remote: 'auth',
    module: './ForgotPasswordPage',
    title: 'Wachtwoord vergeten',
    protected: false,
  },
  {
    path: '/reset-password',
    remote: 'auth',
    module: './ResetPasswordPage',
    title: 'Nieuw wachtwoord instellen',
    protected: false,
  },
  {
    path: '/verify-email',
    remote: 'auth',
    module: './VerifyEmailPage',
    title: 'E-mailadres bevestigen',
    protected: false,
  },
  {
    path: '/onboarding',
    remote: 'onboarding',
    module: './OnboardingPage',
    title: 'Onboarding met AI-coach Sanne',
    protected: false,
    nav: { label: 'Onboarding', order: 6 },
  },
  { path: '/terms', remote: 'landing', module: './TermsPage', title: 'Algemene voorwaarden', protected: false },
  { path: '/privacy', remote: 'landing', module: './PrivacyPage', title: 'Privacyverklaring', protected: false },
  {
    path: '/dashboard',
    remote: 'athlete',
    module: './DashboardPage',
    title: 'Dashboard',
    protected: true,
    nav: { label: 'Dashboard', order: 2 },
  },
  {
    path: '/matches',
    remote: 'athlete',
    module: './MatchesPage',
    title: 'Mijn Matches',
    protected: true,
    nav: { label: 'Matches', order: 3 },
  },
  {
    path: '/profile',
    remote: 'athlete',
    module: './ProfilePage',
    title: 'Mijn Profiel',
    protected: true,
    nav: { label: 'Profiel', order: 5 },
  },
  {
    path: '/aicoach',
    remote: 'coach',
    module: './CoachPage',
    title: 'Chat met je AI-coach',
    protected: true,
    nav: { label: 'AI-coach', order: 4 },
  },
  { path: '/security', remote: 'auth', module: './SecurityPage', title: 'Beveiliging', protected: true },
  {
    path: '/dossier',
    remote: 'recruit',
    module: './DossierPage',
    title: 'Dossier',
    protected: true,
    nav: { label: 'Dossier', order: 7 },
  },
] as const satisfies readonly RouteDef[];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

export const LANDING_ROUTE = ROUTES[0] as RouteDef;

/** What the shell passes to every exposed page: nothing (ADR 0001). */
export type RemotePageProps = Record<never, never>;

/**
 * The shape of every exposed module (ADR 0001): a default-exported page the shell renders with
 * RemotePageProps. Generic over the component type so this package needs no React; the shell
 * reads it as `RemotePageModule<ComponentType<RemotePageProps>>`.
 */
export interface RemotePageModule<Page = (props: RemotePageProps) => unknown> {
  default: Page;
}

/** The modules the route table says `remote` exposes ('./DashboardPage' | ...). */
export type ExposedModule<R extends RemoteName> = Extract<(typeof ROUTE_TABLE)[number], { remote: R }>['module'];

/**
 * A remote's promise to the shell, checked by tsc: every module the route table names, no other,
 * each loading a RemotePageModule. Each remote states it in `src/contract.ts` as
 * `{ './DashboardPage': () => import('./pages/dashboard-page.tsx'), ... } satisfies RemoteContract<'athlete'>`.
 */
export type RemoteContract<R extends RemoteName> = {
  readonly [M in ExposedModule<R>]: () => Promise<RemotePageModule>;
};

/** The exposes map of one remote, derived from the route table. */
export function exposedModules(remote: RemoteName): string[] {
  return ROUTES.filter((r) => r.remote === remote).map((r) => r.module);
}

/** The default remote map: every remote served by the same origin under /mf/<remote>/. */
export function sameOriginRemoteMap(base = ''): RemoteMap {
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `${base}/mf/${n}/mf-manifest.json`])) as RemoteMap;
}

/** The remote map of the dev servers (`npm run dev`). */
export function devRemoteMap(host = 'localhost'): RemoteMap {
  return Object.fromEntries(
    REMOTE_NAMES.map((n) => [n, `http://${host}:${REMOTES[n].devPort}/mf-manifest.json`]),
  ) as RemoteMap;
}

/**
 * The shell's main menu: the routes with a `nav` item, in its order. Every app start downloads
 * this module, so it stays this short (scripts/tasks/size-check.mjs).
 */
export function navItems(): RouteDef[] {
  return ROUTES.filter((route) => route.nav).sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0));
}

/** The Dutch title of a route of the table. */
export function routeTitle(path: string): string {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route.title;
}

/**
 * Whether a path is one of the table's pages (a trailing slash allowed). Any other path still
 * shows the landing (spec), but the server answers it with 404, so search engines see no soft 404.
 */
export function isRoutePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.some((route) => route.path === path);
}

/** The paths of the protected routes: one athlete's own pages. */
export function protectedPaths(): string[] {
  return ROUTES.filter((route) => route.protected).map((route) => route.path);
}

/** Whether a page key (a route's path) is a protected route: one athlete's own page. */
export function isProtectedPath(path: string): boolean {
  return ROUTES.some((route) => route.path === path && route.protected);
}

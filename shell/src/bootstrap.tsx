import { loadAppConfig } from '@talentbrug/api-client/app-config';
import { startAuth } from '@talentbrug/api-client/auth';
import { hasStoredSession } from '@talentbrug/api-client/auth-storage';
import { LANDING_ROUTE, ROUTES } from '@talentbrug/domain/contracts/routes';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { hydrateServerState, keepSessionCookie } from './first-paint/server-state.ts';
import { registerRemoteMap } from './remotes/load-remote.ts';
import { fetchRemoteMap } from './remotes/remote-map.ts';
import { preloadRoutePage } from './remotes/remote-page.tsx';

/**
 * The page this address renders (AppRoutes' table), unless it is a protected one and no
 * session is stored: that visitor is sent to /login, whose page loads when it renders.
 */
function routeToPreload() {
  const route = ROUTES.find((r) => r.path === window.location.pathname) ?? LANDING_ROUTE;
  return route.protected && !hasStoredSession() ? null : route;
}

hydrateServerState();
const root = createRoot(document.getElementById('root') as HTMLElement);

// Both fetched at once; each failure is contained so the public pages still render.
const remotes = fetchRemoteMap()
  .then((map) => {
    registerRemoteMap(map);
    const route = routeToPreload();
    if (route) preloadRoutePage(route);
  })
  // Without a remote map every route shows its fallback; the shell itself still works.
  .catch((error: unknown) => console.error('[talentbrug] could not load /remotes.json', error));
const auth = loadAppConfig()
  .then(startAuth)
  // Without the config nobody can sign in (the auth state says so); the public pages still work.
  .catch((error: unknown) => console.error('[talentbrug] could not set up sign-in from /app-config.json', error));

Promise.all([remotes, auth]).finally(() => {
  keepSessionCookie();
  root.render(<App />);
});

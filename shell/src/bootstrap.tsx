import { loadAppConfig } from '@talentbrug/api-client/app-config';
import { startAuth, useAuthStore } from '@talentbrug/api-client/auth';
import { hasStoredSession, readStoredSession, syncSessionCookie } from '@talentbrug/api-client/auth-storage';
import { queryClient } from '@talentbrug/api-client/query-client';
import { QUERY_STATE_ID } from '@talentbrug/domain/prerender';
import { LANDING_ROUTE, ROUTES } from '@talentbrug/domain/routes';
import { hydrate } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
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

/**
 * A page the server rendered for this session (ADR 0017) carries the answers it was rendered
 * from: the app starts from them, so its first render is that same page. Only for the session
 * this browser holds now (the boot script removes them otherwise); read once, then gone.
 */
function hydrateServerState(): void {
  const script = document.getElementById(QUERY_STATE_ID);
  if (!script) return;
  script.remove();
  if (!script.dataset.user || script.dataset.user !== readStoredSession()?.user.id) return;
  try {
    hydrate(queryClient, JSON.parse(script.textContent ?? 'null'));
  } catch (error) {
    console.error('[talentbrug] the page state from the server is unreadable; the page reads it again', error);
  }
}

/** The document cookies follow the session, so the server renders the next signed-in page (ADR 0017). */
function keepSessionCookie(): void {
  const sync = () => {
    const { session, loading } = useAuthStore.getState();
    if (!loading) syncSessionCookie(session);
  };
  useAuthStore.subscribe(sync);
  sync();
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

// The app's side of a page the server rendered (ADR 0017), run by bootstrap.tsx: the app starts
// from the answers the page was rendered from, and keeps the document cookies that let the server
// render the next one.
import { useAuthStore } from '@talentbrug/api-client/auth';
import { readStoredSession, syncSessionCookie } from '@talentbrug/api-client/auth-storage';
import { queryClient } from '@talentbrug/api-client/query-client';
import { QUERY_STATE_ID } from '@talentbrug/domain/contracts/first-paint/prerender';
import { hydrate } from '@tanstack/react-query';

/**
 * A page the server rendered for this session (ADR 0017) carries the answers it was rendered
 * from: the app starts from them, so its first render is that same page. Only for the session
 * this browser holds now (the boot script removes them otherwise); read once, then gone.
 */
export function hydrateServerState(): void {
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
export function keepSessionCookie(): void {
  const sync = () => {
    const { session, loading } = useAuthStore.getState();
    if (!loading) syncSessionCookie(session);
  };
  useAuthStore.subscribe(sync);
  sync();
}

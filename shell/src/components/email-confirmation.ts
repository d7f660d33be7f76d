import type { User } from '@supabase/supabase-js';
import { isAuthConfigured, loadAuthClient, peekAuthClient } from '@talentbrug/api-client/auth-client';

/** GoTrue sets both once the address is confirmed; older answers carry only confirmed_at. */
export function isEmailConfirmed(user: Pick<User, 'email_confirmed_at' | 'confirmed_at'>): boolean {
  return Boolean(user.email_confirmed_at || user.confirmed_at);
}

/**
 * Asks the auth service whether the address has been confirmed in the meantime: on a phone, in
 * another tab, by the link or the code. The session this browser keeps still holds the user as
 * it was at sign-in, so only the service knows. When it is confirmed, the session is refreshed:
 * supabase-js then announces TOKEN_REFRESHED with the confirmed user, and every screen (and
 * every other tab of this browser) sees it. Returns whether that happened.
 */
export async function refreshIfConfirmed(): Promise<boolean> {
  // Only the service knows: this needs supabase-js, loaded now if the page started without it.
  const client = peekAuthClient() ?? (isAuthConfigured() ? await loadAuthClient() : null);
  if (!client) return false;
  const { data, error } = await client.supabase.auth.getUser();
  if (error || !data.user || !isEmailConfirmed(data.user)) return false;
  const refreshed = await client.supabase.auth.refreshSession();
  return !refreshed.error;
}

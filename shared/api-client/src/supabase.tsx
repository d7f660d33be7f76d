import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type AppConfig, parseAppConfig } from '@talentbrug/api-client/app-config';
import { peekAuthClient, setAuthClient } from '@talentbrug/api-client/auth-client';
import { type AuthStorage, createAuthStorage } from '@talentbrug/api-client/auth-storage';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';

export { APP_CONFIG_PATH, type AppConfig, loadAppConfig, parseAppConfig } from '@talentbrug/api-client/app-config';
export { AUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';

export interface AuthClient {
  supabase: SupabaseClient;
  /** Where the session is kept: see auth-storage.tsx ('Onthoud mij'). */
  storage: AuthStorage;
}

/**
 * Builds a supabase-js client on the given config. The implicit flow (supabase-js' default)
 * keeps e-mail links working when they are opened in another browser than the one that
 * asked for them, which PKCE cannot.
 */
export function createAuthClient(config: AppConfig, storage: AuthStorage = createAuthStorage()): AuthClient {
  const { supabaseUrl, supabasePublishableKey } = parseAppConfig(config);
  const supabase = createClient(supabaseUrl, supabasePublishableKey, {
    auth: {
      storage: storage.adapter,
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
  return { supabase, storage };
}

export { peekAuthClient } from '@talentbrug/api-client/auth-client';

/**
 * Creates the page's one client; the auth store (auth-client.tsx's loadAuthClient) calls it
 * when supabase-js is first needed, tests call it directly. Later calls return the same client.
 */
export function initSupabase(config: AppConfig): SupabaseClient {
  return (peekAuthClient() ?? setAuthClient(createAuthClient(config))).supabase;
}

/** The page's one supabase-js client (shared as a Module Federation singleton with this module). */
export function getSupabase(): SupabaseClient {
  return getAuthClient().supabase;
}

export function getAuthClient(): AuthClient {
  const client = peekAuthClient();
  if (!client) throw new Error('Supabase is not initialised: call initSupabase(config) first');
  return client;
}

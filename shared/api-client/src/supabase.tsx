import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, type AuthStorage, createAuthStorage } from '@talentbrug/api-client/auth-storage';

/** The runtime public config (`GET /app-config.json`): the same build runs embedded or on hosted Supabase. */
export interface AppConfig {
  supabaseUrl: string;
  supabasePublishableKey: string;
}

export const APP_CONFIG_PATH = '/app-config.json';

export { AUTH_STORAGE_KEY } from '@talentbrug/api-client/auth-storage';

/** Checks the fetched config; a missing key is a deployment mistake that must be named, not guessed around. */
export function parseAppConfig(value: unknown): AppConfig {
  const input = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const { supabaseUrl, supabasePublishableKey } = input;
  if (typeof supabaseUrl !== 'string' || supabaseUrl === '') throw new Error('supabaseUrl is required');
  if (typeof supabasePublishableKey !== 'string' || supabasePublishableKey === '') {
    throw new Error('supabasePublishableKey is required');
  }
  try {
    new URL(supabaseUrl);
  } catch {
    throw new Error(`supabaseUrl is not a valid URL: ${supabaseUrl}`);
  }
  return { supabaseUrl, supabasePublishableKey };
}

/** Fetches and checks /app-config.json from the page's own origin. */
export async function loadAppConfig(origin: string = globalThis.location.origin): Promise<AppConfig> {
  const response = await fetch(new URL(APP_CONFIG_PATH, origin), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered ${response.status}`);
  return parseAppConfig(await response.json());
}

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

let current: AuthClient | null = null;

/** Creates the page's one client; the shell calls it once before rendering. Later calls return the same client. */
export function initSupabase(config: AppConfig): SupabaseClient {
  current ??= createAuthClient(config);
  return current.supabase;
}

/** The page's one supabase-js client (shared as a Module Federation singleton with this module). */
export function getSupabase(): SupabaseClient {
  return getAuthClient().supabase;
}

export function getAuthClient(): AuthClient {
  if (!current) throw new Error('Supabase is not initialised: call initSupabase(config) first');
  return current;
}

/** The client when the shell has created one; null before that or when the config could not be loaded. */
export function peekAuthClient(): AuthClient | null {
  return current;
}

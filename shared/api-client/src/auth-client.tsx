import type { AppConfig } from '@talentbrug/api-client/app-config';
import type { AuthClient } from '@talentbrug/api-client/supabase';

// The page's one supabase-js client, kept here rather than in supabase.tsx: supabase-js is
// 57 KB of gzipped JavaScript that a visitor without a session does not need for the first
// paint of a public page (issue 15). This module imports none of it, so the auth store, the
// API client and the shell can ask for the client, and load it only when it is needed.

let config: AppConfig | null = null;
let current: AuthClient | null = null;
let loading: Promise<AuthClient> | null = null;
let onCreated: ((client: AuthClient) => void) | null = null;

/** What runs once loadAuthClient has created the client: the auth store connects to it (auth.tsx). */
export function whenAuthClientLoads(callback: (client: AuthClient) => void): void {
  onCreated = callback;
}

/** The client when one has been created; null before that or when the config could not be loaded. */
export function peekAuthClient(): AuthClient | null {
  return current;
}

/** Keeps the page's client (supabase.tsx creates it). */
export function setAuthClient(client: AuthClient): AuthClient {
  current = client;
  return client;
}

/** Where the client will connect once it is needed; the shell calls it with /app-config.json. */
export function configureAuthClient(value: AppConfig): void {
  config = value;
}

/** True once a config or a client is known: signing in is possible, if not loaded yet. */
export function isAuthConfigured(): boolean {
  return config !== null || current !== null;
}

/** The page's client, loading supabase-js first when this is its first use. */
export function loadAuthClient(): Promise<AuthClient> {
  if (current) return Promise.resolve(current);
  const known = config;
  if (!known) return Promise.reject(new Error('Supabase is not initialised: /app-config.json was not loaded'));
  loading ??= import('@talentbrug/api-client/supabase').then(
    ({ initSupabase, getAuthClient }) => {
      initSupabase(known);
      const client = getAuthClient();
      onCreated?.(client);
      return client;
    },
    (error: unknown) => {
      // A failed chunk load (offline for a moment) must not stay the answer for the whole visit.
      loading = null;
      throw error;
    },
  );
  return loading;
}

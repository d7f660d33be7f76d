// Apart from supabase.tsx so the shell can read the config before, or without, loading supabase-js.

/** The runtime public config (`GET /app-config.json`): the same build runs embedded or on hosted Supabase. */
export interface AppConfig {
  supabaseUrl: string;
  supabasePublishableKey: string;
}

export const APP_CONFIG_PATH = '/app-config.json';

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

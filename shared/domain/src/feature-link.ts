/** Routes a feature name may point at directly (spec: feature-link helper). */
export const FEATURE_ROUTES = ['/onboarding', '/dashboard', '/matches', '/profile', '/aicoach', '/'] as const;

const BY_NAME: Record<string, string> = {
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  matches: '/matches',
  profile: '/profile',
  aicoach: '/aicoach',
  home: '/',
  landing: '/',
};

/**
 * Maps a feature name (trimmed, lower-cased) to a known route; any other name maps to
 * `/?feature={name}` and an empty name to `/`.
 */
export function featureLink(feature: string | null | undefined): string {
  const name = (feature ?? '').trim().toLowerCase();
  if (name === '') return '/';
  const direct = BY_NAME[name] ?? BY_NAME[name.replace(/^\//, '')];
  return direct ?? `/?feature=${encodeURIComponent(name)}`;
}

import { onForget } from '@talentbrug/api-client/browser-data';
import { QueryClient } from '@tanstack/react-query';

/** The app's query defaults; the server's render of a signed-in page (ADR 0017) uses them too. */
export const QUERY_DEFAULTS = { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } as const;

/** One QueryClient for the page: the shell provides it and every remote reads through it. */
export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

// The cached answers are the person's profile, matches and files: they go at sign-out with the rest.
onForget(() => queryClient.clear());

import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the page: the shell provides it and every remote reads through it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

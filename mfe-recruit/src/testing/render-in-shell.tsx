import { AuthProvider } from '@talentbrug/api-client/auth';
import { Toaster } from '@talentbrug/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a page inside the providers the shell puts around a remote page (router, auth, a query
 * client that does not retry) and its toast container. Returns the query client, so a test can
 * read again what another screen would have changed.
 */
export function renderInShell(page: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <QueryClientProvider client={client}>
          {page}
          <Toaster />
        </QueryClientProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
  return client;
}

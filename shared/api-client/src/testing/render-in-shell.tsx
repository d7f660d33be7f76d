import { AuthProvider } from '@talentbrug/api-client/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';

/**
 * The render of a remote's tests: a page inside the providers the shell puts around a remote page
 * (router, auth, a query client that does not retry) and its toast container. Made once per remote
 * with React Router's `MemoryRouter` and `@talentbrug/ui`'s `Toaster` (this package depends on
 * neither). The render returns the query client, so a test can read again what another screen
 * would have changed.
 */
export function shellRender(
  MemoryRouter: ComponentType<{ initialEntries: string[]; children: ReactNode }>,
  Toaster: ComponentType,
) {
  return function renderInShell(page: ReactElement, path = '/') {
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
  };
}

import { AuthProvider } from '@talentbrug/api-client/auth';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import DossierPage from './dossier-page.tsx';

/** The providers the shell puts around every remote page. */
const renderPage = (page: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>{page}</AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('mfe-recruit exposed pages', () => {
  afterEach(cleanup);

  it('DossierPage shows its Dutch title', () => {
    renderPage(<DossierPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dossier') })).toBeTruthy();
    expect(routeTitle('/dossier')).toBe('Dossier');
  });
});

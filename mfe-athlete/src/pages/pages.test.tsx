import { AuthProvider } from '@talentbrug/api-client/auth';
import { routeTitle } from '@talentbrug/domain/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from './dashboard-page.tsx';
import MatchesPage from './matches-page.tsx';
import ProfilePage from './profile-page.tsx';

/** The providers the shell puts around every remote page. */
const renderPage = (page: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {page}
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('mfe-athlete exposed pages', () => {
  afterEach(cleanup);

  it('DashboardPage shows its Dutch title', () => {
    // The dashboard greets by the signed-in user's name: the shell's AuthProvider is around it.
    renderPage(
      <AuthProvider>
        <DashboardPage />
      </AuthProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dashboard') })).toBeTruthy();
  });

  it('MatchesPage shows its Dutch title while its matches load', () => {
    renderPage(<MatchesPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/matches') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Matches laden...');
  });

  it('ProfilePage shows its Dutch title while its profile loads', () => {
    renderPage(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/profile') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Profiel laden...');
  });
});

import { AuthProvider } from '@talentbrug/api-client/auth';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import CoachPage from './coach-page.tsx';

/** The providers the shell puts around every remote page. */
const renderPage = (page: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>{page}</AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('mfe-coach exposed pages', () => {
  afterEach(cleanup);

  it("CoachPage shows its Dutch title, and 'Niet ingelogd' where nobody can sign in", () => {
    // No auth client here (no /app-config.json): the page cannot have a session.
    renderPage(<CoachPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/aicoach') })).toBeTruthy();
    expect(routeTitle('/aicoach')).toBe('Chat met je AI-coach');
    expect(screen.getByRole('alert').textContent).toContain('Niet ingelogd');
  });
});

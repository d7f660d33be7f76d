import { routeTitle } from '@talentbrug/domain/routes';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from './dashboard-page.tsx';
import MatchesPage from './matches-page.tsx';
import ProfilePage from './profile-page.tsx';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('mfe-athlete exposed pages', () => {
  afterEach(cleanup);

  it('DashboardPage shows its Dutch title', () => {
    renderPage(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dashboard') })).toBeTruthy();
  });

  it('MatchesPage shows its Dutch title', () => {
    renderPage(<MatchesPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/matches') })).toBeTruthy();
  });

  it('ProfilePage shows its Dutch title', () => {
    renderPage(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/profile') })).toBeTruthy();
  });
});

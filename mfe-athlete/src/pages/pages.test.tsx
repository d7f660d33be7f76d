import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render-in-shell.tsx';
import DashboardPage from './dashboard-page.tsx';
import MatchesPage from './matches-page.tsx';
import ProfilePage from './profile-page.tsx';

describe('mfe-athlete exposed pages', () => {
  afterEach(cleanup);

  it('DashboardPage shows its Dutch title', () => {
    renderInShell(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dashboard') })).toBeTruthy();
  });

  it('MatchesPage shows its Dutch title while its matches load', () => {
    renderInShell(<MatchesPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/matches') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Matches laden...');
  });

  it('ProfilePage shows its Dutch title while its profile loads', () => {
    renderInShell(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/profile') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Profiel laden...');
  });
});

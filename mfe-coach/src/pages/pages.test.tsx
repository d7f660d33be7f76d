import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render-in-shell.tsx';
import CoachPage from './coach-page.tsx';

describe('mfe-coach exposed pages', () => {
  afterEach(cleanup);

  it("CoachPage shows its Dutch title, and 'Niet ingelogd' where nobody can sign in", () => {
    // No auth client here (no /app-config.json): the page cannot have a session.
    renderInShell(<CoachPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/aicoach') })).toBeTruthy();
    expect(routeTitle('/aicoach')).toBe('Chat met je AI-coach');
    expect(screen.getByRole('alert').textContent).toContain('Niet ingelogd');
  });
});

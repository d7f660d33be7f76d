import { routeTitle } from '@talentbrug/domain/routes';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import CoachPage from './coach-page.tsx';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('mfe-coach exposed pages', () => {
  afterEach(cleanup);

  it('CoachPage shows its Dutch title', () => {
    renderPage(<CoachPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/aicoach') })).toBeTruthy();
  });
});

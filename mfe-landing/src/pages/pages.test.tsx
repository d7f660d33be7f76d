import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import LandingPage from './landing-page.tsx';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('mfe-landing exposed pages', () => {
  afterEach(cleanup);

  it('LandingPage leads to onboarding', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Gratis' }).getAttribute('href')).toBe('/onboarding');
  });
});

import { routeTitle } from '@talentbrug/domain/routes';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import OnboardingPage from './onboarding-page.tsx';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('mfe-onboarding exposed pages', () => {
  afterEach(cleanup);

  it('OnboardingPage shows its Dutch title', () => {
    renderPage(<OnboardingPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/onboarding') })).toBeTruthy();
  });
});

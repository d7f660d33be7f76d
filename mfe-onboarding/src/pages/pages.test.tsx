import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render-in-shell.tsx';
import OnboardingPage from './onboarding-page.tsx';

describe('mfe-onboarding exposed pages', () => {
  afterEach(cleanup);

  it('OnboardingPage shows its Dutch title', () => {
    renderInShell(<OnboardingPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/onboarding') })).toBeTruthy();
  });
});

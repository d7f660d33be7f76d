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

  it('OnboardingPage says where the answers are kept, true signed out and signed in (server draft)', () => {
    renderInShell(<OnboardingPage />);
    expect(
      screen.getByText(
        'In zes stappen maken we samen je sportprofiel klaar voor coaches in Amerika. Wat je invult, bewaren we tot je het verstuurt: in deze browser en, als je bent ingelogd, bij je account.',
      ),
    ).toBeTruthy();
  });
});

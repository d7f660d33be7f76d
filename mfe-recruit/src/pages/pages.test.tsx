import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/render-in-shell.tsx';
import DossierPage from './dossier-page.tsx';

describe('mfe-recruit exposed pages', () => {
  afterEach(cleanup);

  it('DossierPage shows its Dutch title', () => {
    renderInShell(<DossierPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/dossier') })).toBeTruthy();
    expect(routeTitle('/dossier')).toBe('Dossier');
  });
});

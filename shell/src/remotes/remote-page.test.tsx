import type { RouteDef } from '@talentbrug/domain/contracts/routes';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_TEXTS } from '../texts.ts';
import { preloadRoutePage, RemotePage } from './remote-page.tsx';

let n = 0;
// A distinct route per test: loaded pages are remembered per remote module.
const freshRoute = (): RouteDef => ({
  path: '/x',
  remote: 'athlete',
  module: `./TestPage${++n}`,
  title: 'Test',
  protected: false,
});
const page = (text: string): { default: ComponentType } => ({ default: () => <h1>{text}</h1> });

describe('RemotePage', () => {
  afterEach(cleanup);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('renders the loaded page', async () => {
    render(<RemotePage route={freshRoute()} load={async () => page('Dashboard')} />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows the Dutch fallback when the remote cannot be loaded, and recovers on retry', async () => {
    const load = vi
      .fn<(route: RouteDef, again: boolean) => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(page('Terug'));
    render(<RemotePage route={freshRoute()} load={load} />);
    expect(await screen.findByText(REMOTE_TEXTS.fallbackTitle)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: REMOTE_TEXTS.retry }));
    expect(await screen.findByRole('heading', { name: 'Terug' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('contains a page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const load = vi
      .fn<(route: RouteDef, again: boolean) => Promise<{ default: ComponentType }>>()
      .mockResolvedValueOnce({ default: Broken })
      .mockResolvedValueOnce(page('Hersteld'));
    render(<RemotePage route={freshRoute()} load={load} />);
    expect(await screen.findByText(REMOTE_TEXTS.fallbackTitle)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: REMOTE_TEXTS.retry }));
    expect(await screen.findByRole('heading', { name: 'Hersteld' })).toBeTruthy();
  });

  it('renders a page the bootstrap started loading without loading it a second time', async () => {
    const route = freshRoute();
    preloadRoutePage(route, async () => page('Vooraf geladen'));
    const load = vi.fn(async () => page('Nog eens geladen'));
    render(<RemotePage route={route} load={load} />);
    expect(await screen.findByRole('heading', { name: 'Vooraf geladen' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});

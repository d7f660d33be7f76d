import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice, Page } from './page.tsx';
import { Spinner } from './spinner.tsx';
import { notify, Toaster } from './toast.tsx';

describe('shared ui', () => {
  afterEach(cleanup);

  it("Spinner announces 'Laden...' as a status", () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Laden...');
  });

  it('Page renders one h1 with its title and lead', () => {
    render(<Page title="Mijn Profiel" lead="Alles over jou" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Mijn Profiel' })).toBeTruthy();
    expect(screen.getByText('Alles over jou')).toBeTruthy();
  });

  it('ErrorNotice is an alert whose action can be pressed', async () => {
    const onClick = vi.fn();
    render(<ErrorNotice title="Er ging iets mis" action={{ label: 'Opnieuw proberen', onClick }} />);
    expect(screen.getByRole('alert').textContent).toContain('Er ging iets mis');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("notify shows a toast in the shell's container", async () => {
    render(<Toaster />);
    notify.success('Profiel succesvol opgeslagen! ✅');
    notify.error('Kon profiel niet opslaan');
    expect(await screen.findByText('Profiel succesvol opgeslagen! ✅')).toBeTruthy();
    expect(await screen.findByText('Kon profiel niet opslaan')).toBeTruthy();
  });
});

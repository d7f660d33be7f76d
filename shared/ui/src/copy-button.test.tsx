import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_STATUS_VISIBLE_MS, CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("puts the exact value on the clipboard and says 'Gekopieerd' in a live region, then clears it", async () => {
    // userEvent.setup() gives jsdom the Clipboard API a browser has.
    userEvent.setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<CopyButton value="JBSWY3DPEHPK3PXP" label="Kopieer sleutel" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopieer sleutel' })));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(status.textContent).toBe('Gekopieerd');
    act(() => vi.advanceTimersByTime(COPY_STATUS_VISIBLE_MS));
    expect(status.textContent).toBe('');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    render(<CopyButton value="geheim" />);
    await user.click(screen.getByRole('button', { name: 'Kopieer' }));
    expect(screen.getByRole('status').textContent).toBe('Kopiëren lukte niet. Selecteer de tekst en kopieer hem zelf.');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { browserFocus } from './testing/focus.tsx';

afterEach(cleanup);

/** A form that is busy from its first submit on, as one waiting for the server's answer. */
function Saving({ onSave, nothingToSave = false }: { onSave: () => void; nothingToSave?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setBusy(true);
      }}
    >
      <input aria-label="Naam" />
      <Button type="submit" loading={busy} loadingLabel="Opslaan..." disabled={nothingToSave}>
        Opslaan
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('keeps the focus while loading, says it is busy, and ignores presses and Enter', async () => {
    const onSave = vi.fn();
    render(<Saving onSave={onSave} />);
    screen.getByRole('button', { name: 'Opslaan' }).focus();
    await userEvent.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Opslaan...' });
    expect(browserFocus()).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(busy);
    // Enter in a field submits by clicking the form's first submit button: that click is refused too.
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Sem{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays disabled when it cannot act for another reason, loading or not', async () => {
    const onSave = vi.fn();
    render(<Saving onSave={onSave} nothingToSave />);
    const button = screen.getByRole('button', { name: 'Opslaan' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Sem{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    cleanup();

    render(
      <Button disabled loading loadingLabel="Bezig...">
        Genereer
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Bezig...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-disabled')).toBeNull();
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('while loading is aria-disabled even where the caller leaves it open, and keeps the caller’s otherwise', async () => {
    // As the outreach dialog's 'Bevestig': aria-disabled of its own until it is ready.
    const Confirm = ({ ready, loading, onConfirm }: { ready: boolean; loading: boolean; onConfirm: () => void }) => (
      <Button
        aria-disabled={ready ? undefined : true}
        onClick={ready ? onConfirm : undefined}
        loading={loading}
        loadingLabel="Bezig..."
      >
        Bevestig
      </Button>
    );
    const onConfirm = vi.fn();
    const { rerender } = render(<Confirm ready={false} loading={false} onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Bevestig' }).getAttribute('aria-disabled')).toBe('true');

    rerender(<Confirm ready loading onConfirm={onConfirm} />);
    const busy = screen.getByRole('button', { name: 'Bezig...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(<Confirm ready loading={false} onConfirm={onConfirm} />);
    const idle = screen.getByRole('button', { name: 'Bevestig' });
    expect(idle.getAttribute('aria-disabled')).toBeNull();
    expect(idle.getAttribute('aria-busy')).toBeNull();
    await userEvent.click(idle);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

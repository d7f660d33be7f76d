import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { browserFocus } from './testing/focus.tsx';

afterEach(cleanup);

function Saving({ keepFocus, onSave }: { keepFocus?: boolean; onSave: () => void }) {
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
      <Button type="submit" loading={busy} loadingLabel="Opslaan..." keepFocus={keepFocus}>
        Opslaan
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('while loading is disabled, so a browser drops its focus', async () => {
    render(<Saving onSave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('button', { name: 'Opslaan...' })).toHaveProperty('disabled', true);
    expect(browserFocus()).toBe(document.body);
  });

  it('with keepFocus keeps the focus while loading, says it is busy, and ignores presses and Enter', async () => {
    const onSave = vi.fn();
    render(<Saving keepFocus onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const busy = screen.getByRole('button', { name: 'Opslaan...' });
    expect(browserFocus()).toBe(busy);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    await userEvent.type(screen.getByRole('textbox', { name: 'Naam' }), 'Sem{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

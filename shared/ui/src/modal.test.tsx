import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bekijk details
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Duke University"
        description="Durham, NC"
        initialFocusRef={withInitialFocus ? nameRef : undefined}
      >
        <label>
          Notitie
          <input ref={nameRef} />
        </label>
        <button type="button" disabled>
          Uitgeschakeld
        </button>
        <a href="https://duke.edu">Website</a>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Duke University' });

describe('Modal', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk details' }));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Duke University' })).toBeTruthy();
    expect(document.getElementById(dialog().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Durham, NC');
    expect(document.activeElement).toBe(dialog());
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside, skipping disabled controls', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk details' }));
    const close = screen.getByRole('button', { name: 'Sluiten' });
    const input = screen.getByRole('textbox', { name: 'Notitie' });
    const link = screen.getByRole('link', { name: 'Website' });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(link);
  });

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Bekijk details' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and on a click on the backdrop, not inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Bekijk details' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Duke University' }));
    expect(dialog()).toBeTruthy();
    await userEvent.click(dialog().parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can put the focus on a chosen control first', async () => {
    render(<Harness withInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Bekijk details' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notitie' }));
  });
});

describe('Modal, when a re-render replaced its opener', () => {
  afterEach(cleanup);

  /** An entry that moves to another column as the dialog closes: React makes its button anew. */
  function Board() {
    const [open, setOpen] = useState(false);
    const [sent, setSent] = useState(false);
    const write = (
      <button id="write-duke" type="button" onClick={() => setOpen(true)}>
        Schrijf Duke een e-mail
      </button>
    );
    return (
      <>
        <ul aria-label="Nog te mailen">{sent ? null : <li>{write}</li>}</ul>
        <ul aria-label="Gemaild">{sent ? <li>{write}</li> : null}</ul>
        <Modal open={open} onClose={() => setOpen(false)} title="E-mail aan Duke">
          <button
            type="button"
            onClick={() => {
              setSent(true);
              setOpen(false);
            }}
          >
            Ik heb deze mail verstuurd
          </button>
        </Modal>
      </>
    );
  }

  it('gives the focus to the control that took its place (the same id), not to <body>', async () => {
    render(<Board />);
    await userEvent.click(screen.getByRole('button', { name: 'Schrijf Duke een e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ik heb deze mail verstuurd' }));
    const moved = within(screen.getByRole('list', { name: 'Gemaild' })).getByRole('button');
    await waitFor(() => expect(document.activeElement).toBe(moved));
  });
});

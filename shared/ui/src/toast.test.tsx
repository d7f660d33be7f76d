import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, Toaster } from './toast.tsx';

const region = () => screen.getByRole('region', { name: 'Meldingen (Alt+T)' });
const shown = () =>
  within(region())
    .queryAllByRole('alert')
    .map((toastElement) => toastElement.textContent);

/**
 * Closes a toast the way a visitor does, with its close button. jsdom plays no CSS animation,
 * so the end of the exit animation is sent by hand; react-toastify then collapses the toast
 * (300 ms) and frees its place for a waiting one.
 */
async function close(text: string) {
  const item = within(region())
    .getAllByRole('alert')
    .find((element) => element.textContent === text);
  if (!item) throw new Error(`No toast '${text}' on screen`);
  await userEvent.click(within(item).getByRole('button', { name: 'Sluiten' }));
  act(() => {
    fireEvent.animationEnd(item);
  });
  await waitFor(() => expect(shown()).not.toContain(text));
}

describe('notify and the Toaster', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    cleanup();
  });

  // First in this file: react-toastify is not loaded yet, as on a visit that has shown no toast.
  it('shows no toast region until the first toast, which loads it and shows with a close button named in Dutch', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: 'Meldingen (Alt+T)' })).toBeNull();
    act(() => {
      notify.success('Profiel succesvol opgeslagen! ✅');
    });
    const item = await within(await screen.findByRole('region', { name: 'Meldingen (Alt+T)' })).findByRole('alert');
    expect(item.textContent).toBe('Profiel succesvol opgeslagen! ✅');
    expect(within(item).getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });

  it('replaces the toast of the same topic instead of adding one, whatever its kind', async () => {
    render(<Toaster />);
    act(() => {
      notify.onboarding('Je gegevens worden verzonden... 🚀', { topic: 'onboarding' });
    });
    await waitFor(() => expect(shown()).toEqual(['Je gegevens worden verzonden... 🚀']));

    act(() => {
      notify.error('1 veld ontbreekt of is niet goed ingevuld.', { topic: 'onboarding' });
    });
    await waitFor(() => expect(shown()).toEqual(['1 veld ontbreekt of is niet goed ingevuld.']));
    expect(within(region()).getByRole('alert').className).toContain('Toastify__toast--error');

    act(() => {
      notify.onboarding('Onboarding voltooid! Je profiel wordt verwerkt. 🎉', { topic: 'onboarding' });
    });
    await waitFor(() => expect(shown()).toEqual(['Onboarding voltooid! Je profiel wordt verwerkt. 🎉']));
    // The error's look goes with it: the onboarding toast is dark again.
    expect(within(region()).getByRole('alert').className).toContain('Toastify__toast-theme--dark');
  });

  it('keeps toasts of other topics, and without one, beside each other', async () => {
    render(<Toaster />);
    act(() => {
      notify.info('Nog geen matches. Genereer je eerste matches!', { topic: 'matches' });
      notify.success('Profiel succesvol opgeslagen! ✅', { topic: 'profile' });
    });
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()).toEqual(
      expect.arrayContaining(['Nog geen matches. Genereer je eerste matches!', 'Profiel succesvol opgeslagen! ✅']),
    );
  });

  it(`shows at most ${TOAST_LIMIT} at once; the next one comes when one closes`, async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Kon profiel niet opslaan');
      notify.success('Upload Succesvol!');
      notify.info('Matches succesvol gegenereerd! 🎉');
    });
    await waitFor(() => expect(shown()).toHaveLength(TOAST_LIMIT));
    expect(shown()).not.toContain('Matches succesvol gegenereerd! 🎉');

    await close('Kon profiel niet opslaan');
    await waitFor(() => expect(shown()).toContain('Matches succesvol gegenereerd! 🎉'));
    expect(shown()).toHaveLength(2);
  });

  it('replaces a toast of the same topic while it still waits, so the stale one never shows', async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Kon profiel niet opslaan');
      notify.success('Upload Succesvol!');
      notify.onboarding('Je gegevens worden verzonden... 🚀', { topic: 'onboarding-queued' });
      notify.warning('Later bericht');
      notify.onboarding('Onboarding voltooid! Je profiel wordt verwerkt. 🎉', { topic: 'onboarding-queued' });
    });
    await waitFor(() => expect(shown()).toHaveLength(2));

    await close('Kon profiel niet opslaan');
    // It keeps the waiting toast's place in the queue, ahead of the later one.
    await waitFor(() => expect(shown()).toContain('Onboarding voltooid! Je profiel wordt verwerkt. 🎉'));
    await close('Upload Succesvol!');
    await waitFor(() => expect(shown()).toContain('Later bericht'));
    expect(shown()).not.toContain('Je gegevens worden verzonden... 🚀');
  });

  it('notify.dismiss(topic) right after the toast was asked for, before it is on screen: it never shows', async () => {
    render(<Toaster />);
    // What the matches page's effect relies on: its cleanup dismisses 'no matches yet' in the same
    // task it was asked for, when the app's first render and a click that starts a generation meet.
    act(() => {
      notify.info('Nog geen matches. Genereer je eerste matches!', { topic: 'matches-empty' });
      notify.dismiss('matches-empty');
      notify.success('Later bericht');
    });
    await waitFor(() => expect(shown()).toEqual(['Later bericht']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shown()).toEqual(['Later bericht']);
  });

  it('notify.dismiss(topic) closes that topic only, on screen or in the queue', async () => {
    render(<Toaster />);
    act(() => {
      notify.onboarding('Je gegevens worden verzonden... 🚀', { topic: 'sending' });
      notify.info('Nog geen matches. Genereer je eerste matches!');
      notify.warning('Wacht in de rij', { topic: 'queued' });
    });
    await waitFor(() => expect(shown()).toHaveLength(2));
    // Taken while it is an alert: a closing toast is one no longer.
    const sending = within(region())
      .getAllByRole('alert')
      .find((element) => element.textContent?.startsWith('Je gegevens'));
    if (!sending) throw new Error("No toast 'Je gegevens worden verzonden... 🚀' on screen");
    act(() => {
      notify.dismiss('queued');
      notify.dismiss('sending');
      notify.dismiss('nothing-to-close');
    });
    act(() => {
      fireEvent.animationEnd(sending);
    });
    await waitFor(() => expect(shown()).toEqual(['Nog geen matches. Genereer je eerste matches!']));
    // The queued one was taken out: nothing takes the freed place. react-toastify gives the
    // place to the next in its queue in the same step that takes the collapsed toast off the
    // page, so once that one is gone a queued toast would be on screen already.
    await waitFor(() => expect(sending.isConnected).toBe(false));
    expect(shown()).toEqual(['Nog geen matches. Genereer je eerste matches!']);
  });

  it("shows a toast with the caller's own toastId once, however often it is asked for", async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Kon je profiel niet laden.', { toastId: 'profile-load-error' });
      notify.error('Kon je profiel niet laden.', { toastId: 'profile-load-error' });
    });
    await waitFor(() => expect(shown()).toEqual(['Kon je profiel niet laden.']));
  });
});

describe('toast auto-close times', () => {
  it('follow the spec: success 3 s, error 5 s, warning 4 s, info 3 s, onboarding 3 s', () => {
    expect(TOAST_AUTO_CLOSE_MS).toEqual({ success: 3000, error: 5000, warning: 4000, info: 3000, onboarding: 3000 });
  });
});

import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ON_DEMAND_TEXTS, useOnDemand } from './on-demand.tsx';
import { Toaster } from './toast.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** A download the test lets fail or succeed, counted. */
function loader() {
  const state = { calls: 0, fail: true };
  const load = async () => {
    state.calls += 1;
    if (state.fail) throw new Error('Loading chunk 42 failed');
    return Greeting;
  };
  return { state, load };
}

function Page({ load }: { load: () => Promise<typeof Greeting> }) {
  const greeting = useOnDemand(load);
  const [shown, setShown] = useState(false);
  return (
    <main>
      <button
        type="button"
        onPointerEnter={greeting.preload}
        onFocus={greeting.preload}
        onClick={() => void greeting.open().then(setShown)}
      >
        Groet
      </button>
      {shown && greeting.Component ? <greeting.Component name="Sem" /> : null}
      <Toaster />
    </main>
  );
}

describe('useOnDemand', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    cleanup();
  });

  it('says so in Dutch when the download fails, shows nothing, and downloads again on the next click', async () => {
    const { state, load } = loader();
    render(<Page load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Groet' }));
    const toasts = await screen.findByRole('region', { name: 'Meldingen (Alt+T)' });
    expect(await within(toasts).findByText(ON_DEMAND_TEXTS.failed)).toBeTruthy();
    expect(screen.queryByText('Hallo Sem')).toBeNull();

    state.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Groet' }));
    expect(await screen.findByText('Hallo Sem')).toBeTruthy();
  });

  it('downloads once, on the pointer or the focus, before the click', async () => {
    const { state, load } = loader();
    state.fail = false;
    render(<Page load={load} />);
    expect(state.calls).toBe(0);
    await userEvent.hover(screen.getByRole('button', { name: 'Groet' }));
    expect(state.calls).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Groet' }));
    expect(await screen.findByText('Hallo Sem')).toBeTruthy();
    expect(state.calls).toBe(1);
  });
});

import { type ComponentType, useCallback, useState } from 'react';
import { notify } from './toast.tsx';

export const ON_DEMAND_TEXTS = {
  failed: 'Dit venster kon niet laden. Controleer je verbinding en probeer het opnieuw.',
};

/** One download per loader, shared by every component that asks; a failed one is tried again next time. */
const downloads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function download<T>(load: () => Promise<T>): Promise<T> {
  let pending = downloads.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    downloads.set(load, pending);
    pending.catch(() => downloads.delete(load));
  }
  return pending;
}

/**
 * A component a page needs only after a click, such as a dialog, downloaded then rather than with
 * the page (issue 15: every first visit within its JavaScript budget). `preload` starts the
 * download early; give it to the button's pointerenter and focus, so the click rarely waits.
 * `open` resolves to true once `Component` is there; when the download fails it says so in a
 * toast and resolves to false, leaving the page as it was. `load` must be a module-level function.
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const preload = useCallback(() => {
    download(load).catch(() => {});
  }, [load]);
  const open = useCallback(async () => {
    try {
      const loaded = await download(load);
      setComponent(() => loaded);
      return true;
    } catch {
      notify.error(ON_DEMAND_TEXTS.failed, { toastId: 'on-demand-failed' });
      return false;
    }
  }, [load]);
  return { Component, preload, open };
}

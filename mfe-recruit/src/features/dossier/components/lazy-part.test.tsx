import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart } from './lazy-part.tsx';

/** An IntersectionObserver the test drives: `show()` brings every observed element near the screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, margin: options?.rootMargin });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const show = () =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, show };
}

describe('LazyPart', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads its part only once its place comes near the screen', async () => {
    const { observers, show } = fakeObserver();
    const load = vi.fn(async () => ({ default: () => <p>the part</p> }));
    const Part = lazy(load);
    render(
      <LazyPart loading={<p>stand-in</p>} failed={<p>failed</p>} ahead={2000}>
        <Part />
      </LazyPart>,
    );
    expect(screen.getByText('stand-in')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.margin).toBe('2000px 0px');

    show();
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows `failed` in its place when the download fails', async () => {
    const { show } = fakeObserver();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy(async () => {
      throw new Error('chunk lost');
    });
    render(
      <LazyPart loading={<p>stand-in</p>} failed={<p>failed</p>}>
        <Part />
      </LazyPart>,
    );
    show();
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});

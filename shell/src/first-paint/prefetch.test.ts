import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_SLICE_MS, prefetchWhenIdle } from './prefetch.ts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

function withConnection(connection: object | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
}

/** A window whose idle callbacks wait in `idle` until the test runs them. */
function idleWindow() {
  const idle: IdleRequestCallback[] = [];
  const win = {
    document,
    navigator: window.navigator,
    requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
  } as unknown as Window;
  return { idle, win };
}

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    withConnection(undefined);
  });

  it('adds a prefetch link per file once the browser is idle after load', async () => {
    prefetchWhenIdle(['/main.1.js', '/411.2.js']);
    // jsdom's document is complete already; the idle callback (or its timeout fallback) follows.
    await expect.poll(prefetched, { timeout: 3000 }).toEqual(['/main.1.js', '/411.2.js']);
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('as')).toBe('script');
  });

  it('fetches nothing for a visitor who asked to save data or is on 2G', () => {
    const { idle, win } = idleWindow();
    withConnection({ saveData: true });
    prefetchWhenIdle(['/main.1.js'], win);
    withConnection({ effectiveType: '2g' });
    prefetchWhenIdle(['/main.1.js'], win);
    // Not even an idle callback waits to add a link later.
    expect(idle).toEqual([]);
    expect(prefetched()).toEqual([]);
  });

  it('adds the links in order, a few per idle period, so no callback holds the main thread long', () => {
    const { idle, win } = idleWindow();
    // Every append costs a millisecond on this clock.
    let clock = 0;
    const now = () => clock++;
    const files = Array.from({ length: 20 }, (_, i) => `/chunk-${i}.js`);
    prefetchWhenIdle(files, win, { now });

    const perCallback: number[] = [];
    const plenty = { didTimeout: false, timeRemaining: () => 50 };
    while (idle.length) {
      const before = prefetched().length;
      idle.shift()?.(plenty);
      perCallback.push(prefetched().length - before);
    }
    expect(prefetched()).toEqual(files);
    expect(Math.max(...perCallback)).toBeLessThanOrEqual(PREFETCH_SLICE_MS);
    expect(perCallback.length).toBeGreaterThan(1);
  });

  it('still adds one link when the idle period is already over, and goes on in the next', () => {
    const { idle, win } = idleWindow();
    prefetchWhenIdle(['/a.js', '/b.js'], win, { now: () => 0 });
    const over = { didTimeout: true, timeRemaining: () => 0 };
    idle.shift()?.(over);
    expect(prefetched()).toEqual(['/a.js']);
    idle.shift()?.(over);
    expect(prefetched()).toEqual(['/a.js', '/b.js']);
    expect(idle).toEqual([]);
  });
});

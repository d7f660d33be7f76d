import { afterEach, describe, expect, it } from 'vitest';
import { prefetchWhenIdle } from './prefetch.ts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

function withConnection(connection: object | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
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

  it('fetches nothing for a visitor who asked to save data or is on 2G', async () => {
    withConnection({ saveData: true });
    prefetchWhenIdle(['/main.1.js']);
    withConnection({ effectiveType: '2g' });
    prefetchWhenIdle(['/main.1.js']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(prefetched()).toEqual([]);
  });
});

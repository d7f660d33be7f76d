import { expect, type Page, type Route } from '@playwright/test';

/** The app's entry script (`/main.<hash>.js`), which the boot script loads. */
export const APP_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds every request for `url` until `release()`; the test decides when it may arrive. A held
 * file keeps the page's load event waiting, so such a page is opened with `{ waitUntil: 'commit' }`.
 */
export async function holdBack(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Whether app code has run on the page: the Module Federation runtime is the first thing the app sets up. */
export const appRan = (page: Page) => page.evaluate(() => '__FEDERATION__' in window);

/**
 * The app has taken over from the prerendered markup (ADR 0003). In this order: the entry sets
 * up the federation runtime and, in the same evaluation, turns the prerendered page into the
 * twin it holds on screen until the app has rendered. Counted before the entry ran, no twin is
 * there yet, and a test would go on to use the prerendered copy the app is about to replace.
 */
export async function appMounted(page: Page): Promise<void> {
  await expect.poll(() => appRan(page)).toBe(true);
  await expect(page.locator('[data-prerender-twin]')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
}

/**
 * Sums the visit's layout shifts from the first paint on (CLS as web-vitals counts it for a short
 * page); call before the page loads, read with the function it returns.
 */
export async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

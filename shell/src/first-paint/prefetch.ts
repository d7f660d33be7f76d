interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The longest stretch of main thread, in ms, one idle callback spends adding prefetch links.
 * Each append starts a fetch at once, and the app's 30-odd files in one callback made the
 * longest task of a page that runs nothing else: 60-215 ms at Lighthouse's 4x CPU (bench/trace.mjs,
 * /login), counted in its Total Blocking Time. In slices of this length a task stays far below
 * the 50 ms that counts as blocking, even when a slow phone multiplies it by four.
 */
export const PREFETCH_SLICE_MS = 4;

interface PrefetchOptions {
  /** The clock the slices are measured with; the page's own by default. */
  now?: () => number;
}

/**
 * Puts the app's files in the HTTP cache once the page has loaded and the browser is idle, so
 * the next page ('Start Gratis', 'Log in') starts without waiting for them. Prefetches run at
 * the lowest priority and execute nothing. The links go in, in order, a few per idle period
 * (PREFETCH_SLICE_MS), so a visitor's first tap never waits behind them. Skipped when the
 * visitor asked to save data or is on a 2G connection: they download what they use, when they
 * use it.
 */
export function prefetchWhenIdle(
  urls: readonly string[],
  win: Window = window,
  { now = () => win.performance.now() }: PrefetchOptions = {},
): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!urls.length || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const doc = win.document;
  let next = 0;
  const run = (deadline?: IdleDeadline) => {
    const start = now();
    // At least one link per call, so the prefetch always moves on; then only while the slice and
    // the browser's idle period both last.
    do {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', 'script');
      link.href = urls[next++] as string;
      doc.head.append(link);
    } while (next < urls.length && now() - start < PREFETCH_SLICE_MS && (deadline?.timeRemaining() ?? 1) > 0);
    if (next < urls.length) whenIdle();
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(run, { timeout: 5000 })
      : win.setTimeout(run, next ? 0 : 1000);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

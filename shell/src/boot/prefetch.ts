interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Puts the app's files in the HTTP cache once the page has loaded and the browser is idle, so
 * the next page ('Start Gratis', 'Log in') starts without waiting for them. Prefetches run at
 * the lowest priority and execute nothing. Skipped when the visitor asked to save data or is
 * on a 2G connection: they download what they use, when they use it.
 */
export function prefetchWhenIdle(urls: readonly string[], win: Window = window): void {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!urls.length || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const doc = win.document;
  const run = () => {
    for (const href of urls) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.append(link);
    }
  };
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(run, { timeout: 5000 })
      : win.setTimeout(run, 1000);
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

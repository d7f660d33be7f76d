/** Where the page's chrome ends, in px from the top of the window; the toasts sit below it. */
export const CHROME_BOTTOM_PROPERTY = '--tb-chrome-bottom';

/**
 * Keeps CHROME_BOTTOM_PROPERTY on the document at the bottom of the sticky header or of the
 * notice under it (the e-mail banner) while that is in view, so a toast never covers either: on a
 * phone the banner wraps to several lines and a fixed offset would put the toasts over it. The
 * header grows when its menu opens, the banner comes and goes, and scrolling takes it away.
 */
export function trackChromeBottom(main: HTMLElement): () => void {
  const doc = main.ownerDocument;
  const view = doc.defaultView;
  const header = main.parentElement?.querySelector(':scope > header') ?? null;
  let frame = 0;
  const measure = () => {
    frame = 0;
    const bottom = Math.max(header?.getBoundingClientRect().bottom ?? 0, main.getBoundingClientRect().top);
    // Never lower than half the window: a toast must stay in view under an opened menu too.
    const top = Math.round(Math.min(Math.max(bottom, 0), (view?.innerHeight ?? 0) / 2));
    doc.documentElement.style.setProperty(CHROME_BOTTOM_PROPERTY, `${top}px`);
  };
  const schedule = () => {
    frame ||= view?.requestAnimationFrame(measure) ?? 0;
  };
  measure();
  view?.addEventListener('scroll', schedule, { passive: true });
  view?.addEventListener('resize', schedule);
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
  if (header) resized?.observe(header);
  const changed = new MutationObserver(schedule);
  if (main.parentElement) changed.observe(main.parentElement, { childList: true });
  return () => {
    view?.removeEventListener('scroll', schedule);
    view?.removeEventListener('resize', schedule);
    resized?.disconnect();
    changed.disconnect();
    if (frame) view?.cancelAnimationFrame(frame);
    doc.documentElement.style.removeProperty(CHROME_BOTTOM_PROPERTY);
  };
}

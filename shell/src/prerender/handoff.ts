/** Set by the server on #root when it holds a prerendered page (ADR 0003). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const MAX_HOLD_MS = 10_000;

/** The page's own content has arrived: anything in main but the loading spinner. */
function pageReady(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  return !!main && [...main.children].some((child) => child.getAttribute('role') !== 'status');
}

/**
 * Keeps a prerendered page on screen until the app has rendered the same page. React's
 * createRoot empties #root on its first render, when the remote page is still loading, so
 * the visitor would see the page vanish behind a spinner and come back. Instead the
 * prerendered nodes move to a twin of #root in front of it, #root is hidden while the app
 * renders into it, and the two swap in one frame once the page (or its error notice) is
 * there. The markup is the same, so nothing moves. A timeout bounds the wait.
 */
export function holdPrerenderedPage(doc: Document = document, maxHoldMs = MAX_HOLD_MS): void {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const twin = doc.createElement('div');
  twin.className = root.className;
  twin.setAttribute('data-prerender-twin', '');
  twin.append(...root.childNodes);
  root.before(twin);
  root.hidden = true;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);

  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    // Keep the reader where they were: the app's page has the same height.
    const { scrollX, scrollY } = doc.defaultView ?? { scrollX: 0, scrollY: 0 };
    twin.remove();
    root.hidden = false;
    doc.defaultView?.scrollTo(scrollX, scrollY);
  };
  const observer = new MutationObserver(() => {
    if (pageReady(root)) release();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(release, maxHoldMs);
}

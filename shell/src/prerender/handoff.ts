import { carryOverInput } from './carry-over.ts';

/**
 * Set by the server on #root when it holds a prerendered page (ADR 0003). The same name as
 * @talentbrug/domain/prerender's, written out: this module runs in the entry before the async
 * boundary, where a shared package cannot be imported yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const MAX_HOLD_MS = 10_000;

/** The caret of a text control, where it has one (type=email has none to read). */
function selectionOf(element: HTMLElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = element as HTMLInputElement;
    return typeof selectionStart === 'number' && typeof selectionEnd === 'number'
      ? [selectionStart, selectionEnd]
      : null;
  } catch {
    return null;
  }
}

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
  // Moving nodes blurs them: a visitor already typing in a prerendered form keeps the caret.
  const focused = root.contains(doc.activeElement) ? (doc.activeElement as HTMLElement) : null;
  const caret = focused ? selectionOf(focused) : null;
  twin.append(...root.childNodes);
  root.before(twin);
  if (focused) {
    focused.focus({ preventScroll: true });
    if (caret) (focused as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
  }
  root.hidden = true;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);

  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    // Keep the reader where they were: the app's page has the same height.
    const { scrollX, scrollY } = doc.defaultView ?? { scrollX: 0, scrollY: 0 };
    // Both in this one task, so no frame shows the two at once. What a visitor typed (or sent)
    // into a prerendered form goes on in the app's form (ADR 0010); focus needs it visible.
    root.hidden = false;
    carryOverInput(twin, root);
    twin.remove();
    doc.defaultView?.scrollTo(scrollX, scrollY);
  };
  const observer = new MutationObserver(() => {
    if (pageReady(root)) release();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(release, maxHoldMs);
}

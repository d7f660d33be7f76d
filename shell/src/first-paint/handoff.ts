import { carryOverInput, typedInto } from './carry-over.ts';

/**
 * Set by the server on #root when it holds a prerendered page (ADR 0003). The same name as
 * @talentbrug/domain/contracts/first-paint/prerender's, written out: this module runs in the entry before the async
 * boundary, where a shared package cannot be imported yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const MAX_HOLD_MS = 10_000;

/** On the shell's notice for a remote that failed to load or render (remotes/remote-page.tsx). */
export const REMOTE_FALLBACK_ATTRIBUTE = 'data-remote-fallback';
/** On the prerendered page's content kept under that notice, with what the visitor typed. */
const KEPT_ATTRIBUTE = 'data-prerender-kept';

/** The page's own content has arrived: anything in main but the loading spinner (and the kept page). */
function pageReady(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  return (
    !!main &&
    [...main.children].some((child) => child.getAttribute('role') !== 'status' && !child.hasAttribute(KEPT_ATTRIBUTE))
  );
}

/**
 * The remote failed after the visitor typed into its prerendered form: the form stays, under the
 * notice, with what was typed (and a submit the boot script holds), instead of going with the
 * page. When a retry brings the page, it goes back to the prerendered page it came from, whose
 * values carryOverInput moves into the app's form as on any takeover.
 */
function keepTypedPage(twin: Element, root: HTMLElement): void {
  const from = twin.querySelector('main');
  const main = root.querySelector('main');
  if (!from || !main) return;
  const kept = root.ownerDocument.createElement('div');
  kept.setAttribute(KEPT_ATTRIBUTE, '');
  kept.append(...from.childNodes);
  main.append(kept);
  const observer = new MutationObserver(() => {
    if (!pageReady(root) || root.querySelector(`[${REMOTE_FALLBACK_ATTRIBUTE}]`)) return;
    observer.disconnect();
    from.append(...kept.childNodes);
    kept.remove();
    carryOverInput(twin, root);
  });
  observer.observe(main, { childList: true, subtree: true });
}

/**
 * Keeps a prerendered page on screen until the app has rendered the same page. React's
 * createRoot empties #root on its first render, when the remote page is still loading, so
 * the visitor would see the page vanish behind a spinner and come back. Instead the
 * prerendered element hands its id to a new, hidden, empty #root after it, where the app
 * renders (bootstrap looks #root up after this has run), and becomes its twin; the two swap in
 * one frame once the page (or its error notice) is there. The markup is the same, so nothing
 * moves. The prerendered nodes stay where they are: moved, they would lose the focus and caret
 * of a visitor typing in a form, and Chrome would count their paint again for LCP, dropping the
 * first one when it has not reported it yet (ADR 0010). A timeout bounds the wait.
 */
export function holdPrerenderedPage(doc: Document = document, maxHoldMs = MAX_HOLD_MS): void {
  const twin = doc.getElementById('root');
  if (!twin?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const root = doc.createElement('div');
  root.className = twin.className;
  root.hidden = true;
  twin.removeAttribute('id');
  twin.removeAttribute(PRERENDERED_ATTRIBUTE);
  twin.setAttribute('data-prerender-twin', '');
  root.id = 'root';
  twin.after(root);

  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    // Keep the reader where they were: the app's page has the same height.
    const { scrollX, scrollY } = doc.defaultView ?? { scrollX: 0, scrollY: 0 };
    // Both in this one task, so no frame shows the two at once. What a visitor typed (or sent)
    // into a prerendered form goes on in the app's form (ADR 0010); focus needs it visible.
    root.hidden = false;
    if (root.querySelector(`[${REMOTE_FALLBACK_ATTRIBUTE}]`) && typedInto(twin)) keepTypedPage(twin, root);
    else carryOverInput(twin, root);
    twin.remove();
    doc.defaultView?.scrollTo(scrollX, scrollY);
  };
  const observer = new MutationObserver(() => {
    if (pageReady(root)) release();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(release, maxHoldMs);
}

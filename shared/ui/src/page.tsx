import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The frame of a route page: the page's one h1 and its content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

/** A contained failure with a way forward, used where a part of the page cannot be shown. */
export function ErrorNotice({ title, action }: { title: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className={styles.page}>
      <div className={styles.notice} role="alert">
        <p>{title}</p>
        {action ? (
          <button type="button" className={styles.button} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}

// Where the focus goes on a page when what had it is gone: the new route's heading (the shell's
// RouteFocus), a dialog's replaced opener (Modal). A browser drops the focus to <body> when the
// focused element leaves the page (a re-render replaced it, the route changed) or becomes
// disabled; a keyboard or screen-reader user then starts again from the top.

/** Whether the focus has fallen to the page's start: nothing, <body>, or an element no longer in the page. */
function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/** Focuses `element`, made focusable from script first when it is not (a heading, a message). */
function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Gives a lost focus to what `find` returns, as soon as both hold: the focus has fallen to <body>
 * and that element is in the page (it may still be loading, or about to replace the focused one).
 * It watches for `timeoutMs`, and stops at the user's next key or pointer press: from then on
 * the focus is theirs. Returns a function that stops it early.
 */
export function recoverFocus(
  find: () => HTMLElement | null | undefined,
  { timeoutMs = 5000, doc = document }: { timeoutMs?: number; doc?: Document } = {},
): () => void {
  const attempt = () => {
    if (!focusLost(doc)) return;
    const target = find();
    // It keeps watching after it gave the focus: a page that goes on rendering (the old route's
    // heading, then the new one's, in a transition) can take it away again, and it comes back.
    if (target?.isConnected) focusElement(target);
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('keydown', stop, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  // A focused button that becomes disabled loses the focus too.
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  doc.addEventListener('keydown', stop, true);
  doc.addEventListener('pointerdown', stop, true);
  attempt();
  return stop;
}

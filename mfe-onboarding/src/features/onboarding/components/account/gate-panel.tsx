import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './account.module.css';

/** A double-click's second click comes within this (the usual system setting is 500 ms). */
const DOUBLE_CLICK_MS = 500;

/**
 * The frame of the account step: a region named by its heading, which takes focus when the
 * step appears. It appears right after a click (the wizard's send button, the signup's), so it
 * is brought into view only once a second click of a double-click has landed: scrolled at once,
 * the page would move another control under that click.
 */
export function GatePanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // 'nearest' scrolls only when the panel is not in view; the page's scroll-behavior decides whether smoothly.
    const timer = setTimeout(() => panel.current?.scrollIntoView?.({ block: 'nearest' }), DOUBLE_CLICK_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section ref={panel} className={styles.panel} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

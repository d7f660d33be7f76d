import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './account.module.css';

/**
 * The frame of the account step: a region named by its heading, which takes focus when the
 * step appears (the wizard's submit button the athlete pressed is gone from under them).
 */
export function GatePanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

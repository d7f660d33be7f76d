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

import type { ReactNode, Ref } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

/** Icons as SVG paths (24x24): decoration only, so they add nothing to the alert's text. */
const ICON: Record<AlertTone, string> = {
  error: 'M12 7v6m0 4h.01',
  warning: 'M12 7v6m0 4h.01',
  success: 'M7 12.5l3.2 3.2L17 9',
  info: 'M12 11v6m0-10h.01',
};

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
  /** Lets a form move focus here after a failed submit (the alert takes focus but is not in the tab order). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * A banner for a form's outcome. Errors are announced at once (role alert); success,
 * warning and info politely (role status).
 */
export function Alert({ tone, title, children, id, ref, className }: AlertProps) {
  return (
    <div
      ref={ref}
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={ICON[tone]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
    </div>
  );
}

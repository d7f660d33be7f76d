import { Card } from '@talentbrug/ui/card';
import type { ReactNode } from 'react';
import styles from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card ('Nog geen account?'). */
  footer?: ReactNode;
  wide?: boolean;
  /** The children bring their own cards (a settings page with several sections). */
  sections?: boolean;
}

/** The frame of every account page: the page's one h1, a short lead, one calm card. */
export function AuthLayout({ title, lead, children, footer, wide = false, sections = false }: AuthLayoutProps) {
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {sections ? <div className={styles.sections}>{children}</div> : <Card as="div">{children}</Card>}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

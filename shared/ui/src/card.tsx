import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  /** A section heading (h2) inside the card; the page keeps the one h1. */
  title?: ReactNode;
  titleId?: string;
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div' | 'article';
}

/** A calm surface that groups one task: a form, a setting, a result. */
export function Card({ title, titleId, children, className, as: Tag = 'section' }: CardProps) {
  return (
    <Tag
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={Tag === 'section' && title && titleId ? titleId : undefined}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}

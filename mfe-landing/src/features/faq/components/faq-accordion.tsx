import { useEffect, useRef } from 'react';
import type { FaqItem } from '../data/faq-items.ts';
import { enhanceAccordion } from '../faq-controller.ts';
import styles from './faq-accordion.module.css';

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading, with
 * aria-expanded and aria-controls pointing at its answer. Enter and Space toggle (native
 * buttons); Arrow Up/Down, Home and End move between the questions. Several answers may be
 * open at once, so a visitor can compare them.
 *
 * React renders the markup only, every answer closed; the behaviour is faq-controller.ts,
 * which the prerendered page runs without React. React never re-renders these attributes
 * (nothing here depends on state), so the controller's changes to the DOM stay.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const container = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => (container.current ? enhanceAccordion(container.current) : undefined), []);

  return (
    <div ref={container} className={styles.accordion} data-accordion="">
      {items.map((item) => {
        const buttonId = `faq-vraag-${item.id}`;
        const panelId = `faq-antwoord-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-accordion-item="">
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded="false"
                aria-controls={panelId}
              >
                <span>{item.question}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          </div>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './legal-article.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of /terms and /privacy: title, version, a table of contents and numbered sections. */
export function LegalArticle({
  title,
  version,
  intro,
  sections,
}: {
  title: string;
  version: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.version}>{version}</p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <nav aria-label="Inhoud" className={styles.toc}>
        <h2 className={styles.tocTitle}>Inhoud</h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className={styles.section}>
          <h2 id={`${section.id}-titel`} className={styles.sectionTitle}>
            <span className={styles.number}>{index + 1}.</span> {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}

import type { ReactNode } from 'react';
import ui from './ui.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** The heading takes focus when the visitor jumps to it ('Bekijk Demo'). */
  focusable?: boolean;
}

/** The eyebrow, h2 and lead that open every landing section. */
export function SectionHeading({ id, eyebrow, title, lead, focusable = false }: SectionHeadingProps) {
  return (
    <div className={ui.heading}>
      <p className={ui.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={ui.title} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {lead ? <p className={ui.lead}>{lead}</p> : null}
    </div>
  );
}

/**
 * A landing section of cards or the like: the band (on the alternate background with `alt`),
 * the centred column, and its heading, which names the section.
 */
export function LandingSection({
  id,
  headingId,
  alt = false,
  children,
  ...heading
}: Omit<SectionHeadingProps, 'id'> & { id?: string; headingId: string; alt?: boolean; children: ReactNode }) {
  return (
    <section id={id} className={alt ? `${ui.section} ${ui.alt}` : ui.section} aria-labelledby={headingId}>
      <div className={ui.container}>
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}

export function ArrowIcon() {
  return (
    <svg className={ui.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

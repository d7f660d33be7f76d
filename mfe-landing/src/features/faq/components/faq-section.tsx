import { SectionHeading } from '../../../components/section-heading.tsx';
import ui from '../../../components/ui.module.css';
import { FAQ_ITEMS } from '../data/faq-items.ts';
import styles from './faq-accordion.module.css';
import { FaqAccordion } from './faq-accordion.tsx';

/** schema.org FAQPage of the same questions and answers the visitor reads. */
export function faqStructuredData(items = FAQ_ITEMS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
}

export function FaqSection() {
  return (
    <section className={`${ui.section} ${ui.alt}`} aria-labelledby="faq-titel">
      <div className={`${ui.container} ${styles.layout}`}>
        <SectionHeading
          id="faq-titel"
          eyebrow="Veelgestelde vragen"
          title="Wat sporters en ouders ons vaak vragen"
          lead="Staat je vraag er niet bij? Stel hem na je gratis start aan je AI-coach of mail ons."
        />
        <FaqAccordion items={FAQ_ITEMS} />
      </div>
      <script
        type="application/ld+json"
        // A JSON-LD data block of our own constants (never executed); '<' is escaped so it cannot end the tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqStructuredData()).replace(/</g, '\\u003c') }}
      />
    </section>
  );
}

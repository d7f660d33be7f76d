import { Link } from '@talentbrug/ui/router';
import { ArrowIcon } from '../../../components/section-heading.tsx';
import ui from '../../../components/ui.module.css';
import styles from './final-cta.module.css';

export function FinalCta() {
  return (
    <section className={styles.wrap} aria-labelledby="cta-titel">
      <div className={styles.panel}>
        <h2 id="cta-titel" className={styles.title}>
          Klaar voor je eerste stap naar Amerika?
        </h2>
        <p className={styles.text}>
          Maak je profiel, ontdek welke universiteiten bij je passen en weet precies wat je nog moet regelen. Samen met
          je ouders, in je eigen tempo.
        </p>
        <Link to="/onboarding" className={ui.button}>
          Start Gratis
          <ArrowIcon />
        </Link>
        <p className={styles.note}>Gratis starten, geen creditcard nodig.</p>
      </div>
    </section>
  );
}

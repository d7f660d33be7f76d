import { Link } from '@talentbrug/ui/router';
import { useEffect, useRef } from 'react';
import { ArrowIcon } from '../../../components/section-heading.tsx';
import ui from '../../../components/ui.module.css';
import { enhanceScrollLinks } from '../utils/enhance-scroll-links.ts';
import styles from './hero.module.css';
import { HeroIllustration } from './hero-illustration.tsx';

export const FEATURES_SECTION_ID = 'functies';
export const FEATURES_HEADING_ID = 'functies-titel';

export function Hero() {
  const section = useRef<HTMLElement>(null);
  // 'Bekijk Demo' scrolls through the same code the prerendered page runs without React.
  useEffect(() => (section.current ? enhanceScrollLinks(section.current) : undefined), []);

  return (
    <section ref={section} className={styles.hero} aria-labelledby="hero-titel">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>
            <span className={styles.dot} aria-hidden="true" />
            Sportbeurs in Amerika, van eerste profiel tot visum
          </p>
          <h1 id="hero-titel" className={styles.title}>
            Van Nederlands talent naar een <span className={styles.highlight}>sportbeurs in Amerika</span>
          </h1>
          <p className={styles.lead}>
            Wij begeleiden student-atleten en hun ouders stap voor stap: een sterk profiel, universiteiten die echt bij
            je passen en hulp bij je F-1-visum. Met een AI-coach die altijd meedenkt en talentmanagers die de
            Amerikaanse collegesport kennen.
          </p>
          <div className={styles.actions}>
            <Link to="/onboarding" className={ui.button}>
              Start Gratis
              <ArrowIcon />
            </Link>
            <a
              href={`#${FEATURES_SECTION_ID}`}
              className={ui.buttonSecondary}
              data-scroll-to={FEATURES_SECTION_ID}
              data-focus={FEATURES_HEADING_ID}
            >
              Bekijk Demo
            </a>
          </div>
          <ul className={styles.assurances}>
            <li>Gratis starten</li>
            <li>Geen creditcard nodig</li>
            <li>Voor sporters en ouders</li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

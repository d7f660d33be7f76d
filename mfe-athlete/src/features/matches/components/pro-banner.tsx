import { Button } from '@talentbrug/ui/button';
import { useId } from 'react';
import styles from './matches.module.css';

/**
 * The spec's Pro upgrade banner, without a promise: Pro does not exist yet, so the button is
 * disabled and the text says so (a disabled button cannot show a tooltip to keyboard users).
 */
export function ProBanner() {
  const id = useId();
  return (
    <aside className={styles.pro} aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className={styles.proTitle}>
          Talentbrug Pro
        </h2>
        <p id={`${id}-text`} className={styles.proText}>
          Persoonlijke begeleiding door een talentmanager bij het benaderen van coaches. Pro is er nog niet en je kunt
          het nog niet kopen; alles op deze pagina is gratis.
        </p>
      </div>
      <Button variant="secondary" disabled aria-describedby={`${id}-text`}>
        Binnenkort
      </Button>
    </aside>
  );
}

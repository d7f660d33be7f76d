import { Button } from '@talentbrug/ui/button';
import { useId } from 'react';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import styles from './stale-notice.module.css';

/**
 * Said above matches that are older than the profile (GET /api/matches' `stale`): a region with a
 * heading, found by heading or landmark navigation, and the one action that helps. The page moves
 * the focus on once the new matches are there, since this notice and its button go with them.
 */
export function StaleNotice({ onRegenerate, busy }: { onRegenerate: () => void; busy: boolean }) {
  const id = useId();
  return (
    <section className={styles.notice} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {MATCHES_TEXTS.stale.title}
      </h2>
      <p className={styles.text}>{MATCHES_TEXTS.stale.text}</p>
      <Button onClick={onRegenerate} loading={busy} loadingLabel={MATCHES_TEXTS.generate.busy}>
        {MATCHES_TEXTS.stale.button}
      </Button>
    </section>
  );
}

import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import styles from './matches.module.css';

/**
 * Said above matches that are older than the profile (GET /api/matches' `stale`): a status with a
 * heading (found by heading navigation, announced when it comes while the page is open) and the one
 * action that helps. The page moves the focus on once the new matches are there, since this notice
 * and its button go with them.
 */
export function StaleNotice({ onRegenerate, busy }: { onRegenerate: () => void; busy: boolean }) {
  return (
    <Alert tone="warning" className={styles.banner}>
      <h2 className={styles.staleTitle}>{MATCHES_TEXTS.stale.title}</h2>
      <p>{MATCHES_TEXTS.stale.text}</p>
      <Button onClick={onRegenerate} loading={busy} loadingLabel={MATCHES_TEXTS.generate.busy}>
        {MATCHES_TEXTS.stale.button}
      </Button>
    </Alert>
  );
}

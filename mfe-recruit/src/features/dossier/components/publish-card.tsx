import { useUpdateDossier } from '@talentbrug/api-client/dossier';
import type { Dossier } from '@talentbrug/domain/dossier';
import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { errorMessage } from '../utils/errors.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';

const texts = DOSSIER_TEXTS.status;

/**
 * Published or not, said in words, and the one button that changes it. The server has the last
 * word (a profile, and a parent's consent under 16): its Dutch refusal stays under the button,
 * tied to it, until the next try.
 */
export function PublishCard({ dossier }: { dossier: Dossier }) {
  const titleId = useId();
  const errorId = useId();
  const update = useUpdateDossier();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const published = dossier.published;
  const needsConsent = dossier.consent_required && !dossier.parent_consent && !dossier.onboarding_consent;

  const toggle = () => {
    setError(null);
    setAnnouncement('');
    update.mutate(
      { published: !published },
      {
        onSuccess: (answer) => setAnnouncement(answer.dossier.published ? texts.nowPublished : texts.nowUnpublished),
        onError: (failure) => setError(errorMessage(failure, DOSSIER_TEXTS.saveFailed)),
      },
    );
  };

  return (
    <Card title={texts.title} titleId={titleId} className={editor.card}>
      <div className={styles.statusRow}>
        <span className={published ? `${styles.pill} ${editor.pillOn}` : styles.pill}>
          {published ? texts.on : texts.off}
        </span>
        {published && dossier.published_at ? (
          <span className={editor.muted}>{texts.publishedSince(dossier.published_at)}</span>
        ) : null}
      </div>
      <p className={styles.statusText}>{published ? texts.published : texts.unpublished}</p>
      {!published && needsConsent ? <p className={editor.muted}>{texts.consentFirst}</p> : null}
      <Button
        variant={published ? 'secondary' : 'primary'}
        onClick={toggle}
        loading={update.isPending}
        loadingLabel={published ? texts.unpublishing : texts.publishing}
        aria-describedby={error ? errorId : undefined}
      >
        {published ? texts.unpublish : texts.publish}
      </Button>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </Card>
  );
}

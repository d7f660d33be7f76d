import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { notify } from '@talentbrug/ui/toast';
import { useId, useState } from 'react';
import { useDownloadExport } from '../api/download-export.ts';
import { ACCOUNT_DATA_TEXTS as texts } from '../utils/texts.ts';
import styles from './account-data.module.css';

// The deletion dialog is downloaded when it is about to be used, not with the page (issue 15).
const loadDeleteModal = () => import('./delete-account-modal.tsx').then((module) => module.DeleteAccountModal);

/**
 * 'Mijn gegevens': the athlete's right to see everything held about them (one zip) and to have
 * all of it deleted (AVG articles 15, 17 and 20).
 */
export function AccountDataCard({ className }: { className?: string }) {
  const titleId = useId();
  const downloadNoteId = useId();
  const removeNoteId = useId();
  const download = useDownloadExport();
  const [deleting, setDeleting] = useState(false);
  const deleteDialog = useOnDemand(loadDeleteModal);
  const startDeleting = () => void deleteDialog.open().then((opened) => setDeleting(opened));

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => notify.success(texts.download.done, { toastId: 'account-export' }),
      onError: () => notify.error(texts.download.failed, { toastId: 'account-export' }),
    });

  return (
    <section aria-labelledby={titleId} className={[styles.section, className].filter(Boolean).join(' ')}>
      <Card as="div" className={styles.card}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.lead}>{texts.lead}</p>
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button
              variant="secondary"
              onClick={startDownload}
              loading={download.isPending}
              loadingLabel={texts.download.busy}
              aria-describedby={downloadNoteId}
            >
              {texts.download.button}
            </Button>
            <p id={downloadNoteId} className={styles.note}>
              {texts.download.note}
            </p>
          </div>
          <div className={styles.action}>
            <Button
              variant="danger"
              onClick={startDeleting}
              onPointerEnter={deleteDialog.preload}
              onFocus={deleteDialog.preload}
              aria-describedby={removeNoteId}
            >
              {texts.remove.button}
            </Button>
            <p id={removeNoteId} className={styles.note}>
              {texts.remove.note}
            </p>
          </div>
        </div>
      </Card>
      {deleting && deleteDialog.Component ? <deleteDialog.Component onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

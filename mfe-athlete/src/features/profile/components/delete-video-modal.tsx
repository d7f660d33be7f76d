import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Modal } from '@talentbrug/ui/modal';
import { useRef, useState } from 'react';
import { useDeleteVideo } from '../api/delete-video.ts';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import styles from './profile.module.css';

/** Asks before a video is deleted for good; the safe choice has the focus. */
export function DeleteVideoModal({
  file,
  onProfile,
  others,
  onClose,
  onDeleted,
}: {
  file: UploadedFile;
  /** The video is the profile's highlight: the newest other one takes its place, or the profile has none. */
  onProfile: boolean;
  /** How many other highlight videos there are. */
  others: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteVideo();
  const [failed, setFailed] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const texts = PROFILE_TEXTS.videos;

  const confirm = () => {
    setFailed(false);
    remove.mutate(file.id, { onSuccess: onDeleted, onError: () => setFailed(true) });
  };

  return (
    <Modal open onClose={onClose} title={texts.deleteTitle} initialFocusRef={cancelRef}>
      <p className={styles.dialogText}>
        '{file.title}' wordt definitief verwijderd.
        {onProfile
          ? others > 0
            ? ' Je nieuwste andere video komt dan op je profiel.'
            : ' Je profiel heeft dan geen highlightvideo meer, tot je een nieuwe uploadt.'
          : ''}
      </p>
      {failed ? <Alert tone="error" title={texts.deleteError} /> : null}
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onClose}>
          {texts.cancel}
        </button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending} loadingLabel={texts.deleting}>
          {texts.deleteConfirm}
        </Button>
      </div>
    </Modal>
  );
}

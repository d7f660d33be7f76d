import { useDeleteFiles } from '@talentbrug/api-client/file-actions';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Modal, ModalActions } from '@talentbrug/ui/modal';
import { type ReactNode, useRef, useState } from 'react';
import { DIALOG_TEXTS } from '../utils/dialog-texts.ts';
import styles from './profile.module.css';

const texts = DIALOG_TEXTS.deleteDialog;

/** Asks before files are deleted for good (a video, or a document with its earlier versions); the safe choice has the focus. */
export function DeleteFileModal({
  title,
  ids,
  errorText,
  onClose,
  onDeleted,
  children,
}: {
  title: string;
  /** Everything that goes: the file shown, and for a document the earlier versions it replaced. */
  ids: readonly string[];
  errorText: string;
  onClose: () => void;
  onDeleted: () => void;
  /** What deleting means, in a sentence or two. */
  children: ReactNode;
}) {
  const remove = useDeleteFiles();
  const [failed, setFailed] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = () => {
    setFailed(false);
    remove.mutate(ids, { onSuccess: onDeleted, onError: () => setFailed(true) });
  };

  return (
    <Modal open onClose={onClose} title={title} initialFocusRef={cancelRef}>
      <p className={styles.dialogText}>{children}</p>
      {failed ? <Alert tone="error" title={errorText} /> : null}
      <ModalActions>
        <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onClose}>
          {texts.cancel}
        </button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending} loadingLabel={texts.busy}>
          {texts.confirm}
        </Button>
      </ModalActions>
    </Modal>
  );
}

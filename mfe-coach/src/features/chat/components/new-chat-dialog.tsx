import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Modal } from '@talentbrug/ui/modal';
import { useRef } from 'react';
import { COACH_TEXTS } from '../utils/texts.ts';
import styles from './chat.module.css';

interface NewChatDialogProps {
  open: boolean;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Nieuw gesprek' asks first: the conversation is gone for good. Cancel has the focus, the safe choice. */
export function NewChatDialog({ open, busy, failed, onConfirm, onClose }: NewChatDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={COACH_TEXTS.newChatTitle} initialFocusRef={cancelRef}>
      <p>{COACH_TEXTS.newChatBody}</p>
      {failed ? <Alert tone="error" title={COACH_TEXTS.newChatFailed} className={styles.dialogAlert} /> : null}
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onClose}>
          {COACH_TEXTS.newChatCancel}
        </button>
        <Button variant="danger" onClick={onConfirm} loading={busy} loadingLabel={COACH_TEXTS.newChatBusy}>
          {COACH_TEXTS.newChatConfirm}
        </Button>
      </div>
    </Modal>
  );
}

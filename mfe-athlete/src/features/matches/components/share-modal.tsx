import { useShareProfile } from '@talentbrug/api-client/matches';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { CheckboxField } from '@talentbrug/ui/field';
import { Modal, ModalActions } from '@talentbrug/ui/modal';
import { Link } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useRef, useState } from 'react';
import { needsParentConsent, shareError } from '../utils/errors.ts';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import styles from './share.module.css';

const texts = MATCHES_TEXTS.share;

/**
 * Asks before the profile goes to one university: says what is sent, to whom, what stays out unless
 * the athlete ticks it, and how to withdraw. Nothing is recorded until 'Ja, deel mijn profiel'; the
 * safe choice has the focus.
 */
export function ShareModal({
  match,
  onClose,
  onShared,
}: {
  match: Match;
  onClose: () => void;
  onShared: (match: Match) => void;
}) {
  const share = useShareProfile();
  const [includeDocuments, setIncludeDocuments] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const school = match.school_name;

  const confirm = () =>
    share.mutate({ match, request: { include_documents: includeDocuments } }, { onSuccess: () => onShared(match) });

  return (
    <Modal open onClose={onClose} title={texts.title(school)} initialFocusRef={cancelRef}>
      <p className={styles.text}>{texts.intro(school)}</p>
      <p className={styles.text}>{texts.coachContact}</p>
      <h3 className={styles.subTitle}>{texts.whatTitle}</h3>
      <ul className={styles.list}>
        {texts.what.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <CheckboxField
        label={texts.documents}
        hint={texts.documentsHint}
        checked={includeDocuments}
        onChange={(event) => setIncludeDocuments(event.target.checked)}
      />
      <p className={styles.note}>
        {texts.withdrawNote} {texts.record}{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {texts.privacy} <span className={hidden.visuallyHidden}>{texts.newTab}</span>
        </a>
        .
      </p>
      {share.isError ? (
        <Alert tone="error" title={shareError(share.error)}>
          {needsParentConsent(share.error) ? <Link to="/dossier">{texts.toDossier}</Link> : null}
        </Alert>
      ) : null}
      <ModalActions>
        <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={onClose}>
          {texts.cancel}
        </button>
        <Button onClick={confirm} loading={share.isPending} loadingLabel={texts.busy}>
          {texts.confirm}
        </Button>
      </ModalActions>
    </Modal>
  );
}

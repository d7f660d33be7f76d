import { MOTIVATION_LETTER_TYPE, TRANSCRIPT_TYPE } from '@talentbrug/domain/uploads';
import { Card } from '@talentbrug/ui/card';
import { useId } from 'react';
import { PROFILE_TEXTS } from '../utils/texts.ts';
import { DocumentSlot } from './document-slot.tsx';
import styles from './profile.module.css';

const texts = PROFILE_TEXTS.documents;

/**
 * 'Documenten': the transcript and the motivation letter the onboarding's step 5 asks for, which
 * a new athlete can only upload once the account exists (the wizard sends them here). Stored
 * privately and never as a public link: a minor's grades are nobody else's business.
 */
export function DocumentsCard({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card as="div" className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 id={titleId} className={styles.cardTitle}>
            {texts.title}
          </h2>
        </div>
        <p className={styles.lead}>{texts.lead}</p>
        <p className={styles.privacy}>
          <svg className={styles.privacyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8 11V7a4 4 0 018 0v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{texts.privacy}</span>
        </p>
        <div className={styles.documents}>
          <DocumentSlot type={TRANSCRIPT_TYPE} texts={texts.transcript} />
          <DocumentSlot type={MOTIVATION_LETTER_TYPE} texts={texts.letter} />
        </div>
      </Card>
    </section>
  );
}

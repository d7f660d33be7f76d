import type { Match, UniversityShare } from '@talentbrug/domain/contracts/matches';
import { formatDate } from '@talentbrug/domain/format';
import { Button } from '@talentbrug/ui/button';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import styles from './share.module.css';

const texts = MATCHES_TEXTS.share;

/** On a match card: the button that asks to share, or since when the profile is shared and the way back. */
export function ShareStatus({
  match,
  share,
  withdrawing,
  onShare,
  onWithdraw,
}: {
  match: Match;
  /** The consent in force for this school, if any. */
  share: UniversityShare | null;
  withdrawing: boolean;
  onShare: (match: Match) => void;
  onWithdraw: (match: Match) => void;
}) {
  const school = match.school_name;
  if (!share) {
    return (
      <Button variant="secondary" className={styles.shareButton} onClick={() => onShare(match)}>
        {texts.button} <span className={hidden.visuallyHidden}>met {school}</span>
      </Button>
    );
  }
  const day = formatDate(share.consented_at);
  return (
    <div className={styles.shared}>
      <p className={styles.sharedOn}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        {day ? texts.sharedOn(day) : texts.sharedUndated} <span className={hidden.visuallyHidden}>met {school}</span>
      </p>
      <Button
        variant="ghost"
        className={styles.withdraw}
        onClick={() => onWithdraw(match)}
        loading={withdrawing}
        loadingLabel={texts.withdrawing}
      >
        {texts.withdraw} <span className={hidden.visuallyHidden}>{texts.withdrawFor(school)}</span>
      </Button>
    </div>
  );
}

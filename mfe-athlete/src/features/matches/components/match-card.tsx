import type { Match, MatchStatus, UniversityShare } from '@talentbrug/domain/contracts/matches';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId } from 'react';
import { chancesNote } from '../utils/filters.ts';
import { scoreText } from '../utils/format.ts';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import { FavouriteButton } from './favourite-button.tsx';
import styles from './match-card.module.css';
import { ShareStatus } from './share-status.tsx';
import { StatusSelect } from './status-select.tsx';

export interface MatchCardProps {
  match: Match;
  onOpen: (id: string) => void;
  onToggleFavourite: (match: Match) => void;
  onStatusChange: (match: Match, status: MatchStatus) => void;
  compared: boolean;
  /** False once three others are chosen for the comparison. */
  canCompare: boolean;
  onCompareChange: (id: string, compared: boolean) => void;
  /** The consent in force to share the profile with this school, if any. */
  share: UniversityShare | null;
  withdrawing: boolean;
  onShare: (match: Match) => void;
  onWithdraw: (match: Match) => void;
  /** While a score part sorts the list: that part's score ('Kosten na beurs: 70/100'). */
  sortedBy?: string | null;
}

/**
 * One school. The name is the button that opens the details; its hit area covers the card, while
 * the heart, the status and the comparison box stay their own controls above it.
 */
export function MatchCard({
  match,
  onOpen,
  onToggleFavourite,
  onStatusChange,
  compared,
  canCompare,
  onCompareChange,
  share,
  withdrawing,
  onShare,
  onWithdraw,
  sortedBy,
}: MatchCardProps) {
  const titleId = useId();
  const compareHint = useId();
  const note = chancesNote(match);
  return (
    <article
      className={[styles.card, match.chosen ? styles.chosen : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.top}>
        {match.ruled_out === undefined ? (
          <span className={styles.rank}>
            <span className={hidden.visuallyHidden}>Plaats </span>#{match.rank}
          </span>
        ) : null}
        <span className={styles.score}>{scoreText(match)}</span>
        {match.chosen ? (
          <span className={styles.chosenBadge} title={MATCHES_TEXTS.chosenExplained}>
            {MATCHES_TEXTS.chosen}
          </span>
        ) : null}
        <div className={`${styles.raised} ${styles.end}`}>
          <FavouriteButton match={match} onToggle={onToggleFavourite} />
        </div>
      </div>
      <h3 id={titleId} className={styles.title}>
        <button type="button" className={styles.open} onClick={() => onOpen(match.id)}>
          {match.school_name}
        </button>
      </h3>
      <p className={styles.meta}>{match.school_location}</p>
      <p className={styles.meta}>
        {match.division} · {match.sport}
        {match.sport_confirmed ? null : (
          <>
            {' '}
            <span className={styles.badge} title={MATCHES_TEXTS.notConfirmedExplained}>
              {MATCHES_TEXTS.notConfirmed}
            </span>
          </>
        )}
      </p>
      {match.ruled_out === undefined ? <p className={styles.scholarship}>{match.scholarship}</p> : null}
      {sortedBy ? <p className={styles.sortedBy}>{sortedBy}</p> : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      <div className={`${styles.actions} ${styles.raised}`}>
        <StatusSelect match={match} onChange={onStatusChange} />
        <label className={styles.compare}>
          <input
            type="checkbox"
            checked={compared}
            disabled={!compared && !canCompare}
            aria-describedby={!compared && !canCompare ? compareHint : undefined}
            onChange={(event) => onCompareChange(match.id, event.target.checked)}
          />
          Vergelijk <span className={hidden.visuallyHidden}>{match.school_name}</span>
        </label>
        {!compared && !canCompare ? (
          <span id={compareHint} className={hidden.visuallyHidden}>
            Je vergelijkt al drie scholen.
          </span>
        ) : null}
      </div>
      <div className={`${styles.share} ${styles.raised}`}>
        <ShareStatus match={match} share={share} withdrawing={withdrawing} onShare={onShare} onWithdraw={onWithdraw} />
      </div>
    </article>
  );
}

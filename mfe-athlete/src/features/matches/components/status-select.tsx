import {
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type Match,
  type MatchStatus,
} from '@talentbrug/domain/contracts/matches';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId } from 'react';
import { useChosenAtOnce } from '../../../components/chosen-at-once.ts';
import styles from './matches.module.css';

/** Where this school stands in the athlete's recruiting pipeline. */
export function StatusSelect({
  match,
  onChange,
}: {
  match: Match;
  onChange: (match: Match, status: MatchStatus) => void;
}) {
  const id = useId();
  const [shown, choose] = useChosenAtOnce(match.status);
  return (
    <div className={styles.status}>
      <label htmlFor={id} className={styles.statusLabel}>
        Status <span className={hidden.visuallyHidden}>van {match.school_name}</span>
      </label>
      <select
        id={id}
        className={styles.statusSelect}
        value={shown}
        onChange={(event) => {
          const status = event.target.value as MatchStatus;
          choose(status);
          onChange(match, status);
        }}
      >
        {MATCH_STATUSES.map((status) => (
          <option key={status} value={status}>
            {MATCH_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

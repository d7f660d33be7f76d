import {
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type Match,
  type MatchStatus,
} from '@talentbrug/domain/contracts/matches';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId, useState } from 'react';
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
  // The choice shows at once: the cache's optimistic patch comes after an await (the save cancels the
  // matches' fetch first), and a controlled select sprang back meanwhile. It stands until the cached
  // status moves (patched; then put back after a refusal, which the cache shows).
  const [chosen, setChosen] = useState<{ status: MatchStatus; over: MatchStatus } | null>(null);
  if (chosen && chosen.over !== match.status) setChosen(null);
  const shown = chosen && chosen.over === match.status ? chosen.status : match.status;
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
          setChosen({ status, over: match.status });
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

import type { Match } from '@talentbrug/domain/contracts/matches';
import styles from './matches.module.css';

/** A heart toggle. Its name stays the same; aria-pressed says whether it is on. */
export function FavouriteButton({
  match,
  onToggle,
  showLabel = false,
}: {
  match: Match;
  onToggle: (match: Match) => void;
  /** Shows 'Favoriet' beside the heart (the detail view). */
  showLabel?: boolean;
}) {
  return (
    <button
      type="button"
      className={[styles.favourite, showLabel ? styles.favouriteLabelled : ''].filter(Boolean).join(' ')}
      aria-pressed={match.favourite}
      aria-label={`Favoriet: ${match.school_name}`}
      title={match.favourite ? 'Verwijder uit je favorieten' : 'Bewaar als favoriet'}
      onClick={() => onToggle(match)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.4 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
          fill={match.favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {showLabel ? <span aria-hidden="true">Favoriet</span> : null}
    </button>
  );
}

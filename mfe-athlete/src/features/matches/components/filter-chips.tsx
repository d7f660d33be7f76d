import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { MATCH_FILTERS, type MatchFilter } from '../utils/filters.ts';
import styles from './matches.module.css';

/** The spec's chips, filtering for real: one pressed at a time. */
export function FilterChips({ value, onChange }: { value: MatchFilter; onChange: (filter: MatchFilter) => void }) {
  return (
    <fieldset className={styles.chips}>
      <legend className={hidden.visuallyHidden}>Filter je matches</legend>
      {MATCH_FILTERS.map((filter) => (
        <button
          key={filter.id}
          type="button"
          className={styles.chip}
          aria-pressed={value === filter.id}
          title={filter.description}
          onClick={() => onChange(filter.id)}
        >
          {filter.label}
        </button>
      ))}
    </fieldset>
  );
}

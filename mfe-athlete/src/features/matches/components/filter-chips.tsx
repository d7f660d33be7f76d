import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { MATCH_FILTERS, type MatchFilter, type MatchSort, SORT_LABELS } from '../utils/filters.ts';
import { MATCHES_TEXTS } from '../utils/texts.ts';
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

/** 'Sorteer op' beside the chips (issue 33): by the match score, or by the one part that weighs most for the family. */
export function SortSelect({ value, onChange }: { value: MatchSort; onChange: (sort: MatchSort) => void }) {
  return (
    <label className={styles.status}>
      <span className={styles.statusLabel}>{MATCHES_TEXTS.sort}</span>
      <select
        className={styles.statusSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as MatchSort)}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

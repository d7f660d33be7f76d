import { DIVISION_HINTS } from '@talentbrug/domain/onboarding/division-hints';
import {
  DIVISION_LABELS,
  orderedDivisions,
  PREFERRED_DIVISIONS,
  type PreferredDivision,
} from '@talentbrug/domain/profile';
import { useId } from 'react';
import styles from './edit-form.module.css';

/**
 * The college levels the athlete wishes, as the wizard asks them: five native checkboxes, each
 * with a plain line on what the level means (read as the box's description), none ticked being
 * no preference.
 */
export function DivisionPicker({
  value,
  onChange,
  error,
}: {
  value: readonly PreferredDivision[];
  onChange: (divisions: PreferredDivision[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // In the list's order whatever the order of the ticks, so an unchanged choice sends nothing.
  const toggle = (division: PreferredDivision, on: boolean) =>
    onChange(orderedDivisions(on ? [...value, division] : value.filter((chosen) => chosen !== division)));

  return (
    <fieldset
      className={styles.states}
      aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.statesLegend}>Voorkeursniveaus</legend>
      <p id={hintId} className={styles.hint}>
        Welke niveaus spreken je aan? Kies er zoveel als je wilt. Vink je niets aan, dan kijken we naar alle niveaus.
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul className={styles.divisionList}>
        {PREFERRED_DIVISIONS.map((division) => {
          const boxId = `${id}-${division}`;
          return (
            <li key={division} className={styles.divisionOption}>
              <input
                id={boxId}
                type="checkbox"
                name="preferred_divisions"
                value={division}
                checked={value.includes(division)}
                onChange={(event) => toggle(division, event.target.checked)}
                aria-describedby={`${boxId}-hint`}
              />
              <div className={styles.divisionText}>
                <label htmlFor={boxId} className={styles.label}>
                  {DIVISION_LABELS[division]}
                </label>
                <p id={`${boxId}-hint`} className={styles.hint}>
                  {DIVISION_HINTS[division]}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

import {
  DIVISION_LABELS,
  orderedDivisions,
  PREFERRED_DIVISIONS,
  type PreferredDivision,
} from '@talentbrug/domain/contracts/profile';
import { DIVISION_HINTS } from '@talentbrug/domain/profile/division-hints';
import { fieldText } from '@talentbrug/ui/field';
import { useId } from 'react';
import styles from './edit-form.module.css';
import { FormGroup, type ListPickerProps } from './form-field.tsx';

/**
 * The college levels the athlete wishes, as the wizard asks them: five native checkboxes, each
 * with a plain line on what the level means (read as the box's description), none ticked being
 * no preference.
 */
export function DivisionPicker({ value, onChange, error }: ListPickerProps<PreferredDivision>) {
  const id = useId();
  // In the list's order whatever the order of the ticks, so an unchanged choice sends nothing.
  const toggle = (division: PreferredDivision, on: boolean) =>
    onChange(orderedDivisions(on ? [...value, division] : value.filter((chosen) => chosen !== division)));

  return (
    <FormGroup
      legend="Voorkeursniveaus"
      hint="Welke niveaus spreken je aan? Kies er zoveel als je wilt. Vink je niets aan, dan kijken we naar alle niveaus."
      error={error}
    >
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
                <label htmlFor={boxId} className={fieldText.label}>
                  {DIVISION_LABELS[division]}
                </label>
                <p id={`${boxId}-hint`} className={fieldText.hint}>
                  {DIVISION_HINTS[division]}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </FormGroup>
  );
}

import { Field, type FieldProps, fieldText } from '@talentbrug/ui/field';
import { type ReactNode, useId } from 'react';
import styles from './edit-form.module.css';

/**
 * A field of the edit form: @talentbrug/ui's Field for its inputs, selects and textareas, on the
 * stronger resting border the form's combobox has, and free to shrink in the form's grid.
 */
export function FormField(props: Omit<FieldProps, 'className'>) {
  return <Field className={styles.field} {...props} />;
}

/**
 * A list picker's group in the edit form (the states, the college levels): its hint, and its
 * error while there is one, first and tied to the group, which is marked invalid meanwhile.
 */
export function FormGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.choicesLegend}>{legend}</legend>
      <p id={hintId} className={fieldText.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={fieldText.error}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** What the form's list pickers (states, college levels) take: the chosen values and their error. */
export interface ListPickerProps<T extends string> {
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}

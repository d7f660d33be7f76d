import { Field, type FieldProps } from '@talentbrug/ui/field';
import styles from './edit-form.module.css';

/**
 * A field of the edit form: @talentbrug/ui's Field for its inputs, selects and textareas, on the
 * stronger resting border the form's combobox has, and free to shrink in the form's grid.
 */
/** What the form's list pickers (states, college levels) take: the chosen values and their error. */
export interface ListPickerProps<T extends string> {
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}

export function FormField(props: Omit<FieldProps, 'className'>) {
  return <Field className={styles.field} {...props} />;
}

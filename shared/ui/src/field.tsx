import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import styles from './field.module.css';

interface FieldBase {
  label: ReactNode;
  /** Help under the field; `hintTone="warning"` shows it in orange (a rule not met yet). */
  hint?: ReactNode;
  hintTone?: 'muted' | 'warning';
  /** This field's own error message, shown under it. */
  error?: ReactNode;
  /** Marks the field invalid when the message sits elsewhere (a form's error summary). */
  invalid?: boolean;
  /** Ids of other elements that describe the field, such as that error summary. */
  describedBy?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { id?: string };

export interface TextFieldProps extends InputProps, FieldBase {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

type FieldProps = FieldBase & { id?: string; className?: string };

/**
 * What every field shares: its id (given or generated), the attributes that tie the control
 * to its hint and error (aria-invalid, aria-describedby) and the hint and error themselves.
 */
function useField({ hint, hintTone, error, invalid, describedBy, id: givenId }: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [errorId, describedBy, hintId].filter(Boolean).join(' ');
  return {
    id,
    control: { id, 'aria-invalid': invalid || Boolean(error) || undefined, 'aria-describedby': ids || undefined },
    notes:
      hint || error ? (
        <>
          {hint ? (
            <p id={hintId} className={hintTone === 'warning' ? `${styles.hint} ${styles.hintWarning}` : styles.hint}>
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </>
      ) : null,
  };
}

/** Splits a field's own props from the ones that go on its <input>. */
function splitProps<P extends FieldProps>(props: P) {
  const { label, hint, hintTone, error, invalid, describedBy, id, className, ...input } = props;
  return { field: { label, hint, hintTone, error, invalid, describedBy, id, className }, input };
}

const fieldClass = (base: string | undefined, className?: string) => [base, className].filter(Boolean).join(' ');

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { field, input } = splitProps(props);
  const { type = 'text', ...rest } = input;
  const { id, control, notes } = useField(field);
  return (
    <div className={fieldClass(styles.field, field.className)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <div className={styles.control}>
        <input type={type} className={styles.input} {...control} {...rest} />
      </div>
      {notes}
    </div>
  );
}

export type PasswordFieldProps = InputProps & FieldBase;

/** A password input with a show/hide toggle, so people can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const { field, input } = splitProps(props);
  const { id, control, notes } = useField(field);
  const [visible, setVisible] = useState(false);
  return (
    <div className={fieldClass(styles.field, field.className)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <div className={styles.control}>
        <input
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          {...control}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Verberg wachtwoord' : 'Toon wachtwoord'}
        </button>
      </div>
      {notes}
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> &
  FieldBase & { id?: string };

/** A checkbox with a label that may hold links (terms and privacy). */
export function CheckboxField(props: CheckboxFieldProps) {
  const { field, input } = splitProps(props);
  const { id, control, notes } = useField(field);
  return (
    <div className={fieldClass(styles.checkbox, field.className)}>
      <input type="checkbox" className={styles.checkboxInput} {...control} {...input} />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {field.label}
      </label>
      {notes ? <div className={styles.checkboxNote}>{notes}</div> : null}
    </div>
  );
}

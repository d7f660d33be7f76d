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

function useDescriptions({ hint, error, describedBy }: FieldBase, id: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [errorId, describedBy, hintId].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

function Notes({ hint, hintTone, error, hintId, errorId }: FieldBase & { hintId?: string; errorId?: string }) {
  return (
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
  );
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  label,
  hint,
  hintTone,
  error,
  invalid,
  describedBy,
  id: givenId,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const notes = useDescriptions({ label, hint, error, describedBy }, id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={type}
          className={styles.input}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={notes.describedBy}
          {...input}
        />
      </div>
      <Notes
        label={label}
        hint={hint}
        hintTone={hintTone}
        error={error}
        hintId={notes.hintId}
        errorId={notes.errorId}
      />
    </div>
  );
}

export type PasswordFieldProps = InputProps & FieldBase;

/** A password input with a show/hide toggle, so people can check what they typed on a phone. */
export function PasswordField({
  label,
  hint,
  hintTone,
  error,
  invalid,
  describedBy,
  id: givenId,
  className,
  ...input
}: PasswordFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const [visible, setVisible] = useState(false);
  const notes = useDescriptions({ label, hint, error, describedBy }, id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={notes.describedBy}
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
      <Notes
        label={label}
        hint={hint}
        hintTone={hintTone}
        error={error}
        hintId={notes.hintId}
        errorId={notes.errorId}
      />
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> &
  FieldBase & { id?: string };

/** A checkbox with a label that may hold links (terms and privacy). */
export function CheckboxField({
  label,
  hint,
  hintTone,
  error,
  invalid,
  describedBy,
  id: givenId,
  className,
  ...input
}: CheckboxFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const notes = useDescriptions({ label, hint, error, describedBy }, id);
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkboxInput}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={notes.describedBy}
        {...input}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
      {hint || error ? (
        <div className={styles.checkboxNote}>
          <Notes
            label={label}
            hint={hint}
            hintTone={hintTone}
            error={error}
            hintId={notes.hintId}
            errorId={notes.errorId}
          />
        </div>
      ) : null}
    </div>
  );
}

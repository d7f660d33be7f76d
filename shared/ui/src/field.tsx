import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import styles from './field.module.css';
import { PASSWORD_TOGGLE_ATTRIBUTE, TOGGLE_WORD } from './password-toggle.tsx';
import hidden from './visually-hidden.module.css';

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

type FieldOwnProps = FieldBase & { id?: string; className?: string };

/**
 * What every field shares: its id (given or generated), the attributes that tie the control
 * to its hint and error (aria-invalid, aria-describedby) and the hint and error themselves.
 */
function useField({ hint, hintTone, error, invalid, describedBy, id: givenId }: Omit<FieldOwnProps, 'label'>) {
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
function splitProps<P extends FieldOwnProps>(props: P) {
  const { label, hint, hintTone, error, invalid, describedBy, id, className, ...input } = props;
  return { field: { label, hint, hintTone, error, invalid, describedBy, id, className }, input };
}

const fieldClass = (base: string | undefined, className?: string) => [base, className].filter(Boolean).join(' ');

/**
 * A field's label, hint and error look, for controls laid out by hand (a group of checkboxes,
 * each with its own line of explanation).
 */
export const fieldText = { label: styles.label, hint: styles.hint, error: styles.error };

/** What a Field hands its control: the id, the input look, and what ties it to the hint and error. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export type FieldProps = FieldBase & {
  id?: string;
  className?: string;
  /** Renders the control (a select, a textarea, an input with its own behaviour) from `control`. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled control of the caller's own with the label, hint and error every field has, for
 * what TextField does not cover: selects, textareas and inputs with their own handling.
 */
export function Field({ children, ...props }: FieldProps) {
  const { field } = splitProps(props);
  const { id, control, notes } = useField(field);
  return (
    <div className={fieldClass(styles.field, field.className)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {children({ ...control, className: styles.input })}
      {notes}
    </div>
  );
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { field, input } = splitProps(props);
  const { type = 'text', ...rest } = input;
  return (
    <Field {...field}>
      {(control) => (
        <div className={styles.control}>
          <input type={type} {...control} {...rest} />
        </div>
      )}
    </Field>
  );
}

export type PasswordFieldProps = InputProps & FieldBase;

/**
 * A password input with a show/hide toggle, so people can check what they typed on a phone. The
 * toggle sits beside the input inside one bordered box (not on top of it), so a long password
 * never runs under it; its visible word is short ('Toon'/'Verberg') and its name says what it
 * shows ('Toon wachtwoord'). Before the app has taken over a prerendered form, the boot script's
 * controller (password-toggle.tsx) works the same markup, and the takeover presses this toggle
 * when the visitor had pressed that one (ADR 0014). The state is React's: React sets an input's
 * type on every render, so a type set from outside would not last past the next keystroke.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { field, input } = splitProps(props);
  const [shown, setShown] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <div className={`${styles.control} ${styles.passwordControl}`}>
          <input
            type={shown ? 'text' : 'password'}
            {...control}
            className={`${styles.input} ${styles.passwordInput}`}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            aria-pressed={shown}
            {...{ [PASSWORD_TOGGLE_ATTRIBUTE]: '' }}
            onClick={() => setShown((value) => !value)}
          >
            {`${shown ? TOGGLE_WORD.shown : TOGGLE_WORD.hidden} `}
            <span className={hidden.visuallyHidden}>wachtwoord</span>
          </button>
        </div>
      )}
    </Field>
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

/**
 * A form's own findings, one message per field, shown under that field. `show(errors)` puts them
 * there (in the form's order) and focuses the first field with one once its message is in the
 * page, so a screen reader reads label and message together; it answers whether the form may be
 * sent. Typing in a field takes its message away. Spread `field(name)` (id, error, onInput) on a
 * TextField, PasswordField or CheckboxField.
 */
export function useFieldErrors<F extends string>() {
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ name: F; seq: number } | null>(null);
  const idOf = useCallback((name: F) => `${formId}-${name}`, [formId]);

  useEffect(() => {
    if (focusRequest) document.getElementById(idOf(focusRequest.name))?.focus();
  }, [focusRequest, idOf]);

  const show = useCallback((next: Partial<Record<F, string>>): boolean => {
    setErrors(next);
    const first = Object.keys(next)[0] as F | undefined;
    if (first) setFocusRequest((previous) => ({ name: first, seq: (previous?.seq ?? 0) + 1 }));
    return first === undefined;
  }, []);

  const clearField = useCallback((name: F) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });
  }, []);

  const field = (name: F) => ({ id: idOf(name), error: errors[name], onInput: () => clearField(name) });

  return { errors, show, field, idOf, clear: useCallback(() => setErrors({}), []) };
}

/**
 * A field's props with a live hint added, unless the field has an error to show: the error then
 * takes the hint's place until the field is edited.
 */
export function withHint<P extends { error?: ReactNode }>(
  props: P,
  hint: { text: string; tone: 'muted' | 'warning' } | null,
): P & Pick<FieldBase, 'hint' | 'hintTone'> {
  return props.error || !hint ? props : { ...props, hint: hint.text, hintTone: hint.tone };
}

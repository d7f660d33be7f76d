import { choicesOf, choicesText, type FieldValue } from '@talentbrug/domain/onboarding/data';
import { gradeHint } from '@talentbrug/domain/onboarding/grades';
import { parseNumber } from '@talentbrug/domain/onboarding/numbers';
import type { FieldOption } from '@talentbrug/domain/profile/options';
import { normalizeWebLink } from '@talentbrug/domain/profile/web-link';
import { Combobox } from '@talentbrug/ui/combobox';
import type { ReactNode } from 'react';
import type { FieldDef } from '../copy/steps.ts';
import { fieldId } from '../utils/field-id.ts';
import styles from './onboarding.module.css';

/** Hints that follow what is typed; the GPA field explains a Dutch grade as a GPA estimate. */
function liveHint(field: FieldDef, value: FieldValue): string | null {
  if (field.path === 'academics.gpa' && typeof value === 'string') return gradeHint(parseNumber(value));
  return null;
}

export function FormField({
  field,
  label = field.label,
  value,
  error,
  onChange,
  extra,
  options = field.options,
  notice = null,
}: {
  field: FieldDef;
  /** The label as this athlete sees it (one may name the athlete); the field's own by default. */
  label?: string;
  value: FieldValue;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
  /** Content under the helper, such as the links beside the consent box. */
  extra?: ReactNode;
  /** A select's options for this athlete (they may follow other answers); the field's own by default. */
  options?: readonly FieldOption[];
  /** A consequence of the answers that does not block, said under the field. */
  notice?: string | null;
}) {
  const id = fieldId(field.path);
  const helpId = field.helper ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const hint = liveHint(field, value);
  const hintId = hint ? `${id}-hint` : undefined;
  // Only fields that can get a notice carry its live region, kept empty until there is one to say.
  const canNotice = Boolean(field.noticeFor || field.dependsOn);
  const noticeId = notice ? `${id}-notice` : undefined;
  const describedBy = [errorId, noticeId, helpId, hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.path,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';

  const marker = field.required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;

  const errorNote = error ? (
    <p id={errorId} className={styles.fieldError}>
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;

  const notes = (
    <>
      {errorNote}
      {canNotice ? (
        <p id={`${id}-notice`} className={styles.fieldNotice} role="status">
          {notice}
        </p>
      ) : null}
      {field.helper ? (
        <p id={helpId} className={styles.helper}>
          {field.helper}
        </p>
      ) : null}
      {/* Always present, so screen readers announce the hint when it appears. */}
      <p id={`${id}-hint`} className={styles.hint} aria-live="polite">
        {hint}
      </p>
      {extra}
    </>
  );

  if (field.type === 'checkbox') {
    return (
      <div className={`${styles.field} ${styles.checkboxField} ${error ? styles.invalid : ''}`}>
        <div className={styles.checkboxRow}>
          <input
            {...common}
            type="checkbox"
            className={styles.checkbox}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id} className={styles.checkboxLabel}>
            {label}
            {marker}
          </label>
        </div>
        {notes}
      </div>
    );
  }

  if (field.type === 'checkboxes') {
    const chosen = choicesOf(text);
    // Kept in the options' order, so the answer reads the same however the boxes were ticked.
    const toggle = (choice: string, on: boolean) =>
      onChange(
        choicesText(
          (options ?? []).map((option) => option.value).filter((v) => (v === choice ? on : chosen.includes(v))),
        ),
      );
    return (
      <fieldset
        id={id}
        // The wizard moves the focus to a field it refuses; a group takes it as a whole.
        tabIndex={-1}
        className={`${styles.field} ${styles.wide} ${styles.choiceGroup} ${error ? styles.invalid : ''}`}
        aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className={styles.label}>
          {label}
          {marker}
        </legend>
        {field.helper ? (
          <p id={helpId} className={styles.helper}>
            {field.helper}
          </p>
        ) : null}
        <div className={styles.choices}>
          {options?.map((option) => {
            const optionId = `${id}-${option.value}`;
            const optionHintId = option.hint ? `${optionId}-hint` : undefined;
            return (
              <div key={option.value} className={styles.checkboxRow}>
                <input
                  id={optionId}
                  type="checkbox"
                  name={field.path}
                  value={option.value}
                  className={styles.checkbox}
                  checked={chosen.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  aria-describedby={optionHintId}
                />
                <div className={styles.choiceText}>
                  <label htmlFor={optionId} className={styles.checkboxLabel}>
                    {option.label}
                  </label>
                  {option.hint ? (
                    <p id={optionHintId} className={styles.helper}>
                      {option.hint}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
        {errorNote}
      </fieldset>
    );
  }

  let control: ReactNode;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className={styles.control}
        rows={field.rows ?? 3}
        placeholder={field.placeholder}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select {...common} className={styles.control} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">Maak een keuze</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'combobox') {
    const { freeText } = field;
    const name = label.toLowerCase();
    control = (
      <Combobox
        id={id}
        name={field.path}
        value={text}
        onCommit={(next) => onChange(next)}
        options={field.suggest ?? (() => [])}
        freeText={freeText ? (typed) => ({ label: freeText.label, detail: freeText.detail(typed) }) : undefined}
        listLabel={`Keuzes voor ${name}`}
        toggleLabel={`Toon de keuzes voor ${name}`}
        resultsText={field.resultsText}
        placeholder={field.placeholder}
        inputClassName={styles.control}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
      />
    );
  } else {
    // Numbers are typed as text: Dutch athletes write '7,4', which a number input refuses. Links
    // too: 'youtube.com/watch?v=...' is a link to an athlete, not to the browser's URL check.
    const type = field.type === 'number' || field.type === 'url' ? 'text' : field.type;
    // A link typed without https:// gets it once the athlete moves on, so they see what is stored.
    const onBlur =
      field.type === 'url'
        ? () => {
            const link = normalizeWebLink(text);
            if (link !== text) onChange(link);
          }
        : undefined;
    control = (
      <input
        {...common}
        className={styles.control}
        type={type}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete ?? 'off'}
        placeholder={field.placeholder}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    );
  }

  return (
    <div
      className={`${styles.field} ${field.type === 'textarea' || field.wide ? styles.wide : ''} ${error ? styles.invalid : ''}`}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {marker}
      </label>
      {control}
      {notes}
    </div>
  );
}

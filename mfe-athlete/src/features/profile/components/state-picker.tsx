import { US_STATES, type UsStateCode } from '@talentbrug/domain/us-states';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId, useMemo, useState } from 'react';
import styles from './edit-form.module.css';
import { FormField, FormGroup, type ListPickerProps } from './form-field.tsx';

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The states by their Dutch names, alphabetically as a Dutch reader expects. */
const STATES = (Object.entries(US_STATES) as Array<[UsStateCode, string]>)
  .map(([code, name]) => ({ code, name, search: normalize(name) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'nl'));

const nameOf = (code: string) => US_STATES[code as UsStateCode] ?? code;

/** 'cal' finds Californië, 'hawai' finds Hawaï, and a postal code ('NC') finds its state. */
export function filterStates(query: string) {
  const q = normalize(query);
  if (!q) return STATES;
  return STATES.filter((state) => state.search.includes(q) || state.code.toLowerCase() === q);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The preferred states as a group of checkboxes (native, so every screen reader and keyboard
 * knows them), with a filter above the 51 options and the chosen ones as chips that remove a
 * state in one press. The count of chosen and found states is announced politely.
 */
export function StatePicker({ value, onChange, error }: ListPickerProps<string>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterStates(query), [query]);
  const chosen = new Set(value);

  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));

  return (
    <FormGroup
      legend="Voorkeursstaten"
      hint="Kies de staten waar je graag wilt studeren. Kies je niets, dan zoeken we in heel de VS."
      error={error}
    >
      {value.length > 0 ? (
        <ul className={styles.chosen} aria-label="Gekozen staten">
          {value.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={styles.chip}
                aria-label={`${nameOf(code)} verwijderen`}
                onClick={() => toggle(code, false)}
              >
                {nameOf(code)}
                <svg className={styles.chipIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField id={`${id}-filter`} label="Zoek een staat">
        {(control) => (
          <input
            {...control}
            type="search"
            value={query}
            autoComplete="off"
            aria-controls={`${id}-list`}
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the filter must not submit the whole profile form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        )}
      </FormField>
      <p className={hidden.visuallyHidden} role="status" aria-live="polite">
        {`${count(value.length, 'staat', 'staten')} gekozen${query ? `, ${count(shown.length, 'staat', 'staten')} gevonden` : ''}.`}
      </p>
      {shown.length > 0 ? (
        <ul id={`${id}-list`} className={styles.stateList} aria-label="Staten">
          {shown.map((state) => (
            <li key={state.code}>
              <label className={styles.stateOption}>
                <input
                  type="checkbox"
                  checked={chosen.has(state.code)}
                  onChange={(event) => toggle(state.code, event.target.checked)}
                />
                {state.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p id={`${id}-list`} className={styles.noHits}>
          Geen staat gevonden voor '{query}'.
        </p>
      )}
    </FormGroup>
  );
}

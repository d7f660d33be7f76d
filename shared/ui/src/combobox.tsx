import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './combobox.module.css';
import hidden from './visually-hidden.module.css';

export interface ComboboxOption {
  /** Unique among the options and safe inside a DOM id. */
  key: string;
  label: string;
  /** A quieter second text, such as the alias that matched what was typed. */
  detail?: string;
  /** What picking the option commits; the label when absent. */
  value?: string;
}

export interface ComboboxProps {
  /** The input's id, for the <label htmlFor> the caller renders. */
  id: string;
  /** The committed value; what is typed stays local until it is committed. */
  value: string;
  /**
   * A pick, a typed text that is an option's label (committed at once), or what is left in the box
   * on blur or Enter: free text is allowed. `option` is null for free text.
   */
  onCommit: (value: string, option: ComboboxOption | null) => void;
  /** The options for what is typed, best first; an empty query lists them all. */
  options: (query: string) => readonly ComboboxOption[];
  /**
   * Listed after the matches and never counted as one, for what the list lacks ('Andere sport'):
   * picking it keeps the typed text as it is.
   */
  freeText?: (typed: string) => { label: string; detail?: string };
  /** The listbox's accessible name. */
  listLabel: string;
  /** What a screen reader hears whenever the matches change. */
  resultsText?: (count: number) => string;
  /** The name of the button that opens the list (mouse and touch; keyboard users have the arrow keys). */
  toggleLabel?: string;
  name?: string;
  placeholder?: string;
  inputClassName?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

interface Item extends ComboboxOption {
  free: boolean;
}

const defaultResultsText = (count: number) =>
  count === 0 ? 'Geen resultaten.' : count === 1 ? '1 resultaat.' : `${count} resultaten.`;

/** Equal for a reader: case and accents aside ('skien' is 'Skiën'). */
const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'nl', { sensitivity: 'base' }) === 0;

/**
 * An editable combobox with list autocomplete (WAI-ARIA 1.2 combobox pattern): focus stays in the
 * input and aria-activedescendant points at the highlighted option. Typing filters and highlights
 * the first match, so Enter picks it; the arrow keys move (Alt+Down only opens), Escape closes and
 * Tab leaves with the text as typed. A polite status says how many options match.
 */
export function Combobox({
  id,
  value,
  onCommit,
  options,
  freeText,
  listLabel,
  resultsText = defaultResultsText,
  toggleLabel = 'Toon de keuzes',
  name,
  placeholder,
  inputClassName,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
}: ComboboxProps) {
  const [query, setQuery] = useState(value);
  // What the options are filtered by: the query, or nothing when the list opens on a committed value.
  const [filter, setFilter] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const committed = useRef(value);

  // A value set from outside (a restored draft, another tab) replaces the text; our own commits do not,
  // so a word being typed is never rewritten under the cursor.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setQuery(value);
    }
  }, [value]);

  const matches = options(filter);
  const extra = freeText?.(query);
  const items: Item[] = [
    ...matches.map((option) => ({ ...option, free: false })),
    ...(extra ? [{ key: '__free', ...extra, free: true }] : []),
  ];
  const expanded = open && items.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (item: Item) => `${id}-option-${item.key}`;
  const activeItem = expanded ? items[active] : undefined;
  const activeId = activeItem ? optionId(activeItem) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const commit = (next: string, option: ComboboxOption | null) => {
    committed.current = next;
    if (next !== value) onCommit(next, option);
  };

  /** What is typed becomes the value: as the option it names (label or matched alias), else as free text. */
  const commitTyped = () => {
    // Leaving the field without typing changes nothing, also not an old draft's 'veldhockey'.
    if (query === value) return;
    const text = query.trim();
    const named = text ? options(text).find((o) => same(o.label, text) || (o.detail && same(o.detail, text))) : null;
    const next = named ? (named.value ?? named.label) : text;
    setQuery(next);
    commit(next, named ?? null);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (item: Item) => {
    close();
    if (item.free) {
      const text = query.trim();
      setQuery(text);
      if (text) commit(text, null);
      inputRef.current?.focus();
      return;
    }
    const next = item.value ?? item.label;
    setQuery(next);
    commit(next, item);
  };

  /** Opens on the whole list when nothing was typed since the last commit, with the current value highlighted. */
  const openList = (highlight: 'current' | 'last' | 'none') => {
    const fresh = query === value;
    const nextFilter = fresh ? '' : query;
    const list = options(nextFilter);
    const count = list.length + (freeText ? 1 : 0);
    setFilter(nextFilter);
    setOpen(true);
    const current = fresh && value ? list.findIndex((o) => (o.value ?? o.label) === value) : -1;
    if (highlight === 'none') setActive(current);
    else if (highlight === 'last') setActive(count - 1);
    else setActive(Math.max(current, 0));
  };

  const onType = (text: string) => {
    setQuery(text);
    setFilter(text);
    setOpen(true);
    const list = options(text);
    // With nothing typed, Enter must not pick the first sport of the list by accident.
    setActive(text.trim() ? 0 : -1);
    const exact = text.trim() ? list.find((o) => same(o.label, text)) : undefined;
    if (exact) commit(exact.value ?? exact.label, exact);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(event.altKey ? 'none' : 'current');
        else if (!event.altKey) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openList('last');
        else setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        if (expanded) {
          // Picking is not submitting the form.
          event.preventDefault();
          if (activeItem) pick(activeItem);
          else {
            close();
            commitTyped();
          }
        } else {
          // The form may submit next: it must see what is in the box.
          commitTyped();
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <div className={styles.combobox}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className={`${inputClassName ?? styles.input} ${styles.withToggle}`}
        value={query}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          commitTyped();
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-expanded={expanded}
        aria-controls={listId}
        // Keeps the focus in the input, where the keyboard works.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          inputRef.current?.focus();
          if (expanded) close();
          else openList('none');
        }}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Options are never focused: the input keeps the focus and handles the keys (aria-activedescendant).
          A click here is the pointer's way in, and its mousedown must not blur the input first. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys of the whole combobox */}
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.listbox}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index);
          const item = Number.isInteger(index) ? items[index] : undefined;
          if (item) pick(item);
        }}
      >
        {expanded
          ? items.map((item, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
              <div
                key={item.key}
                id={optionId(item)}
                role="option"
                aria-selected={index === active}
                data-index={index}
                // One name for every browser, rather than two spans run together: 'Hockey, veldhockey'.
                aria-label={item.detail ? `${item.label}, ${item.detail}` : undefined}
                className={item.free ? `${styles.option} ${styles.free}` : styles.option}
              >
                <span className={styles.label}>{item.label}</span>
                {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
              </div>
            ))
          : null}
      </div>
      <p role="status" className={hidden.visuallyHidden}>
        {expanded ? resultsText(matches.length) : ''}
      </p>
    </div>
  );
}

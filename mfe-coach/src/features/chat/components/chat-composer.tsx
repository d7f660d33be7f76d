import { CHAT_MESSAGE_MAX } from '@talentbrug/domain/coach';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import { COACH_TEXTS } from '../utils/texts.ts';
import styles from './chat.module.css';

/** From this many characters left, the field says how many remain. */
const COUNTER_FROM = 100;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  waiting: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}

/**
 * The question field: Enter sends, Shift+Enter starts a new line, and an IME's Enter (choosing a
 * candidate) is left to the IME. The button is disabled while Sanne answers and while the field
 * is blank (spec); the field itself stays editable, so the next question can be written meanwhile.
 */
export function ChatComposer({ value, onChange, onSend, waiting, inputRef }: ChatComposerProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const left = CHAT_MESSAGE_MAX - value.length;
  const blank = value.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!waiting && !blank) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!waiting && !blank) onSend();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor={id} className={hidden.visuallyHidden}>
        {COACH_TEXTS.inputLabel}
      </label>
      <div className={styles.field}>
        <textarea
          id={id}
          ref={inputRef}
          className={styles.input}
          rows={1}
          value={value}
          placeholder={COACH_TEXTS.placeholder}
          maxLength={CHAT_MESSAGE_MAX}
          enterKeyHint="send"
          aria-describedby={left <= COUNTER_FROM ? counterId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {left <= COUNTER_FROM ? (
          <p id={counterId} className={styles.counter}>
            {COACH_TEXTS.charactersLeft(left)}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.send} disabled={waiting || blank}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 12l16-8-6 16-2.5-6.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className={styles.sendLabel}>{COACH_TEXTS.send}</span>
      </button>
    </form>
  );
}

import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { COACH_TEXTS } from '../utils/texts.ts';
import styles from './chat.module.css';

/** The six questions families ask first (spec), shown while only the welcome is there. */
export function PopularQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.chipsTitle}>{COACH_TEXTS.popular}</legend>
      <ul className={styles.chipList}>
        {POPULAR_QUESTIONS.map((question) => (
          <li key={question}>
            <button type="button" className={styles.chip} onClick={() => onAsk(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

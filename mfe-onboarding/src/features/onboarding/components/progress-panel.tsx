import { progressOf } from '@talentbrug/domain/onboarding/validation';
import { PROGRESS_TEXTS, todoItems } from '../copy/progress.ts';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { WIZARD_TEXTS } from '../utils/texts.ts';
import styles from './onboarding.module.css';

/**
 * 'Voortgang': the same measure as the bar above the form (the required questions answered) and
 * what is still to do, at most six. That all is filled is said only when nothing is listed. The
 * profile score, with the spec's texts, lives on the dashboard, where it scores the sent profile.
 */
export function ProgressPanel() {
  const data = useOnboardingStore((state) => state.data);
  const { filled, required, missing } = progressOf(data);
  const todo = todoItems(data);
  const more = missing.length - todo.length;
  return (
    <section className={styles.panel} aria-labelledby="onb-progress-title">
      <h2 id="onb-progress-title" className={styles.panelTitle}>
        {WIZARD_TEXTS.progressTitle}
      </h2>
      <p className={styles.score}>
        <span className={styles.scoreValue}>{PROGRESS_TEXTS.count(filled, required)}</span>
        <span className={styles.scoreLabel}>{PROGRESS_TEXTS.label.toLowerCase()}</span>
      </p>
      {missing.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{WIZARD_TEXTS.todoTitle}</h3>
          <ul className={styles.todoList}>
            {todo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {more > 0 ? <p className={styles.muted}>{PROGRESS_TEXTS.more(more)}</p> : null}
        </>
      ) : (
        <p className={styles.allDone}>{PROGRESS_TEXTS.allFilled}</p>
      )}
    </section>
  );
}

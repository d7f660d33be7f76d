import { onboardingProfileScore } from '@talentbrug/domain/onboarding/payload';
import { profileScoreMessage } from '@talentbrug/domain/onboarding/profile-score';
import { ALL_REQUIRED_FILLED, todoItems } from '@talentbrug/domain/onboarding/validation';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import styles from './onboarding.module.css';

/** 'Voortgang': the profile score and what is still to do (at most six items). */
export function ProgressPanel() {
  const data = useOnboardingStore((state) => state.data);
  const score = onboardingProfileScore(data);
  const todo = todoItems(data);
  return (
    <section className={styles.panel} aria-labelledby="onb-progress-title">
      <h2 id="onb-progress-title" className={styles.panelTitle}>
        Voortgang
      </h2>
      <p className={styles.score}>
        <span className={styles.scoreValue}>{score}%</span>
        <span className={styles.scoreLabel}>Profielscore</span>
      </p>
      <p className={styles.muted}>{profileScoreMessage(score)}</p>
      <h3 className={styles.subTitle}>Nog te doen</h3>
      {todo.length > 0 ? (
        <ul className={styles.todoList}>
          {todo.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.allDone}>{ALL_REQUIRED_FILLED}</p>
      )}
    </section>
  );
}

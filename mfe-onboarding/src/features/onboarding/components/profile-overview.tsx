import { profileOverview } from '@talentbrug/domain/onboarding/payload';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import styles from './onboarding.module.css';

/** 'Profieloverzicht': what a talent manager will see first, with placeholders where it is missing. */
export function ProfileOverview() {
  const data = useOnboardingStore((state) => state.data);
  return (
    <section className={styles.panel} aria-labelledby="onb-overview-title">
      <h2 id="onb-overview-title" className={styles.panelTitle}>
        Profieloverzicht
      </h2>
      <dl className={styles.overview}>
        {profileOverview(data).map((row) => (
          <div key={row.label} className={styles.overviewRow}>
            <dt>{row.label}</dt>
            <dd className={row.missing ? styles.placeholder : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import hidden from '@talentbrug/ui/visually-hidden.module.css';
import styles from './stats-row.module.css';

/** The marketing claims of the product, in the spec's words and order. */
export const STATS = [
  { value: '500+', label: 'student-atleten' },
  { value: '95%', label: 'matchsucces' },
  { value: '50+', label: 'universiteiten' },
  { value: '2,5', label: 'maanden gemiddeld tot plaatsing' },
  { value: '30+', label: 'sporten' },
  { value: '100+', label: 'Amerikaanse universiteiten gematcht' },
] as const;

export function StatsRow() {
  return (
    <section className={styles.band} aria-labelledby="cijfers-titel">
      <h2 id="cijfers-titel" className={hidden.visuallyHidden}>
        Talentbrug in cijfers
      </h2>
      <dl className={styles.grid}>
        {STATS.map((stat) => (
          <div key={stat.label} className={styles.item}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import styles from './spinner.module.css';

/** A loading indicator that screen readers announce politely. */
export function Spinner({ label = 'Laden...' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

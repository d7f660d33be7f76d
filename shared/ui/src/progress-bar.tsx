import { useId } from 'react';
import styles from './progress-bar.module.css';

/**
 * A labelled progress bar with its percentage. The bar itself is the `progressbar` for
 * assistive technology; the visible percentage repeats the value for sighted users.
 */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'brand',
}: {
  /** 0-100; anything outside is clamped. */
  value: number;
  label: string;
  /** What is read out and shown beside the label; `${value}%` by default. */
  valueText?: string;
  tone?: 'brand' | 'success';
}) {
  const id = useId();
  const percentage = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  const text = valueText ?? `${percentage}%`;
  return (
    <div className={styles.progress}>
      <div className={styles.header}>
        <span id={`${id}-label`}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={text}
      >
        <div
          className={`${styles.fill} ${tone === 'success' ? styles.success : ''}`}
          style={{ width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}

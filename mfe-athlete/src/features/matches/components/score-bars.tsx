import type { ScorePart } from '@talentbrug/domain/contracts/matches';
import { formatPercent } from '@talentbrug/domain/format';
import styles from './match-detail.module.css';

/** The score's parts as bars: each part's own score, its share of the total and the facts behind it. */
export function ScoreBars({ parts }: { parts: readonly ScorePart[] }) {
  return (
    <ul className={styles.parts}>
      {parts.map((part) => (
        <li key={part.key} className={styles.part}>
          <div className={styles.partHead}>
            <span className={styles.partLabel}>{part.label}</span>
            <span className={styles.partScore}>
              {part.score}/100 <span className={styles.partWeight}>· weegt {formatPercent(part.weight)} mee</span>
            </span>
          </div>
          <div className={styles.bar} aria-hidden="true">
            <div className={styles.fill} style={{ width: `${part.score}%` }} />
          </div>
          {part.facts.length ? (
            <ul className={styles.facts}>
              {part.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import type { Match } from '@talentbrug/domain/contracts/matches';
import { useId } from 'react';
import { matchStats } from '../utils/filters.ts';
import styles from './matches.module.css';

/** Figures over the matches shown, so a chip changes them with the list. */
export function MatchStats({ matches }: { matches: readonly Match[] }) {
  const stats = matchStats(matches);
  const titleId = useId();
  return (
    <section className={styles.stats} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.statsTitle}>
        In deze selectie
      </h2>
      <dl className={styles.statsList}>
        <div className={styles.stat}>
          <dt>Gemiddelde match</dt>
          <dd>{stats.averageScore === null ? '–' : `${stats.averageScore}%`}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Sportbeurs mogelijk</dt>
          <dd>{stats.withAthleticAid}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Favorieten</dt>
          <dd>{stats.favourites}</dd>
        </div>
      </dl>
    </section>
  );
}

import { MATCH_STATUS_LABELS, type Match } from '@talentbrug/domain/contracts/matches';
import { Card } from '@talentbrug/ui/card';
import { Link } from '@talentbrug/ui/router';
import { useId } from 'react';
import { DASHBOARD_TEXTS } from '../utils/texts.ts';
import styles from './dashboard.module.css';

/**
 * The best three matches still in play, best first. Of matches older than the profile (`stale`)
 * it says so before their scores, and links to the matches page, where they are generated again.
 */
export function TopMatches({ matches, total, stale }: { matches: readonly Match[]; total: number; stale: boolean }) {
  const titleId = useId();
  return (
    <Card title="Je beste matches" titleId={titleId} className={styles.panel}>
      {stale ? (
        <p className={styles.staleNote}>
          {DASHBOARD_TEXTS.staleMatches} <Link to="/matches">{DASHBOARD_TEXTS.regenerate}</Link>
        </p>
      ) : null}
      <ol className={styles.matches}>
        {matches.map((match) => (
          <li key={match.id} className={styles.match}>
            <h3 className={styles.matchName}>{match.school_name}</h3>
            <p className={styles.matchScore}>{match.match_score}% match</p>
            <p className={styles.matchMeta}>
              {match.division} · {match.school_location} · {MATCH_STATUS_LABELS[match.status]}
              {match.favourite ? (
                <>
                  {' · '}
                  <span className={styles.favourite}>
                    <span aria-hidden="true">♥ </span>Favoriet
                  </span>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
      <div className={styles.footer}>
        <Link to="/matches" className={styles.link}>
          {total === 1 ? 'Bekijk je match' : `Bekijk al je ${total} matches`}
        </Link>
      </div>
    </Card>
  );
}

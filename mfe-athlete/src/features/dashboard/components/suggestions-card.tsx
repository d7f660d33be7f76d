import type { Suggestion } from '@talentbrug/domain/contracts/suggestions';
import { formatSince } from '@talentbrug/domain/format';
import { Card } from '@talentbrug/ui/card';
import { Link } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { useId } from 'react';
import { DASHBOARD_TEXTS } from '../utils/texts.ts';
import styles from './dashboard.module.css';

export interface SuggestionsCardProps {
  /** Undefined while loading, and after a failure (which is only logged). */
  suggestions: readonly Suggestion[] | undefined;
  loading: boolean;
}

/**
 * The AI coach's messages, the most urgent first. A message says when its reason arose ('12 min
 * geleden', 'gisteren om 17:50') only where the server knows that moment; the spec's times by
 * position ('net nu', '15 min geleden', ...) were made up, and are gone.
 */
export function SuggestionsCard({ suggestions, loading }: SuggestionsCardProps) {
  const titleId = useId();
  return (
    <Card title="Tips van je AI-coach" titleId={titleId} className={styles.panel}>
      {loading ? <Spinner label={DASHBOARD_TEXTS.suggestionsLoading} /> : null}
      {suggestions?.length ? (
        <ul className={styles.suggestions}>
          {suggestions.map((suggestion) => {
            const since = suggestion.since ? formatSince(suggestion.since) : null;
            return (
              <li key={suggestion.title} className={styles.suggestion}>
                <h3 className={styles.suggestionTitle}>{suggestion.title}</h3>
                <p className={styles.suggestionText}>{suggestion.description}</p>
                {since ? (
                  <p className={styles.muted}>
                    <time dateTime={suggestion.since}>{since}</time>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {suggestions && suggestions.length === 0 ? (
        <p className={styles.muted}>Je bent helemaal bij. Heb je een vraag? Je AI-coach denkt met je mee.</p>
      ) : null}
      {!loading && !suggestions ? (
        <p className={styles.muted}>Heb je een vraag over je volgende stap? Je AI-coach denkt met je mee.</p>
      ) : null}
      <div className={styles.footer}>
        <Link to="/aicoach" className={styles.link}>
          {DASHBOARD_TEXTS.viewAll}
        </Link>
        <Link to="/aicoach" className={styles.link}>
          {DASHBOARD_TEXTS.chat}
        </Link>
      </div>
    </Card>
  );
}

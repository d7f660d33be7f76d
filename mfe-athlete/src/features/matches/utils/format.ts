import type { Match, MatchInstitution } from '@talentbrug/domain/contracts/matches';
import { formatPercent } from '@talentbrug/domain/format';
import { MATCHES_TEXTS } from './texts.ts';

/** '92% match'; a school kept although it is no match (the athlete's choice) says so instead of '0%'. */
export function scoreText(match: Match): string {
  return match.ruled_out === undefined ? `${match.match_score}% match` : MATCHES_TEXTS.noMatch;
}

/** '92%', or 'Geen match', where the word 'match' is already around it. */
export function scoreShort(match: Match): string {
  return match.ruled_out === undefined ? `${match.match_score}%` : MATCHES_TEXTS.noMatch;
}

/** 0.0599 -> '6%'; below half a percent it says so instead of '0%'. */
export function formatRate(rate: number): string {
  return Math.round(rate * 100) === 0 && rate > 0 ? 'minder dan 1%' : formatPercent(rate);
}

export const CONTROL_LABELS: Readonly<Record<NonNullable<MatchInstitution['control']>, string>> = {
  public: 'Openbaar',
  private: 'Particulier, zonder winstoogmerk',
  'for-profit': 'Commercieel',
};

/**
 * A school's web address as a link target: the dataset gives some without a scheme
 * ('www.duke.edu'); anything that is not http(s) is no link at all.
 */
export function externalUrl(raw: string | null): string | null {
  if (!raw) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

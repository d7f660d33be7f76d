import {
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type Match,
  type MatchStatus,
} from '@talentbrug/domain/contracts/matches';

export interface PipelineStage {
  status: MatchStatus;
  label: string;
  count: number;
}

/** How many matches sit at each stage of the recruiting pipeline, every stage in its order. */
export function pipelineCounts(matches: readonly Match[]): PipelineStage[] {
  return MATCH_STATUSES.map((status) => ({
    status,
    label: MATCH_STATUS_LABELS[status],
    count: matches.filter((match) => match.status === status).length,
  }));
}

/** The best matches still in play: a declined school is not a top match. */
export function topMatches(matches: readonly Match[], count = 3): Match[] {
  return matches.filter((match) => match.status !== 'declined').slice(0, count);
}

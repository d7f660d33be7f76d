/**
 * Generation time for the bench (bench/results.json): rankMatches for each athlete over the given,
 * already parsed institutions, timed per call. Kept beside the server's source, so the engine holds no clock.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import type { AthleteFacts } from '../src/modules/matches/engine/athlete.ts';
import { type RankOptions, rankMatches } from '../src/modules/matches/engine/engine.ts';
import { buildMatchReference } from '../src/modules/matches/engine/reference.ts';

export interface GenerationTiming {
  /** Calls timed: athletes x runs (after one untimed warm-up pass). */
  readonly samples: number;
  readonly p50_ms: number;
  readonly p95_ms: number;
  readonly max_ms: number;
  readonly institutions: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * Times one generation per athlete and run. `reference` mirrors the server: built once when the
 * dataset loads (pass `withReference: false` to time rankMatches building it per call).
 */
export function benchmarkGeneration(
  athletes: readonly AthleteFacts[],
  institutions: readonly Institution[],
  runs: number,
  options: { withReference?: boolean; limit?: number } = {},
): GenerationTiming {
  const rankOptions: RankOptions = { limit: options.limit ?? 30 };
  if (options.withReference !== false) rankOptions.reference = buildMatchReference(institutions);
  for (const athlete of athletes) rankMatches(athlete, institutions, rankOptions);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const athlete of athletes) {
      const start = performance.now();
      rankMatches(athlete, institutions, rankOptions);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50_ms: round(percentile(times, 0.5)),
    p95_ms: round(percentile(times, 0.95)),
    max_ms: round(times[times.length - 1] ?? 0),
    institutions: institutions.length,
  };
}

/**
 * Generation time for the bench (bench/results.json): rankMatches for each athlete over the given,
 * already parsed institutions, timed per call. Kept beside the server's source, so the engine holds no clock.
 */
import type { Institution } from '@talentbrug/domain/institutions';
import type { AthleteFacts } from '../src/modules/matches/engine/athlete.ts';
import { type RankOptions, rankMatches } from '../src/modules/matches/engine/engine.ts';
import { buildMatchReference } from '../src/modules/matches/engine/reference.ts';
import { type Timing, timing } from './timing.ts';

export interface GenerationTiming extends Readonly<Timing> {
  /** Calls timed: athletes x runs (after one untimed warm-up pass). */
  readonly samples: number;
  readonly institutions: number;
}

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
  return { samples: times.length, ...timing(times), institutions: institutions.length };
}

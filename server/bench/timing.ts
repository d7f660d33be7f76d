/** The bench's timing figures (bench/results.json): milliseconds to three decimals. */

export interface Timing {
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
}

/** Nearest-rank percentile of sorted values (share in 0..1): always one of the samples; 0 for none. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** The median, the 95th percentile and the slowest of a set of timings. */
export function timing(values: readonly number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(sorted, 0.5)),
    p95_ms: round(percentile(sorted, 0.95)),
    max_ms: round(sorted[sorted.length - 1] ?? 0),
  };
}

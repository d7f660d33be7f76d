/**
 * How the findings write times and clips. @talentbrug/domain/format has no duration or clip
 * list; these live here until a second user needs them there.
 */
import { formatList, formatNumber } from '@talentbrug/domain/format';

/** A duration as a player shows it: '6:40', '0:04', '1:02:05'. Whole seconds, rounded. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A short stretch as said aloud, a long one as a player shows it: '12 seconden', '1 seconde', '1:40'. */
export function formatSpan(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (whole >= 60) return formatDuration(whole);
  return whole === 1 ? '1 seconde' : `${formatNumber(whole)} seconden`;
}

/**
 * Clip numbers as the strip shows them, runs of three or more as a range: 'clip 3',
 * 'clips 3 en 7', 'clips 14 tot en met 22', 'clips 2, 5 en 14 tot en met 22'.
 */
export function formatClips(clips: readonly number[]): string {
  const sorted = [...new Set(clips)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let at = 0; at < sorted.length; ) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const first = sorted[at] ?? 0;
    const last = sorted[end] ?? 0;
    if (end - at >= 2) parts.push(`${first} tot en met ${last}`);
    else for (let one = at; one <= end; one += 1) parts.push(String(sorted[one]));
    at = end + 1;
  }
  return `${sorted.length === 1 ? 'clip' : 'clips'} ${formatList(parts)}`;
}

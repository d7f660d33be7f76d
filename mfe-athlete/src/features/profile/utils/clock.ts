// Apart from ./format.ts, which the page loads: only the analysis' own chunks use it (issue 36).
/** A video's length or a moment in it as a player shows it: '3:42', '0:07', '64:05' (whole seconds, rounded down). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

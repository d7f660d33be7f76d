/**
 * How many wrong guesses a short secret may take, whoever sends them and from however many IPs.
 * A 6-digit code has a million values; the per-IP buckets of abuse.ts alone let an attacker with
 * many addresses try them all. These limits belong to the account instead.
 */

/** Wrong 6-digit codes after which the mailed codes die (the link in the same mail keeps working). */
export const CODE_MAX_FAILURES = 5;
/** Wrong codes per account per day, over every mail: beyond it no code is checked until the day ends. */
export const CODE_MAX_DAY_FAILURES = 20;
export const DAY_MS = 86_400_000;
/** Wrong TOTP codes per factor and window; then the factor takes no code until the window ends. */
export const TOTP_MAX_FAILURES = 5;
export const TOTP_WINDOW_MS = 15 * 60_000;

/** Failures counted in a window that starts at the first failure and lasts `windowMs`. */
export interface FailureWindow {
  count: number;
  /** ms, or null when nothing failed yet. */
  windowStart: number | null;
}

/** The failures that still count at `now`: none once the window is over. */
export function liveFailures(state: FailureWindow, now: number, windowMs: number): number {
  return state.windowStart !== null && now < state.windowStart + windowMs ? state.count : 0;
}

/** One more failure: it opens a new window when the last one is over. */
export function addFailure(state: FailureWindow, now: number, windowMs: number): FailureWindow {
  const live = liveFailures(state, now, windowMs);
  return live === 0 ? { count: 1, windowStart: now } : { count: live + 1, windowStart: state.windowStart };
}

/** Seconds until a window with `max` failures lets a guess through again; 0 when it does now. */
export function lockedForSeconds(state: FailureWindow, now: number, windowMs: number, max: number): number {
  if (liveFailures(state, now, windowMs) < max || state.windowStart === null) return 0;
  return Math.max(1, Math.ceil((state.windowStart + windowMs - now) / 1000));
}

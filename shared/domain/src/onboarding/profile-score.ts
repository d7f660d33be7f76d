/**
 * The profile score (spec "Profile score"): 20 points for each of five facts a match needs.
 * It takes the profile's field names so the dashboard can score a stored profile the same way.
 */
export interface ScoredProfile {
  first_name?: string | null;
  sport?: string | null;
  education_level?: string | null;
  highlight_video_url?: string | null;
  academic_gpa?: number | string | null;
}

export const PROFILE_SCORE_STEP = 20;
export const PROFILE_SCORE_MAX = 100;

const SCORED_FIELDS = ['first_name', 'sport', 'education_level', 'highlight_video_url', 'academic_gpa'] as const;

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return false;
}

export function profileScore(profile: ScoredProfile): number {
  const points = SCORED_FIELDS.filter((key) => present(profile[key])).length * PROFILE_SCORE_STEP;
  return Math.min(points, PROFILE_SCORE_MAX);
}

export function profileScoreMessage(score: number): string {
  if (score <= 0) return 'Start met het invullen van je profiel!';
  if (score >= PROFILE_SCORE_MAX) return 'Je profiel is compleet - klaar voor matching! 🎉';
  return `Je profiel scoort ${score}% - bijna klaar voor matching!`;
}

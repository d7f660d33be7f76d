import { z } from 'zod';
import { URL_MAX } from './onboarding/schemas.ts';
import { TEAM_OPTIONS } from './onboarding/steps.ts';
import { isHttpUrl, MESSAGES } from './onboarding/validation.ts';

/** The athlete's profile as the API returns it (spec "Profile (read from the server)"), plus the matching facts. */
export interface Profile {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  sport: string | null;
  position: string | null;
  team: string | null;
  competition_level: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  current_team: string | null;
  achievements: string | null;
  academic_gpa: number | null;
  education_level: string | null;
  highlight_video_url: string | null;
  created_at: string;
  updated_at: string;
}

const text = (max: number) => z.string().trim().min(1).max(max);
/** The same web-link rule as the onboarding's video fields. */
const httpUrl = z.string().trim().max(URL_MAX).refine(isHttpUrl, MESSAGES.url);
const teamCodes = TEAM_OPTIONS.map((option) => option.value) as [string, ...string[]];

/**
 * Fields a client may write (POST /api/profiles, PATCH /api/profiles/me). Every field is
 * optional; null clears one. The profile edit screen omits empty values (spec).
 */
export const profileWriteSchema = z
  .object({
    first_name: text(100).nullable(),
    last_name: text(100).nullable(),
    date_of_birth: z.iso.date('Gebruik een geldige datum.').nullable(),
    nationality: text(100).nullable(),
    sport: text(100).nullable(),
    position: text(100).nullable(),
    team: z.enum(teamCodes).nullable(),
    competition_level: text(60).nullable(),
    height_cm: z.number().int('Gebruik een heel getal.').min(100).max(250).nullable(),
    weight_kg: z.number().int('Gebruik een heel getal.').min(30).max(200).nullable(),
    current_team: text(200).nullable(),
    achievements: z.string().trim().max(5000).nullable(),
    academic_gpa: z.number().min(0).max(4).nullable(),
    education_level: text(100).nullable(),
    highlight_video_url: httpUrl.nullable(),
  })
  .partial()
  .strict();

export type ProfileWrite = z.infer<typeof profileWriteSchema>;

/** GET /api/onboarding/progress. */
export interface OnboardingProgress {
  steps: { id: string; title: string; filled: number; required: number; completed: boolean }[];
  percentage: number;
  submitted_at: string | null;
}

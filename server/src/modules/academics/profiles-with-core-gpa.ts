import type { Profile } from '@talentbrug/domain/contracts/profile';
import type { AcademicsService } from './academics-service.ts';

/**
 * The profile as matching and the coach read it (issue 37): once the athlete has entered a transcript
 * with a counted grade, its core GPA estimate stands in for the GPA typed on the profile, and the
 * typed Dutch average (`academic_grade`) no longer explains it. The profile itself keeps what the
 * athlete typed; only these readers see the estimate.
 *
 * Matching's freshness follows by itself: the fingerprint of a generation hashes the facts read from
 * this profile, so a transcript change that moves the core GPA makes the matches stale, and a change
 * that leaves it where it was (a grade of a subject that is no core course) does not, since the
 * matches would come out the same.
 */
export interface ProfileReader {
  find(userId: string): Promise<Profile | null>;
}

export function profilesWithCoreGpa(
  profiles: ProfileReader,
  academics: Pick<AcademicsService, 'gpaEstimate'>,
): ProfileReader {
  return {
    async find(userId: string): Promise<Profile | null> {
      const [profile, gpa] = await Promise.all([profiles.find(userId), academics.gpaEstimate(userId)]);
      if (!profile || gpa === null) return profile;
      return { ...profile, academic_gpa: gpa, academic_grade: null };
    },
  };
}

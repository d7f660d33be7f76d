import type { Profile, ProfileWrite } from '@talentbrug/domain/profile';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

type Row = typeof profiles.$inferSelect;
type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export function toProfile(row: Row): Profile {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    nationality: row.nationality,
    sport: row.sport,
    position: row.position,
    team: row.team,
    competition_level: row.competitionLevel,
    height_cm: row.heightCm,
    weight_kg: row.weightKg,
    current_team: row.currentTeam,
    achievements: row.achievements,
    academic_gpa: row.academicGpa,
    education_level: row.educationLevel,
    highlight_video_url: row.highlightVideoUrl,
    sat_score: row.satScore,
    act_score: row.actScore,
    english_test: (row.englishTest as Profile['english_test']) ?? null,
    english_score: row.englishScore,
    budget_eur_min: row.budgetEurMin,
    preferred_states: row.preferredStates ?? [],
    preferred_school_size: (row.preferredSchoolSize as Profile['preferred_school_size']) ?? null,
    study_interest: row.studyInterest,
    graduation_year: row.graduationYear,
    target_start_year: row.targetStartYear,
    target_start_month: row.targetStartMonth,
    scholarship_type: row.scholarshipType,
    university_of_interest: row.universityOfInterest,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** snake_case API fields -> columns, the one place they are mapped; a field left out stays untouched, null clears it. */
function toColumns(write: ProfileWrite): Partial<typeof profiles.$inferInsert> {
  const columns: Partial<typeof profiles.$inferInsert> = {
    firstName: write.first_name,
    lastName: write.last_name,
    dateOfBirth: write.date_of_birth,
    nationality: write.nationality,
    sport: write.sport,
    position: write.position,
    team: write.team,
    competitionLevel: write.competition_level,
    heightCm: write.height_cm,
    weightKg: write.weight_kg,
    currentTeam: write.current_team,
    achievements: write.achievements,
    academicGpa: write.academic_gpa,
    educationLevel: write.education_level,
    highlightVideoUrl: write.highlight_video_url,
    satScore: write.sat_score,
    actScore: write.act_score,
    englishTest: write.english_test,
    englishScore: write.english_score,
    budgetEurMin: write.budget_eur_min,
    preferredStates: write.preferred_states,
    preferredSchoolSize: write.preferred_school_size,
    studyInterest: write.study_interest,
    graduationYear: write.graduation_year,
    targetStartYear: write.target_start_year,
    targetStartMonth: write.target_start_month,
    scholarshipType: write.scholarship_type,
    universityOfInterest: write.university_of_interest,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function createProfilesRepository(db: Database) {
  // Built once: nearly every data route reads the caller's profile, and drizzle would otherwise
  // rebuild the same SQL text on each request.
  const findByUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('profiles_find');
  return {
    async find(userId: string): Promise<Profile | null> {
      const [row] = await findByUser.execute({ userId });
      return row ? toProfile(row) : null;
    },

    /** null when the user already has a profile. */
    async create(userId: string, write: ProfileWrite): Promise<Profile | null> {
      const [row] = await db
        .insert(profiles)
        .values({ ...toColumns(write), userId })
        .onConflictDoNothing()
        .returning();
      return row ? toProfile(row) : null;
    },

    async update(userId: string, write: ProfileWrite): Promise<Profile | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...toColumns(write), updatedAt: sql`now()` })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ? toProfile(row) : null;
    },

    /** Creates or fills in the profile inside the caller's transaction (onboarding submit). */
    async upsert(tx: Executor, userId: string, write: ProfileWrite): Promise<Profile> {
      const columns = toColumns(write);
      const [row] = await tx
        .insert(profiles)
        .values({ ...columns, userId })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...columns, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('profile upsert returned no row');
      return toProfile(row);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

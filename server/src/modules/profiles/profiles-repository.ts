import { orderedDivisions, type Profile, type ProfileWrite } from '@talentbrug/domain/contracts/profile';
import { dutchGradeToGpa } from '@talentbrug/domain/onboarding/grades';
import { isUploadedVideoUrl } from '@talentbrug/domain/uploads';
import { eq, type SQL, sql } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
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
    key_stats: row.keyStats,
    academic_gpa: row.academicGpa,
    academic_grade: row.academicGrade,
    education_level: row.educationLevel,
    highlight_video_url: row.highlightVideoUrl,
    video_link: row.videoLink,
    sat_score: row.satScore,
    act_score: row.actScore,
    english_test: (row.englishTest as Profile['english_test']) ?? null,
    english_score: row.englishScore,
    budget_eur_min: row.budgetEurMin,
    preferred_states: row.preferredStates ?? [],
    preferred_school_size: (row.preferredSchoolSize as Profile['preferred_school_size']) ?? null,
    preferred_divisions: orderedDivisions(row.preferredDivisions),
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
    keyStats: write.key_stats,
    // A Dutch grade decides the GPA; a GPA written on its own is no longer a grade's estimate.
    academicGpa: typeof write.academic_grade === 'number' ? dutchGradeToGpa(write.academic_grade) : write.academic_gpa,
    academicGrade:
      write.academic_grade !== undefined ? write.academic_grade : write.academic_gpa !== undefined ? null : undefined,
    educationLevel: write.education_level,
    // A new profile shows the athlete's link until a video is chosen; on an existing row `followsLink` decides.
    highlightVideoUrl: write.highlight_video_url !== undefined ? write.highlight_video_url : write.video_link,
    videoLink: write.video_link !== undefined ? write.video_link : ownLinkOf(write.highlight_video_url),
    satScore: write.sat_score,
    actScore: write.act_score,
    englishTest: write.english_test,
    englishScore: write.english_score,
    budgetEurMin: write.budget_eur_min,
    preferredStates: write.preferred_states,
    preferredSchoolSize: write.preferred_school_size,
    preferredDivisions: write.preferred_divisions,
    studyInterest: write.study_interest,
    graduationYear: write.graduation_year,
    targetStartYear: write.target_start_year,
    targetStartMonth: write.target_start_month,
    scholarshipType: write.scholarship_type,
    universityOfInterest: write.university_of_interest,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** A highlight written as a link elsewhere (an older client, a script) is the athlete's own link too. */
const ownLinkOf = (highlight: string | null | undefined) =>
  highlight && !isUploadedVideoUrl(highlight) ? highlight : undefined;

/**
 * The highlight of an existing row when only the link is written: it follows the link while the
 * profile showed the old link or nothing, and stays on an uploaded video the athlete chose.
 */
function followsLink(write: ProfileWrite): { highlightVideoUrl?: SQL } {
  if (write.video_link === undefined || write.highlight_video_url !== undefined) return {};
  return {
    highlightVideoUrl: sql`case when ${profiles.highlightVideoUrl} is null or ${profiles.highlightVideoUrl} = ${profiles.videoLink} then ${write.video_link} else ${profiles.highlightVideoUrl} end`,
  };
}

/** A profile whose lists are its own, so a caller that changes one changes nothing another request sees. */
const copy = (profile: Profile): Profile => ({
  ...profile,
  preferred_states: [...profile.preferred_states],
  preferred_divisions: [...profile.preferred_divisions],
});

/** Profiles kept in memory at most (about 1 KB each); past it the oldest entry goes. */
const CACHE_MAX = 5000;

/**
 * The caller's profile as last read, for a database only this process writes (PGlite): nearly every
 * data route reads it, and on PGlite each query costs the one thread's CPU. A write drops the
 * entry before it starts and again once it has ended, and a read only keeps what it found when no
 * write started or ended meanwhile (`writes`), so a read that raced a write never leaves the old
 * row behind: the next read after a write always sees it. Every write of a profile row goes
 * through `writing`: this repository's own, and the account deletion's (`forget`).
 */
function createProfileCache() {
  const rows = new Map<string, Profile>();
  let writes = 0;
  const drop = (userId: string) => {
    writes += 1;
    rows.delete(userId);
  };
  return {
    get(userId: string): Profile | undefined {
      const row = rows.get(userId);
      return row && copy(row);
    },
    async read(userId: string, find: () => Promise<Profile | null>): Promise<Profile | null> {
      const before = writes;
      const profile = await find();
      if (profile && writes === before) {
        if (rows.size >= CACHE_MAX) rows.delete(rows.keys().next().value as string);
        rows.set(userId, copy(profile));
      }
      return profile;
    },
    async writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
      drop(userId);
      try {
        return await write();
      } finally {
        drop(userId);
      }
    },
  };
}

/**
 * `cache`: only where this process is the database's one writer (PGlite). On PostgreSQL another
 * instance may change a profile at any moment, so each read asks the database.
 */
export function createProfilesRepository(db: Database, options: { cache?: boolean } = {}) {
  // Built once: nearly every data route reads the caller's profile, and drizzle would otherwise
  // rebuild the same SQL text on each request.
  const findByUser = db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('profiles_find');
  const query = async (userId: string): Promise<Profile | null> => {
    const [row] = await findByUser.execute({ userId });
    return row ? toProfile(row) : null;
  };
  const cache = options.cache ? createProfileCache() : null;
  const writing = <T>(userId: string, write: () => Promise<T>) => (cache ? cache.writing(userId, write) : write());
  return {
    async find(userId: string): Promise<Profile | null> {
      if (!cache) return query(userId);
      return cache.get(userId) ?? cache.read(userId, () => query(userId));
    },

    /** null when the user already has a profile. */
    create(userId: string, write: ProfileWrite): Promise<Profile | null> {
      return writing(userId, async () => {
        const [row] = await writeForAthlete(db, userId, (tx) =>
          tx
            .insert(profiles)
            .values({ ...toColumns(write), userId })
            .onConflictDoNothing()
            .returning(),
        );
        return row ? toProfile(row) : null;
      });
    },

    update(userId: string, write: ProfileWrite): Promise<Profile | null> {
      return writing(userId, async () => {
        const [row] = await writeForAthlete(db, userId, (tx) =>
          tx
            .update(profiles)
            .set({ ...toColumns(write), ...followsLink(write), updatedAt: sql`now()` })
            .where(eq(profiles.userId, userId))
            .returning(),
        );
        return row ? toProfile(row) : null;
      });
    },

    /**
     * Creates or fills in the profile inside the caller's transaction (onboarding submit). On
     * PGlite the transaction holds the one connection until it ends, so a read that starts after
     * this write is answered from the committed (or rolled back) row.
     */
    upsert(tx: Executor, userId: string, write: ProfileWrite): Promise<Profile> {
      return writing(userId, async () => {
        const columns = toColumns(write);
        const [row] = await tx
          .insert(profiles)
          .values({ ...columns, userId })
          .onConflictDoUpdate({
            target: profiles.userId,
            set: { ...columns, ...followsLink(write), updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('profile upsert returned no row');
        return toProfile(row);
      });
    },

    /**
     * Around another module's write of the profile row (the account deletion's transaction): what
     * `write` returns, with no cached profile of the user surviving it.
     */
    forgetting<T>(userId: string, write: () => Promise<T>): Promise<T> {
      return writing(userId, write);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

/**
 * The athlete's highlight video for the coach (issue 36): the analysis of the video the profile
 * uses, read from `video_analyses`, with its findings computed from the stored facts for the
 * athlete's sport, the same way the upload API computes them (video/findings/). Raw SQL over two
 * tables this module does not own, so the coach needs nothing of the video module's schema.
 */
import type { VideoAnalysisStatus } from '@talentbrug/domain/uploads';
import { VIDEO_ANALYSIS_STATUSES } from '@talentbrug/domain/uploads';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AnalysisFacts } from '../video/facts.ts';
import { videoFindings } from '../video/findings/findings.ts';
import type { CoachVideo } from './coach-context.ts';

/** One row of `video_analyses`, as far as the coach reads it. */
export interface StoredVideoAnalysis {
  readonly status: VideoAnalysisStatus;
  /** What FFmpeg measured (AnalysisFacts), once done; JSON from the database. */
  readonly facts: unknown;
}

export interface CoachVideoSource {
  /** The analysis of the athlete's highlight video, or null when the athlete uploaded none. */
  latest(userId: string): Promise<StoredVideoAnalysis | null>;
}

/**
 * Reads `video_analyses` (status, facts) joined to `uploads` (type, created_at): the video marked
 * 'highlight' first, then the newest upload. Another athlete's rows are never read.
 */
export function createCoachVideoSource(db: Database): CoachVideoSource {
  return {
    async latest(userId) {
      const result = (await db.execute(
        sql`select va.status, va.facts
            from video_analyses va
            join uploads u on u.id = va.upload_id
            where va.user_id = ${userId} and u.user_id = ${userId}
            order by (u.type = 'highlight') desc nulls last, u.created_at desc
            limit 1`,
      )) as unknown as StoredVideoAnalysis[] | { rows: StoredVideoAnalysis[] };
      const [row] = Array.isArray(result) ? result : result.rows;
      return row ?? null;
    },
  };
}

/** Enough of AnalysisFacts to be read: what a failed or older job stored is no video to judge. */
function looksLikeFacts(value: unknown): value is AnalysisFacts {
  const facts = value as Partial<AnalysisFacts> | null;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    typeof facts.video?.duration_s === 'number' &&
    Array.isArray(facts.detection?.clips)
  );
}

/** The coach's view of a stored analysis, judged against the athlete's sport (the profile's name or an id). */
export function coachVideo(stored: StoredVideoAnalysis | null, sport: string | null): CoachVideo | null {
  if (!stored) return null;
  const status = VIDEO_ANALYSIS_STATUSES.includes(stored.status) ? stored.status : 'pending';
  if (status !== 'done') return { status, findings: [], duration_s: null };
  if (!looksLikeFacts(stored.facts)) return { status: 'failed', findings: [], duration_s: null };
  return {
    status,
    findings: videoFindings(stored.facts, sport),
    duration_s: stored.facts.video.duration_s,
  };
}

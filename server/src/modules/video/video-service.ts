import type { VideoAnalysis } from '@talentbrug/domain/uploads';
import { NotFoundError } from '../../errors.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import type { UrlSigner } from '../uploads/http-content.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';
import {
  type ContentRequest,
  FILE_NOT_FOUND,
  type FileContent,
  linkedContent,
  type SignedLinkQuery,
  signedLink,
} from '../uploads/uploads-service.ts';
import type { AnalysisFacts } from './facts.ts';
import { videoFindings } from './findings/findings.ts';
import type { AnalysisRow, DerivativeRow, VideoRepository } from './video-repository.ts';

export const NOT_A_VIDEO = 'Alleen een video heeft een analyse.';

/** Where a derived file is reached with a signed link, by its video and its name. */
export const derivedPath = (uploadId: string, name: string) => `/api/upload/file/${uploadId}/derived/${name}`;

const nameOf = (row: Pick<DerivativeRow, 'kind' | 'position'>) =>
  row.kind === 'poster' ? 'poster.jpg' : row.kind === 'rendition' ? 'rendition.mp4' : `clip-${row.position + 1}.jpg`;

/** 'poster.jpg' | 'clip-<n>.jpg' | 'rendition.mp4' → what it is; null for any other name. */
export function parseDerivedName(name: string): Pick<DerivativeRow, 'kind' | 'position'> | null {
  if (name === 'poster.jpg') return { kind: 'poster', position: 0 };
  if (name === 'rendition.mp4') return { kind: 'rendition', position: 0 };
  const clip = /^clip-([1-9]\d{0,3})\.jpg$/.exec(name);
  return clip ? { kind: 'thumbnail', position: Number(clip[1]) - 1 } : null;
}

/**
 * The analyses as the athlete reads them (GET /api/upload/files, GET/POST .../analysis): the facts
 * FFmpeg measured, the findings read from them for the athlete's sport now (so a changed sport or a
 * newer guideline needs no new run), and signed links to the poster, thumbnails and rendition.
 */
export function createVideoService(deps: {
  repository: VideoRepository;
  storage: ObjectStorage;
  signer: UrlSigner;
  profiles: Pick<ProfilesRepository, 'find'>;
  /** Work was queued. */
  kick(): void;
  now?: () => Date;
}) {
  const { repository, storage, signer, profiles } = deps;
  const now = deps.now ?? (() => new Date());

  const urlOf = (row: DerivativeRow) =>
    signedLink(
      storage,
      signer,
      row.storageKey,
      `${row.uploadId}/${nameOf(row)}`,
      derivedPath(row.uploadId, nameOf(row)),
      now(),
    );

  async function toAnalysis(
    row: AnalysisRow,
    derivatives: DerivativeRow[],
    sport: string | null,
  ): Promise<VideoAnalysis> {
    const facts = row.status === 'done' ? (row.facts as AnalysisFacts | null) : null;
    const mine = derivatives.filter((d) => d.uploadId === row.uploadId);
    const poster = mine.find((d) => d.kind === 'poster');
    const thumbnails = new Map(mine.filter((d) => d.kind === 'thumbnail').map((d) => [d.position, d]));
    const clips = await Promise.all(
      (facts?.detection.clips ?? []).map(async (clip, index) => {
        const thumbnail = thumbnails.get(index);
        return { start_s: clip.start_s, end_s: clip.end_s, thumbnail_url: thumbnail ? await urlOf(thumbnail) : null };
      }),
    );
    return {
      status: row.status,
      progress: row.status === 'done' ? 100 : row.status === 'running' ? row.progress : 0,
      duration_s: facts?.video.duration_s ?? null,
      width: facts?.video.width ?? null,
      height: facts?.video.height ?? null,
      fps: facts?.video.fps ?? null,
      has_audio: facts?.video.hasAudio ?? null,
      poster_url: poster ? await urlOf(poster) : null,
      clips,
      findings: facts ? videoFindings(facts, sport) : [],
      analysed_at: row.status === 'done' ? (row.analysedAt?.toISOString() ?? null) : null,
      error: row.status === 'failed' ? row.error : null,
    };
  }

  async function sportOf(userId: string): Promise<string | null> {
    return (await profiles.find(userId))?.sport ?? null;
  }

  async function one(userId: string, uploadId: string): Promise<VideoAnalysis> {
    const { analyses, derivatives } = await repository.forUser(userId, [uploadId]);
    const [row] = analyses;
    if (!row) throw new NotFoundError(FILE_NOT_FOUND);
    return toAnalysis(row, derivatives, await sportOf(userId));
  }

  async function ownVideo(userId: string, uploadId: string): Promise<void> {
    const upload = await repository.uploadOf(userId, uploadId);
    if (!upload) throw new NotFoundError(FILE_NOT_FOUND);
    if (upload.kind !== 'video') throw new NotFoundError(NOT_A_VIDEO);
  }

  return {
    /**
     * For a file list's videos, in one read: each one's analysis, and the signed link of its
     * playable rendition where it has one, by video id.
     */
    async forFiles(
      userId: string,
      uploadIds: string[],
    ): Promise<{ analyses: Map<string, VideoAnalysis>; renditions: Map<string, string> }> {
      const { analyses, derivatives } = await repository.forUser(userId, uploadIds);
      if (analyses.length === 0) return { analyses: new Map(), renditions: new Map() };
      const sport = await sportOf(userId);
      const renditions = derivatives.filter((d) => d.kind === 'rendition');
      return {
        analyses: new Map(
          await Promise.all(
            analyses.map(async (row) => [row.uploadId, await toAnalysis(row, derivatives, sport)] as const),
          ),
        ),
        renditions: new Map(await Promise.all(renditions.map(async (d) => [d.uploadId, await urlOf(d)] as const))),
      };
    },

    async get(userId: string, uploadId: string): Promise<VideoAnalysis> {
      await ownVideo(userId, uploadId);
      return one(userId, uploadId);
    },

    /** Runs the analysis again from the start (a run in progress is dropped). */
    async rerun(userId: string, uploadId: string): Promise<VideoAnalysis> {
      await ownVideo(userId, uploadId);
      if (!(await repository.reset(userId, uploadId))) throw new NotFoundError(FILE_NOT_FOUND);
      deps.kick();
      return one(userId, uploadId);
    },

    /** A derived file's bytes for a signed link (ranges for the rendition, so it seeks). */
    async open(
      uploadId: string,
      name: string,
      link: SignedLinkQuery,
      request: Pick<ContentRequest, 'range' | 'headOnly'>,
    ): Promise<FileContent> {
      const at = now();
      const what = parseDerivedName(name);
      if (!what) throw new NotFoundError(FILE_NOT_FOUND);
      return linkedContent(storage, signer, `${uploadId}/${name}`, link, at, request, async () => {
        const row = await repository.derivative(uploadId, what.kind, what.position);
        return row
          ? {
              key: row.storageKey,
              size: row.size,
              mimeType: row.mimeType,
              disposition: 'inline',
              name,
              etag: `"${row.storageKey.split('/').slice(-2).join('-')}"`,
            }
          : null;
      });
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;

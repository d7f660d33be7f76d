import type { Readable } from 'node:stream';
import type { VideoAnalysis } from '@talentbrug/domain/uploads';
import { ForbiddenError, NotFoundError, RangeNotSatisfiableError } from '../../errors.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { contentDisposition, parseRange, URL_LIFETIME_S, type UrlSigner, urlWindow } from '../uploads/http-content.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';
import { FILE_NOT_FOUND, LINK_EXPIRED, LINK_INVALID } from '../uploads/uploads-service.ts';
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

/** A file's bytes for a signed link, as the content route answers it. */
export interface DerivedContent {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable | null;
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

  async function urlOf(row: DerivativeRow): Promise<string> {
    const { signedAt, expiresAt } = urlWindow(now());
    if (storage.signedUrl) {
      return storage.signedUrl(row.storageKey, {
        signedAt,
        expiresAt,
        cacheControl: `private, max-age=${URL_LIFETIME_S}`,
      });
    }
    const name = nameOf(row);
    const { exp, sig } = signer.sign(`${row.uploadId}/${name}`, expiresAt);
    return `${derivedPath(row.uploadId, name)}?exp=${exp}&sig=${sig}`;
  }

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
    /** The analyses of the given videos of the athlete, by video id (a file list's videos). */
    async forFiles(userId: string, uploadIds: string[]): Promise<Map<string, VideoAnalysis>> {
      const { analyses, derivatives } = await repository.forUser(userId, uploadIds);
      if (analyses.length === 0) return new Map();
      const sport = await sportOf(userId);
      return new Map(
        await Promise.all(
          analyses.map(async (row) => [row.uploadId, await toAnalysis(row, derivatives, sport)] as const),
        ),
      );
    },

    /** The playable rendition's signed link of each video that has one, by video id. */
    async renditions(userId: string, uploadIds: string[]): Promise<Map<string, string>> {
      const { derivatives } = await repository.forUser(userId, uploadIds);
      const renditions = derivatives.filter((d) => d.kind === 'rendition');
      return new Map(await Promise.all(renditions.map(async (d) => [d.uploadId, await urlOf(d)] as const)));
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
      link: { exp?: string | undefined; sig?: string | undefined },
      request: { range?: string | undefined; headOnly?: boolean },
    ): Promise<DerivedContent> {
      const at = now();
      const what = parseDerivedName(name);
      if (!what) throw new NotFoundError(FILE_NOT_FOUND);
      const verdict = signer.verify(`${uploadId}/${name}`, link.exp ?? '', link.sig ?? '', at);
      if (verdict === 'invalid') throw new ForbiddenError(LINK_INVALID);
      if (verdict === 'expired') throw new ForbiddenError(LINK_EXPIRED);
      const row = await repository.derivative(uploadId, what.kind, what.position);
      if (!row) throw new NotFoundError(FILE_NOT_FOUND);
      const range = parseRange(request.range, row.size);
      if (range.kind === 'unsatisfiable') throw new RangeNotSatisfiableError(row.size);
      const part = range.kind === 'range' ? { start: range.start, end: range.end } : undefined;
      const body = request.headOnly ? null : await storage.get(row.storageKey, part);
      if (!body && !request.headOnly) throw new NotFoundError(FILE_NOT_FOUND);
      const maxAge = Math.max(0, Number(link.exp) - Math.floor(at.getTime() / 1000));
      const headers: Record<string, string> = {
        'content-type': row.mimeType,
        'content-disposition': contentDisposition('inline', name),
        'cache-control': `private, max-age=${maxAge}`,
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        etag: `"${row.storageKey.split('/').slice(-2).join('-')}"`,
      };
      if (part) {
        headers['content-range'] = `bytes ${part.start}-${part.end}/${row.size}`;
        headers['content-length'] = String(part.end - part.start + 1);
        return { status: 206, headers, body };
      }
      headers['content-length'] = String(row.size);
      return { status: 200, headers, body };
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;

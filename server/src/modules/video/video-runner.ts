import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { PendingObjects } from '../uploads/pending-objects.ts';
import { type ProcessIdentity, SELF } from '../uploads/process-identity.ts';
import type { ObjectStorage } from '../uploads/storage/storage.ts';
import { type AnalyseOptions, type AnalysisOutput, analyseFile } from './analyse-file.ts';
import { VideoFileError } from './ffmpeg/errors.ts';
import type { ClaimedJob, NewDerivative, VideoRepository } from './video-repository.ts';

/** The athlete reads these; each says what to do next. */
export const ANALYSIS_TOO_SLOW =
  'De analyse van je video duurde te lang en is gestopt. Probeer het opnieuw met een kortere video.';
export const ANALYSIS_KEPT_FAILING =
  'De analyse van je video lukte een paar keer niet. Probeer het later opnieuw, of upload de video opnieuw.';

export interface VideoRunnerOptions {
  repository: VideoRepository;
  storage: ObjectStorage;
  /** Every derived file is recorded as pending before its first byte is stored (uploads/pending-rule.ts). */
  pending: Pick<PendingObjects, 'begin' | 'end' | 'finish' | 'writer'>;
  /** Bytes the athlete stores now, and her quota: a rendition that does not fit is left out. */
  usage(userId: string): Promise<number>;
  quotaBytes: number;
  log: FastifyBaseLogger;
  analyse?: (file: string, options: AnalyseOptions) => Promise<AnalysisOutput>;
  /** How often an idle runner looks for work another instance queued (a kick looks at once). */
  pollMs?: number;
  /** A running job unrenewed this long lost its process and is claimed again. */
  leaseMs?: number;
  /** Claims of one run before it counts as failing for good (a video that kills its process, say). */
  maxAttempts?: number;
  /** The longest one run may take, by the video's size. */
  timeLimitMs?: (bytes: number) => number;
  tmpDir?: string;
  self?: Pick<ProcessIdentity, 'host' | 'pid' | 'instance' | 'isRunning'>;
}

/** Two minutes, plus a minute per 10 MB: a 100 MB 1080p video gets 12 minutes, rendition included. */
const defaultTimeLimit = (bytes: number) => 120_000 + Math.ceil(bytes / 10_000_000) * 60_000;
const HEARTBEAT_MS = 5_000;

/** Why a run was stopped: the caller decides what the job becomes. */
class Stopped extends Error {
  readonly why: 'shutdown' | 'time-limit' | 'claim-lost';
  constructor(why: 'shutdown' | 'time-limit' | 'claim-lost') {
    super(why);
    this.why = why;
  }
}

/**
 * Works the analysis queue (table video_analyses): one video at a time per instance, at low CPU
 * priority (the FFmpeg layer lowers its children's), each run within a time limit. A claim is a
 * lease renewed while the run goes on; a process that dies leaves a lease that runs out, and the
 * job is claimed again, by this instance after a restart or by another. Idle, it looks for work
 * every `pollMs`; an upload or a new request kicks it at once.
 */
export function createVideoRunner(options: VideoRunnerOptions) {
  const { repository, storage, pending, log } = options;
  const analyse = options.analyse ?? analyseFile;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const timeLimitMs = options.timeLimitMs ?? defaultTimeLimit;
  const claimedBy = `${pending.writer.writer}/${pending.writer.instance}`;

  let running = false;
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let current: AbortController | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Stores one made file under a key of its own, recorded as pending first. */
  async function store(
    job: ClaimedJob,
    path: string,
    name: string,
    made: Omit<NewDerivative, 'storageKey' | 'size'>,
    begun: string[],
  ): Promise<NewDerivative> {
    // Keys hold no dots (storage.ts SAFE_KEY): the name without its extension.
    const storageKey = `derived/${job.uploadId}/${job.claimId}/${name.replace(/\.[a-z0-9]+$/, '')}`;
    await pending.begin(storageKey);
    begun.push(storageKey);
    const size = await storage.put(storageKey, createReadStream(path), {
      contentType: made.mimeType,
      contentDisposition: `inline; filename="${name}"`,
      maxBytes: (await stat(path)).size + 1,
    });
    return { ...made, storageKey, size };
  }

  async function run(job: ClaimedJob): Promise<void> {
    if (job.attempts > maxAttempts) {
      log.warn({ uploadId: job.uploadId, attempts: job.attempts }, 'A video analysis kept failing; it stops');
      await repository.fail(job, ANALYSIS_KEPT_FAILING);
      return;
    }
    const controller = new AbortController();
    current = controller;
    let progress = 0;
    const limit = setTimeout(() => controller.abort(new Stopped('time-limit')), timeLimitMs(job.size));
    const beat = setInterval(() => {
      repository.heartbeat(job.uploadId, job.claimId, progress, leaseMs).then(
        (ours) => ours || controller.abort(new Stopped('claim-lost')),
        (error: unknown) => log.warn({ err: error }, 'Renewing a video analysis lease failed'),
      );
    }, HEARTBEAT_MS);
    const workDir = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'talentbrug-video-'));
    const begun: string[] = [];
    let settled = false;
    try {
      const original = join(workDir, 'original');
      const body = await storage.get(job.storageKey);
      if (!body) throw new Stopped('claim-lost');
      await pipeline(body, createWriteStream(original), { signal: controller.signal });
      const output = await analyse(original, {
        signal: controller.signal,
        workDir,
        onProgress: (fraction) => {
          progress = Math.max(progress, fraction * 100);
        },
      });
      controller.signal.throwIfAborted();
      const derivatives = [
        await store(job, output.poster, 'poster.jpg', { kind: 'poster', position: 0, mimeType: 'image/jpeg' }, begun),
      ];
      for (const [index, thumbnail] of output.thumbnails.entries()) {
        derivatives.push(
          await store(
            job,
            thumbnail,
            `clip-${index + 1}.jpg`,
            { kind: 'thumbnail', position: index, mimeType: 'image/jpeg' },
            begun,
          ),
        );
      }
      if (output.rendition) {
        const bytes = (await stat(output.rendition)).size;
        const made = derivatives.reduce((sum, d) => sum + (d.size ?? 0), 0);
        if ((await options.usage(job.userId)) + made + bytes <= options.quotaBytes) {
          derivatives.push(
            await store(
              job,
              output.rendition,
              'rendition.mp4',
              { kind: 'rendition', position: 0, mimeType: 'video/mp4' },
              begun,
            ),
          );
        } else {
          log.info({ uploadId: job.uploadId }, 'The rendition does not fit the athlete’s quota; the original plays');
        }
      }
      controller.signal.throwIfAborted();
      const result = await repository.finish(job, output.facts, derivatives, pending.writer);
      if (result) {
        settled = true;
        for (const key of result.removedKeys) await pending.finish(key);
      }
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof Stopped) {
        if (reason.why === 'time-limit') await repository.fail(job, ANALYSIS_TOO_SLOW);
        // At a shutdown the job is due again at once, for the next start or another instance.
        else if (reason.why === 'shutdown') await repository.retryLater(job, 0);
      } else if (error instanceof VideoFileError) {
        await repository.fail(job, error.reason);
      } else if (job.attempts >= maxAttempts) {
        log.error({ err: error, uploadId: job.uploadId }, 'A video analysis failed for good');
        await repository.fail(job, ANALYSIS_KEPT_FAILING);
      } else {
        log.warn({ err: error, uploadId: job.uploadId }, 'A video analysis failed; it runs again shortly');
        await repository.retryLater(job, 30_000 * job.attempts);
      }
    } finally {
      clearTimeout(limit);
      clearInterval(beat);
      current = null;
      for (const key of begun) pending.end(key);
      // What this run stored but could not record (the claim was lost, or it failed) goes again.
      if (!settled) for (const key of begun) await pending.finish(key);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function work(): Promise<void> {
    const self = options.self ?? SELF;
    // A run this host's dead predecessor had claimed goes on now, not when its lease runs out.
    await repository
      .releaseDeadClaims(self.host, (pid, instance) =>
        pid === self.pid ? instance !== self.instance : !self.isRunning(pid),
      )
      .then(
        (released) => released > 0 && log.info({ released }, 'Video analyses of a stopped process run again'),
        (error: unknown) => log.warn({ err: error }, 'Releasing the analyses of a stopped process failed'),
      );
    while (!stopped) {
      let job: ClaimedJob | null = null;
      try {
        job = await repository.claimNext(claimedBy, leaseMs);
      } catch (error) {
        log.warn({ err: error }, 'Looking for video analyses failed; trying again shortly');
      }
      if (!job) {
        await sleep(pollMs);
        continue;
      }
      running = true;
      try {
        await run(job);
      } catch (error) {
        // Recording the outcome failed (the database went away): the lease runs out and it runs again.
        log.warn({ err: error, uploadId: job.uploadId }, 'Recording a video analysis failed');
      } finally {
        running = false;
      }
    }
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      loop = work();
    },

    /** Work was queued: look now rather than at the next poll. */
    kick(): void {
      wake?.();
    },

    /** Whether a video is being analysed now (for tests and the metrics). */
    get busy(): boolean {
      return running;
    },

    /** Stops after the current run is aborted and recorded as due again. */
    async stop(): Promise<void> {
      stopped = true;
      current?.abort(new Stopped('shutdown'));
      wake?.();
      await loop;
      loop = null;
    },
  };
}

export type VideoRunner = ReturnType<typeof createVideoRunner>;

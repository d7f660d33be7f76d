import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Detection } from '../facts.ts';
import { FRAMES_FPS } from './detect.ts';
import { VideoFileError } from './errors.ts';
import { runFfmpeg } from './run.ts';

/**
 * The poster and one thumbnail per clip as JPEG files. Each picture is one fast seek (`-ss`
 * before `-i` jumps to the keyframe before the time and decodes from there), so a thumbnail costs
 * a fraction of a GOP, not a pass over the video; up to BATCH seeks share one FFmpeg process.
 * FFmpeg turns the picture by its rotation flag by itself (autorotate).
 */
export const POSTER_MAX_WIDTH = 1280;
export const THUMBNAIL_WIDTH = 320;
/**
 * Seeks per FFmpeg process, each decoder on one thread: an open input holds a decoder and its
 * frames (about 25 MB at 1080p with one thread, 40 with frame threads; four times that at 4K), and
 * the process start costs about 0.15 s of CPU, so 6 keeps a 4K batch near 600 MB.
 */
const BATCH = 6;

export interface ImageTimes {
  readonly poster_s: number;
  readonly thumbnails_s: readonly number[];
  /** When given, times are kept at least a quarter second before the end, where a frame still exists. */
  readonly duration_s?: number | undefined;
}

export interface ExtractedImages {
  readonly poster: string;
  readonly thumbnails: string[];
}

export interface ImagesOptions {
  readonly signal?: AbortSignal | undefined;
  /** Per FFmpeg process. Default 60 s. */
  readonly timeoutMs?: number | undefined;
  /**
   * The folder detectVideo wrote its frames to (DetectOptions.framesDir): the thumbnails are the
   * frames nearest their times, copied, and only the poster needs a seek. Without it, or when
   * the folder is empty, every thumbnail is a seek.
   */
  readonly framesDir?: string | undefined;
}

interface Shot {
  readonly time: number;
  readonly file: string;
  readonly width: number;
  readonly quality: number;
}

/**
 * A poster time a coach would want to see: the middle of the first clip that is neither black
 * nor the still opening (an info card makes a poor poster next to play), else the middle of the video.
 */
export function posterTime(
  detection: Pick<Detection, 'clips' | 'black' | 'staticOpening'>,
  duration_s: number,
): number {
  const covered = (start: number, end: number) =>
    [...detection.black, ...(detection.staticOpening ? [detection.staticOpening] : [])].some(
      (span) => span.start_s <= start + 0.25 && span.end_s >= end - 0.25,
    );
  const clip = detection.clips.find((c) => !covered(c.start_s, c.end_s));
  return clip ? (clip.start_s + clip.end_s) / 2 : duration_s / 2;
}

/** The frame files of a detection pass in time order (frame-000000.jpg at 0 s, then 1/FRAMES_FPS apart). */
async function detectedFrames(framesDir: string): Promise<string[]> {
  const names = await readdir(framesDir).catch(() => [] as string[]);
  return names.filter((name) => /^frame-\d{6}\.jpg$/.test(name)).sort();
}

async function exists(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  return info !== null && info.size > 0;
}

async function takeShots(input: string, shots: readonly Shot[], options: ImagesOptions): Promise<void> {
  const args: string[] = ['-y', '-loglevel', 'error'];
  for (const shot of shots) args.push('-threads', '1', '-ss', shot.time.toFixed(3), '-i', input);
  shots.forEach((shot, i) => {
    args.push(
      '-map',
      `${i}:v:0`,
      '-frames:v',
      '1',
      '-vf',
      `scale=w='min(${shot.width},iw)':h=-2,setsar=1`,
      '-q:v',
      String(shot.quality),
      shot.file,
    );
  });
  const result = await runFfmpeg(args, { signal: options.signal, timeoutMs: options.timeoutMs ?? 60_000 });
  if (result.timedOut) throw new VideoFileError('timeout', { detail: 'images' });
  if (result.code !== 0) throw new VideoFileError('unreadable', { detail: result.stderrTail.trim().slice(-300) });
}

export async function extractImages(
  file: string,
  times: ImageTimes,
  outDir: string,
  options: ImagesOptions = {},
): Promise<ExtractedImages> {
  await mkdir(outDir, { recursive: true });
  const clamp = (t: number) => {
    const last = times.duration_s !== undefined ? Math.max(0, times.duration_s - 0.25) : Number.POSITIVE_INFINITY;
    return Math.min(Math.max(0, Number.isFinite(t) ? t : 0), last);
  };
  const poster: Shot = {
    time: clamp(times.poster_s),
    file: join(outDir, 'poster.jpg'),
    width: POSTER_MAX_WIDTH,
    quality: 3,
  };
  const thumbnails: Shot[] = times.thumbnails_s.map((t, i) => ({
    time: clamp(t),
    file: join(outDir, `thumb-${String(i).padStart(3, '0')}.jpg`),
    width: THUMBNAIL_WIDTH,
    quality: 5,
  }));
  const frames = options.framesDir ? await detectedFrames(options.framesDir) : [];
  const seeks: Shot[] = [poster];
  for (const shot of thumbnails) {
    const frame = frames[Math.min(frames.length - 1, Math.round(shot.time * FRAMES_FPS))];
    if (frame && options.framesDir) await copyFile(join(options.framesDir, frame), shot.file);
    else seeks.push(shot);
  }
  const all = [poster, ...thumbnails];
  for (let i = 0; i < seeks.length; i += BATCH) await takeShots(file, seeks.slice(i, i + BATCH), options);

  // A seek at the very end (or into a damaged stretch) can find no frame: try once earlier.
  const missing: Shot[] = [];
  for (const shot of all) if (!(await exists(shot.file))) missing.push({ ...shot, time: Math.max(0, shot.time - 2) });
  for (let i = 0; i < missing.length; i += BATCH) await takeShots(file, missing.slice(i, i + BATCH), options);
  for (const shot of missing) {
    if (!(await exists(shot.file))) throw new VideoFileError('unreadable', { detail: `no frame at ${shot.time} s` });
  }
  return { poster: poster.file, thumbnails: thumbnails.map((t) => t.file) };
}

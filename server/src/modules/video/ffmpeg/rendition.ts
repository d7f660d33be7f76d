import { rename, rm } from 'node:fs/promises';
import type { VideoFacts } from '../facts.ts';
import { VideoFileError } from './errors.ts';
import { runFfmpeg } from './run.ts';

/**
 * The version that plays everywhere: H.264 (High profile, 8-bit 4:2:0) and AAC in an MP4 with
 * the index at the front (a browser starts playing before the whole file is there), at most
 * 1080p on the short side, upright (FFmpeg applies the rotation flag while decoding), at a
 * constant frame rate (a variable one stutters or drifts from the sound in some players).
 */
export const MAX_SHORT_SIDE = 1080;

/** Codecs, pixel formats and containers every browser plays as they are. */
const PLAYABLE_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

/**
 * Whether the original needs a rendition: anything but H.264 in 8-bit 4:2:0 with AAC (or no
 * audio), in the MP4 family of containers, without a rotation flag, at most 1080p. ffprobe names
 * MOV and MP4 the same format ('mov,mp4,...'); an H.264/AAC MOV plays in the browsers too.
 */
export function needsRendition(facts: VideoFacts): boolean {
  const playable =
    facts.videoCodec === 'h264' &&
    facts.pixelFormat !== null &&
    PLAYABLE_PIXEL_FORMATS.has(facts.pixelFormat) &&
    (!facts.hasAudio || facts.audioCodec === 'aac') &&
    facts.container.split(',').includes('mp4') &&
    facts.rotation === 0 &&
    Math.min(facts.width, facts.height) <= MAX_SHORT_SIDE;
  return !playable;
}

const COMMON_RATES = [24000 / 1001, 24, 25, 30000 / 1001, 30, 50, 60000 / 1001, 60];
const RATE_TEXT = ['24000/1001', '24', '25', '30000/1001', '30', '50', '60000/1001', '60'];

/** The constant frame rate of the rendition: the nearest common rate within 2 %, else the average, at most 60. */
export function renditionFrameRate(fps: number): string {
  if (!(fps > 0)) return '30';
  const capped = Math.min(fps, 60);
  let best = -1;
  for (let i = 0; i < COMMON_RATES.length; i++) {
    const rate = COMMON_RATES[i] ?? 0;
    if (
      Math.abs(rate - capped) / rate <= 0.02 &&
      (best < 0 || Math.abs(rate - capped) < Math.abs((COMMON_RATES[best] ?? 0) - capped))
    )
      best = i;
  }
  if (best >= 0) return RATE_TEXT[best] ?? '30';
  return String(Math.max(1, Math.round(capped)));
}

/** The picture size of the rendition: the shown size, its short side capped at 1080, both sides even. */
export function renditionSize(facts: Pick<VideoFacts, 'width' | 'height'>): { width: number; height: number } {
  const short = Math.min(facts.width, facts.height);
  const factor = short > MAX_SHORT_SIDE ? MAX_SHORT_SIDE / short : 1;
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(facts.width * factor), height: even(facts.height * factor) };
}

export interface RenditionOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((fraction: number) => void) | undefined;
  /** Default: two minutes plus three times the duration (veryfast runs at about real time for 1080p on 2 cores). */
  readonly timeoutMs?: number | undefined;
}

/**
 * Writes the rendition to `outFile` (through `outFile.part`, renamed when whole, so a killed job
 * never leaves a half file under the final name). The metadata of the original (a phone's GPS
 * position, its model) is not copied: the rendition is what coaches see.
 */
export async function makeRendition(
  file: string,
  facts: VideoFacts,
  outFile: string,
  options: RenditionOptions = {},
): Promise<void> {
  const { width, height } = renditionSize(facts);
  const part = `${outFile}.part`;
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-i',
    file,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    `scale=${width}:${height},setsar=1,fps=${renditionFrameRate(facts.fps)},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-progress',
    'pipe:3',
    part,
  ];
  try {
    const result = await runFfmpeg(args, {
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? 120_000 + facts.duration_s * 3000,
      onProgressTime: options.onProgress
        ? (seconds) => options.onProgress?.(Math.min(1, Math.max(0, seconds / Math.max(facts.duration_s, 0.001))))
        : undefined,
    });
    if (result.timedOut) throw new VideoFileError('timeout', { detail: 'rendition' });
    if (result.code !== 0) throw new VideoFileError('unreadable', { detail: result.stderrTail.trim().slice(-300) });
    await rename(part, outFile);
    options.onProgress?.(1);
  } finally {
    await rm(part, { force: true });
  }
}

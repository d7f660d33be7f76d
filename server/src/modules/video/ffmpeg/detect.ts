import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClipFacts, Detection, Span, VideoFacts } from '../facts.ts';
import { MAX_DURATION_S, VideoFileError } from './errors.ts';
import { runFfmpeg } from './run.ts';

/**
 * Everything the analysis measures in the picture and the sound, in one decoding pass: the
 * video is decoded once, scaled down at once (everything after works on a 320 px picture, so
 * the filters cost little next to the decoder), then
 *  - blackdetect and freezedetect see every frame,
 *  - select's scene score keeps the first frame of each shot and showinfo prints its time,
 *  - a second branch takes 4 frames a second as 8x8 grey pixels to stdout, from which each
 *    clip's signature (its middle frame's average hash) is taken once the cuts are known,
 *  - the audio goes through silencedetect and volumedetect.
 * The pure parsers below turn FFmpeg's log into the Detection; they are tested on captured text.
 *
 * Thresholds (chosen on the generated reel in testing/make-videos.ts and what FFmpeg's docs and
 * common practice use for real footage):
 *  - SCENE_THRESHOLD 0.3: on the reel every cut scores 0.67-1.0 and motion inside a shot at most
 *    0.2. Real camera work (a fast pan, a flash) scores higher than a test pattern, real cuts
 *    between two shots of the same green field lower; 0.3 is the value FFmpeg's documentation
 *    suggests and keeps a margin on both sides. A missed cut makes one long clip (a finding
 *    says "very long clip", which is still true to what a coach sees); a false cut within half
 *    a second of another is merged away.
 *  - MIN_CLIP_S 0.5: cuts closer than this are one transition (a flash, a dissolve scoring on
 *    two frames), not a clip a coach could watch.
 *  - BLACK: pixels under 10 % luma (blackdetect's default pix_th) on 98 % of the picture for at
 *    least 1 s: a fade through black between clips (a few frames) is not reported, a black
 *    intro or gap is.
 *  - FREEZE: -50 dB of change (0.3 % mean difference) for at least 2 s. FFmpeg's default
 *    -60 dB misses a title card that a phone encoder re-encodes with a little noise in every
 *    frame; -50 dB still sees a slow pan across a crowd as motion at our 320 px.
 *  - SILENCE: under -50 dBFS for at least 2 s: a pause in commentary or music is shorter, a
 *    clip without sound or with the camera's wind noise off is longer.
 *  - STATIC_OPENING_START_S 0.5: the still stretch must begin in the first half second (or
 *    right after a black start) to count as the opening.
 */
export const SCENE_THRESHOLD = 0.3;
export const MIN_CLIP_S = 0.5;
export const BLACK_MIN_S = 1;
export const BLACK_PIXEL_THRESHOLD = 0.1;
export const FREEZE_NOISE_DB = -50;
export const FREEZE_MIN_S = 2;
export const SILENCE_NOISE_DB = -50;
export const SILENCE_MIN_S = 2;
export const STATIC_OPENING_START_S = 0.5;
/** Width the detection works at: enough for a scene score, 1/36th of the pixels of 1080p. */
export const DETECT_WIDTH = 320;
/** Frames a second kept for the signatures: a clip's middle frame is found within 1/8 s. */
export const HASH_FPS = 4;
const HASH_BYTES = 64;

/** What the log of the detection pass says, before it is put together with the clips. */
export interface DetectLog {
  /** Times of the frames select kept (a scene score over the threshold), in order. */
  readonly cuts: number[];
  readonly black: Span[];
  readonly frozen: Span[];
  readonly silence: Span[];
  readonly meanVolumeDb: number | null;
}

const CAPS = { cuts: 5000, spans: 2000 } as const;

function num(text: string | undefined): number | null {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Closes a span left open at the end of the stream (FFmpeg 4 prints no end for a freeze or silence that runs to EOF). */
function closeOpen(start: number | null, spans: Span[], end: number): void {
  if (start !== null && end > start && spans.length < CAPS.spans) spans.push({ start_s: start, end_s: end });
}

/**
 * Parses the stderr of the detection pass. `duration_s` closes spans still open at the end.
 * Lines come from blackdetect, freezedetect, silencedetect, volumedetect and showinfo; anything
 * else is ignored, so FFmpeg's warnings about a damaged frame do not disturb it.
 */
export function parseDetectLog(text: string, duration_s: number): DetectLog {
  const cuts: number[] = [];
  const black: Span[] = [];
  const frozen: Span[] = [];
  const silence: Span[] = [];
  let meanVolumeDb: number | null = null;
  let freezeStart: number | null = null;
  let silenceStart: number | null = null;

  for (const line of text.split(/\r?\n/)) {
    let m = /\bpts_time:\s*(-?[\d.]+(?:e[-+]?\d+)?)/.exec(line);
    if (m && /\bn:\s*\d+/.test(line)) {
      const t = num(m[1]);
      if (t !== null && cuts.length < CAPS.cuts) cuts.push(t);
      continue;
    }
    m = /black_start:\s*(-?[\d.]+)\s+black_end:\s*(-?[\d.]+)/.exec(line);
    if (m) {
      const start = num(m[1]);
      const end = num(m[2]);
      if (start !== null && end !== null && black.length < CAPS.spans) black.push({ start_s: start, end_s: end });
      continue;
    }
    m = /freeze_start:\s*(-?[\d.]+)/.exec(line);
    if (m) {
      freezeStart = num(m[1]);
      continue;
    }
    m = /freeze_end:\s*(-?[\d.]+)/.exec(line);
    if (m) {
      const end = num(m[1]);
      if (freezeStart !== null && end !== null && frozen.length < CAPS.spans)
        frozen.push({ start_s: freezeStart, end_s: end });
      freezeStart = null;
      continue;
    }
    m = /silence_start:\s*(-?[\d.]+)/.exec(line);
    if (m) {
      silenceStart = num(m[1]);
      continue;
    }
    m = /silence_end:\s*(-?[\d.]+)/.exec(line);
    if (m) {
      const end = num(m[1]);
      if (silenceStart !== null && end !== null && silence.length < CAPS.spans)
        silence.push({ start_s: Math.max(0, silenceStart), end_s: end });
      silenceStart = null;
      continue;
    }
    m = /mean_volume:\s*(-?[\d.]+|-inf)\s*dB/.exec(line);
    if (m) meanVolumeDb = m[1] === '-inf' ? -91 : num(m[1]);
  }
  closeOpen(freezeStart, frozen, duration_s);
  closeOpen(silenceStart === null ? null : Math.max(0, silenceStart), silence, duration_s);
  return { cuts, black, frozen, silence, meanVolumeDb };
}

/** Whether a stderr line is one parseDetectLog reads (the rest need not be kept). */
export function isDetectLine(line: string): boolean {
  return /pts_time:|black_start:|freeze_(?:start|end):|silence_(?:start|end):|mean_volume:/.test(line);
}

/** The clips between the cuts: cuts within MIN_CLIP_S of the previous cut or of either end are dropped. */
export function clipSpans(cuts: readonly number[], duration_s: number): Span[] {
  const bounds = [0];
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const last = bounds[bounds.length - 1] ?? 0;
    if (cut - last >= MIN_CLIP_S && duration_s - cut >= MIN_CLIP_S) bounds.push(cut);
  }
  bounds.push(duration_s);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < bounds.length; i++)
    spans.push({ start_s: bounds[i] ?? 0, end_s: bounds[i + 1] ?? duration_s });
  return spans;
}

/** 64-bit average hash of an 8x8 grey picture: bit i (from the top) is pixel i brighter than the mean. */
export function averageHash(pixels: Uint8Array): string {
  if (pixels.length !== HASH_BYTES) throw new Error(`averageHash needs ${HASH_BYTES} pixels, got ${pixels.length}`);
  let sum = 0;
  for (const p of pixels) sum += p;
  const mean = sum / HASH_BYTES;
  let hash = 0n;
  for (const p of pixels) hash = (hash << 1n) | (p > mean ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

/** Bits that differ between two signatures (0 = the same picture, under ~10 = near-equal). */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/** The signature of each span from the hash frames (HASH_FPS a second from 0, 64 bytes each). */
export function signatures(spans: readonly Span[], frames: Uint8Array): ClipFacts[] {
  const count = Math.floor(frames.length / HASH_BYTES);
  return spans.map((span) => {
    if (count === 0) return { ...span, signature: '0000000000000000' };
    const index = Math.min(count - 1, Math.max(0, Math.round(((span.start_s + span.end_s) / 2) * HASH_FPS)));
    return { ...span, signature: averageHash(frames.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES)) };
  });
}

/** `spans` minus the parts covered by `minus`, keeping the pieces at least `minLength` long. */
export function subtractSpans(spans: readonly Span[], minus: readonly Span[], minLength: number): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    let pieces: Span[] = [span];
    for (const cut of minus) {
      pieces = pieces.flatMap((p) => {
        if (cut.end_s <= p.start_s || cut.start_s >= p.end_s) return [p];
        const parts: Span[] = [];
        if (cut.start_s > p.start_s) parts.push({ start_s: p.start_s, end_s: cut.start_s });
        if (cut.end_s < p.end_s) parts.push({ start_s: cut.end_s, end_s: p.end_s });
        return parts;
      });
    }
    out.push(...pieces.filter((p) => p.end_s - p.start_s >= minLength));
  }
  return out;
}

/**
 * The still stretch the video opens with: a freeze that starts at the start, or right after a
 * black start, minus the black. A black intro alone is not a static opening (it is reported as
 * black).
 */
export function staticOpening(frozen: readonly Span[], black: readonly Span[]): Span | null {
  const blackStart = black.find((b) => b.start_s <= STATIC_OPENING_START_S);
  const openingAt = blackStart ? blackStart.end_s : 0;
  const freeze = frozen.find((f) => f.start_s <= openingAt + STATIC_OPENING_START_S && f.end_s > openingAt);
  if (!freeze) return null;
  const still = subtractSpans([freeze], black, FREEZE_MIN_S / 2)[0];
  return still && still.start_s <= openingAt + STATIC_OPENING_START_S
    ? { start_s: still.start_s, end_s: still.end_s }
    : null;
}

/** Puts the parsed log and the hash frames together into the Detection of the contract. */
export function buildDetection(log: DetectLog, frames: Uint8Array, duration_s: number, hasAudio: boolean): Detection {
  const clips = signatures(clipSpans(log.cuts, duration_s), frames);
  const black = log.black.filter((b) => b.end_s - b.start_s >= BLACK_MIN_S * 0.9);
  const frozen = subtractSpans(log.frozen, black, FREEZE_MIN_S);
  return {
    clips,
    black,
    frozen,
    silence: hasAudio ? log.silence : [],
    // Computed on the freezes before black is taken out, so a card after a black start is still seen.
    staticOpening: staticOpening(log.frozen, black),
    meanVolumeDb: hasAudio ? log.meanVolumeDb : null,
  };
}

export interface DetectOptions {
  readonly signal?: AbortSignal | undefined;
  /** 0 to 1 as the pass goes through the video. */
  readonly onProgress?: ((fraction: number) => void) | undefined;
  /** Default: a minute plus the video's own duration (the pass runs at 5-20x real time on 2 cores). */
  readonly timeoutMs?: number | undefined;
  /**
   * When set, the pass also writes FRAMES_FPS upright JPEG frames a second, 320 px wide, into this
   * folder (frame-000000.jpg is at 0 s); extractImages takes the thumbnails from them instead of
   * seeking, which on a 1080p video costs more than the whole detection.
   */
  readonly framesDir?: string | undefined;
}

/** Frames a second written to `framesDir`: a thumbnail is at most 1/4 s from the time asked, inside a clip of 0.5 s. */
export const FRAMES_FPS = 2;
export const FRAME_WIDTH = 320;
export const framePattern = (framesDir: string) => join(framesDir, 'frame-%06d.jpg');

/** The filters that turn a stored picture upright, as FFmpeg's own autorotate does. */
export function rotationFilters(rotation: VideoFacts['rotation']): string[] {
  if (rotation === 90) return ['transpose=clock'];
  if (rotation === 180) return ['hflip', 'vflip'];
  if (rotation === 270) return ['transpose=cclock'];
  return [];
}

/**
 * The filter graph of the one pass. The input is read without autorotate: turning every 1080p
 * frame costs more than the rest of the graph together, and cuts, black, freezes do not depend on
 * it. Only what is seen (the hash picture and the thumbnails) is turned, after it is small.
 */
export function detectGraph(options: {
  hasAudio: boolean;
  rotation?: VideoFacts['rotation'];
  frames?: boolean;
}): string {
  const upright = rotationFilters(options.rotation ?? 0);
  const quarterTurn = options.rotation === 90 || options.rotation === 270;
  const hash = [`fps=${HASH_FPS}`, 'scale=8:8:flags=area', 'format=gray', ...upright].join(',');
  const parts = [
    `[0:v:0]setpts=PTS-STARTPTS${options.frames ? ',split=2[full][t];[full]' : ','}` +
      `scale=w='min(${DETECT_WIDTH},iw)':h=-2:flags=fast_bilinear,split=2[d][h]`,
    `[d]blackdetect=d=${BLACK_MIN_S}:pix_th=${BLACK_PIXEL_THRESHOLD},freezedetect=n=${FREEZE_NOISE_DB}dB:d=${FREEZE_MIN_S},` +
      `select='gt(scene,${SCENE_THRESHOLD})',showinfo[cuts]`,
    `[h]${hash}[hash]`,
  ];
  if (options.frames) {
    // Frames are dropped before scaling, so only FRAMES_FPS full pictures a second are scaled (with
    // the default bicubic, sharper than the detection's fast one).
    const scale = quarterTurn ? `scale=w=-2:h='min(${FRAME_WIDTH},ih)'` : `scale=w='min(${FRAME_WIDTH},iw)':h=-2`;
    parts.push(`[t]${[`fps=${FRAMES_FPS}`, scale, 'setsar=1', ...upright].join(',')}[frames]`);
  }
  if (options.hasAudio) {
    parts.push(
      `[0:a:0]asetpts=PTS-STARTPTS,silencedetect=n=${SILENCE_NOISE_DB}dB:d=${SILENCE_MIN_S},volumedetect[aud]`,
    );
  }
  return parts.join(';');
}

/**
 * A video that decodes to clearly less than its header promises was cut off (an interrupted
 * upload with the index at the front). When the demuxer said so ("partial file", MP4/MOV), a
 * second missing is enough; otherwise (a container that does not tell) more than 3 s and a
 * quarter of the video must be missing, so a video track a little shorter than its sound does
 * not count.
 */
export function looksTruncated(decoded_s: number, duration_s: number, demuxerSaidPartial: boolean): boolean {
  const missing = duration_s - decoded_s;
  if (demuxerSaidPartial) return missing > 1;
  return missing > 3 && missing > duration_s * 0.25;
}

async function onePass(
  file: string,
  facts: VideoFacts,
  duration: number,
  withAudio: boolean,
  options: DetectOptions,
): Promise<Detection> {
  const kept: string[] = [];
  let partial = false;
  if (options.framesDir) await mkdir(options.framesDir, { recursive: true });
  const args = [
    '-y',
    // The decoder is most of the cost. Its deblocking filter smooths block edges for the eye; at
    // 320 px and in 8x8 hashes they do not show, and skipping it saves about a sixth of the CPU
    // on a phone's H.264 (measured on the bench's 1080p input). Every frame is still decoded.
    '-skip_loop_filter',
    'all',
    '-noautorotate',
    // Read no further than the limit, whatever the container claims.
    '-t',
    String(MAX_DURATION_S + 5),
    '-i',
    file,
    '-filter_complex',
    detectGraph({ hasAudio: withAudio, rotation: facts.rotation, frames: options.framesDir !== undefined }),
    '-map',
    '[cuts]',
    '-f',
    'null',
    '-',
    '-map',
    '[hash]',
    '-f',
    'rawvideo',
    'pipe:1',
    ...(options.framesDir
      ? ['-map', '[frames]', '-f', 'image2', '-q:v', '5', '-start_number', '0', framePattern(options.framesDir)]
      : []),
    ...(withAudio ? ['-map', '[aud]', '-f', 'null', '-'] : []),
    '-progress',
    'pipe:3',
  ];
  let reached = 0;
  const result = await runFfmpeg(args, {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? 60_000 + duration * 1000,
    stdoutLimit: (MAX_DURATION_S + 10) * HASH_FPS * HASH_BYTES,
    onStderrLine: (line) => {
      if (isDetectLine(line)) {
        if (kept.length < CAPS.cuts + 4 * CAPS.spans) kept.push(line.slice(0, 300));
      } else if (line.includes('partial file')) partial = true;
    },
    // FFmpeg's reported time can step back between its outputs' reports: a progress bar only goes on.
    onProgressTime: options.onProgress
      ? (seconds) => {
          reached = Math.max(reached, Math.min(1, Math.max(0, seconds / Math.max(duration, 0.001))));
          options.onProgress?.(reached);
        }
      : undefined,
  });
  if (result.timedOut) throw new VideoFileError('timeout', { detail: `detection of ${file}` });
  if (result.code !== 0) {
    throw new VideoFileError('unreadable', { detail: result.stderrTail.trim().split('\n').slice(-4).join(' | ') });
  }
  const frames = new Uint8Array(result.stdout.buffer, result.stdout.byteOffset, result.stdout.length);
  const decoded = Math.floor(frames.length / HASH_BYTES) / HASH_FPS;
  if (looksTruncated(decoded, duration, partial)) {
    throw new VideoFileError('truncated', { detail: `decoded ${decoded} s of ${duration} s` });
  }
  return buildDetection(parseDetectLog(kept.join('\n'), duration), frames, duration, withAudio);
}

/**
 * Detects clips, black, freezes, silence, the static opening and the volume in one pass. A sound
 * track FFmpeg cannot decode (a codec newer than the build) does not sink the analysis: the pass
 * runs again on the picture alone, and the sound counts as absent.
 */
export async function detectVideo(file: string, facts: VideoFacts, options: DetectOptions = {}): Promise<Detection> {
  const duration = Math.min(facts.duration_s, MAX_DURATION_S);
  const withAudio = facts.hasAudio && facts.audioCodec !== 'unknown';
  let detection: Detection;
  try {
    detection = await onePass(file, facts, duration, withAudio, options);
  } catch (error) {
    if (!(withAudio && error instanceof VideoFileError && error.code === 'unreadable')) throw error;
    detection = await onePass(file, facts, duration, false, options);
  }
  options.onProgress?.(1);
  return detection;
}

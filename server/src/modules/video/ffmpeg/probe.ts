import type { VideoFacts } from '../facts.ts';
import { MAX_DURATION_S, MAX_PIXELS, MIN_DURATION_S, VideoFileError } from './errors.ts';
import { runFfprobe } from './run.ts';

/** The part of ffprobe's `-show_format -show_streams` JSON this module reads. */
export interface ProbeJson {
  readonly streams?: readonly ProbeStream[];
  readonly format?: {
    readonly format_name?: string;
    readonly duration?: string;
    readonly bit_rate?: string;
  };
}

interface ProbeStream {
  readonly codec_type?: string;
  readonly codec_name?: string;
  readonly width?: number;
  readonly height?: number;
  readonly pix_fmt?: string;
  readonly avg_frame_rate?: string;
  readonly r_frame_rate?: string;
  readonly duration?: string;
  readonly nb_frames?: string;
  readonly sample_aspect_ratio?: string;
  readonly disposition?: { readonly attached_pic?: number };
  readonly tags?: { readonly rotate?: string };
  readonly side_data_list?: readonly { readonly side_data_type?: string; readonly rotation?: number }[];
}

/**
 * The average and nominal frame rates differ by more than this share: a variable frame rate.
 * 29.97 against 30 (0.1 %) is one rate written two ways; a phone that drops to 24 fps in a dark
 * hall for part of a clip averages 1 % or more below its nominal 30.
 */
const VFR_TOLERANCE = 0.005;

function rational(text: string | undefined): number {
  if (!text) return 0;
  const [num, den] = text.split(/[/:]/).map(Number);
  if (num === undefined || !Number.isFinite(num)) return 0;
  if (den === undefined) return num;
  return Number.isFinite(den) && den !== 0 ? num / den : 0;
}

function positive(text: string | undefined): number | null {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The clockwise turn that shows the picture upright, as FFmpeg 4's `rotate` tag states it.
 * ffprobe 5 and later report the display matrix's counterclockwise angle in side data instead.
 */
export function rotationOf(stream: ProbeStream): 0 | 90 | 180 | 270 {
  const matrix = stream.side_data_list?.find((s) => s.side_data_type === 'Display Matrix' && s.rotation !== undefined);
  const degrees = matrix?.rotation !== undefined ? -matrix.rotation : Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return ([0, 90, 180, 270] as const)[quarter] ?? 0;
}

/** Turns ffprobe's JSON into VideoFacts; throws VideoFileError when there is no usable video stream. */
export function parseProbe(json: ProbeJson): VideoFacts {
  const streams = json.streams ?? [];
  // A cover image in an audio file is a "video" stream with attached_pic: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) {
    throw new VideoFileError(streams.length > 0 || json.format ? 'no_video' : 'unreadable', {
      detail: 'no video stream',
    });
  }
  const storedWidth = video.width ?? 0;
  const storedHeight = video.height ?? 0;
  if (!(storedWidth > 0 && storedHeight > 0)) throw new VideoFileError('unreadable', { detail: 'no picture size' });
  const duration = positive(json.format?.duration) ?? positive(video.duration);
  if (duration === null) throw new VideoFileError('unreadable', { detail: 'no duration' });

  const rotation = rotationOf(video);
  // Non-square pixels (old camcorders, some screen recorders) are shown stretched to the display aspect.
  const sar = rational(video.sample_aspect_ratio);
  const displayWidth = sar > 0 && Math.abs(sar - 1) > 0.01 ? Math.round(storedWidth * sar) : storedWidth;
  const quarterTurn = rotation === 90 || rotation === 270;

  const average = rational(video.avg_frame_rate);
  const nominal = rational(video.r_frame_rate);
  const frames = positive(video.nb_frames);
  const fps = average > 0 ? average : nominal > 0 ? nominal : frames !== null ? frames / duration : 0;
  const variableFrameRate =
    average > 0 && nominal > 0 && Math.abs(average - nominal) / Math.max(average, nominal) > VFR_TOLERANCE;

  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    duration_s: duration,
    width: quarterTurn ? storedHeight : displayWidth,
    height: quarterTurn ? displayWidth : storedHeight,
    rotation,
    fps: Math.round(fps * 1000) / 1000,
    variableFrameRate,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio ? (audio.codec_name ?? 'unknown') : null,
    hasAudio: audio !== undefined,
    pixelFormat: video.pix_fmt ?? null,
    bitrate: positive(json.format?.bit_rate),
    container: json.format?.format_name ?? 'unknown',
  };
}

/** Refuses what the analysis should not spend time on, with the reason for the athlete. */
export function assertAnalysable(facts: VideoFacts): void {
  if (facts.duration_s > MAX_DURATION_S) throw new VideoFileError('too_long', { detail: `${facts.duration_s} s` });
  if (facts.duration_s < MIN_DURATION_S) throw new VideoFileError('too_short', { detail: `${facts.duration_s} s` });
  if (facts.width * facts.height > MAX_PIXELS) {
    throw new VideoFileError('too_large', { detail: `${facts.width}x${facts.height}` });
  }
}

export interface ProbeOptions {
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
}

/** ffprobe's JSON is a few KB; a hostile file's metadata cannot make it more than this. */
const PROBE_OUTPUT_LIMIT = 4 * 1024 * 1024;

/**
 * Probes the file and checks it is a video we analyse (assertAnalysable). Unreadable, truncated
 * without an index, not a video, too long, too short or too large: VideoFileError.
 */
export async function probeVideo(file: string, options: ProbeOptions = {}): Promise<VideoFacts> {
  const result = await runFfprobe(['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? 30_000,
    stdoutLimit: PROBE_OUTPUT_LIMIT,
  });
  if (result.timedOut) throw new VideoFileError('timeout', { detail: 'ffprobe' });
  if (result.code !== 0 || result.stdoutOverflow) {
    throw new VideoFileError('unreadable', { detail: result.stderrTail.trim().split('\n').slice(-2).join(' | ') });
  }
  let json: ProbeJson;
  try {
    json = JSON.parse(result.stdout.toString('utf8')) as ProbeJson;
  } catch (error) {
    throw new VideoFileError('unreadable', { cause: error, detail: 'ffprobe output is not JSON' });
  }
  const facts = parseProbe(json);
  assertAnalysable(facts);
  return facts;
}

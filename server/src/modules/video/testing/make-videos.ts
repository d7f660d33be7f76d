import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { binaries } from '../ffmpeg/binaries.ts';
import { runFfmpeg } from '../ffmpeg/run.ts';

/**
 * Test videos generated with the same FFmpeg the analysis uses (lavfi sources, no files in git),
 * each with the truths a test checks against. Small frames, low frame rates and x264's ultrafast
 * preset keep the whole set to a few seconds of CPU.
 */

export interface Reel {
  readonly file: string;
  readonly duration_s: number;
  /** Where one scene ends and the next begins. */
  readonly cuts: readonly number[];
  /** Scenes (0-based) that show exactly the same pictures as an earlier scene: [earlier, later]. */
  readonly repeats: readonly (readonly [number, number])[];
  readonly width: number;
  readonly height: number;
  readonly fps: number;
}

async function ffmpeg(args: readonly string[], timeoutMs = 120_000): Promise<void> {
  const result = await runFfmpeg(['-y', '-loglevel', 'error', ...args], { timeoutMs });
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderrTail}`);
}

/** A small deterministic generator, so every run makes the same reel. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const X264_FAST = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const AAC = ['-c:a', 'aac', '-b:a', '48k'];

/**
 * A scene: a moving test pattern, a different part of it in a different hue each time (and
 * mirrored or negated for some), so each cut changes most pixels the way a cut between two
 * shots does, while the picture moves inside the scene the way play does.
 */
function scene(index: number, duration: number, width: number, height: number, fps: number): string {
  const x = (index * 97) % width;
  const y = (index * 53) % height;
  const hue = (index * 137) % 360;
  const extra = [index % 3 === 1 ? 'negate' : '', index % 4 === 2 ? 'hflip' : ''].filter(Boolean);
  return [
    `testsrc2=s=${width * 2}x${height * 2}:r=${fps}:d=${duration}`,
    `crop=${width}:${height}:${x}:${y}`,
    `hue=h=${hue}:s=${1 + (index % 3) * 0.5}`,
    ...extra,
  ].join(',');
}

/**
 * A highlight reel longer than five minutes, under 720p: many short scenes (2 to 7 s) with known
 * cut times, two scenes repeated later, a steady tone for audio.
 */
export async function makeReel(dir: string, options: { minDuration_s?: number } = {}): Promise<Reel> {
  const width = 320;
  const height = 180;
  const fps = 10;
  const minDuration = options.minDuration_s ?? 305;
  const random = lcg(36);
  const durations: number[] = [];
  for (let total = 0; total < minDuration; ) {
    // Whole frames only, so a cut lies exactly on a frame.
    const d = Math.round((2 + random() * 5) * fps) / fps;
    durations.push(d);
    total += d;
  }
  const repeats: [number, number][] = [
    [3, 20],
    [8, 31],
  ];
  // A repeated scene shows the same frames as the earlier one: same look, same length.
  for (const [earlier, later] of repeats) durations[later] = durations[earlier] ?? 3;
  const look = (i: number) => repeats.find(([, later]) => later === i)?.[0] ?? i;
  const chains = durations.map((d, i) => `${scene(look(i), d, width, height, fps)},setpts=PTS-STARTPTS[v${i}]`);
  const inputs = durations.map((_, i) => `[v${i}]`).join('');
  const duration = Math.round(durations.reduce((a, b) => a + b, 0) * fps) / fps;
  const graph = `${chains.join(';')};${inputs}concat=n=${durations.length}:v=1:a=0,format=yuv420p[v];sine=f=330:r=22050:d=${duration}[a]`;
  const file = join(dir, 'reel.mp4');
  await ffmpeg(['-filter_complex', graph, '-map', '[v]', '-map', '[a]', ...X264_FAST, ...AAC, file]);
  const cuts: number[] = [];
  let at = 0;
  for (const d of durations.slice(0, -1)) {
    at = Math.round((at + d) * fps) / fps;
    cuts.push(at);
  }
  return { file, duration_s: duration, cuts, repeats, width, height, fps };
}

export interface PhoneVideo {
  readonly file: string;
  readonly duration_s: number;
  /** As stored: landscape pixels with a 90° rotation flag. */
  readonly storedWidth: number;
  readonly storedHeight: number;
  /** As shown: portrait. */
  readonly width: number;
  readonly height: number;
  /** Clockwise degrees to turn the stored picture to show it (FFmpeg's `rotate` tag). */
  readonly rotation: 90;
}

/**
 * Encodes what `source` makes (FFmpeg's input, filter and mapping arguments: a picture and a sound)
 * as an iPhone held upright writes a video: HEVC in a MOV, stored landscape with a 90° rotation flag,
 * AAC audio. Writes `<name>.mov` in `dir` and returns its path. The e2e suite makes its own phone
 * video the same way (`e2e/support/videos.ts`: it may not import the server's code).
 */
export async function encodeAsPhone(dir: string, name: string, source: readonly string[]): Promise<string> {
  const encoded = join(dir, `${name}-unrotated.mov`);
  const file = join(dir, `${name}.mov`);
  await ffmpeg([
    ...source,
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-pix_fmt',
    'yuv420p',
    '-tag:v',
    'hvc1',
    ...AAC,
    encoded,
  ]);
  // FFmpeg 4.1 drops a rotate tag on a stream it encodes, so the flag is set in a second, copying
  // step. Its MOV muxer writes the inverse of the tag: 270 reads back as rotate 90 (display matrix
  // -90), which is what an iPhone held upright writes.
  await ffmpeg(['-i', encoded, '-map', '0', '-c', 'copy', '-metadata:s:v:0', 'rotate=270', file]);
  return file;
}

/**
 * A portrait phone video the way an iPhone writes it (encodeAsPhone), with a variable frame rate
 * (30 fps for 2 s, then 10 fps).
 */
export async function makePhoneVideo(dir: string): Promise<PhoneVideo> {
  const duration = 6;
  const file = await encodeAsPhone(dir, 'phone', [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=320x180:r=30:d=${duration}`,
    '-f',
    'lavfi',
    '-i',
    `sine=f=500:r=44100:d=${duration}`,
    // 30 fps for 2 s, then every third frame: a variable frame rate as phones write when light drops.
    '-vf',
    "select='lt(t\\,2)+not(mod(n\\,3))'",
    '-vsync',
    'vfr',
    '-shortest',
  ]);
  return { file, duration_s: duration, storedWidth: 320, storedHeight: 180, width: 180, height: 320, rotation: 90 };
}

export interface BlackIntroVideo {
  readonly file: string;
  readonly duration_s: number;
  /** Black and silent from 0 to here, then picture and sound. */
  readonly blackEnd_s: number;
}

/** The small test picture of the intro videos: its size and rate, as lavfi options. */
const SMALL = 's=320x180:r=10';

/**
 * `intro.source` (a lavfi source at SMALL) for `intro.seconds`, then moving picture for `restS`,
 * as the MP4 `name` in `dir`; with `audio` (a filter graph whose output is [a]) as its sound.
 */
async function introThenMotion(
  dir: string,
  name: string,
  intro: { source: string; seconds: number },
  restS: number,
  audio?: string,
): Promise<{ file: string; duration_s: number }> {
  const file = join(dir, name);
  const picture = `${intro.source}:d=${intro.seconds}[i];testsrc2=${SMALL}:d=${restS}[m];[i][m]concat=n=2:v=1:a=0,format=yuv420p[v]`;
  const sound = audio ? ['-map', '[a]', ...X264_FAST, ...AAC] : X264_FAST;
  await ffmpeg(['-filter_complex', audio ? `${picture};${audio}` : picture, '-map', '[v]', ...sound, file]);
  return { file, duration_s: intro.seconds + restS };
}

/** 15 s of black picture and silence, then 10 s of moving picture with a tone. */
export async function makeBlackIntro(dir: string): Promise<BlackIntroVideo> {
  const black = 15;
  const rest = 10;
  const audio = `anullsrc=r=22050:cl=mono,atrim=0:${black}[s];sine=f=440:r=22050:d=${rest}[t];[s][t]concat=n=2:v=0:a=1[a]`;
  const intro = { source: `color=c=black:${SMALL}`, seconds: black };
  return { ...(await introThenMotion(dir, 'black-intro.mp4', intro, rest, audio)), blackEnd_s: black };
}

export interface InfoCardVideo {
  readonly file: string;
  readonly duration_s: number;
  /** A still title card from 0 to here, then motion. */
  readonly cardEnd_s: number;
}

/** An info card (a still picture: colour bars) for 5 s, then 12 s of motion; no audio. */
export async function makeInfoCard(dir: string): Promise<InfoCardVideo> {
  const card = 5;
  const intro = { source: `smptehdbars=${SMALL}`, seconds: card };
  return { ...(await introThenMotion(dir, 'info-card.mp4', intro, 12)), cardEnd_s: card };
}

/**
 * A valid MP4 cut in half, the way an interrupted upload leaves it. Without faststart the index
 * (moov) is written last, so the half holds no index: unreadable. With faststart the index
 * survives and promises twice the picture that is there.
 */
export async function makeTruncated(dir: string, options: { faststart: boolean }): Promise<string> {
  const whole = join(dir, `whole-${options.faststart ? 'faststart' : 'plain'}.mp4`);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=320x180:r=10:d=20',
    ...X264_FAST,
    ...(options.faststart ? ['-movflags', '+faststart'] : []),
    whole,
  ]);
  const bytes = await readFile(whole);
  const file = join(dir, `truncated-${options.faststart ? 'faststart' : 'plain'}.mp4`);
  await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
  return file;
}

/** A file whose first bytes say MP4 (an `ftyp` box, which passes the upload's type check) followed by noise. */
export async function makeFakeMp4(dir: string): Promise<string> {
  const file = join(dir, 'fake.mp4');
  const ftyp = Buffer.from('0000001c667479706973366d0000020069736f6d69736f32617663316d703431', 'hex');
  await writeFile(file, Buffer.concat([ftyp, randomBytes(256 * 1024)]));
  return file;
}

/**
 * Absurd inputs: a 10-hour video at 1 fps (tiny, so it is quick to make: x264 on a flat colour)
 * and a file of one frame padded to `padMb` of junk after the picture.
 */
export async function makeTenHours(dir: string): Promise<string> {
  const file = join(dir, 'ten-hours.mp4');
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=green:s=64x64:r=1:d=36000', ...X264_FAST, '-g', '3600', file], 180_000);
  return file;
}

export async function makeOneFrame(dir: string, options: { padMb?: number } = {}): Promise<string> {
  const file = join(dir, 'one-frame.mp4');
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25', '-frames:v', '1', ...X264_FAST, file]);
  const padMb = options.padMb ?? 0;
  if (padMb > 0) {
    // A `free` box of junk after the movie: still a valid MP4 of one frame, padMb bigger.
    const size = padMb * 1024 * 1024;
    const header = Buffer.alloc(8);
    header.writeUInt32BE(size + 8, 0);
    header.write('free', 4, 'latin1');
    const handle = await open(file, 'a');
    try {
      await handle.write(header);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < padMb; i++) await handle.write(chunk);
    } finally {
      await handle.close();
    }
  }
  return file;
}

/**
 * The bench's input: `minutes` of 1080p30 H.264 with AAC, shots of about 4 s. `phoneLike` (the
 * default) encodes it the way a phone does, so decoding costs what a real upload costs: High
 * profile with CABAC and the deblocking filter, a keyframe every 2 s, about 12 Mbit/s, with
 * sensor-like noise so the bits are spent. Without it: x264's ultrafast (no CABAC, no deblocking),
 * several times cheaper to make and to decode. Kept in `dir` and reused.
 */
export async function make1080p(dir: string, minutes: number, options: { phoneLike?: boolean } = {}): Promise<string> {
  const phoneLike = options.phoneLike ?? true;
  await mkdir(dir, { recursive: true });
  const file = join(dir, `bench-1080p-${minutes}min${phoneLike ? '-phone' : '-ultrafast'}.mp4`);
  const existing = await stat(file).catch(() => null);
  if (existing && existing.size > 0) return file;
  const seconds = minutes * 60;
  const shots = Math.ceil(seconds / 4);
  const chains = Array.from(
    { length: shots },
    (_, i) => `${scene(i, 4, 480, 270, 30)},scale=1920:1080:flags=bilinear,setpts=PTS-STARTPTS[v${i}]`,
  );
  const inputs = Array.from({ length: shots }, (_, i) => `[v${i}]`).join('');
  const noise = phoneLike ? ',noise=alls=6:allf=t' : '';
  const graph = `${chains.join(';')};${inputs}concat=n=${shots}:v=1:a=0${noise},format=yuv420p[v];sine=f=330:r=44100:d=${seconds}[a]`;
  const encoder = phoneLike
    ? ['-c:v', 'libx264', '-preset', 'superfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', '60']
    : [...X264_FAST, '-crf', '23'];
  const rate = phoneLike ? ['-b:v', '12M', '-maxrate', '16M', '-bufsize', '24M'] : [];
  const part = `${file}.part.mp4`;
  await ffmpeg(
    ['-filter_complex', graph, '-map', '[v]', '-map', '[a]', ...encoder, ...rate, ...AAC, '-t', String(seconds), part],
    3_600_000,
  );
  await rename(part, file);
  return file;
}

/** The binaries the tests use, so a missing FFmpeg fails them with a clear message up front. */
export function testBinaries(): ReturnType<typeof binaries> {
  return binaries();
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlackIntroVideo,
  type InfoCardVideo,
  makeBlackIntro,
  makeInfoCard,
  makeReel,
  makeTruncated,
  type Reel,
} from '../testing/make-videos.ts';
import {
  averageHash,
  buildDetection,
  clipSpans,
  detectVideo,
  hammingDistance,
  looksTruncated,
  parseDetectLog,
  staticOpening,
} from './detect.ts';
import { VideoFileError } from './errors.ts';
import { probeVideo } from './probe.ts';

// Captured from the detection pass (FFmpeg 4.1) over a video with a 15 s black, silent intro,
// with the lines FFmpeg writes around the ones that matter.
const BLACK_INTRO_LOG = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'black-intro.mp4':
  Duration: 00:00:25.05, start: 0.000000, bitrate: 147 kb/s
    Stream #0:0(und): Video: h264 (Constrained Baseline) (avc1 / 0x31637661), yuv420p, 320x180 [SAR 1:1 DAR 16:9], 126 kb/s, 10 fps, 10 tbr, 10240 tbn, 20 tbc (default)
[Parsed_volumedetect_12 @ 0x199397c0] n_samples: 0
[Parsed_showinfo_6 @ 0x19a95e00] config in time_base: 1/10240, frame_rate: 10/1
[Parsed_showinfo_6 @ 0x19a95e00] config out time_base: 0/0, frame_rate: 0/0
[silencedetect @ 0x19a99fc0] silence_start: 0
[freezedetect @ 0x19a94280] lavfi.freezedetect.freeze_start: 0
[silencedetect @ 0x19a99fc0] silence_end: 15 | silence_duration: 15
[blackdetect @ 0x19a92980] black_start:0 black_end:15 black_duration:15
[freezedetect @ 0x19a94280] lavfi.freezedetect.freeze_duration: 15
[freezedetect @ 0x19a94280] lavfi.freezedetect.freeze_end: 15
[Parsed_showinfo_6 @ 0x19a95e00] n:   0 pts: 153600 pts_time:15      pos:     4100 fmt:rgb24 sar:1/1 s:320x180 i:P iskey:0 type:P checksum:213A02F1 plane_checksum:[213A02F1] mean:[122 ] stdev:[122.9 ]
[Parsed_showinfo_6 @ 0x19a95e00] color_range:tv color_space:unknown color_primaries:unknown color_trc:unknown
frame=    1 fps=0.0 q=-0.0 Lq=-0.0 size=N/A time=00:00:25.03 bitrate=N/A speed= 471x
[Parsed_volumedetect_12 @ 0x19a9b2c0] n_samples: 551936
[Parsed_volumedetect_12 @ 0x19a9b2c0] mean_volume: -25.1 dB
[Parsed_volumedetect_12 @ 0x19a9b2c0] max_volume: -18.1 dB`;

// A video that ends on a still with silence: FFmpeg 4.1 prints no freeze_end at the end of the stream.
const STILL_END_LOG = `[Parsed_showinfo_4 @ 0xce7cc00] n:   0 pts:  51200 pts_time:5       pos:   142078 fmt:rgb24 sar:1/1 s:160x90 i:P iskey:0
[silencedetect @ 0xce7d780] silence_start: -0.00233
[freezedetect @ 0xce7af00] lavfi.freezedetect.freeze_start: 5
[Parsed_volumedetect_6 @ 0xce7e840] mean_volume: -24.1 dB`;

describe('the parsers of the detection log', () => {
  it('reads cuts, black, freezes, silence and the volume', () => {
    expect(parseDetectLog(BLACK_INTRO_LOG, 25)).toEqual({
      cuts: [15],
      black: [{ start_s: 0, end_s: 15 }],
      frozen: [{ start_s: 0, end_s: 15 }],
      silence: [{ start_s: 0, end_s: 15 }],
      meanVolumeDb: -25.1,
    });
  });

  it('closes a freeze or silence that runs to the end', () => {
    const log = parseDetectLog(STILL_END_LOG, 10);
    expect(log.frozen).toEqual([{ start_s: 5, end_s: 10 }]);
    expect(log.silence).toEqual([{ start_s: 0, end_s: 10 }]);
  });

  it('takes black out of the freezes, and a black intro alone is no static opening', () => {
    const detection = buildDetection(parseDetectLog(BLACK_INTRO_LOG, 25), new Uint8Array(64 * 100), 25, true);
    expect(detection.black).toEqual([{ start_s: 0, end_s: 15 }]);
    expect(detection.frozen).toEqual([]);
    expect(detection.staticOpening).toBeNull();
    expect(detection.clips.map((c) => [c.start_s, c.end_s])).toEqual([
      [0, 15],
      [15, 25],
    ]);
    expect(buildDetection(parseDetectLog(BLACK_INTRO_LOG, 25), new Uint8Array(0), 25, false)).toMatchObject({
      silence: [],
      meanVolumeDb: null,
    });
  });

  it('finds a card after a black start, but not a freeze later in the video', () => {
    const black = [{ start_s: 0, end_s: 2 }];
    expect(staticOpening([{ start_s: 2.1, end_s: 8 }], black)).toEqual({ start_s: 2.1, end_s: 8 });
    expect(staticOpening([{ start_s: 0, end_s: 8 }], black)).toEqual({ start_s: 2, end_s: 8 });
    expect(staticOpening([{ start_s: 0.2, end_s: 6 }], [])).toEqual({ start_s: 0.2, end_s: 6 });
    expect(staticOpening([{ start_s: 4, end_s: 9 }], [])).toBeNull();
  });

  it('merges cuts closer than half a second and drops cuts at the very ends', () => {
    expect(clipSpans([0.2, 3, 3.3, 7, 9.8], 10)).toEqual([
      { start_s: 0, end_s: 3 },
      { start_s: 3, end_s: 7 },
      { start_s: 7, end_s: 10 },
    ]);
    expect(clipSpans([], 10)).toEqual([{ start_s: 0, end_s: 10 }]);
  });

  it('calls a video truncated when the demuxer says so, or when a quarter is missing', () => {
    expect(looksTruncated(10, 20, true)).toBe(true);
    expect(looksTruncated(19.5, 20, true)).toBe(false);
    expect(looksTruncated(12, 20, false)).toBe(true);
    // A video track a few seconds shorter than its sound.
    expect(looksTruncated(55, 60, false)).toBe(false);
  });

  it('hashes an 8x8 picture to 16 hex digits', () => {
    const left = new Uint8Array(64).map((_, i) => (i % 8 < 4 ? 200 : 10));
    expect(averageHash(left)).toBe('f0f0f0f0f0f0f0f0');
    expect(hammingDistance('f0f0f0f0f0f0f0f0', 'f0f0f0f0f0f0f0f1')).toBe(1);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });
});

describe('detectVideo on real files', () => {
  let dir: string;
  let reel: Reel;
  let blackIntro: BlackIntroVideo;
  let infoCard: InfoCardVideo;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-detect-'));
    [reel, blackIntro, infoCard] = await Promise.all([makeReel(dir), makeBlackIntro(dir), makeInfoCard(dir)]);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('cuts a five-minute reel into its scenes, each boundary within half a second', async () => {
    const facts = await probeVideo(reel.file);
    expect(Math.abs(facts.duration_s - reel.duration_s)).toBeLessThan(1);
    expect(reel.duration_s).toBeGreaterThan(300);
    const progress: number[] = [];
    const detection = await detectVideo(reel.file, facts, { onProgress: (f) => progress.push(f) });

    expect(detection.clips).toHaveLength(reel.cuts.length + 1);
    detection.clips.slice(1).forEach((clip, i) => {
      expect(Math.abs(clip.start_s - (reel.cuts[i] ?? Number.NaN))).toBeLessThan(0.5);
    });
    expect(detection.clips[0]?.start_s).toBe(0);
    expect(detection.clips.at(-1)?.end_s).toBeCloseTo(facts.duration_s, 3);
    for (const [a, b] of detection.clips.slice(0, -1).map((c, i) => [c, detection.clips[i + 1]] as const)) {
      expect(a.end_s).toBe(b?.start_s);
    }
    expect(detection.black).toEqual([]);
    expect(detection.frozen).toEqual([]);
    expect(detection.silence).toEqual([]);
    expect(detection.staticOpening).toBeNull();
    expect(detection.meanVolumeDb).toBeGreaterThan(-40);

    // A repeated scene has (nearly) the same signature as the first time; other scenes differ more.
    for (const [earlier, later] of reel.repeats) {
      const a = detection.clips[earlier]?.signature ?? '';
      const b = detection.clips[later]?.signature ?? '';
      expect(a).toMatch(/^[0-9a-f]{16}$/);
      expect(hammingDistance(a, b)).toBeLessThanOrEqual(4);
    }
    const neighbours = detection.clips
      .slice(1)
      .map((c, i) => hammingDistance(c.signature, detection.clips[i]?.signature ?? ''));
    expect(neighbours.filter((d) => d > 10).length).toBeGreaterThan(neighbours.length * 0.8);

    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p >= (progress[i - 1] ?? 0)))).toBe(true);
  });

  it('finds a 15-second black, silent intro', async () => {
    const facts = await probeVideo(blackIntro.file);
    const detection = await detectVideo(blackIntro.file, facts);
    expect(detection.black).toHaveLength(1);
    expect(detection.black[0]?.start_s).toBeLessThan(0.5);
    expect(Math.abs((detection.black[0]?.end_s ?? 0) - blackIntro.blackEnd_s)).toBeLessThan(0.5);
    expect(detection.silence).toHaveLength(1);
    expect(Math.abs((detection.silence[0]?.end_s ?? 0) - blackIntro.blackEnd_s)).toBeLessThan(0.5);
    expect(detection.frozen).toEqual([]);
    expect(detection.staticOpening).toBeNull();
  });

  it('finds an info card opening and how long it stays', async () => {
    const facts = await probeVideo(infoCard.file);
    expect(facts.hasAudio).toBe(false);
    const detection = await detectVideo(infoCard.file, facts);
    expect(detection.staticOpening?.start_s).toBeLessThan(0.5);
    expect(Math.abs((detection.staticOpening?.end_s ?? 0) - infoCard.cardEnd_s)).toBeLessThan(0.5);
    expect(detection.frozen).toHaveLength(1);
    expect(detection.black).toEqual([]);
    expect(detection.silence).toEqual([]);
    expect(detection.meanVolumeDb).toBeNull();
  });

  it('refuses a file cut off after its index as truncated', async () => {
    const file = await makeTruncated(dir, { faststart: true });
    const facts = await probeVideo(file);
    const error = await detectVideo(file, facts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoFileError);
    expect(error).toMatchObject({ code: 'truncated', reason: expect.stringContaining('opnieuw') });
  });

  it('stops when aborted', async () => {
    const facts = await probeVideo(reel.file);
    const controller = new AbortController();
    const started = Date.now();
    const running = detectVideo(reel.file, facts, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job cancelled')), 100);
    await expect(running).rejects.toThrow('job cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

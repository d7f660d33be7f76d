import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make1080p, makePhoneVideo, type PhoneVideo } from '../testing/make-videos.ts';
import { detectVideo } from './detect.ts';
import { extractImages, posterTime } from './images.ts';
import { probeVideo } from './probe.ts';
import { runFfprobe } from './run.ts';

async function jpegSize(file: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  const result = await runFfprobe(['-v', 'error', '-print_format', 'json', '-show_streams', file], {
    timeoutMs: 10_000,
    stdoutLimit: 1 << 20,
  });
  const stream = (JSON.parse(result.stdout.toString()) as { streams: { width: number; height: number }[] }).streams[0];
  return { width: stream?.width ?? 0, height: stream?.height ?? 0 };
}

describe('posterTime', () => {
  it('skips a black intro and an info card', () => {
    const clips = [
      { start_s: 0, end_s: 15, signature: '0' },
      { start_s: 15, end_s: 20, signature: '0' },
      { start_s: 20, end_s: 30, signature: '0' },
    ];
    const black = [{ start_s: 0, end_s: 15 }];
    expect(posterTime({ clips, black, staticOpening: { start_s: 15, end_s: 20 } }, 30)).toBe(25);
    expect(posterTime({ clips, black: [], staticOpening: null }, 30)).toBe(7.5);
    expect(posterTime({ clips: clips.slice(0, 1), black, staticOpening: null }, 30)).toBe(15);
  });
});

describe('extractImages', () => {
  let dir: string;
  let hd: string;
  let phone: PhoneVideo;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-images-'));
    // Three seconds of 1080p: enough to show the poster is scaled down to 1280.
    [hd, phone] = await Promise.all([make1080p(dir, 0.05), makePhoneVideo(dir)]);
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a poster up to 1280 wide and 320-wide thumbnails, also at the very end', async () => {
    const out = join(dir, 'hd');
    const images = await extractImages(hd, { poster_s: 1, thumbnails_s: [0, 1.5, 2.9, 50], duration_s: 3 }, out);
    expect(await jpegSize(images.poster)).toEqual({ width: 1280, height: 720 });
    expect(images.thumbnails).toHaveLength(4);
    for (const thumbnail of images.thumbnails) expect(await jpegSize(thumbnail)).toEqual({ width: 320, height: 180 });
  });

  it('shows a phone video upright and never scales a small one up', async () => {
    const images = await extractImages(phone.file, { poster_s: 3, thumbnails_s: [0.5, 4] }, join(dir, 'phone'));
    expect(await jpegSize(images.poster)).toEqual({ width: phone.width, height: phone.height });
    for (const thumbnail of images.thumbnails) {
      const size = await jpegSize(thumbnail);
      expect(size.height).toBeGreaterThan(size.width);
    }
  });

  it('takes the thumbnails from the frames of the detection pass, upright', async () => {
    for (const [file, expected] of [
      [hd, { width: 320, height: 180 }],
      [phone.file, { width: phone.width, height: phone.height }],
    ] as const) {
      const framesDir = join(dir, 'frames', file.endsWith('.mov') ? 'phone' : 'hd');
      const facts = await probeVideo(file);
      const detection = await detectVideo(file, facts, { framesDir });
      expect(detection.clips.length).toBeGreaterThan(0);
      const images = await extractImages(
        file,
        { poster_s: 1, thumbnails_s: [0, 1.2, facts.duration_s - 0.1, 99] },
        join(dir, 'from-frames', file.endsWith('.mov') ? 'phone' : 'hd'),
        { framesDir },
      );
      for (const thumbnail of images.thumbnails) expect(await jpegSize(thumbnail)).toEqual(expected);
      expect((await jpegSize(images.poster)).height > (await jpegSize(images.poster)).width).toBe(
        expected.height > expected.width,
      );
    }
  });

  it('takes more thumbnails than one FFmpeg process handles in batches', async () => {
    const times = Array.from({ length: 30 }, (_, i) => i * 0.1);
    const images = await extractImages(phone.file, { poster_s: 0, thumbnails_s: times }, join(dir, 'many'));
    expect(new Set(images.thumbnails).size).toBe(30);
    for (const thumbnail of images.thumbnails) expect((await readFile(thumbnail)).length).toBeGreaterThan(500);
  });
});

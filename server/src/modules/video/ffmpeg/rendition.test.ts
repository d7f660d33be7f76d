import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoFacts } from '../facts.ts';
import { makePhoneVideo, type PhoneVideo } from '../testing/make-videos.ts';
import { probeVideo } from './probe.ts';
import { makeRendition, needsRendition, renditionFrameRate, renditionSize } from './rendition.ts';

/** The top-level boxes of an MP4, in order: faststart means moov comes before mdat. */
async function topLevelBoxes(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const boxes: string[] = [];
    const header = Buffer.alloc(16);
    for (let at = 0; at + 8 <= size; ) {
      await handle.read(header, 0, 16, at);
      let length = header.readUInt32BE(0);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      boxes.push(header.toString('latin1', 4, 8));
      if (length < 8) break;
      at += length;
    }
    return boxes;
  } finally {
    await handle.close();
  }
}

const PLAYABLE: VideoFacts = {
  duration_s: 60,
  width: 1920,
  height: 1080,
  rotation: 0,
  fps: 30,
  variableFrameRate: false,
  videoCodec: 'h264',
  audioCodec: 'aac',
  hasAudio: true,
  pixelFormat: 'yuv420p',
  bitrate: 8_000_000,
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
};

describe('needsRendition', () => {
  it('leaves H.264/AAC MP4 up to 1080p alone and renders everything else', () => {
    expect(needsRendition(PLAYABLE)).toBe(false);
    expect(needsRendition({ ...PLAYABLE, hasAudio: false, audioCodec: null })).toBe(false);
    expect(needsRendition({ ...PLAYABLE, videoCodec: 'hevc' })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, pixelFormat: 'yuv420p10le' })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, audioCodec: 'pcm_s16le' })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, rotation: 90, width: 1080, height: 1920 })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, width: 3840, height: 2160 })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, container: 'matroska,webm' })).toBe(true);
    expect(needsRendition({ ...PLAYABLE, container: 'avi' })).toBe(true);
  });

  it('caps the short side at 1080 with even sides, and picks a constant frame rate', () => {
    expect(renditionSize({ width: 2160, height: 3840 })).toEqual({ width: 1080, height: 1920 });
    expect(renditionSize({ width: 3840, height: 2160 })).toEqual({ width: 1920, height: 1080 });
    expect(renditionSize({ width: 1281, height: 721 })).toEqual({ width: 1282, height: 722 });
    expect(renditionFrameRate(29.83)).toBe('30000/1001');
    expect(renditionFrameRate(30.02)).toBe('30');
    expect(renditionFrameRate(240)).toBe('60');
    expect(renditionFrameRate(17.241)).toBe('17');
    expect(renditionFrameRate(0)).toBe('30');
  });
});

describe('makeRendition', () => {
  let dir: string;
  let phone: PhoneVideo;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-rendition-'));
    phone = await makePhoneVideo(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('turns a portrait HEVC MOV into an upright H.264/AAC MP4 with the index first', async () => {
    const facts = await probeVideo(phone.file);
    expect(needsRendition(facts)).toBe(true);
    const out = join(dir, 'phone.mp4');
    const progress: number[] = [];
    await makeRendition(phone.file, facts, out, { onProgress: (f) => progress.push(f) });

    const rendered = await probeVideo(out);
    expect(rendered).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      pixelFormat: 'yuv420p',
      rotation: 0,
      width: phone.width,
      height: phone.height,
      variableFrameRate: false,
    });
    expect(Math.min(rendered.width, rendered.height)).toBeLessThanOrEqual(1080);
    expect(Math.abs(rendered.duration_s - facts.duration_s)).toBeLessThan(0.5);
    expect(needsRendition(rendered)).toBe(false);
    const boxes = await topLevelBoxes(out);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves nothing behind when aborted', async () => {
    const facts = await probeVideo(phone.file);
    const out = join(dir, 'aborted.mp4');
    await expect(makeRendition(phone.file, facts, out, { signal: AbortSignal.timeout(30) })).rejects.toThrow();
    expect((await readdir(dir)).filter((name) => name.startsWith('aborted'))).toEqual([]);
  });
});

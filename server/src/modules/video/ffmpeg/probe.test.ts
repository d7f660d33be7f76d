import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeFakeMp4,
  makeOneFrame,
  makePhoneVideo,
  makeTenHours,
  makeTruncated,
  type PhoneVideo,
} from '../testing/make-videos.ts';
import { VideoFileError } from './errors.ts';
import { type ProbeJson, parseProbe, probeVideo } from './probe.ts';

// Captured from ffprobe 5.1 (the package's) on an HEVC portrait phone video in a MOV: the
// rotation is in the display matrix's side data, not in a tag.
const PHONE_FFPROBE5: ProbeJson = {
  streams: [
    {
      codec_name: 'hevc',
      codec_type: 'video',
      width: 320,
      height: 180,
      sample_aspect_ratio: '1:1',
      pix_fmt: 'yuv420p',
      r_frame_rate: '30/1',
      avg_frame_rate: '500/29',
      duration: '5.800000',
      nb_frames: '100',
      disposition: { attached_pic: 0 },
      side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
    },
    { codec_name: 'aac', codec_type: 'audio', r_frame_rate: '0/0', avg_frame_rate: '0/0', duration: '5.943991' },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '5.943991', bit_rate: '198573' },
};

// The shape FFmpeg 4 (a system's older ffprobe) writes: the rotation as a `rotate` tag.
const IPHONE_FFPROBE4: ProbeJson = {
  streams: [
    {
      codec_name: 'h264',
      codec_type: 'video',
      width: 1920,
      height: 1080,
      pix_fmt: 'yuv420p',
      r_frame_rate: '30/1',
      avg_frame_rate: '30000/1001',
      tags: { rotate: '90' },
      side_data_list: [{ side_data_type: 'Display Matrix' }],
    },
    { codec_name: 'aac', codec_type: 'audio' },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '61.2', bit_rate: '17000000' },
};

describe('parseProbe', () => {
  it('reads a portrait phone video: turned dimensions, codecs, variable frame rate', () => {
    expect(parseProbe(PHONE_FFPROBE5)).toEqual({
      duration_s: 5.943991,
      width: 180,
      height: 320,
      rotation: 90,
      fps: 17.241,
      variableFrameRate: true,
      videoCodec: 'hevc',
      audioCodec: 'aac',
      hasAudio: true,
      pixelFormat: 'yuv420p',
      bitrate: 198573,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
  });

  it('reads the rotate tag of older ffprobes, and 29.97 against 30 is one rate', () => {
    const facts = parseProbe(IPHONE_FFPROBE4);
    expect([facts.width, facts.height, facts.rotation]).toEqual([1080, 1920, 90]);
    expect(facts.fps).toBeCloseTo(29.97, 2);
    expect(facts.variableFrameRate).toBe(false);
  });

  it('normalises any angle to a quarter turn', () => {
    const turned = (rotation: number) =>
      parseProbe({
        ...PHONE_FFPROBE5,
        streams: [{ ...PHONE_FFPROBE5.streams?.[0], side_data_list: [{ side_data_type: 'Display Matrix', rotation }] }],
      }).rotation;
    expect([turned(0), turned(90), turned(-180), turned(180), turned(-270), turned(-89.9)]).toEqual([
      0, 270, 180, 180, 270, 90,
    ]);
  });

  it('shows non-square pixels at their display width', () => {
    const facts = parseProbe({
      streams: [
        { codec_type: 'video', codec_name: 'mpeg2video', width: 720, height: 576, sample_aspect_ratio: '64:45' },
      ],
      format: { format_name: 'mpeg', duration: '10' },
    });
    expect([facts.width, facts.height, facts.hasAudio, facts.bitrate]).toEqual([1024, 576, false, null]);
  });

  it('refuses an audio file with cover art and an empty answer', () => {
    const song: ProbeJson = {
      streams: [
        { codec_type: 'audio', codec_name: 'mp3' },
        { codec_type: 'video', codec_name: 'mjpeg', width: 500, height: 500, disposition: { attached_pic: 1 } },
      ],
      format: { format_name: 'mp3', duration: '200' },
    };
    expect(() => parseProbe(song)).toThrow(expect.objectContaining({ code: 'no_video' }));
    expect(() => parseProbe({})).toThrow(expect.objectContaining({ code: 'unreadable' }));
    expect(() =>
      parseProbe({ streams: [{ codec_type: 'video', width: 10, height: 10 }], format: { duration: 'N/A' } }),
    ).toThrow(expect.objectContaining({ code: 'unreadable' }));
  });
});

describe('probeVideo on real files', () => {
  let dir: string;
  let phone: PhoneVideo;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-probe-'));
    phone = await makePhoneVideo(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a portrait HEVC phone video in a MOV as portrait', async () => {
    const facts = await probeVideo(phone.file);
    expect(Math.abs(facts.duration_s - phone.duration_s)).toBeLessThan(1);
    expect([facts.width, facts.height]).toEqual([phone.width, phone.height]);
    expect(facts.rotation).toBe(phone.rotation);
    expect([facts.videoCodec, facts.audioCodec, facts.hasAudio]).toEqual(['hevc', 'aac', true]);
    expect(facts.variableFrameRate).toBe(true);
    expect(facts.container).toContain('mov');
  });

  async function reasonOf(promise: Promise<unknown>): Promise<VideoFileError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VideoFileError);
    const videoError = error as VideoFileError;
    expect(videoError.reason).toMatch(/^[A-Z].+\.$/);
    return videoError;
  }

  it('refuses a truncated file and a file that only claims to be MP4, with a Dutch reason', async () => {
    const truncated = await reasonOf(probeVideo(await makeTruncated(dir, { faststart: false })));
    expect(truncated.code).toBe('unreadable');
    expect(truncated.reason).toContain('Upload hem opnieuw');
    const fake = await reasonOf(probeVideo(await makeFakeMp4(dir)));
    expect(fake.code).toBe('unreadable');
  });

  it('refuses absurd inputs quickly: ten hours at 1 fps, and 100 MB holding one frame', async () => {
    const tenHours = await makeTenHours(dir);
    let started = Date.now();
    const long = await reasonOf(probeVideo(tenHours));
    expect(long.code).toBe('too_long');
    expect(long.reason).toContain('20 minuten');
    expect(Date.now() - started).toBeLessThan(5000);

    const oneFrame = await makeOneFrame(dir, { padMb: 100 });
    started = Date.now();
    const short = await reasonOf(probeVideo(oneFrame));
    expect(short.code).toBe('too_short');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

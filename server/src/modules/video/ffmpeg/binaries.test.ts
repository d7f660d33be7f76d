import { accessSync, constants } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FfmpegNotFoundError, resolveBinaries } from './binaries.ts';

describe('resolveBinaries', () => {
  it('finds the packaged ffmpeg and ffprobe, executable', () => {
    const found = resolveBinaries({});
    expect(found.ffmpeg).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(found.ffprobe).toMatch(/@ffprobe-installer\/linux-x64\/ffprobe$/);
    for (const path of [found.ffmpeg, found.ffprobe]) expect(() => accessSync(path, constants.X_OK)).not.toThrow();
  });

  it('takes the paths from the environment when set', () => {
    const found = resolveBinaries({ FFMPEG_PATH: '/bin/sh', FFPROBE_PATH: '/bin/sh' });
    expect(found).toEqual({ ffmpeg: '/bin/sh', ffprobe: '/bin/sh' });
  });

  it('says what is missing and how to fix it', () => {
    expect(() => resolveBinaries({ FFPROBE_PATH: '/nonexistent/ffprobe' })).toThrow(FfmpegNotFoundError);
    expect(() => resolveBinaries({ FFPROBE_PATH: '/nonexistent/ffprobe' })).toThrow(/FFPROBE_PATH/);
  });
});

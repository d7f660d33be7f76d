import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO_ROOT, TMP_DIR } from './env.ts';

/** The FFmpeg the server analyses with (its package's static build), or FFMPEG_PATH. */
function ffmpeg(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const fromServer = createRequire(join(REPO_ROOT, 'server', 'package.json'));
  return join(dirname(fromServer.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

/**
 * A phone's highlight video as a browser would not play it: HEVC in a MOV, filmed upright (a
 * rotation flag of 90°), three shots of four seconds with a tone. Made once per run.
 */
export function phoneVideo(): { name: string; mimeType: string; buffer: Buffer; shots: number; seconds: number } {
  const dir = join(TMP_DIR, 'videos');
  mkdirSync(dir, { recursive: true });
  const encoded = join(dir, 'telefoon-liggend.mov');
  const file = join(dir, 'telefoon.mov');
  const shot = (hue: number) => `testsrc2=s=320x180:r=15:d=4,hue=h=${hue}`;
  execFileSync(
    ffmpeg(),
    [
      '-y',
      '-loglevel',
      'error',
      '-filter_complex',
      `${shot(0)}[a];${shot(120)},negate[b];${shot(240)},hflip[c];[a][b][c]concat=n=3:v=1:a=0,format=yuv420p[v];` +
        'sine=f=440:r=22050:d=12[s]',
      '-map',
      '[v]',
      '-map',
      '[s]',
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-tag:v',
      'hvc1',
      '-c:a',
      'aac',
      encoded,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  // FFmpeg 4.1 drops a rotate tag on a stream it encodes: the flag goes on in a copying step. Its
  // MOV muxer writes the inverse of the tag, so 270 reads back as 90, as an upright iPhone writes it.
  execFileSync(
    ffmpeg(),
    ['-y', '-loglevel', 'error', '-i', encoded, '-map', '0', '-c', 'copy', '-metadata:s:v:0', 'rotate=270', file],
    {
      stdio: 'ignore',
      timeout: 60_000,
    },
  );
  return { name: 'telefoon.mov', mimeType: 'video/quicktime', buffer: readFileSync(file), shots: 3, seconds: 12 };
}

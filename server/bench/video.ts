/**
 * The video analysis figures for bench/results.json: seconds of analysis (probe, the detection
 * pass, poster and thumbnails; rendition excluded) per minute of 1080p30 H.264, seconds of
 * rendition per minute, and the peak resident memory of an FFmpeg child while doing either. The
 * input (4 minutes of 1080p30 with AAC, shots of 4 s, encoded like a phone's: see make1080p) is
 * generated once and kept in `dir`.
 * `node server/bench/video.ts` prints the figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectVideo } from '../src/modules/video/ffmpeg/detect.ts';
import { extractImages } from '../src/modules/video/ffmpeg/images.ts';
import { probeVideo } from '../src/modules/video/ffmpeg/probe.ts';
import { makeRendition } from '../src/modules/video/ffmpeg/rendition.ts';
import { make1080p } from '../src/modules/video/testing/make-videos.ts';

export interface VideoBench {
  readonly analysisSecondsPerMinute1080p: number;
  readonly renditionSecondsPerMinute1080p: number;
  /** The largest peak RSS (VmHWM) of any FFmpeg or ffprobe child during the analysis and the rendition. */
  readonly peakRssMb: number;
  readonly details: {
    readonly minutes: number;
    /** The input as a phone encodes it (High, CABAC, 12 Mbit/s), or x264's cheap ultrafast. */
    readonly phoneLike: boolean;
    readonly probeSeconds: number;
    readonly detectSeconds: number;
    readonly imagesSeconds: number;
    readonly renditionSeconds: number;
    readonly clips: number;
    readonly analysisPeakRssMb: number;
    readonly renditionPeakRssMb: number;
  };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Watches this process's children in /proc every 50 ms and keeps the largest VmHWM (the kernel's
 * own peak RSS of the process, so a peak between two samples is not missed while it runs).
 */
function watchChildren(): { stop: () => number } {
  const peaks = new Map<number, number>();
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
        const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
        peaks.set(Number(entry), Math.max(peaks.get(Number(entry)) ?? 0, kib));
      } catch {
        // Gone between readdir and read.
      }
    }
  };
  const timer = setInterval(sample, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(0, ...peaks.values()) / 1024;
    },
  };
}

export async function benchAnalysis(
  options: { dir?: string; minutes?: number; phoneLike?: boolean; log?: (line: string) => void } = {},
): Promise<VideoBench> {
  const dir = options.dir ?? join(tmpdir(), 'talentbrug-video-bench');
  const minutes = options.minutes ?? 4;
  const log = options.log ?? (() => {});
  await mkdir(dir, { recursive: true });
  log(`generating ${minutes} min of 1080p30 in ${dir} (once)`);
  const phoneLike = options.phoneLike ?? true;
  const file = await make1080p(dir, minutes, { phoneLike });

  const analysisWatch = watchChildren();
  const started = performance.now();
  const facts = await probeVideo(file);
  const probed = performance.now();
  // As the job should run it: the detection pass leaves the thumbnails' frames behind.
  const framesDir = join(dir, 'frames');
  const detection = await detectVideo(file, facts, { framesDir });
  const detected = performance.now();
  const outDir = join(dir, 'images');
  await extractImages(
    file,
    {
      poster_s: detection.clips[0] ? (detection.clips[0].start_s + detection.clips[0].end_s) / 2 : 0,
      thumbnails_s: detection.clips.map((clip) => (clip.start_s + clip.end_s) / 2),
      duration_s: facts.duration_s,
    },
    outDir,
    { framesDir },
  );
  const imaged = performance.now();
  const analysisPeak = analysisWatch.stop();
  log(`analysis: ${round((imaged - started) / 1000)} s, ${detection.clips.length} clips`);

  const renditionWatch = watchChildren();
  const renditionFile = join(dir, 'rendition.mp4');
  const renditionStarted = performance.now();
  await makeRendition(file, facts, renditionFile);
  const rendered = performance.now();
  const renditionPeak = renditionWatch.stop();
  log(`rendition: ${round((rendered - renditionStarted) / 1000)} s`);
  await rm(outDir, { recursive: true, force: true });
  await rm(framesDir, { recursive: true, force: true });
  await rm(renditionFile, { force: true });

  const perMinute = (ms: number) => round(ms / 1000 / (facts.duration_s / 60), 2);
  return {
    analysisSecondsPerMinute1080p: perMinute(imaged - started),
    renditionSecondsPerMinute1080p: perMinute(rendered - renditionStarted),
    peakRssMb: round(Math.max(analysisPeak, renditionPeak)),
    details: {
      minutes,
      phoneLike,
      probeSeconds: round((probed - started) / 1000, 2),
      detectSeconds: round((detected - probed) / 1000, 2),
      imagesSeconds: round((imaged - detected) / 1000, 2),
      renditionSeconds: round((rendered - renditionStarted) / 1000, 2),
      clips: detection.clips.length,
      analysisPeakRssMb: round(analysisPeak),
      renditionPeakRssMb: round(renditionPeak),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const phoneLike = !process.argv.includes('--ultrafast');
  console.log(JSON.stringify(await benchAnalysis({ phoneLike, log: (line) => console.error(line) }), null, 2));
}

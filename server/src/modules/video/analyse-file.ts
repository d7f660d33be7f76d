import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnalysisFacts } from './facts.ts';
import { detectVideo } from './ffmpeg/detect.ts';
import { extractImages, posterTime } from './ffmpeg/images.ts';
import { probeVideo } from './ffmpeg/probe.ts';
import { makeRendition, needsRendition } from './ffmpeg/rendition.ts';

/** What one run makes of a video file: the facts, and files in the run's folder to store. */
export interface AnalysisOutput {
  facts: AnalysisFacts;
  poster: string;
  /** One per clip, in the clips' order. */
  thumbnails: string[];
  /** An H.264/AAC MP4 that plays in every browser, when the original would not; null when it does. */
  rendition: string | null;
}

export interface AnalyseOptions {
  signal: AbortSignal;
  /** 0-1 over the whole run. */
  onProgress(fraction: number): void;
  /** Where the run writes its files (the caller removes it). */
  workDir: string;
}

/** The share of the progress bar the analysis takes when a rendition follows it. */
const ANALYSIS_SHARE_WITH_RENDITION = 0.5;

/** Where a clip's thumbnail is taken: its middle, at most two seconds in (the action, not the cut). */
const thumbnailTime = (clip: { start_s: number; end_s: number }) =>
  clip.start_s + Math.min(2, (clip.end_s - clip.start_s) / 2);

/**
 * The whole analysis of one local video file with FFmpeg: the facts (ffprobe, then one decoding
 * pass for the clips, black, frozen and silent stretches and the still opening), a poster and a
 * thumbnail per clip, then a rendition when the original would not play everywhere.
 */
export async function analyseFile(file: string, options: AnalyseOptions): Promise<AnalysisOutput> {
  const { signal, onProgress, workDir } = options;
  const video = await probeVideo(file, { signal });
  const rendition = needsRendition(video);
  const share = rendition ? ANALYSIS_SHARE_WITH_RENDITION : 1;
  onProgress(0.02);
  // The detection pass leaves two frames a second behind, which the thumbnails are taken from
  // instead of a seek each (on a 1080p video the seeks cost more than the whole detection).
  const framesDir = join(workDir, 'frames');
  const detection = await detectVideo(file, video, {
    signal,
    framesDir,
    onProgress: (fraction) => onProgress(0.02 + fraction * (share * 0.85 - 0.02)),
  });
  const images = await extractImages(
    file,
    {
      // The first clip that is neither black nor the still opening: the first action.
      poster_s: posterTime(detection, video.duration_s),
      thumbnails_s: detection.clips.map(thumbnailTime),
      duration_s: video.duration_s,
    },
    join(workDir, 'images'),
    { signal, framesDir },
  );
  await rm(framesDir, { recursive: true, force: true });
  onProgress(share);
  let renditionFile: string | null = null;
  if (rendition) {
    renditionFile = join(workDir, 'rendition.mp4');
    await makeRendition(file, video, renditionFile, {
      signal,
      onProgress: (fraction) => onProgress(share + fraction * (1 - share)),
    });
  }
  return {
    facts: { video, detection },
    poster: images.poster,
    thumbnails: images.thumbnails,
    rendition: renditionFile,
  };
}

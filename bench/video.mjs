// Video analysis figures for bench/results.json (`videoAnalysis`, issue 36): seconds of analysis per
// minute of 1080p video (probe, the one detection pass, poster and thumbnails; the rendition apart),
// seconds of rendition per minute, and the peak memory of an FFmpeg child. Target: a 4-minute 1080p
// video analysed in under 60 s on this machine's cores, rendition excluded.
import { join } from 'node:path';
import { errorMessage, runAlone } from '@talentbrug/tooling/bench';

const MINUTES = 4;
const TARGET_ANALYSIS_S = 60;

export async function benchVideo(root) {
  console.log(`\n\u25b6 Video analysis: ${MINUTES} minutes of 1080p30 H.264, analysis and rendition`);
  const { benchAnalysis } = await import(join(root, 'server/bench/video.ts'));
  const result = {
    method:
      `benchAnalysis() (server/bench/video.ts) on a generated ${MINUTES}-minute 1080p30 ` +
      'H.264/AAC video of 4-second shots: the analysis as the queue runs it (ffprobe, the one FFmpeg detection ' +
      'pass, poster and thumbnails), then the rendition (H.264/AAC, faststart, at most 1080p) apart; the children ' +
      'at the analysis\u2019 low CPU priority; peak memory is the largest VmHWM of an FFmpeg or ffprobe child, read ' +
      'from /proc every 50 ms.',
    target: { analysisSecondsFor4Minutes1080p: TARGET_ANALYSIS_S },
    analysisSecondsFor4Minutes1080p: null,
    withinTarget: null,
    analysisSecondsPerMinute1080p: null,
    renditionSecondsPerMinute1080p: null,
    peakRssMb: null,
    details: null,
  };
  try {
    const measured = await benchAnalysis({ minutes: MINUTES, log: (line) => console.log(`  ${line}`) });
    result.analysisSecondsPerMinute1080p = measured.analysisSecondsPerMinute1080p;
    result.analysisSecondsFor4Minutes1080p = Math.round(measured.analysisSecondsPerMinute1080p * MINUTES * 10) / 10;
    result.withinTarget = result.analysisSecondsFor4Minutes1080p < TARGET_ANALYSIS_S;
    result.renditionSecondsPerMinute1080p = measured.renditionSecondsPerMinute1080p;
    result.peakRssMb = measured.peakRssMb;
    result.details = measured.details;
  } catch (error) {
    result.error = errorMessage(error);
  }
  return result;
}

await runAlone(import.meta.url, 'videoAnalysis', benchVideo);

/**
 * The profile's dialogs, each downloaded when it is about to be used rather than with the page
 * (issue 15: /profile's first visit within 200 KB). For useOnDemand (@talentbrug/ui/on-demand).
 */
export const loadDeleteFileModal = () => import('./delete-file-modal.tsx').then((module) => module.DeleteFileModal);
export const loadVideoPlayerModal = () => import('./video-player-modal.tsx').then((module) => module.VideoPlayerModal);
/** Issue 36: the player with the clip strip and the findings, opened from a video's analysis (./video-analysis-status.tsx). */
export const loadVideoAnalysisModal = () =>
  import('./video-analysis-modal.tsx').then((module) => module.VideoAnalysisModal);
/**
 * A video's analysis in its row (issue 36): downloaded once the list holds an analysis, so an
 * athlete without videos (and /profile's first visit) does not carry it.
 */
export const loadVideoAnalysisStatus = () =>
  import('./video-analysis-status.tsx').then((module) => module.VideoAnalysisStatus);

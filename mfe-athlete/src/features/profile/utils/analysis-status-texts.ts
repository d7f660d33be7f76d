/**
 * A video's analysis in its row (issue 36), in Dutch: it travels with the row's own chunk
 * (../components/video-analysis-status.tsx), not with the page.
 */
export const ANALYSIS_STATUS_TEXTS = {
  analysing: 'Video wordt geanalyseerd…',
  failed: 'De analyse is mislukt.',
  reanalyse: 'Opnieuw analyseren',
  reanalyseError: 'Kon de analyse niet opnieuw starten. Probeer het later nog eens.',
  toImprove: (count: number) => `${count} ${count === 1 ? 'ding' : 'dingen'} om te verbeteren`,
  ready: 'Klaar voor coaches',
  duration: (clock: string) => `Duur ${clock}`,
  view: 'Bekijk de analyse',
} as const;

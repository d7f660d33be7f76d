import type { VideoFindingSeverity } from '@talentbrug/domain/uploads';

/**
 * The analysis dialog's Dutch copy (issue 36), apart from PROFILE_TEXTS: it travels with the
 * dialog's own chunk, not with the page. The findings' sentences come from the server; the row's
 * texts are in ./analysis-status-texts.ts.
 */
export const ANALYSIS_TEXTS = {
  clips: 'Clips',
  clipsHint: 'Kies een clip om de video vanaf daar af te spelen.',
  clipsLabel: 'Clips op volgorde',
  noClips: 'In deze video hebben we geen losse clips gevonden.',
  clip: (n: number) => `Clip ${n}`,
  /**
   * A strip button's name: its visible 'Clip 2' and '0:04' first, in that order, then the end,
   * heard only (WCAG 2.5.3, label in name: a voice user says what she sees).
   */
  clipName: (n: number, start: string, end: string) => `Clip ${n}, ${start} tot ${end}`,
  /** A finding's button, which shows 'Clip 3'. */
  toClip: (n: number) => `Clip ${n} bekijken`,
  clipCount: (count: number) => `${count} ${count === 1 ? 'clip' : 'clips'}`,
  findings: 'Wat een coach ziet',
  noFindings: 'We hebben niets gevonden om op te letten.',
  /** Beside an icon, never colour alone. */
  severity: { fix: 'Verbeteren', tip: 'Tip', ok: 'Goed' } satisfies Record<VideoFindingSeverity, string>,
} as const;

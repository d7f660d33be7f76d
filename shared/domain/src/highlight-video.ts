/**
 * The highlight video's rules in numbers, one constant per rule, as the coach's knowledge states
 * them (server/src/modules/coach/knowledge/highlightvideo.md, the entry Sanne quotes). The video
 * analysis' guidelines (server/src/modules/video/findings/guidelines.ts) read these and a test
 * holds each to the words of its section; a screen that names a length or a moment reads them
 * too, so no screen tells an athlete another number than the analysis does.
 */
export const HIGHLIGHT_VIDEO = {
  /** 'circa 3 tot 5 minuten' (#lengte): what coaches watch. Seconds. */
  length_s: [180, 300],
  /**
   * 'Veel coaches kijken maar 30 tot 60 seconden' (#beste-actie-eerst): the stretch in which a
   * coach decides, so the strongest action goes first. Seconds.
   */
  decideWithin_s: [30, 60],
  /** 'Laat je eerste actie daarom binnen 8 seconden beginnen' (#beste-actie-eerst). Seconds. */
  firstAction_s: 8,
  /** "zo'n 3 tot 8: lang genoeg om te lezen" (#infokaart). Seconds. */
  infoCard_s: [3, 8],
  /** 'film en exporteer daarom in minstens 720p (HD)' (#filmen): the picture's short side. */
  minShortSide_px: 720,
  /** 'Een clip van meer dan 30 seconden is bijna altijd te lang' (#clips). Seconds. */
  longClip_s: 30,
} as const;

/** '3 tot 5 minuten': the length coaches watch, as an athlete reads it. */
export const HIGHLIGHT_VIDEO_LENGTH_TEXT = `${HIGHLIGHT_VIDEO.length_s[0] / 60} tot ${HIGHLIGHT_VIDEO.length_s[1] / 60} minuten`;

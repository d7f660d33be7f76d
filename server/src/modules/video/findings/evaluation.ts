/**
 * What the findings must say, written before the rules (findings.ts): each case is a video as
 * FFmpeg would measure it (built with `facts()`), the athlete's sport, and the findings a coach
 * who knows the guidelines (knowledge/highlightvideo.md) would give. findings.test.ts runs them
 * all and reports the agreement; every expectation must hold. A case that could not hold is
 * restated here with its reason, never fitted to one example.
 *
 * Only the codes a case is about are expected; the others may say anything. `clips` names the
 * clips (numbered from 1) a finding must point at; `says` are words its text must contain.
 *
 * Decisions written down here, so they are judged once:
 * - Under 720p is a `tip`, not a `fix`: the sources say coaches want to follow the number and the
 *   ball, not broadcast quality (highlightvideo.md, 'Filmen'); a 360p video still shows the play,
 *   it just makes a coach squint. A portrait video is a `fix`: on a laptop it is a narrow strip
 *   with the field cut off, which the same passage says not to do.
 * - A short video (1:30) is `ok`: 'liever korter dan langer' (Lengte). Over the window is a
 *   finding; golf has a margin from 5 to 6 minutes ('onder de 5 à 6 minuten') that is a tip.
 * - A video shorter than the stretch a coach watches to decide (30 s of 'Veel coaches kijken maar
 *   30 tot 60 seconden', Beste actie eerst) is not a highlight video but a clip: a `fix`, so its
 *   row never says 'Klaar voor coaches' (a family tour: an 8-second 360p test pattern did).
 * - The wording fits the sport: the ball and shirt numbers only where the sport has them; a
 *   swimmer, rower or runner is followed in the lane, the boat, on the track.
 * - Silence is never a finding: coaches mute anyway. Loud sound without a pause (music) is a tip.
 * - A very long clip is a tip where the sport's action is short (team sports, golf, the rest);
 *   in tennis (whole points) and races (swimming, athletics, rowing) a long clip is normal.
 * - Clips that repeat earlier ones are named in the length fix when the video is too long (the
 *   issue's sentence), and are their own tip otherwise; never both.
 */
import type { VideoFindingSeverity } from '@talentbrug/domain/uploads';
import type { AnalysisFacts, ClipFacts, Span } from '../facts.ts';

export interface FactsSpec {
  /** Seconds. */
  readonly duration: number;
  /** As displayed; 1920x1080 by default. */
  readonly width?: number;
  readonly height?: number;
  readonly rotation?: 0 | 90 | 180 | 270;
  /** A still opening from `blackIntro` (or 0) of this many seconds, its own clip; none by default. */
  readonly opening?: number;
  /** A black stretch from 0 of this many seconds, its own clip, before the opening. */
  readonly blackIntro?: number;
  /** Seconds per action clip; 6 by default. The last clip takes what is left. */
  readonly clipLength?: number;
  /** Clips (numbered from 1, counting the intro and opening clips) with their own length. */
  readonly longClips?: Readonly<Record<number, number>>;
  /** Clip n shows (almost) the same picture as clip m: its signature differs in 3 bits. */
  readonly repeats?: Readonly<Record<number, number>>;
  readonly black?: readonly (readonly [number, number])[];
  readonly frozen?: readonly (readonly [number, number])[];
  readonly silence?: readonly (readonly [number, number])[];
  /** null: no audio at all. Field and crowd noise from a phone is around -35 dBFS. */
  readonly meanVolumeDb?: number | null;
}

/** A 64-bit signature that differs from any other clip's in about half its bits. */
function signatureOf(seed: number): bigint {
  // splitmix64: a well-mixed number per seed.
  let z = (BigInt(seed) * 0x9e3779b97f4a7c15n + 0x632be59bd9b4e019n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return z ^ (z >> 31n);
}

const hex = (value: bigint) => value.toString(16).padStart(16, '0');

/** AnalysisFacts for a case: a 1080p landscape H.264 video with AAC crowd noise, cut in clips. */
export function facts(spec: FactsSpec): AnalysisFacts {
  const { duration } = spec;
  const spans: Span[] = [];
  let at = 0;
  if (spec.blackIntro) {
    spans.push({ start_s: 0, end_s: spec.blackIntro });
    at = spec.blackIntro;
  }
  const opening: Span | null = spec.opening ? { start_s: at, end_s: at + spec.opening } : null;
  if (opening) {
    spans.push(opening);
    at = opening.end_s;
  }
  while (at < duration - 1e-9) {
    const length = spec.longClips?.[spans.length + 1] ?? spec.clipLength ?? 6;
    const end = Math.min(duration, at + length);
    spans.push({ start_s: at, end_s: end });
    at = end;
  }
  const signatures = spans.map((_, index) => signatureOf(index + 1));
  for (const [clip, of] of Object.entries(spec.repeats ?? {})) {
    const original = signatures[of - 1];
    if (original !== undefined) signatures[Number(clip) - 1] = original ^ 0b1001_0001n;
  }
  const clips: ClipFacts[] = spans.map((span, index) => ({ ...span, signature: hex(signatures[index] ?? 0n) }));
  const span = ([start_s, end_s]: readonly [number, number]): Span => ({ start_s, end_s });
  const hasAudio = spec.meanVolumeDb !== null;
  return {
    video: {
      duration_s: duration,
      width: spec.width ?? 1920,
      height: spec.height ?? 1080,
      rotation: spec.rotation ?? 0,
      fps: 30,
      variableFrameRate: false,
      videoCodec: 'h264',
      audioCodec: hasAudio ? 'aac' : null,
      hasAudio,
      pixelFormat: 'yuv420p',
      bitrate: 8_000_000,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
    },
    detection: {
      clips,
      black: [...(spec.blackIntro ? [{ start_s: 0, end_s: spec.blackIntro }] : []), ...(spec.black ?? []).map(span)],
      frozen: [...(opening ? [opening] : []), ...(spec.frozen ?? []).map(span)],
      silence: hasAudio ? [...(spec.silence ?? []).map(span)] : [],
      staticOpening: opening,
      meanVolumeDb: hasAudio ? (spec.meanVolumeDb ?? -35) : null,
    },
  };
}

export interface Expected {
  readonly severity: VideoFindingSeverity;
  /** The clips the finding names, exactly. */
  readonly clips?: readonly number[];
  /** Words the text must contain. */
  readonly says?: readonly string[];
}

export interface EvaluationCase {
  readonly name: string;
  /** A sport id of @talentbrug/domain/sports, or null when the athlete named none. */
  readonly sport: string | null;
  readonly facts: AnalysisFacts;
  readonly expect: Readonly<Record<string, Expected>>;
  /** Codes that must not be reported for this video. */
  readonly absent?: readonly string[];
}

const ok: Expected = { severity: 'ok' };
const tip: Expected = { severity: 'tip' };
const fix: Expected = { severity: 'fix' };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

/** A tidy video: an info card of 4 seconds, then actions of 6 seconds, 1080p, landscape. */
const tidy = (duration: number, extra: Partial<FactsSpec> = {}) => facts({ duration, opening: 4, ...extra });

export const EVALUATION: readonly EvaluationCase[] = [
  // ---- length per sport (Lengte; Video bij golf) ----------------------------------------------
  {
    name: 'a tidy 3:00 video without a sport is as coaches want it',
    sport: null,
    facts: tidy(180),
    expect: {
      length: { severity: 'ok', says: ['3:00'] },
      'first-action': ok,
      'info-card': ok,
      resolution: ok,
      portrait: ok,
      'long-clips': ok,
      black: ok,
      frozen: ok,
      repeats: ok,
      sound: ok,
    },
  },
  {
    name: 'soccer 1:30: short is fine',
    sport: 'soccer',
    facts: tidy(90),
    expect: { length: { severity: 'ok', says: ['1:30', 'geen bezwaar'] } },
  },
  {
    name: 'a swimmer’s 8-second 360p test pattern is too short for a highlight video',
    sport: 'swimming',
    facts: facts({ duration: 8, width: 640, height: 360, clipLength: 8 }),
    expect: {
      length: { severity: 'fix', says: ['8 seconden', '30 tot 60 seconden'] },
      resolution: { severity: 'tip', says: ['360p', '720p', 'baan'] },
      'first-action': ok,
    },
  },
  {
    name: 'soccer 0:25 is still too short',
    sport: 'soccer',
    facts: tidy(25),
    expect: { length: { severity: 'fix', says: ['25 seconden'] } },
  },
  {
    name: 'soccer 0:45 is short, and fine',
    sport: 'soccer',
    facts: tidy(45),
    expect: { length: { severity: 'ok', says: ['0:45', 'geen bezwaar'] } },
  },
  { name: 'soccer 3:00', sport: 'soccer', facts: tidy(180), expect: { length: ok } },
  { name: 'soccer 4:30', sport: 'soccer', facts: tidy(270), expect: { length: ok } },
  {
    name: 'soccer 6:40 is too long',
    sport: 'soccer',
    facts: tidy(400),
    expect: { length: { severity: 'fix', clips: [], says: ['6:40', '3 tot 5 minuten', '1:40'] } },
  },
  { name: 'soccer 12:00', sport: 'soccer', facts: tidy(720), expect: { length: { severity: 'fix', says: ['12:00'] } } },
  { name: 'field hockey 4:30', sport: 'field-hockey', facts: tidy(270), expect: { length: ok } },
  { name: 'basketball 6:40', sport: 'basketball', facts: tidy(400), expect: { length: fix } },
  { name: 'tennis 1:30', sport: 'tennis', facts: tidy(90), expect: { length: ok } },
  { name: 'tennis 4:30', sport: 'tennis', facts: tidy(270), expect: { length: ok } },
  { name: 'tennis 6:40', sport: 'tennis', facts: tidy(400), expect: { length: fix } },
  { name: 'golf 3:00', sport: 'golf', facts: tidy(180), expect: { length: ok } },
  { name: 'golf 4:30', sport: 'golf', facts: tidy(270), expect: { length: ok } },
  {
    name: 'golf 5:30: within "5 à 6 minuten", shorter is better',
    sport: 'golf',
    facts: tidy(330),
    expect: { length: { severity: 'tip', says: ['5:30'] } },
  },
  { name: 'golf 6:40: over six minutes', sport: 'golf', facts: tidy(400), expect: { length: fix } },
  { name: 'golf 12:00', sport: 'golf', facts: tidy(720), expect: { length: fix } },
  { name: 'no sport 6:40', sport: null, facts: tidy(400), expect: { length: fix } },
  {
    name: 'an unknown sport is judged by the general window',
    sport: 'quidditch',
    facts: tidy(330),
    expect: { length: fix },
  },
  {
    name: 'the issue’s example: 6:40 whose clips 14 to 22 repeat earlier ones',
    sport: 'basketball',
    facts: tidy(400, { repeats: Object.fromEntries(range(14, 22).map((clip) => [clip, clip - 10])) }),
    expect: {
      length: { severity: 'fix', clips: range(14, 22), says: ['6:40', 'clips 14 tot en met 22', 'eerdere'] },
    },
    absent: ['repeats'],
  },

  // ---- repeats on their own ---------------------------------------------------------------------
  {
    name: 'two clips of a 3:30 video repeat earlier ones',
    sport: 'volleyball',
    facts: tidy(210, { repeats: { 7: 3, 12: 4 } }),
    expect: { length: ok, repeats: { severity: 'tip', clips: [7, 12], says: ['clips 7 en 12'] } },
  },
  {
    name: 'one repeated clip',
    sport: 'field-hockey',
    facts: tidy(210, { repeats: { 9: 2 } }),
    expect: { repeats: { severity: 'tip', clips: [9], says: ['clip 9'] } },
  },
  // Added after measuring real FFmpeg signatures (findings-on-files.test.ts): on a generated reel of
  // 75 different shots, 50 hashed within 3 bits of an earlier one; one fixed camera over one field
  // does the same. When most clips 'repeat', the measure cannot tell them apart: no advice to cut.
  {
    name: 'most clips hash alike (one fixed camera): repeats are not judged, the length names no clips',
    sport: 'field-hockey',
    facts: tidy(400, { repeats: Object.fromEntries(range(4, 30).map((clip) => [clip, 1 + (clip % 3)])) }),
    expect: { length: { severity: 'fix', clips: [] } },
    absent: ['repeats'],
  },

  // ---- the opening: info card and first action (Infokaart aan het begin; Beste actie eerst) --------
  {
    name: 'a still opening of 3 seconds: an info card, action right after',
    sport: 'soccer',
    facts: facts({ duration: 200, opening: 3 }),
    expect: { 'info-card': ok, 'first-action': ok },
  },
  {
    name: 'a still opening of 12 seconds: the first action comes too late',
    sport: 'soccer',
    facts: facts({ duration: 200, opening: 12 }),
    expect: { 'info-card': ok, 'first-action': { severity: 'fix', says: ['12 seconden'] } },
  },
  {
    name: 'no still opening: no info card',
    sport: 'soccer',
    facts: facts({ duration: 200 }),
    expect: { 'info-card': tip, 'first-action': ok },
  },
  {
    name: 'a still first image of 1.5 seconds is too short to be read',
    sport: 'field-hockey',
    facts: facts({ duration: 200, opening: 1.5 }),
    expect: { 'info-card': tip, 'first-action': ok },
  },
  {
    name: 'a 15-second black intro with silence: late start, black named, silence is no finding',
    sport: null,
    facts: facts({ duration: 200, blackIntro: 15, silence: [[0, 15]] }),
    expect: {
      'first-action': { severity: 'fix', says: ['15 seconden'] },
      black: { severity: 'fix', clips: [1] },
      'info-card': tip,
      sound: ok,
    },
  },
  {
    name: 'black for 5 seconds, then a card of 5: the first action starts after 10 seconds',
    sport: 'volleyball',
    facts: facts({ duration: 200, blackIntro: 5, opening: 5 }),
    expect: { 'first-action': fix, 'info-card': ok, black: { severity: 'fix', clips: [1] } },
  },

  // ---- picture (Filmen) -------------------------------------------------------------------------
  {
    name: '640x360 is under 720p',
    sport: 'soccer',
    facts: tidy(200, { width: 640, height: 360 }),
    expect: { resolution: tip },
  },
  {
    name: '1280x720 is enough',
    sport: 'soccer',
    facts: tidy(200, { width: 1280, height: 720 }),
    expect: { resolution: ok },
  },
  { name: '1080p', sport: 'golf', facts: tidy(200), expect: { resolution: ok, portrait: ok } },
  {
    name: 'a phone held upright (rotation flag): portrait, sharp enough',
    sport: 'basketball',
    facts: tidy(200, { width: 1080, height: 1920, rotation: 90 }),
    expect: { portrait: fix, resolution: ok },
  },
  {
    name: 'portrait 720x1280',
    sport: null,
    facts: tidy(200, { width: 720, height: 1280 }),
    expect: { portrait: { severity: 'fix', says: ['liggend'] } },
  },

  // ---- clips (Clips) ----------------------------------------------------------------------------
  {
    name: 'one clip of 40 seconds in soccer',
    sport: 'soccer',
    facts: tidy(200, { longClips: { 6: 40 } }),
    expect: { 'long-clips': { severity: 'tip', clips: [6], says: ['40 seconden'] } },
  },
  {
    name: 'two long clips in golf',
    sport: 'golf',
    facts: tidy(200, { longClips: { 3: 45, 8: 35 } }),
    expect: { 'long-clips': { severity: 'tip', clips: [3, 8] } },
  },
  {
    name: 'a tennis point of 40 seconds is a normal clip',
    sport: 'tennis',
    facts: tidy(200, { longClips: { 4: 40 } }),
    expect: { 'long-clips': ok },
  },
  {
    name: 'a swimming race of 65 seconds is one clip',
    sport: 'swimming',
    facts: tidy(200, { longClips: { 2: 65 } }),
    expect: { 'long-clips': ok },
  },
  {
    name: 'an 800 m of two minutes is one clip',
    sport: 'athletics',
    facts: tidy(200, { longClips: { 2: 120 } }),
    expect: { 'long-clips': ok },
  },

  // ---- black and frozen stretches ---------------------------------------------------------------
  {
    name: 'a fade to black of one second between clips is editing, not a gap',
    sport: 'soccer',
    facts: tidy(200, { black: [[63.5, 64.5]] }),
    expect: { black: ok },
  },
  {
    name: 'four black seconds in the middle',
    sport: 'soccer',
    facts: tidy(200, { black: [[65, 69]] }),
    expect: { black: { severity: 'fix', clips: [12], says: ['1:05'] } },
  },
  {
    name: 'the picture stands still for 5 seconds mid-video',
    sport: 'soccer',
    facts: tidy(200, { frozen: [[101, 106]] }),
    expect: { frozen: { severity: 'tip', clips: [18], says: ['1:41'] } },
  },
  {
    name: 'a freeze of 2 seconds to mark the athlete is what the guideline asks',
    sport: 'soccer',
    facts: tidy(200, { frozen: [[40.5, 42.5]] }),
    expect: { frozen: ok },
  },
  {
    name: 'a closing card of 5 seconds with contact details',
    sport: 'soccer',
    facts: tidy(200, { frozen: [[195, 200]] }),
    expect: { frozen: ok },
  },

  // ---- sound -------------------------------------------------------------------------------------
  {
    name: 'long silence: coaches mute anyway',
    sport: 'soccer',
    facts: tidy(200, { silence: [[10, 190]], meanVolumeDb: -55 }),
    expect: { sound: ok },
  },
  { name: 'no audio track', sport: 'soccer', facts: tidy(200, { meanVolumeDb: null }), expect: { sound: ok } },
  {
    name: 'loud music without a pause',
    sport: 'basketball',
    facts: tidy(200, { meanVolumeDb: -14 }),
    expect: { sound: { severity: 'tip', says: ['muziek'] } },
  },
  { name: 'crowd noise from a phone', sport: 'soccer', facts: tidy(200, { meanVolumeDb: -35 }), expect: { sound: ok } },

  // ---- everything at once ------------------------------------------------------------------------
  {
    name: 'a 12:00 portrait 360p video with a 12-second card',
    sport: 'soccer',
    facts: facts({ duration: 720, width: 360, height: 640, opening: 12 }),
    expect: { length: fix, portrait: fix, 'first-action': fix, resolution: tip, 'info-card': ok },
  },
];

/**
 * Coach-ready findings from what FFmpeg measured: one finding per check, in Dutch as Sanne says it,
 * fixes first, then tips, then what is already good. Pure: the same facts and sport give the same
 * findings, so they are computed again whenever they are read and never go stale against the
 * guidelines (guidelines.ts, from the coach's knowledge).
 *
 * A check whose measurement is missing (no clips, no picture size) is left out rather than guessed.
 */
import { formatNumber } from '@talentbrug/domain/format';
import type { VideoFinding, VideoFindingSeverity } from '@talentbrug/domain/uploads';
import type { AnalysisFacts, ClipFacts, Span } from '../facts.ts';
import { formatClips, formatDuration, formatSpan } from './format.ts';
import { guidelineFor, type VideoGuideline } from './guidelines.ts';
import { type SportWords, sportWords } from './sport-words.ts';

// ---- how the measurements are read (not guidelines for the athlete) ---------------------------

/** Two clips whose signatures differ in at most this many of 64 bits show the same picture. */
export const REPEAT_MAX_BITS = 6;
/**
 * When more than this share of the clips would repeat earlier ones, the signatures cannot tell the
 * clips apart (one picture hash of 8x8 grey: one fixed camera over one field hashes alike; on a
 * generated reel of 75 different shots, 50 came within 3 bits of an earlier one). Then no repeats
 * are judged: advice to cut clips must not rest on a measure that calls most of them the same.
 */
export const REPEAT_MAX_SHARE = 1 / 3;
/** A black stretch up to this long is a fade between clips, an edit; longer, the coach sees nothing. */
export const BLACK_FADE_S = 2;
/**
 * A still picture up to this long mid-video is the freeze that marks the athlete ('een seconde of
 * twee', Jezelf aanwijzen), with some room; longer, the video seems to hang.
 */
export const FREEZE_MARK_S = 3;
/** Spans touching within this count as one (the detectors' edges are not exact). */
const TOUCH_S = 0.5;
/**
 * Sound this loud on average, with hardly a pause, is music laid under the video: field and crowd
 * noise from a phone or camera sits around -30 to -40 dBFS, mastered music around -10 to -20.
 */
export const LOUD_DB = -20;
/** 'Hardly a pause': silence under this share of the video. */
const MUSIC_MAX_SILENCE = 0.1;

export const FINDING_CODES = [
  'length',
  'first-action',
  'info-card',
  'resolution',
  'portrait',
  'long-clips',
  'black',
  'frozen',
  'repeats',
  'sound',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

const ORDER: Readonly<Record<VideoFindingSeverity, number>> = { fix: 0, tip: 1, ok: 2 };

const finite = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const spansOf = (value: unknown): Span[] =>
  Array.isArray(value)
    ? value
        .map((span) => ({ start_s: finite(span?.start_s, Number.NaN), end_s: finite(span?.end_s, Number.NaN) }))
        .filter((span) => Number.isFinite(span.start_s) && Number.isFinite(span.end_s) && span.end_s > span.start_s)
    : [];

const lengthOf = (span: Span) => span.end_s - span.start_s;
const overlaps = (a: Span, b: Span) => a.start_s < b.end_s && b.start_s < a.end_s;

/** The signature as 64 bits, or null when it is not 16 hex digits. */
function bitsOf(signature: unknown): bigint | null {
  return typeof signature === 'string' && /^[0-9a-f]{16}$/i.test(signature) ? BigInt(`0x${signature}`) : null;
}

function hamming(a: bigint, b: bigint): number {
  let x = a ^ b;
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

interface Reading {
  readonly duration: number;
  readonly clips: readonly ClipFacts[];
  readonly black: readonly Span[];
  readonly frozen: readonly Span[];
  readonly silence: readonly Span[];
  /** The still opening, if it follows the video's start (after any black) closely enough to be one. */
  readonly opening: Span | null;
  /** When the picture first moves: after the black and still stretches the video opens with. */
  readonly firstAction: number;
  readonly guideline: VideoGuideline;
  readonly words: SportWords;
}

/** The facts, read defensively: the job stores them as JSON, and a finding must never throw. */
function read(facts: AnalysisFacts, sport: string | null): Reading {
  const duration = Math.max(0, finite(facts?.video?.duration_s));
  const detection = facts?.detection;
  const clips = (Array.isArray(detection?.clips) ? detection.clips : [])
    .filter((clip) => clip && Number.isFinite(clip.start_s) && Number.isFinite(clip.end_s))
    .map((clip) => ({ start_s: clip.start_s, end_s: clip.end_s, signature: clip.signature }));
  const black = spansOf(detection?.black);
  const frozen = spansOf(detection?.frozen);
  const silence = spansOf(detection?.silence);
  const [still] = spansOf(detection?.staticOpening ? [detection.staticOpening] : []);

  // The opening: black and still stretches chained from 0.
  let firstAction = 0;
  let opening: Span | null = null;
  for (let changed = true; changed; ) {
    changed = false;
    for (const span of [...black, ...(still ? [still] : [])]) {
      if (span.start_s <= firstAction + TOUCH_S && span.end_s > firstAction) {
        firstAction = span.end_s;
        if (span === still) opening = still;
        changed = true;
      }
    }
  }
  return {
    duration,
    clips,
    black,
    frozen,
    silence,
    opening,
    firstAction: Math.min(firstAction, duration || firstAction),
    guideline: guidelineFor(typeof sport === 'string' ? sport : null),
    words: sportWords(typeof sport === 'string' ? sport : null),
  };
}

/** The clips (numbered from 1) a stretch of the video falls in. */
function clipsIn(reading: Reading, span: Span): number[] {
  const numbers: number[] = [];
  reading.clips.forEach((clip, index) => {
    if (overlaps(clip, span)) numbers.push(index + 1);
  });
  return numbers;
}

/**
 * The clips that show (almost) the same picture as an earlier clip, each with the first clip it
 * repeats; the opening, black clips and flat pictures aside.
 */
function repeatedClips(reading: Reading): { clip: number; of: number }[] | null {
  const seen: { bits: bigint; clip: number }[] = [];
  const repeated: { clip: number; of: number }[] = [];
  reading.clips.forEach((clip, index) => {
    const bits = bitsOf(clip.signature);
    const inert =
      bits === null ||
      // A flat picture (all dark or all light) hashes to all zeros or all ones, whatever it shows.
      bits === 0n ||
      bits === 0xffffffffffffffffn ||
      (reading.opening !== null && clip.end_s <= reading.opening.end_s + TOUCH_S) ||
      reading.black.some((span) => span.start_s <= clip.start_s + TOUCH_S && span.end_s >= clip.end_s - TOUCH_S);
    if (inert) return;
    const earlier = seen.find((one) => hamming(one.bits, bits) <= REPEAT_MAX_BITS);
    if (earlier) repeated.push({ clip: index + 1, of: earlier.clip });
    else seen.push({ bits, clip: index + 1 });
  });
  const judged = seen.length + repeated.length;
  return repeated.length > REPEAT_MAX_SHARE * judged ? null : repeated;
}

const totalOf = (reading: Reading, clips: readonly number[]) =>
  clips.reduce((sum, n) => {
    const clip = reading.clips[n - 1];
    return sum + (clip ? lengthOf(clip) : 0);
  }, 0);

type Finding = VideoFinding & { code: FindingCode };
const finding = (code: FindingCode, severity: VideoFindingSeverity, text: string, clips: number[] = []): Finding => ({
  code,
  severity,
  text,
  clips,
});

// ---- the checks --------------------------------------------------------------------------------

function lengthCheck(reading: Reading, repeats: readonly number[]): Finding | null {
  const { duration, guideline } = reading;
  if (duration <= 0) return null;
  const max = guideline.lengthMax_s.value;
  const fixAbove = guideline.lengthFixAbove_s.value;
  const window = `${formatNumber(guideline.lengthMin_s.value / 60)} tot ${formatNumber(max / 60)} minuten`;
  const length = formatDuration(duration);
  const [decideMin, decideMax] = guideline.decideWithin_s;
  if (duration < guideline.lengthTooShort_s.value - TOUCH_S) {
    // A clip, not a highlight video: 'liever korter' is about a reel of several actions.
    return finding(
      'length',
      'fix',
      `Je video duurt ${formatSpan(duration)}: te kort voor een highlightvideo, want veel coaches kijken ${formatNumber(decideMin.value)} tot ${formatNumber(decideMax.value)} seconden voordat ze beslissen. Zet meer van je beste acties achter elkaar, je sterkste vooraan; een highlightvideo duurt circa ${window}.`,
    );
  }
  if (duration <= max + TOUCH_S) {
    return duration < guideline.lengthMin_s.value
      ? finding(
          'length',
          'ok',
          `Je video duurt ${length}. Korter dan de ${window} die coaches kijken is geen bezwaar: liever kort en sterk dan lang. Heb je nog acties die echt sterk zijn, voeg die dan toe.`,
        )
      : finding('length', 'ok', `Je video duurt ${length}, mooi binnen de ${window} die coaches kijken.`);
  }
  const excess = duration - max;
  if (duration <= fixAbove + TOUCH_S) {
    return finding(
      'length',
      'tip',
      `Je video duurt ${length}; coaches kijken het liefst ${window}. Haal er ${formatSpan(excess)} uit: laat je minst sterke acties weg.`,
    );
  }
  if (repeats.length > 0) {
    const rest = excess - totalOf(reading, repeats);
    return finding(
      'length',
      'fix',
      `Je video duurt ${length}; coaches kijken ${window}. Laat ${formatClips(repeats)} weg, die lijken op eerdere${
        rest > TOUCH_S ? `, en haal er daarna nog ${formatSpan(rest)} aan minder sterke acties uit` : ''
      }.`,
      [...repeats],
    );
  }
  return finding(
    'length',
    'fix',
    `Je video duurt ${length}; coaches kijken ${window}. Haal er minstens ${formatSpan(excess)} uit: houd alleen je beste acties over.`,
  );
}

function firstActionCheck(reading: Reading): Finding | null {
  if (reading.duration <= 0) return null;
  const { firstAction, guideline } = reading;
  const [, decideMax] = guideline.decideWithin_s;
  const decide = `${formatNumber(guideline.decideWithin_s[0].value)} tot ${formatNumber(decideMax.value)} seconden`;
  if (firstAction <= guideline.firstAction_s.value + TOUCH_S) {
    return finding(
      'first-action',
      'ok',
      firstAction < 1
        ? `Je video begint meteen met actie. Zet je sterkste actie helemaal vooraan: veel coaches kijken maar ${decide}.`
        : `Na ${formatSpan(firstAction)} begint je eerste actie, op tijd. Zet je sterkste actie helemaal vooraan: veel coaches kijken maar ${decide}.`,
    );
  }
  return finding(
    'first-action',
    'fix',
    `Je eerste actie begint pas na ${formatSpan(firstAction)}; veel coaches kijken maar ${decide}. Laat je eerste actie binnen ${formatSpan(guideline.firstAction_s.value)} beginnen: knip het begin korter en zet je sterkste actie vooraan.`,
    clipsIn(reading, { start_s: 0, end_s: firstAction }),
  );
}

function infoCardCheck(reading: Reading): Finding | null {
  if (reading.duration <= 0) return null;
  const [min, max] = reading.guideline.infoCard_s;
  const what = reading.words.positions
    ? 'je naam, examenjaar, positie, club, GPA en contactgegevens'
    : 'je naam, examenjaar, club, GPA en contactgegevens';
  const { opening } = reading;
  if (!opening) {
    return finding(
      'info-card',
      'tip',
      `Ik zie aan het begin geen infokaart. Begin met een rustig beeld van ${formatNumber(min.value)} tot ${formatNumber(max.value)} seconden met ${what}.`,
    );
  }
  const shown = lengthOf(opening);
  if (shown < min.value - 0.25) {
    return finding(
      'info-card',
      'tip',
      `Je video opent met een stilstaand beeld van ${formatSpan(shown)}: te kort om te lezen. Laat je infokaart ${formatNumber(min.value)} tot ${formatNumber(max.value)} seconden staan, met ${what}.`,
      clipsIn(reading, opening),
    );
  }
  return finding(
    'info-card',
    'ok',
    shown <= max.value + TOUCH_S
      ? `Je video opent met een stilstaand beeld van ${formatSpan(shown)}, zoals een infokaart hoort. Controleer of er ${what} op staan.`
      : `Je video opent met een stilstaand beeld van ${formatSpan(shown)}, waarschijnlijk je infokaart: goed dat hij er is. Controleer of er ${what} op staan.`,
    clipsIn(reading, opening),
  );
}

function resolutionCheck(facts: AnalysisFacts, reading: Reading): Finding | null {
  const width = finite(facts?.video?.width);
  const height = finite(facts?.video?.height);
  if (width <= 0 || height <= 0) return null;
  const short = Math.round(Math.min(width, height));
  const min = reading.guideline.minShortSide_px.value;
  if (short >= min)
    return finding('resolution', 'ok', `Je video is ${short}p: scherp genoeg om ${reading.words.follow} te volgen.`);
  return finding(
    'resolution',
    'tip',
    `Je video is ${short}p: te weinig om ${reading.words.follow} goed te volgen. Film en exporteer in minstens ${min}p (HD): zet je camera of telefoon op die stand.`,
  );
}

function portraitCheck(facts: AnalysisFacts, reading: Reading): Finding | null {
  const width = finite(facts?.video?.width);
  const height = finite(facts?.video?.height);
  if (width <= 0 || height <= 0) return null;
  if (height <= width) return finding('portrait', 'ok', 'Je video is liggend gefilmd, zoals coaches hem willen zien.');
  return finding(
    'portrait',
    'fix',
    `Je video is staand gefilmd: op de laptop van een coach is dat een smalle strook met zwarte randen. Film je acties liggend (landscape), zodat ${reading.words.around} om je heen in beeld is.`,
  );
}

function longClipsCheck(reading: Reading): Finding | null {
  const actions = reading.clips
    .map((clip, index) => ({ clip, number: index + 1 }))
    .filter(({ clip }) => !(reading.opening && clip.end_s <= reading.opening.end_s + TOUCH_S))
    .filter(({ clip }) => lengthOf(clip) > 0);
  if (actions.length === 0) return null;
  const limit = reading.guideline.longClip_s;
  const average = actions.reduce((sum, { clip }) => sum + lengthOf(clip), 0) / actions.length;
  if (limit === null) {
    return finding(
      'long-clips',
      'ok',
      `Bij jouw sport mag een clip ${reading.guideline.sportPassage === 'highlightvideo#tennis' ? 'een heel punt' : 'een hele race'} zijn; je clips duren gemiddeld ${formatSpan(average)}.`,
    );
  }
  const long = actions.filter(({ clip }) => lengthOf(clip) > limit.value + TOUCH_S);
  if (long.length === 0) {
    return finding(
      'long-clips',
      'ok',
      `Je clips duren gemiddeld ${formatSpan(average)}: één actie per clip, precies wat een coach wil.`,
    );
  }
  const numbers = long.map(({ number }) => number);
  const longest = Math.max(...long.map(({ clip }) => lengthOf(clip)));
  const seen =
    long.length === 1
      ? `${capital(formatClips(numbers))} duurt ${formatSpan(longest)}`
      : `${capital(formatClips(numbers))} duren langer dan ${formatSpan(limit.value)} (de langste ${formatSpan(longest)})`;
  return finding(
    'long-clips',
    'tip',
    `${seen}. Knip ${long.length === 1 ? 'hem' : 'ze'} in tot de actie zelf: begin vlak ervoor en stop als de actie klaar is.`,
    numbers,
  );
}

function blackCheck(reading: Reading): Finding | null {
  if (reading.duration <= 0) return null;
  const gaps = reading.black.filter((span) => lengthOf(span) > BLACK_FADE_S + 1e-9);
  if (gaps.length === 0) return finding('black', 'ok', 'Er zit geen zwart beeld tussen je acties.');
  const total = gaps.reduce((sum, span) => sum + lengthOf(span), 0);
  const where = gaps.map((span) => (span.start_s < TOUCH_S ? 'aan het begin' : `bij ${formatDuration(span.start_s)}`));
  const seen =
    gaps.length === 1
      ? `Je video is ${formatSpan(total)} zwart ${where[0]}`
      : `Je video is op ${formatNumber(gaps.length)} plekken zwart (${where.join(', ')}), samen ${formatSpan(total)}`;
  return finding(
    'black',
    'fix',
    `${seen}. Knip het zwarte beeld eruit: daar ziet een coach niets.`,
    [...new Set(gaps.flatMap((span) => clipsIn(reading, span)))].sort((a, b) => a - b),
  );
}

function frozenCheck(reading: Reading): Finding | null {
  if (reading.duration <= 0) return null;
  const { opening, duration } = reading;
  const [, cardMax] = reading.guideline.infoCard_s;
  const hangs = reading.frozen.filter((span) => {
    if (lengthOf(span) <= FREEZE_MARK_S + 1e-9) return false;
    if (span.start_s <= reading.firstAction + TOUCH_S) return false; // the opening, judged above
    if (opening && overlaps(span, opening)) return false;
    // A closing card with the contact details, as long as an info card may be.
    if (span.end_s >= duration - TOUCH_S && lengthOf(span) <= cardMax.value + TOUCH_S) return false;
    // Black is its own finding.
    return !reading.black.some(
      (black) => black.start_s <= span.start_s + TOUCH_S && black.end_s >= span.end_s - TOUCH_S,
    );
  });
  if (hangs.length === 0) return finding('frozen', 'ok', 'Het beeld blijft lopen: nergens staat je video lang stil.');
  const first = hangs[0] as Span;
  const seen =
    hangs.length === 1
      ? `Bij ${formatDuration(first.start_s)} staat het beeld ${formatSpan(lengthOf(first))} stil`
      : `Op ${formatNumber(hangs.length)} plekken staat het beeld langer dan ${formatSpan(FREEZE_MARK_S)} stil (de eerste bij ${formatDuration(first.start_s)})`;
  return finding(
    'frozen',
    'tip',
    `${seen}. Knip dat stuk eruit; wijs je jezelf daar aan, houd het dan bij een seconde of twee.`,
    [...new Set(hangs.flatMap((span) => clipsIn(reading, span)))].sort((a, b) => a - b),
  );
}

function repeatsCheck(repeats: readonly { clip: number; of: number }[] | null, folded: boolean): Finding | null {
  if (folded || repeats === null) return null;
  if (repeats.length === 0) return finding('repeats', 'ok', 'Elke actie komt één keer voorbij: geen herhalingen.');
  const clips = repeats.map((repeat) => repeat.clip);
  const one = repeats.length === 1;
  return finding(
    'repeats',
    'tip',
    `${capital(formatClips(clips))} ${one ? 'lijkt' : 'lijken'} op ${formatClips(repeats.map((repeat) => repeat.of))}. Laat ${one ? 'hem' : 'ze'} weg: een coach wil elke actie maar één keer zien.`,
    clips,
  );
}

function soundCheck(facts: AnalysisFacts, reading: Reading): Finding | null {
  if (reading.duration <= 0) return null;
  const volume = facts?.detection?.meanVolumeDb;
  const hasAudio = facts?.video?.hasAudio === true && typeof volume === 'number' && Number.isFinite(volume);
  const silent = reading.silence.reduce((sum, span) => sum + lengthOf(span), 0);
  if (hasAudio && volume >= LOUD_DB && silent < MUSIC_MAX_SILENCE * reading.duration) {
    return finding(
      'sound',
      'tip',
      'Onder je video zit doorlopend hard geluid, waarschijnlijk muziek. Veel coaches zetten het geluid uit en muziek leidt af: laat hem weg of zet hem zacht.',
    );
  }
  return finding('sound', 'ok', 'Geen harde muziek onder je video: prima, veel coaches kijken toch zonder geluid.');
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The findings for one analysed video and the athlete's sport (an id such as 'golf', a profile's
 * sport name such as 'Golf', or null): one per check, fixes first, then tips, then what is good.
 */
export function videoFindings(facts: AnalysisFacts, sport: string | null): VideoFinding[] {
  const reading = read(facts, sport);
  const repeats = repeatedClips(reading);
  const length = lengthCheck(
    reading,
    (repeats ?? []).map((repeat) => repeat.clip),
  );
  const findings = [
    length,
    firstActionCheck(reading),
    infoCardCheck(reading),
    portraitCheck(facts, reading),
    resolutionCheck(facts, reading),
    longClipsCheck(reading),
    blackCheck(reading),
    frozenCheck(reading),
    repeatsCheck(repeats, length?.severity === 'fix' && length.clips.length > 0),
    soundCheck(facts, reading),
  ].filter((found): found is Finding => found !== null);
  // Stable: within a severity, the order above (what weighs most for a coach first).
  return findings
    .map((found, at) => ({ found, at }))
    .sort((a, b) => ORDER[a.found.severity] - ORDER[b.found.severity] || a.at - b.at)
    .map(({ found }) => found);
}

/**
 * The numbers the findings judge a video by, per sport, each with the passage of the coach's
 * knowledge (knowledge/highlightvideo.md) that states it, named by the stable id after its heading
 * ('highlightvideo#lengte' is `## Lengte {#lengte}`): Sanne quotes the same passages, so the
 * analysis and the coach never disagree, and an editor may reword a heading without touching this
 * file. guidelines.test.ts reads the Markdown and fails, naming the id, when a passage here has no
 * heading with its id, and when a number here is not what its passage says. The numbers
 * themselves are @talentbrug/domain/highlight-video's, which the screens read too: one constant
 * per rule.
 *
 * How FFmpeg's measurements are read (how long a black stretch must be before it counts, how
 * alike two clips must look) is not a guideline for the athlete: findings.ts holds those.
 */
import { HIGHLIGHT_VIDEO } from '@talentbrug/domain/highlight-video';
import { findSport, sportById, TEAM_SPORTS } from '@talentbrug/domain/sports';

/** The knowledge entry the guidelines come from. */
export const GUIDELINE_ENTRY = 'highlightvideo';

/** The sports' own passages of knowledge/highlightvideo.md (the coach quotes the athlete's). */
export const SPORT_PASSAGES = [
  'highlightvideo#teamsporten',
  'highlightvideo#tennis',
  'highlightvideo#golf',
  'highlightvideo#zwemmen',
] as const;

/** The sections of knowledge/highlightvideo.md the guidelines quote, by their `{#id}`. */
export const GUIDELINE_SECTIONS = [
  'highlightvideo#lengte',
  'highlightvideo#beste-actie-eerst',
  'highlightvideo#infokaart',
  'highlightvideo#filmen',
  'highlightvideo#clips',
  ...SPORT_PASSAGES,
] as const;

/** A section the guidelines may name: 'highlightvideo#lengte'. */
export type GuidelineSection = (typeof GUIDELINE_SECTIONS)[number];

/** A number as a passage of the knowledge states it. */
export interface Stated<T = number> {
  readonly value: T;
  /** The section that states it: 'highlightvideo#lengte' is `## Lengte {#lengte}` in knowledge/highlightvideo.md. */
  readonly passage: GuidelineSection;
  /** The words of that passage that state it, verbatim. */
  readonly quote: string;
  /** What one unit of `quote` is worth in `value`'s unit: 60 for minutes stated of a value in seconds. */
  readonly per: number;
}

export interface VideoGuideline {
  /** Up to here a video is as coaches want it; over it, too long. Seconds. */
  readonly lengthMax_s: Stated;
  /** The window's low end, said to the athlete ('coaches kijken 3 tot 5 minuten'); shorter is no fault. */
  readonly lengthMin_s: Stated;
  /**
   * Shorter than this is a clip, not a highlight video: it does not fill even the stretch a coach
   * watches to decide (the low end of `decideWithin_s`, the same number). Seconds.
   */
  readonly lengthTooShort_s: Stated;
  /** Over the window but within this margin: a tip; beyond it a fix. Equal to lengthMax_s where no margin is stated. */
  readonly lengthFixAbove_s: Stated;
  /** The first action starts within this many seconds. */
  readonly firstAction_s: Stated;
  /** Coaches decide within this stretch: the strongest action belongs in it. Seconds. */
  readonly decideWithin_s: readonly [Stated, Stated];
  /** A still opening this long can be read as an info card, and should not be longer. Seconds. */
  readonly infoCard_s: readonly [Stated, Stated];
  /** The short side of the picture, in pixels (720p). */
  readonly minShortSide_px: Stated;
  /** A clip longer than this is a tip; null where a long clip is the action itself (tennis points, races). */
  readonly longClip_s: Stated | null;
  /** The sport's own section, if the knowledge has one. */
  readonly sportPassage: (typeof SPORT_PASSAGES)[number] | null;
}

const stated = (value: number, passage: GuidelineSection, quote: string, per = 1): Stated => ({
  value,
  passage,
  quote,
  per,
});

const [lengthMin, lengthMax] = HIGHLIGHT_VIDEO.length_s;
const LENGTH_MIN = stated(lengthMin, 'highlightvideo#lengte', 'circa 3 tot 5 minuten', 60);
const LENGTH_MAX = stated(lengthMax, 'highlightvideo#lengte', 'Boven de 5 minuten haken de meeste coaches af', 60);
const DECIDE_QUOTE = 'Veel coaches kijken maar 30 tot 60 seconden';
const DECIDE_WITHIN = [
  stated(HIGHLIGHT_VIDEO.decideWithin_s[0], 'highlightvideo#beste-actie-eerst', DECIDE_QUOTE),
  stated(HIGHLIGHT_VIDEO.decideWithin_s[1], 'highlightvideo#beste-actie-eerst', DECIDE_QUOTE),
] as const;
const INFO_CARD_QUOTE = "zo'n 3 tot 8: lang genoeg om te lezen";
const LONG_CLIP = stated(
  HIGHLIGHT_VIDEO.longClip_s,
  'highlightvideo#clips',
  'Een clip van meer dan 30 seconden is bijna altijd te lang',
);

export const GENERAL_GUIDELINE: VideoGuideline = {
  lengthMin_s: LENGTH_MIN,
  lengthTooShort_s: DECIDE_WITHIN[0],
  lengthMax_s: LENGTH_MAX,
  lengthFixAbove_s: LENGTH_MAX,
  firstAction_s: stated(
    HIGHLIGHT_VIDEO.firstAction_s,
    'highlightvideo#beste-actie-eerst',
    'Laat je eerste actie daarom binnen 8 seconden beginnen',
  ),
  decideWithin_s: DECIDE_WITHIN,
  infoCard_s: [
    stated(HIGHLIGHT_VIDEO.infoCard_s[0], 'highlightvideo#infokaart', INFO_CARD_QUOTE),
    stated(HIGHLIGHT_VIDEO.infoCard_s[1], 'highlightvideo#infokaart', INFO_CARD_QUOTE),
  ],
  minShortSide_px: stated(
    HIGHLIGHT_VIDEO.minShortSide_px,
    'highlightvideo#filmen',
    'film en exporteer daarom in minstens 720p (HD)',
  ),
  longClip_s: LONG_CLIP,
  sportPassage: null,
};

/** 'bij races (zwemmen, atletiek, roeien) is een hele race één clip' (highlightvideo#clips). */
const RACES = ['swimming', 'athletics', 'cross-country', 'rowing'];

const BY_SPORT: Readonly<Record<string, VideoGuideline>> = {
  golf: {
    ...GENERAL_GUIDELINE,
    lengthMax_s: stated(lengthMax, 'highlightvideo#golf', 'houd het onder de 5 à 6 minuten', 60),
    lengthFixAbove_s: stated(360, 'highlightvideo#golf', 'houd het onder de 5 à 6 minuten', 60),
    sportPassage: 'highlightvideo#golf',
  },
  tennis: { ...GENERAL_GUIDELINE, longClip_s: null, sportPassage: 'highlightvideo#tennis' },
  ...Object.fromEntries(
    RACES.map((id) => [
      id,
      { ...GENERAL_GUIDELINE, longClip_s: null, sportPassage: id === 'swimming' ? 'highlightvideo#zwemmen' : null },
    ]),
  ),
  // The domain's team sports: coaches want match footage.
  ...Object.fromEntries(
    [...TEAM_SPORTS].map((id) => [id, { ...GENERAL_GUIDELINE, sportPassage: 'highlightvideo#teamsporten' }]),
  ),
};

/** Every guideline by sport id, for the test that holds them to the knowledge. */
export const SPORT_GUIDELINES: Readonly<Record<string, VideoGuideline>> = BY_SPORT;

/**
 * The guideline for a sport: by id ('golf', as the domain's sports list names it) or by the
 * name an athlete's profile holds ('Golf', 'Veldhockey'); the general one for anything else.
 */
export function guidelineFor(sport: string | null): VideoGuideline {
  if (!sport) return GENERAL_GUIDELINE;
  const id = sportById(sport)?.id ?? findSport(sport)?.id;
  return (id && BY_SPORT[id]) || GENERAL_GUIDELINE;
}

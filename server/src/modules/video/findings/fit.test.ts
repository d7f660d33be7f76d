/**
 * The findings fit the athlete and agree with every other screen (a family tour: a swimmer's
 * 360p video was told that 'rugnummers en de bal' were hard to follow, and an 8-second test
 * pattern read 'Klaar voor coaches' and 'Goed' on its length).
 */
import { HIGHLIGHT_VIDEO } from '@talentbrug/domain/highlight-video';
import { SPORTS } from '@talentbrug/domain/sports';
import { describe, expect, it } from 'vitest';
import { EVALUATION, facts } from './evaluation.ts';
import { videoFindings } from './findings.ts';
import { GENERAL_GUIDELINE, SPORT_GUIDELINES } from './guidelines.ts';

/** Sports played with a ball (the puck and the shuttle are not one). Written here, apart from the findings' own table. */
const BALL = new Set([
  'soccer',
  'field-hockey',
  'tennis',
  'volleyball',
  'basketball',
  'golf',
  'baseball',
  'softball',
  'water-polo',
  'beach-volleyball',
  'lacrosse',
  'squash',
  'bowling',
  'american-football',
  'rugby',
  'table-tennis',
  'handball',
  'korfball',
]);
/** Sports whose players a coach tells apart by the number on the shirt or cap. */
const NUMBERS = new Set([
  'soccer',
  'field-hockey',
  'volleyball',
  'basketball',
  'baseball',
  'softball',
  'water-polo',
  'lacrosse',
  'ice-hockey',
  'american-football',
  'rugby',
  'handball',
  'korfball',
]);

/** Videos that bring out every sentence a sport could change: under 720p, 1080p, upright, long clips. */
const VIDEOS = [
  facts({ duration: 200, width: 640, height: 360 }),
  facts({ duration: 200, opening: 4 }),
  facts({ duration: 200, width: 1080, height: 1920, longClips: { 2: 45 } }),
  facts({ duration: 8, width: 640, height: 360, clipLength: 8 }),
];
const textsFor = (sport: string | null) =>
  VIDEOS.flatMap((video) => videoFindings(video, sport).map((finding) => finding.text));

describe('the findings fit the sport', () => {
  for (const sport of SPORTS) {
    it(`${sport.id}: the ball and shirt numbers only where the sport has them`, () => {
      const all = textsFor(sport.id).join('\n');
      expect(/\bbal\b/i.test(all), `${sport.id} and the ball:\n${all}`).toBe(BALL.has(sport.id));
      expect(/nummer/i.test(all), `${sport.id} and shirt numbers:\n${all}`).toBe(NUMBERS.has(sport.id));
      if (!BALL.has(sport.id) && !NUMBERS.has(sport.id)) {
        // Not a field, not a position: an athlete in a lane, a boat, on a track or a mat.
        expect(all, sport.id).not.toMatch(/\bveld\b|positie/i);
      }
      // The profile's name reads as the id does.
      expect(textsFor(sport.name)).toEqual(textsFor(sport.id));
    });
  }

  it('follows a swimmer, a rower and a runner where they race', () => {
    const resolution = (sport: string) =>
      videoFindings(VIDEOS[0] as (typeof VIDEOS)[0], sport).find((finding) => finding.code === 'resolution')?.text;
    expect(resolution('swimming')).toMatch(/jou in je baan/);
    expect(resolution('rowing')).toMatch(/jou in je boot/);
    expect(resolution('athletics')).toMatch(/jou op de baan/);
    expect(resolution('soccer')).toMatch(/je rugnummer en de bal/);
  });

  it('says nothing of a ball or a number when the sport is unknown', () => {
    for (const sport of [null, '', 'Kanopolo onder water']) {
      expect(textsFor(sport).join('\n')).not.toMatch(/\bbal\b|nummer/i);
    }
  });
});

describe('the findings agree with the one set of numbers', () => {
  it('read the length, the moments and the resolution from @talentbrug/domain/highlight-video', () => {
    const [min, max] = HIGHLIGHT_VIDEO.length_s;
    const [decideMin, decideMax] = HIGHLIGHT_VIDEO.decideWithin_s;
    for (const guideline of [GENERAL_GUIDELINE, ...Object.values(SPORT_GUIDELINES)]) {
      expect(guideline.lengthMin_s.value).toBe(min);
      expect(guideline.lengthTooShort_s.value).toBe(decideMin);
      expect(guideline.decideWithin_s.map((stated) => stated.value)).toEqual([decideMin, decideMax]);
      expect(guideline.firstAction_s.value).toBe(HIGHLIGHT_VIDEO.firstAction_s);
      expect(guideline.infoCard_s.map((stated) => stated.value)).toEqual([...HIGHLIGHT_VIDEO.infoCard_s]);
      expect(guideline.minShortSide_px.value).toBe(HIGHLIGHT_VIDEO.minShortSide_px);
      if (guideline.longClip_s) expect(guideline.longClip_s.value).toBe(HIGHLIGHT_VIDEO.longClip_s);
    }
    expect(GENERAL_GUIDELINE.lengthMax_s.value).toBe(max);
  });

  it('say every window as the knowledge does, and never put the best action anywhere but first', () => {
    const windows = new Set([
      `${HIGHLIGHT_VIDEO.length_s[0] / 60} tot ${HIGHLIGHT_VIDEO.length_s[1] / 60} minuten`,
      `${HIGHLIGHT_VIDEO.decideWithin_s[0]} tot ${HIGHLIGHT_VIDEO.decideWithin_s[1]} seconden`,
      `${HIGHLIGHT_VIDEO.infoCard_s[0]} tot ${HIGHLIGHT_VIDEO.infoCard_s[1]} seconden`,
    ]);
    for (const test of EVALUATION) {
      for (const { text } of videoFindings(test.facts, test.sport)) {
        for (const [window] of text.matchAll(/\d+ tot \d+ (?:minuten|seconden)/g)) {
          expect(windows, `${test.name}: ${text}`).toContain(window);
        }
        // 'in de eerste 30 tot 60 seconden' reads as a place for the best action; it goes first.
        expect(text, test.name).not.toMatch(/eerste \d+ (?:tot \d+ )?seconden/);
      }
    }
  });

  it('never call a video shorter than a coach’s first look good on its length, nor ready for coaches', () => {
    for (const duration of [1, 8, 15, 29]) {
      for (const sport of [null, 'swimming', 'soccer', 'golf']) {
        const findings = videoFindings(facts({ duration, opening: duration > 10 ? 4 : undefined }), sport);
        const length = findings.find((finding) => finding.code === 'length');
        expect(length?.severity, `${duration} s, ${sport}`).toBe('fix');
        // The row says 'Klaar voor coaches' only without a fix.
        expect(findings.some((finding) => finding.severity === 'fix')).toBe(true);
      }
    }
    for (const duration of [30, 45, 90, 180, 300]) {
      const length = videoFindings(facts({ duration, opening: 4 }), 'soccer').find((one) => one.code === 'length');
      expect(length?.severity, `${duration} s`).toBe('ok');
    }
  });
});

/**
 * The guidelines hold to the knowledge: every number in guidelines.ts is stated, in the words it
 * quotes, by the passage it names in knowledge/highlightvideo.md, the entry Sanne quotes. Change
 * a number on one side only and this fails.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../coach/knowledge.ts';
import {
  GENERAL_GUIDELINE,
  GUIDELINE_ENTRY,
  SPORT_GUIDELINES,
  type Stated,
  type VideoGuideline,
} from './guidelines.ts';

const knowledge = loadKnowledge();
const entry = knowledge.entry(GUIDELINE_ENTRY);

/** The numbers a Dutch text writes: '3 tot 5', '5 à 6', '720p', '2,5'. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d+(?:,\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));

function statedOf(guideline: VideoGuideline): Stated[] {
  return [
    guideline.lengthMin_s,
    guideline.lengthMax_s,
    guideline.lengthFixAbove_s,
    guideline.firstAction_s,
    ...guideline.decideWithin_s,
    ...guideline.infoCard_s,
    guideline.minShortSide_px,
    ...(guideline.longClip_s ? [guideline.longClip_s] : []),
  ];
}

const ALL = [['general', GENERAL_GUIDELINE] as const, ...Object.entries(SPORT_GUIDELINES)];

describe('the video guidelines', () => {
  it('come from a dated entry with its source', () => {
    expect(entry?.source).toMatch(/Hudl/);
    expect(entry?.checked).toMatch(/^\d{4}-\d{2}$/);
  });

  for (const [sport, guideline] of ALL) {
    it(`for ${sport}: every number is what its passage says`, () => {
      for (const stated of statedOf(guideline)) {
        const passage = entry?.passages.find((one) => one.heading === stated.passage);
        expect(passage, `passage '${stated.passage}'`).toBeDefined();
        const text = passage?.text.replace(/\s+/g, ' ') ?? '';
        expect(text, `'${stated.passage}' quotes '${stated.quote}'`).toContain(stated.quote);
        expect(numbersIn(stated.quote), `${stated.value} in '${stated.quote}'`).toContain(stated.value / stated.per);
      }
      if (guideline.sportPassage) {
        expect(entry?.passages.map((one) => one.heading)).toContain(guideline.sportPassage);
      }
    });
  }

  it('name the sports whose long clips are normal in the Clips passage', () => {
    const clips = entry?.passages.find((one) => one.heading === 'Clips')?.text ?? '';
    const relaxed = Object.entries(SPORT_GUIDELINES).filter(([, guideline]) => guideline.longClip_s === null);
    expect(relaxed.length).toBeGreaterThan(0);
    const names: Record<string, string> = {
      tennis: 'tennis',
      swimming: 'zwemmen',
      athletics: 'atletiek',
      rowing: 'roeien',
      'cross-country': 'atletiek',
    };
    for (const [sport] of relaxed) expect(clips.toLowerCase(), sport).toContain(names[sport]);
  });

  it('fail on a number the passage does not state', () => {
    const wrong: Stated = { ...GENERAL_GUIDELINE.lengthMax_s, value: 360 };
    expect(numbersIn(wrong.quote)).not.toContain(wrong.value / wrong.per);
  });
});

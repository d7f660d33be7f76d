/**
 * The guidelines hold to the knowledge: every number in guidelines.ts is stated, in the words it
 * quotes, by the section it names by id in knowledge/highlightvideo.md, the entry Sanne quotes.
 * Change a number on one side only, or delete a section or its `{#id}`, and this fails naming it;
 * reword a heading and the guidelines still hold (the findings never read the headings).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sportById, TEAM_SPORTS } from '@talentbrug/domain/sports';
import { describe, expect, it } from 'vitest';
import {
  createKnowledgeBase,
  KNOWLEDGE_DIR,
  type KnowledgeBase,
  loadKnowledge,
  parseEntry,
} from '../../coach/knowledge.ts';
import {
  GENERAL_GUIDELINE,
  GUIDELINE_ENTRY,
  GUIDELINE_SECTIONS,
  guidelineFor,
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
    guideline.lengthTooShort_s,
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

/** Where a guideline and the knowledge disagree, each said with the section's id; none when they agree. */
function disagreements(guideline: VideoGuideline, base: KnowledgeBase): string[] {
  const problems: string[] = [];
  const textOf = (id: string) => {
    try {
      return base.section(id).passage.text.replace(/\s+/g, ' ');
    } catch (error) {
      problems.push((error as Error).message);
      return null;
    }
  };
  for (const stated of statedOf(guideline)) {
    const text = textOf(stated.passage);
    if (text !== null && !text.includes(stated.quote))
      problems.push(`'${stated.passage}' does not say '${stated.quote}'`);
    if (!numbersIn(stated.quote).includes(stated.value / stated.per)) {
      problems.push(`'${stated.quote}' does not state ${stated.value / stated.per}`);
    }
  }
  if (guideline.sportPassage) textOf(guideline.sportPassage);
  return problems;
}

/** Every guideline's disagreements with a knowledge base, the same one named once. */
const allDisagreements = (base: KnowledgeBase) => [
  ...new Set(ALL.flatMap(([, guideline]) => disagreements(guideline, base))),
];

/** The knowledge with highlightvideo.md edited as an editor would. */
function edited(edit: (markdown: string) => string): KnowledgeBase {
  const markdown = readFileSync(join(KNOWLEDGE_DIR, `${GUIDELINE_ENTRY}.md`), 'utf8');
  const changed = edit(markdown);
  expect(changed).not.toBe(markdown);
  return createKnowledgeBase(
    knowledge.entries.map((one) => (one.id === GUIDELINE_ENTRY ? parseEntry(GUIDELINE_ENTRY, changed) : one)),
  );
}

describe('the video guidelines', () => {
  it('come from a dated entry with its source', () => {
    expect(entry?.source).toMatch(/Hudl/);
    expect(entry?.checked).toMatch(/^\d{4}-\d{2}$/);
  });

  it('name sections that each have their id after a heading of that entry', () => {
    for (const id of GUIDELINE_SECTIONS) expect(knowledge.section(id).entry.id, id).toBe(GUIDELINE_ENTRY);
    expect(new Set(GUIDELINE_SECTIONS).size).toBe(GUIDELINE_SECTIONS.length);
  });

  for (const [sport, guideline] of ALL) {
    it(`for ${sport}: every number is what its section says`, () => {
      expect(disagreements(guideline, knowledge)).toEqual([]);
    });
  }

  it('still hold when the headings are reworded, the ids kept', () => {
    const reworded = edited((markdown) =>
      markdown
        .replace('## Lengte {#lengte}', '## Hoe lang je video mag zijn {#lengte}')
        .replace('## Clips {#clips}', '## Wat een clip is {#clips}')
        .replace('## Filmen {#filmen}', '## Zo film je {#filmen}')
        .replace('## Video bij teamsporten {#teamsporten}', '## Teamsporten {#teamsporten}'),
    );
    expect(reworded.section('highlightvideo#lengte').passage.heading).toBe('Hoe lang je video mag zijn');
    expect(allDisagreements(reworded)).toEqual([]);
  });

  it('fail naming the id when a section loses its id, and naming the words when a number changes', () => {
    const withoutId = edited((markdown) => markdown.replace('## Clips {#clips}', '## Clips'));
    expect(allDisagreements(withoutId)).toEqual([
      "no section with the id 'highlightvideo#clips': no heading in knowledge/highlightvideo.md ends in {#clips}",
    ]);
    const otherNumber = edited((markdown) => markdown.replace('binnen 8 seconden', 'binnen 10 seconden'));
    expect(allDisagreements(otherNumber)).toEqual([
      "'highlightvideo#beste-actie-eerst' does not say 'Laat je eerste actie daarom binnen 8 seconden beginnen'",
    ]);
  });

  it('name the sports whose long clips are normal in the Clips section', () => {
    const clips = knowledge.section('highlightvideo#clips').passage.text;
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

  it("give each of the domain's team sports the team-sport section, by the name on the athlete's profile", () => {
    for (const id of TEAM_SPORTS) {
      expect(guidelineFor(sportById(id)?.name ?? '').sportPassage, id).toBe('highlightvideo#teamsporten');
    }
    expect(guidelineFor('Handbal').sportPassage).toBe('highlightvideo#teamsporten');
    expect(guidelineFor('Tennis').sportPassage).toBe('highlightvideo#tennis');
    expect(guidelineFor('Judo').sportPassage).toBeNull();
  });

  it('fail on a number the passage does not state', () => {
    const wrong: Stated = { ...GENERAL_GUIDELINE.lengthMax_s, value: 360 };
    expect(numbersIn(wrong.quote)).not.toContain(wrong.value / wrong.per);
  });
});

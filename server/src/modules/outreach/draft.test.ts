import { MAILTO_MAX } from '@talentbrug/domain/outreach';
import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftFacts, subjectOf } from './draft.ts';

const FACTS: DraftFacts = {
  name: 'Fleur de Vries',
  graduationYear: 2027,
  sport: "Women's Field Hockey",
  position: 'Defender',
  level: 'Hoofdklasse: the top Dutch senior league',
  typicalAt: ['NCAA Division I', 'NCAA Division II'],
  club: 'HC Bloemendaal MO18',
  height: `5'8" (172 cm)`,
  gpa: '3.4 (NCAA core GPA estimate from my Dutch grades)',
  english: 'TOEFL iBT: 104',
  tests: ['SAT: 1310'],
  school: 'University of North Carolina at Chapel Hill',
  programmeFact: 'is a member of the Atlantic Coast Conference (NCAA Division I)',
  dossierUrl: 'https://talentbrug.nl/r/abcdefghijklmnopqrstuvwxyz012345',
  firstSentOn: null,
};

const bodyOf = (mailto: string) => decodeURIComponent(mailto.split('&body=')[1] ?? '');

describe('a draft', () => {
  it("leaves a missing fact out of the subject 'Name - Grad year - Position' and the body, never guesses it", () => {
    expect(subjectOf(FACTS, 'first')).toBe('Fleur de Vries - 2027 - Defender');
    expect(subjectOf({ ...FACTS, graduationYear: null }, 'first')).toBe('Fleur de Vries - Defender');
    const bare = composeDraft(
      {
        ...FACTS,
        height: null,
        gpa: null,
        english: null,
        tests: [],
        level: null,
        typicalAt: [],
        club: null,
        programmeFact: null,
      },
      'first',
      null,
    );
    expect(bare.body).not.toMatch(/Height|GPA|TOEFL|SAT|Level|Club|undefined|null/);
    expect(bare.body).toContain('I would like to play for University of North Carolina at Chapel Hill.');
  });

  it("names the position in parentheses, and a position with parentheses of its own after 'playing'", () => {
    expect(composeDraft(FACTS, 'first', null).body).toContain(
      "My name is Fleur de Vries, a Women's Field Hockey player (Defender), graduating in 2027.",
    );
    const driver = composeDraft(
      { ...FACTS, name: 'Lotte Visser', sport: "Women's Water Polo", position: 'Left-side attacker (driver)' },
      'first',
      null,
    );
    expect(driver.body).toContain(
      "My name is Lotte Visser, a Women's Water Polo player, playing Left-side attacker (driver), graduating in 2027.",
    );
  });

  it('shortens the mailto: body to fit the mail clients’ limit, keeping the facts and the link, and the web links whole', () => {
    const long: DraftFacts = {
      ...FACTS,
      level: `${'A very long description of a Dutch league '.repeat(30)}`.trim(),
      club: 'Hockeyclub '.repeat(40).trim(),
    };
    const draft = composeDraft(long, 'first', 'coach@example.edu');
    expect(draft.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
    const shortened = bodyOf(draft.mailto);
    expect(shortened).not.toContain('Hockeyclub');
    for (const kept of ['Height', 'GPA', 'TOEFL', FACTS.dossierUrl ?? '', 'Kind regards']) {
      expect(shortened).toContain(kept);
    }
    expect(draft.body).toContain('Hockeyclub');
    expect(new URL(draft.gmail_url).searchParams.get('body')).toBe(draft.body);
    expect(new URL(draft.outlook_url).searchParams.get('to')).toBe('coach@example.edu');
  });

  it('cuts at a line’s end when even the facts do not fit', () => {
    const huge = composeDraft({ ...FACTS, school: 'S'.repeat(1500) }, 'follow_up', null);
    expect(huge.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
    expect(huge.mailto).toMatch(/^mailto:\?subject=[^&]+&body=/);
  });
});

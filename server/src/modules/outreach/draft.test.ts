import { MAILTO_MAX } from '@talentbrug/domain/outreach';
import { describe, expect, it } from 'vitest';
import { composeDraft, type DraftFacts, subjectOf } from './draft.ts';

const FACTS: DraftFacts = {
  name: 'Fleur de Vries',
  graduationYear: 2027,
  sport: "Women's Field Hockey",
  sportId: 'field-hockey',
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
      {
        ...FACTS,
        name: 'Lotte Visser',
        sport: "Women's Water Polo",
        sportId: 'water-polo',
        position: 'Left-side attacker (driver)',
      },
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

describe("a draft speaks the athlete's sport: 'player' and 'play for' only in a team sport", () => {
  const draftsOf = (facts: DraftFacts) =>
    (['first', 'follow_up', 'schedule'] as const).map((kind) => composeDraft(facts, kind, null));

  it("a footballer: a Men's Soccer player who would like to play for the program, his matches", () => {
    const sem: DraftFacts = {
      ...FACTS,
      name: 'Sem Bakker',
      graduationYear: 2026,
      sport: "Men's Soccer",
      sportId: 'soccer',
      position: 'Striker',
      school: 'Lindenwood University',
      programmeFact: 'is a member of the Great Lakes Valley Conference (NCAA Division II)',
    };
    const [first, , schedule] = draftsOf(sem);
    expect(first?.body).toContain(
      "My name is Sem Bakker, a Men's Soccer player (Striker), graduating in 2026. I am writing to you because Lindenwood University is a member of the Great Lakes Valley Conference (NCAA Division II), and I would like to play for your program.",
    );
    expect(first?.body).toContain(
      'I would be glad to hear whether I could be a fit for your roster, and what your next steps for recruits are.',
    );
    expect(schedule?.subject).toBe('Sem Bakker - 2026 - Striker - Upcoming matches');
    expect(schedule?.body).toContain(
      'these are my next matches, in case you or your staff would like to see me play (live or on video):',
    );
    expect(schedule?.body).toContain('- [date] - [opponent] - [place, time]');
  });

  it('a rower: a rower who would like to row for the program and join the team, her races', () => {
    const eva: DraftFacts = {
      ...FACTS,
      name: 'Eva Jansen',
      sport: "Women's Rowing",
      sportId: 'rowing',
      position: 'Stroke',
      school: 'University of Kansas',
      programmeFact: 'is a member of the Big 12 Conference (NCAA Division I)',
    };
    const [first, followUp, schedule] = draftsOf(eva);
    expect(first?.body).toContain(
      'My name is Eva Jansen, a rower (Stroke), graduating in 2027. I am writing to you because University of Kansas is a member of the Big 12 Conference (NCAA Division I), and I would like to row for your program.',
    );
    expect(first?.body).toContain(
      'I would be glad to hear whether I could join your team, and what your next steps for recruits are.',
    );
    expect(composeDraft({ ...eva, programmeFact: null }, 'first', null).body).toContain(
      'I would like to row for University of Kansas.',
    );
    expect(schedule?.subject).toBe('Eva Jansen - 2027 - Stroke - Upcoming races');
    expect(schedule?.body).toContain(
      'these are my next races, in case you or your staff would like to see me row (live or on video):',
    );
    expect(schedule?.body).toContain('- [date] - [event] - [place, time]');
    for (const draft of [first, followUp, schedule]) {
      expect(draft?.body).not.toMatch(/\bplay(er|ing)?\b|roster|Rowing player|opponent/i);
    }
  });

  it('a swimmer: a swimmer who would like to swim for the program, her meets; her event in one pair of parentheses', () => {
    const lotte: DraftFacts = {
      ...FACTS,
      name: 'Lotte Visser',
      sport: "Women's Swimming and Diving",
      sportId: 'swimming',
      position: 'Freestyle (sprint)',
      school: 'Florida State University',
      programmeFact: null,
    };
    const [first, followUp, schedule] = draftsOf(lotte);
    expect(first?.body).toContain(
      'My name is Lotte Visser, a swimmer (Freestyle, sprint), graduating in 2027. I am writing to you because I would like to swim for Florida State University.',
    );
    expect(first?.body).toContain('whether I could join your team');
    expect(schedule?.subject).toBe('Lotte Visser - 2027 - Freestyle (sprint) - Upcoming meets');
    expect(schedule?.body).toContain('these are my next meets, in case you or your staff would like to see me swim');
    for (const draft of [first, followUp, schedule]) {
      expect(draft?.body).not.toMatch(/\bplay(er|ing)?\b|roster|opponent/i);
    }
  });

  it('without the sport on the dossier: no sport named, the athlete competes; tennis and golf are played', () => {
    const hidden = composeDraft({ ...FACTS, sport: null, sportId: null }, 'first', null).body;
    expect(hidden).toContain('My name is Fleur de Vries (Defender), graduating in 2027.');
    expect(hidden).toContain('and I would like to compete for your program.');
    expect(hidden).toContain('whether I could join your team');
    const tennis = composeDraft(
      { ...FACTS, sport: "Women's Tennis", sportId: 'tennis', position: null },
      'first',
      null,
    );
    expect(tennis.body).toContain('My name is Fleur de Vries, a tennis player, graduating in 2027.');
    expect(tennis.body).toContain('I would like to play for your program.');
    const golf = composeDraft({ ...FACTS, sport: "Women's Golf", sportId: 'golf', position: null }, 'schedule', null);
    expect(golf.body).toContain('My name is Fleur de Vries, a golfer, graduating in 2027.');
    expect(golf.subject).toBe('Fleur de Vries - 2027 - Upcoming tournaments');
    const rodeo = composeDraft({ ...FACTS, sport: 'Rodeo', sportId: 'rodeo', position: null }, 'first', null);
    expect(rodeo.body).toContain('My name is Fleur de Vries, a rodeo athlete, graduating in 2027.');
    expect(rodeo.body).toContain('I would like to compete for your program.');
  });
});

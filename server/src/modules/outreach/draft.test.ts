import { DOSSIER_TEXT_MAX } from '@talentbrug/domain/dossier';
import { MAILTO_MAX } from '@talentbrug/domain/outreach';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeDraft,
  type DraftFacts,
  KEY_STATS_LINE_MAX,
  KEY_STATS_LINE_WORDS,
  KEY_STATS_LINES,
  KEY_STATS_MORE,
  keyStatsInShort,
  subjectOf,
} from './draft.ts';

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
  keyStats: null,
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

describe("the key stats, as the athlete wrote them in English for the dossier's 'Key stats'", () => {
  const EVA: DraftFacts = {
    ...FACTS,
    name: 'Eva Jansen',
    sport: "Women's Rowing",
    sportId: 'rowing',
    position: null,
    level: null,
    typicalAt: [],
    club: 'A.R.S.R. Skøll',
    school: 'University of Kansas',
    programmeFact: 'is a member of the Big 12 Conference (NCAA Division I)',
    tests: [],
    firstSentOn: 'November 3, 2026',
    keyStats: [
      '2k ergo: 7:18.4 (March 2026)',
      '6k ergo: 23:40.1',
      "Dutch junior championships 2025: 2nd in the women's eight",
    ].join('\n'),
  };
  const wordsOf = (body: string) => body.split(/\s+/).filter(Boolean).length;

  it('quotes them under "Key stats:" in the first e-mail and the follow-up, after the numbers and before the link', () => {
    const block = [
      'Key stats:',
      '- 2k ergo: 7:18.4 (March 2026)',
      '- 6k ergo: 23:40.1',
      "- Dutch junior championships 2025: 2nd in the women's eight",
    ].join('\n');
    for (const kind of ['first', 'follow_up'] as const) {
      const { body } = composeDraft(EVA, kind, null);
      expect(body, kind).toContain(
        `- TOEFL iBT: 104\n\n${block}\n\nMy profile with video and grades: ${EVA.dossierUrl}`,
      );
      // All of them fit: no pointer to the rest.
      expect(body).not.toContain(KEY_STATS_MORE);
      expect(wordsOf(body)).toBeLessThanOrEqual(200);
    }
    // The schedule is about the next races: its numbers stay the three core ones.
    expect(composeDraft(EVA, 'schedule', null).body).not.toMatch(/Key stats|ergo|7:18/);
  });

  it('says not a word of them when the dossier shows none (switched off or empty: null), nor of an empty list', () => {
    for (const keyStats of [null, '', '   ', '-\n\n  *  \n•', '\u000b\r\n']) {
      for (const kind of ['first', 'follow_up', 'schedule'] as const) {
        const { body } = composeDraft({ ...EVA, keyStats }, kind, null);
        expect(body, `${kind} ${JSON.stringify(keyStats)}`).not.toMatch(/Key stats|stats|ergo|7:18|championships/i);
        expect(body).toBe(composeDraft({ ...EVA, keyStats: null }, kind, null).body);
      }
    }
  });

  it('a longer list: its first lines, a long one cut at a word’s end, then a pointer to the dossier link', () => {
    const sem: DraftFacts = {
      ...FACTS,
      name: 'Sem Bakker',
      sport: "Men's Soccer",
      sportId: 'soccer',
      position: 'Striker',
      keyStats: [
        '• 2025-26, U19 Divisie 1: 11 goals and 14 assists in 20 matches, most of them as a starter in a 4-3-3',
        '',
        '* Top scorer of VV Katwijk O19',
        '- 2024-25: 8 goals in 18 matches',
        '- KNVB West regional selection (U17)',
      ].join('\r\n'),
    };
    const { body } = composeDraft(sem, 'first', null);
    expect(body).toContain(
      [
        'Key stats:',
        '- 2025-26, U19 Divisie 1: 11 goals and 14 assists in 20 matches…',
        '- Top scorer of VV Katwijk O19',
        '- 2024-25: 8 goals in 18 matches',
        KEY_STATS_MORE,
        '',
        `My profile with video and grades: ${sem.dossierUrl}`,
      ].join('\n'),
    );
    expect(body).not.toContain('KNVB');
    expect(wordsOf(body)).toBeLessThanOrEqual(200);
    // Without a link (the dossier's links used up) there is nothing to point to.
    const unlinked = composeDraft({ ...sem, dossierUrl: null }, 'follow_up', null).body;
    expect(unlinked).toContain('- 2024-25: 8 goals in 18 matches\n');
    expect(unlinked).not.toContain(KEY_STATS_MORE);
  });

  it("reads a word processor's line breaks, and never cuts inside a word or a number", () => {
    expect(keyStatsInShort('100m: 12.41\u000b200m: 25.02\u2028 Long jump:\t5.81 m ')).toEqual({
      lines: ['100m: 12.41', '200m: 25.02', 'Long jump: 5.81 m'],
      more: false,
    });
    // A line of one endless word has no word's end to cut at: left out, and pointed to.
    expect(keyStatsInShort(`${'x'.repeat(KEY_STATS_LINE_MAX + 1)}\n2k: 7:18.4`)).toEqual({
      lines: ['2k: 7:18.4'],
      more: true,
    });
  });

  it('keeps them in the mailto: link after the club, the level, the test scores and the closing question are shed', () => {
    const long: DraftFacts = {
      ...EVA,
      level: 'A very long description of a Dutch league '.repeat(30).trim(),
      club: 'Roeivereniging '.repeat(40).trim(),
    };
    const draft = composeDraft(long, 'first', null);
    expect(draft.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
    const shortened = bodyOf(draft.mailto);
    expect(shortened).not.toContain('Roeivereniging');
    expect(shortened).toContain('Key stats:\r\n- 2k ergo: 7:18.4 (March 2026)\r\n');
    expect(draft.body).toContain('Roeivereniging');
  });

  it('for any text the editor accepts: a few short lines, each a line of it or its start at a word’s end, within the rules', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc
        .array(fc.constantFrom('2k', 'ergo:', '7:18.4,', 'goals', '11', 'in', '20', 'matches', '(U19)', '-', '•', ''), {
          maxLength: 30,
        })
        .map((words) => words.join(' ')),
    );
    const text = fc
      .tuple(fc.array(line, { maxLength: 20 }), fc.constantFrom('\n', '\r\n', '\u000b', '\u2028'))
      .map(([lines, glue]) => lines.join(glue).slice(0, DOSSIER_TEXT_MAX.key_stats));
    const kinds = fc.constantFrom<'first' | 'follow_up'>('first', 'follow_up');
    /** The athlete's lines as the page lists them: a list's own bullet off, white space as one space. */
    const writtenLines = (value: string) =>
      value.split(/\r\n|[\n\r\v\f\u2028\u2029]/).map((written) =>
        written
          .replace(/\p{Cc}/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^[-*•]\s*/, '')
          .trim(),
      );
    fc.assert(
      fc.property(text, kinds, fc.integer({ min: 0, max: 1500 }), (keyStats, kind, schoolLength) => {
        const { lines } = keyStatsInShort(keyStats);
        expect(lines.length).toBeLessThanOrEqual(KEY_STATS_LINES);
        const written = writtenLines(keyStats);
        for (const quoted of lines) {
          expect(quoted.length).toBeLessThanOrEqual(KEY_STATS_LINE_MAX);
          expect(wordsOf(quoted)).toBeLessThanOrEqual(KEY_STATS_LINE_WORDS);
          if (written.includes(quoted)) continue;
          // Cut: the start of one of the athlete's lines, ending where a word ends.
          expect(quoted.endsWith('…'), quoted).toBe(true);
          const start = quoted.slice(0, -1);
          const whole = written.find((candidate) => candidate.startsWith(start));
          expect(whole, quoted).toBeDefined();
          expect(whole?.slice(start.length), quoted).toMatch(/^[\s\p{P}\p{S}]/u);
        }

        const facts = { ...FACTS, keyStats, school: `${FACTS.school}${'S'.repeat(schoolLength)}` };
        const draft = composeDraft(facts, kind, 'coach@example.edu');
        expect(wordsOf(draft.body)).toBeLessThanOrEqual(200);
        expect(draft.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
        if (lines.length === 0) {
          expect(draft.body).toBe(composeDraft({ ...facts, keyStats: null }, kind, 'coach@example.edu').body);
          return;
        }
        expect(draft.body).toContain(['Key stats:', ...lines.map((quoted) => `- ${quoted}`)].join('\n'));
        // The mailto: link sheds the key stats last: once they are gone, so are the club, the scores and the question.
        const kept = bodyOf(draft.mailto);
        if (!kept.includes('Key stats:')) {
          expect(kept).not.toMatch(/- Club:|- SAT:|I would be glad to hear|Could you let me know/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

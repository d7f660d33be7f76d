/**
 * The knowledge entries as data: each complete and dated, the per-sport lists naming catalogue
 * sports, the figures the code also relies on present in the text, and retrieval finding the
 * right entry for the way athletes ask.
 */

import { formatGpa } from '@talentbrug/domain/format';
import { SPORTS } from '@talentbrug/domain/sports';
import { describe, expect, it } from 'vitest';
import { ACADEMIC_MINIMUMS } from '../matches/index.ts';
import { stem, terms } from './dutch-text.ts';
import { listItems } from './engines/built-in/writing.ts';
import { checkedLabel, createKnowledgeBase, lazyKnowledge, loadKnowledge, parseEntry } from './knowledge.ts';

const knowledge = loadKnowledge();
/** The entries issue 34 added, checked a month later than the first ones. */
const CHECKED_2026_12 = new Set([
  'beurs-dekking',
  'blessure',
  'coaches-benaderen',
  'eligibility-registratie',
  'highlightvideo',
  'roeien',
  'startmoment',
]);
const text = (entryId: string) =>
  knowledge
    .entry(entryId)
    .passages.map((passage) => passage.text)
    .join('\n');

describe('the entries', () => {
  it('cover the topics the coach answers, each with a title, a source, the month checked and keywords', () => {
    expect(knowledge.entries.map((entry) => entry.id)).toEqual([
      'amateurisme',
      'beurs-dekking',
      'beurzen',
      'blessure',
      'cijfers-gpa',
      'coaches-benaderen',
      'eligibility-registratie',
      'eligibility',
      'engelse-toetsen',
      'f1-visum',
      'highlightvideo',
      'kosten-verzekering',
      'naia-incred',
      'ncaa-divisies',
      'recruiting-kalender',
      'roeien',
      'sat-act',
      'startmoment',
    ]);
    for (const entry of knowledge.entries) {
      expect(entry.title.length).toBeGreaterThan(10);
      expect(entry.source).toContain('Talentbrug-domeinreferentie');
      expect(entry.checked, entry.id).toBe(CHECKED_2026_12.has(entry.id) ? '2026-12' : '2026-11');
      expect(entry.keywords.length).toBeGreaterThanOrEqual(5);
      expect(entry.passages.length).toBeGreaterThan(0);
    }
    expect(checkedLabel('2026-11')).toBe('november 2026');
  });

  it('refuse an entry without its front-matter or sections, naming the file', () => {
    expect(() => parseEntry('kapot', '# geen front-matter')).toThrow('knowledge/kapot.md: no front-matter');
    expect(() =>
      parseEntry('kapot', '---\ntitle: T\nsource: S\nchecked: november\nkeywords: a\n---\n## A\ntekst'),
    ).toThrow('checked must be YYYY-MM');
    expect(() =>
      parseEntry('kapot', '---\ntitle: T\nsource: S\nchecked: 2026-11\nkeywords: a\n---\nzonder secties'),
    ).toThrow("no '## ' sections");
  });

  it('read a section’s stable id after its heading, and keep it out of the heading', () => {
    const front = '---\ntitle: T\nsource: S\nchecked: 2026-11\nkeywords: a\n---\n';
    const entry = parseEntry('proef', `${front}## Kosten (controleer) {#kosten}\nTekst.\n\n## Zonder id\nMeer tekst.`);
    expect(entry.passages.map(({ id, heading, sectionId }) => ({ id, heading, sectionId }))).toEqual([
      { id: 'proef#kosten', heading: 'Kosten (controleer)', sectionId: 'kosten' },
      { id: 'proef#zonder-id', heading: 'Zonder id', sectionId: null },
    ]);
    const base = createKnowledgeBase([entry]);
    expect(base.section('proef#kosten').passage.text).toBe('Tekst.');
    // Only an id written in the Markdown can be quoted: a heading's words are no id.
    expect(() => base.section('proef#zonder-id')).toThrow(
      "no section with the id 'proef#zonder-id': no heading in knowledge/proef.md ends in {#zonder-id}",
    );
    expect(() => parseEntry('proef', `${front}## Kosten {#Kosten}\nTekst.`)).toThrow(
      "the id 'Kosten' may hold only lower case letters, digits and hyphens",
    );
    expect(() => parseEntry('proef', `${front}## Kosten {#kosten\nTekst.`)).toThrow('write the id as {#een-id}');
    expect(() => parseEntry('proef', `${front}## A {#a}\nTekst.\n## B {#a}\nTekst.`)).toThrow(
      "two sections with the id 'proef#a'",
    );
    for (const passage of knowledge.entries.flatMap((one) => one.passages)) {
      expect(passage.heading, passage.id).not.toMatch(/[{}]/);
    }
  });

  it('mark the visa fees to be checked, as the reference says', () => {
    const fees = knowledge.section('f1-visum#kosten').passage.text;
    expect(fees).toContain('circa $350');
    expect(fees).toContain('circa $185');
    expect(fees).toContain('Controleer de actuele bedragen');
    expect(text('beurzen')).toContain('Softbal: 25 of 28 (bronnen verschillen: controleer)');
    const registration = knowledge.section('eligibility-registratie#registratiekosten');
    expect(registration.passage.text).toContain('circa $160');
    expect(registration.passage.text).toContain('circa $100');
    expect(registration.passage.text).toContain('Controleer het actuele bedrag');
  });

  it('keep every section of the issue 34 entries to a short passage with a distinct heading', () => {
    const headings = knowledge.entries.flatMap((entry) => entry.passages.map((passage) => passage.heading));
    for (const entryId of CHECKED_2026_12) {
      for (const passage of knowledge.entry(entryId).passages) {
        const sentences = passage.text.split(/(?<=[.!?])\s+(?=[A-Z'])/).length;
        expect(sentences, passage.id).toBeGreaterThanOrEqual(2);
        expect(sentences, passage.id).toBeLessThanOrEqual(5);
        expect(
          headings.filter((heading) => heading === passage.heading),
          passage.id,
        ).toHaveLength(1);
      }
    }
  });

  it('name catalogue sports in every per-sport list, so the coach finds the athlete’s own line', () => {
    const names = new Set(SPORTS.map((sport) => sport.name));
    for (const id of ['beurzen#rosterlimieten-d1', 'beurzen#oude-beurslimieten-d1', 'beurzen#d2']) {
      const items = listItems(knowledge.section(id).passage);
      expect(items.length).toBeGreaterThan(4);
      for (const item of items) expect(names, item).toContain(item.split(':')[0]);
    }
  });

  it('state the academic minimums the coach compares a GPA with', () => {
    const gates = `${text('ncaa-divisies')}\n${text('eligibility')}\n${text('naia-incred')}`;
    for (const minimum of [
      ACADEMIC_MINIMUMS['ncaa-d1'],
      ACADEMIC_MINIMUMS['ncaa-d2'],
      ACADEMIC_MINIMUMS.naiaTwoOfThreeGpa,
    ]) {
      expect(gates).toContain(`minimaal ${formatGpa(minimum)}`);
    }
    expect(text('naia-incred')).toContain(`SAT ${ACADEMIC_MINIMUMS.naiaSat}`);
  });
});

describe('retrieval', () => {
  it.each([
    ['Hoe werkt het visumproces?', 'f1-visum'],
    ['Heb je tips voor mijn beursaanvraag?', 'beurzen'],
    ['Welke SAT-score heb ik nodig voor mijn matches?', 'sat-act'],
    ['Wat is het verschil tussen de NCAA-divisies?', 'ncaa-divisies'],
    ['Wat kost een jaar studeren in de VS?', 'kosten-verzekering'],
    ['Ik heb een contract bij een profclub', 'amateurisme'],
    ['Wanneer mogen coaches mij bellen?', 'recruiting-kalender'],
    ['Hoe reken ik mijn cijfers om?', 'cijfers-gpa'],
    ['Welke TOEFL-score heb ik nodig?', 'engelse-toetsen'],
    ['Wat is InCred?', 'naia-incred'],
    ['Welke kernvakken heb ik nodig?', 'eligibility'],
    ['Hoeveel beurzen heeft een voetbalteam in D2?', 'beurzen'],
    ['Hoe lang mag mijn highlight video zijn?', 'highlightvideo'],
    [
      'Hoe registreer ik me bij het Eligibility Center en wat kost het certification account?',
      'eligibility-registratie',
    ],
    ['Wat dekt een full ride precies, en een gedeeltelijke beurs?', 'beurs-dekking'],
    ['Wat zet ik in mijn first email aan een college-coach?', 'coaches-benaderen'],
    ['Kan ik ook in januari beginnen in plaats van augustus?', 'startmoment'],
    ['Verlies ik mijn beurs als ik geblesseerd raak?', 'blessure'],
    ['Roeien ze in Amerika boord of scull, en wat is een goede 2k op de ergometer?', 'roeien'],
    ['Mag ik een college-coach zelf bellen?', 'coaches-benaderen'],
  ])('%s -> %s', (question, entryId) => {
    expect(knowledge.search(question)[0]?.entry.id).toBe(entryId);
  });

  it('finds nothing for what the knowledge does not cover', () => {
    expect(knowledge.search('Wat wordt het weer in Boston?')).toEqual([]);
    expect(knowledge.search('?!')).toEqual([]);
  });
});

describe('the Dutch terms', () => {
  it.each([
    ['beurzen', 'beurs'],
    ['beurs', 'beurs'],
    ['scholen', 'schol'],
    ['school', 'schol'],
    ['divisies', 'divisi'],
    ['divisie', 'divisi'],
    ['cijfers', 'cijfer'],
    ['matches', 'match'],
    ['Skiën', 'ski'],
    ['de', null],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('names the NCAA divisions one way, and drops stop words', () => {
    expect(terms('Wat is het verschil tussen Division II en divisie 2 of D2?')).toEqual([
      'verschil',
      'tus',
      'd2',
      'd2',
      'd2',
    ]);
  });
});

describe('lazyKnowledge', () => {
  it('reads the entries on the first use only, and answers as the base it stands for', () => {
    let loads = 0;
    const lazy = lazyKnowledge(() => {
      loads += 1;
      return knowledge;
    });
    expect(loads).toBe(0);
    const question = 'Hoeveel kost een F1-visum?';
    expect(lazy.search(question).map((found) => found.passage.id)).toEqual(
      knowledge.search(question).map((found) => found.passage.id),
    );
    expect(lazy.entries).toBe(knowledge.entries);
    expect(lazy.entry('f1-visum')).toBe(knowledge.entry('f1-visum'));
    expect(lazy.section('f1-visum#stappen').passage).toBe(knowledge.section('f1-visum#stappen').passage);
    expect(loads).toBe(1);
  });
});

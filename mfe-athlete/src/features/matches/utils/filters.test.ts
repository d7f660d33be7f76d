import { exampleMatch } from '@talentbrug/api-client/testing/matches';
import type { Match, ScorePartKey } from '@talentbrug/domain/contracts/matches';
import { describe, expect, it } from 'vitest';
import { chancesNote, countText, crowdedTop, filterMatches, sortedByText, sortMatches } from './filters.ts';

/** The match at `rank` with its own score and the given parts' scores (the others as exampleMatch has them). */
function ranked(
  rank: number,
  score: number,
  parts: Partial<Record<ScorePartKey, number>> = {},
  extra?: Partial<Match>,
) {
  const base = exampleMatch(rank);
  return exampleMatch(rank, {
    school_name: `School ${rank}`,
    match_score: score,
    score_parts: base.score_parts.map((part) => ({ ...part, score: parts[part.key] ?? part.score })),
    ...extra,
  });
}
const names = (matches: readonly Match[]) => matches.map((m) => m.school_name);

describe('sortMatches', () => {
  const list = [
    ranked(1, 92, { cost: 40, athletic: 95 }),
    ranked(2, 91, { cost: 85, athletic: 70 }),
    ranked(3, 91, { cost: 85, athletic: 99 }),
    ranked(4, 90, { cost: 60, athletic: 80 }),
  ];

  it("keeps today's order under 'Beste match'", () => {
    expect(names(sortMatches(filterMatches(list, 'all'), 'best'))).toEqual([
      'School 1',
      'School 2',
      'School 3',
      'School 4',
    ]);
  });

  it("orders by the part's own score, highest first, ties by rank", () => {
    expect(names(sortMatches(filterMatches(list, 'all'), 'cost'))).toEqual([
      'School 2',
      'School 3',
      'School 4',
      'School 1',
    ]);
    expect(names(sortMatches(filterMatches(list, 'all'), 'athletic'))).toEqual([
      'School 3',
      'School 1',
      'School 4',
      'School 2',
    ]);
  });

  it('combines with a chip: the ten best, then by the part', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ranked(i + 1, 92 - i, { cost: i * 5 }));
    const shown = sortMatches(filterMatches(twelve, 'top10'), 'cost');
    expect(names(shown)).toEqual(Array.from({ length: 10 }, (_, i) => `School ${10 - i}`));
  });

  it('keeps the chosen university first and a school that is no match last', () => {
    const chosen = ranked(40, 55, { cost: 10 }, { chosen: true });
    const shared = ranked(50, 0, {}, { ruled_out: 'Geen team voor hockey (dames).', score_parts: [] });
    const shown = sortMatches(filterMatches([shared, ...list, chosen], 'all'), 'cost');
    expect(names(shown)).toEqual(['School 40', 'School 2', 'School 3', 'School 4', 'School 1', 'School 50']);
  });
});

describe('chancesNote', () => {
  const kept =
    'Valt buiten je beste 30, maar blijft in je lijst omdat je deze school bewaarde (favoriet, status, gedeeld of contact met de coach).';

  it('says why a school outside the best 30 is still in the list: the athlete marked it', () => {
    expect(chancesNote(ranked(57, 48, {}, { favourite: true, status: 'contacted' }))).toBe(kept);
    expect(chancesNote(ranked(31, 70))).toBe(kept);
  });

  it('says nothing of the best 30 themselves', () => {
    expect(chancesNote(ranked(30, 70, {}, { favourite: true }))).toBeNull();
    expect(chancesNote(ranked(1, 92))).toBeNull();
  });

  it('gives why a kept school is no match, and the small chances of the chosen one, instead', () => {
    const reason = 'Er is geen universiteitsprogramma voor Heren-veldhockey.';
    expect(chancesNote(ranked(80, 0, {}, { favourite: true, ruled_out: reason, score_parts: [] }))).toBe(reason);
    expect(chancesNote(ranked(57, 41, {}, { chosen: true, caps: ['Buiten je voorkeursstaten'] }))).toBe(
      'Je kansen hier zijn klein. Buiten je voorkeursstaten.',
    );
    expect(chancesNote(ranked(57, 70, {}, { chosen: true }))).toBeNull();
  });
});

describe('crowdedTop', () => {
  it('counts the whole list within 2 points of the best when 5 of the ten best are', () => {
    const scores = [80, 80, 79, 79, 78, 78, 78, 77, 76, 75, 78, 78];
    const list = scores.map((score, i) => ranked(i + 1, score));
    // Ranks 11 and 12 score 78 too (the engine's order, e.g. a cap): 9 schools in all.
    expect(crowdedTop(list)).toBe(9);
  });

  it('is 0 when fewer than 5 of the ten best are that close', () => {
    const list = [90, 89, 88, 88, 85, 84, 83, 82, 81, 80].map((score, i) => ranked(i + 1, score));
    expect(crowdedTop(list)).toBe(0);
  });

  it('reads the best by rank, never the chosen school that leads the list nor one that is no match', () => {
    const close = [70, 70, 69, 69, 68].map((score, i) => ranked(i + 1, score));
    const chosen = ranked(30, 40, {}, { chosen: true });
    const noMatch = ranked(31, 0, {}, { chosen: true, ruled_out: 'Geen team.', score_parts: [] });
    expect(crowdedTop(filterMatches([...close, chosen], 'all'))).toBe(5);
    expect(crowdedTop(filterMatches([...close, noMatch], 'all'))).toBe(5);
    expect(crowdedTop([])).toBe(0);
  });
});

describe('what the list says of its order', () => {
  it('names the part in the count line and on each card', () => {
    expect(countText(84, 84, 'all', false, 'cost')).toBe(
      '84 universiteiten passen bij jouw profiel, gesorteerd op kosten na beurs.',
    );
    expect(countText(84, 84, 'all', true, 'roster')).toBe(
      '84 universiteiten passen bij jouw profiel: jouw keuze bovenaan, daarna gesorteerd op plek in het team.',
    );
    expect(countText(84, 10, 'top10', false, 'athletic')).toBe(
      '84 universiteiten passen bij jouw profiel; je ziet er 10, gesorteerd op sportief niveau.',
    );
    expect(countText(84, 10, 'top10', false, 'best')).toBe('84 universiteiten passen bij jouw profiel; je ziet er 10.');
    const match = ranked(1, 92, { academic: 64 });
    expect(sortedByText(match, 'academic')).toBe('Studie en toelating: 64/100');
    expect(sortedByText(match, 'best')).toBeNull();
    expect(sortedByText({ ...match, score_parts: [] }, 'academic')).toBeNull();
  });
});

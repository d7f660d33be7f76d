import { describe, expect, it } from 'vitest';
import { buildCoachContext, contextText } from './coach-context.ts';
import { FLEUR, matchesFor } from './testing/athletes.ts';

describe('the coach context', () => {
  it('leaves out a picked school that a hard filter rules out: it is no match to talk about', () => {
    const athlete = FLEUR;
    const [first, second] = matchesFor(athlete, 2);
    if (!first || !second) throw new Error('the fixture has no matches');
    const ruledOut = { ...second, rank: 0, match_score: 0, ruled_out: 'Geen team voor hockey (dames).' };
    const context = buildCoachContext(athlete, [ruledOut, first], []);
    expect(context.matches.map((match) => match.school_name)).toEqual([first.school_name]);
    expect(contextText(context)).not.toContain(`${second.school_name}: 0%`);
  });
});

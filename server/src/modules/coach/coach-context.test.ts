import { describe, expect, it } from 'vitest';
import { buildCoachContext, CONVERSATION_MESSAGES, contextText } from './coach-context.ts';
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

  it('keeps the last six messages cut for the prompt and the router, and Sanne’s earlier answers whole', () => {
    const long = `${'Een lang antwoord. '.repeat(10)}Je wilt in augustus 2028 beginnen.`;
    const history = Array.from({ length: CONVERSATION_MESSAGES + 2 }, (_, at) =>
      at % 2 === 0
        ? { type: 'user' as const, content: `vraag ${at}` }
        : { type: 'ai' as const, content: `${at}: ${long}` },
    );
    const context = buildCoachContext(FLEUR, [], history);
    expect(context.recent).toHaveLength(6);
    expect(context.recent.every((message) => message.content.length <= 100)).toBe(true);
    expect(context.said).toHaveLength(CONVERSATION_MESSAGES / 2);
    expect(context.said.at(-1)).toBe(`${CONVERSATION_MESSAGES + 1}: ${long}`);
    expect(context.said[0]).toBe(`3: ${long}`);
  });
});

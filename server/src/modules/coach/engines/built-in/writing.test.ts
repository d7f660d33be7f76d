import { describe, expect, it } from 'vitest';
import { lowerFirst } from './writing.ts';

describe('lowerFirst: a sport or a passage built into a sentence', () => {
  it('writes an ordinary word in lower case, as Dutch does mid-sentence', () => {
    expect(`Voor ${lowerFirst('Handbal')}`).toBe('Voor handbal');
    expect(lowerFirst('Bij teamsporten als hockey')).toBe('bij teamsporten als hockey');
  });

  it('keeps the capital of an abbreviation and of a name', () => {
    expect(`Voor ${lowerFirst('American football')}`).toBe('Voor American football');
    expect(lowerFirst('NCAA Division I geeft beurzen')).toBe('NCAA Division I geeft beurzen');
    expect(lowerFirst('SAT en ACT zijn niet meer verplicht')).toBe('SAT en ACT zijn niet meer verplicht');
    expect(lowerFirst('I-20 komt van de school')).toBe('I-20 komt van de school');
    expect(lowerFirst('Nederlandse cijfers')).toBe('Nederlandse cijfers');
  });
});

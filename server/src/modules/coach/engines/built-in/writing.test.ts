import { describe, expect, it } from 'vitest';
import { committedInstitutions } from '../../../matches/index.ts';
import { lowerFirst, sentences } from './writing.ts';

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
    expect(lowerFirst('Engelse taaltoets: nog geen score')).toBe('Engelse taaltoets: nog geen score');
    expect(lowerFirst('Division III geeft geen sportbeurzen')).toBe('Division III geeft geen sportbeurzen');
  });
});

describe('sentences: the first sentences of a text', () => {
  it('ends a sentence at a full stop, an exclamation or a question mark before white space', () => {
    expect(sentences('Eerste zin. Tweede zin! Derde?', 2)).toBe('Eerste zin. Tweede zin!');
    expect(sentences('Zonder punt', 1)).toBe('Zonder punt');
  });

  it('keeps an amount or a grade whole: its point is no sentence end', () => {
    const text = 'Het team telt 28 spelers tegen 24 op dit niveau, voor $15.624 per jaar. Daarna meer.';
    expect(sentences(text, 1)).toBe('Het team telt 28 spelers tegen 24 op dit niveau, voor $15.624 per jaar.');
    expect(sentences('Een GPA van 2.5 is genoeg. Meer hoeft niet.', 1)).toBe('Een GPA van 2.5 is genoeg.');
  });

  it('keeps a list under its opening sentence as written', () => {
    expect(sentences('Zo gaat het.\n- eerst dit\n- dan dat', 2)).toBe('Zo gaat het.\n- eerst dit\n- dan dat');
  });

  it("keeps a school's name whole: 'St.', 'Mt.', 'Ft.' and an initial end no sentence", () => {
    // The tour's Concordia: its match rationale was cut to 'wat Concordia University - St.'.
    expect(sentences('Concordia University - St. Paul (NCAA Division II, 54%): wat hem onderscheidt. Meer.', 1)).toBe(
      'Concordia University - St. Paul (NCAA Division II, 54%): wat hem onderscheidt.',
    );
    expect(sentences('Stephen F. Austin State University past. Meer.', 1)).toBe(
      'Stephen F. Austin State University past.',
    );
    expect(sentences('Dat geldt in Division I. Meer.', 1)).toBe('Dat geldt in Division I.');
  });

  it('cuts no name of the committed institution table', () => {
    for (const { name } of committedInstitutions())
      expect(sentences(`Wat ${name} voor jou onderscheidt: het niveau. Daarna meer.`, 1)).toBe(
        `Wat ${name} voor jou onderscheidt: het niveau.`,
      );
  });
});

/**
 * The coach's Dutch terms where a family's typing goes astray: a division written with a capital I
 * for a 1 ('dI'), typos in short words that a fuzzy search leaves alone, and compounds.
 */
import { describe, expect, it } from 'vitest';
import { compoundSplitter, shortTypoCorrector, words } from './dutch-text.ts';

describe('words', () => {
  it('reads a division typed with Roman numerals after the d as the division', () => {
    expect(words('dI of dII?')).toEqual(['d1', 'of', 'd2']);
    expect(words('is diii serieus')).toEqual(['is', 'd3', 'serieus']);
  });
});

describe('a short-word typo', () => {
  const typos = shortTypoCorrector([
    'wat zijn de eisen van de naia',
    'is mijn gpa genoeg',
    'moet ik de sat doen',
    'de act',
  ]);

  it('becomes the one known term of its length a swap or a wrong letter away', () => {
    expect(typos.correct('gap')).toBe('gpa');
    expect(typos.correct('sta')).toBe('sat');
    expect(typos.correct('nsia')).toBe('naia');
  });

  it('stays as it is when it is known, longer than four letters, or near more than one term', () => {
    expect(typos.correct('act')).toBe('act');
    expect(typos.correct('eisne')).toBe('eisne');
    // 'sct' is one wrong letter from both 'sat' and 'act'.
    expect(typos.correct('sct')).toBe('sct');
  });
});

describe('a compound', () => {
  const splitter = (particles?: boolean) =>
    compoundSplitter(['een sport', 'een beurs', 'de coach mailen', 'geld terug krijgen'], { particles });

  it('gets the known words it is made of beside itself', () => {
    expect(splitter().expand('sportbeurs')).toEqual(['sportbeurs', 'sport', 'beurs']);
  });

  it("keeps a separable verb's particle as a part, unless particles are left out: then only the verb", () => {
    expect(splitter().expand('terugmail')).toEqual(['terugmail', 'terug', 'mail']);
    expect(splitter(false).expand('terugmail')).toEqual(['terugmail', 'mail']);
  });
});

import { describe, expect, it } from 'vitest';
import { levelSteps } from './sport-levels.ts';
import { levelInEnglish, SPORTS_IN_ENGLISH } from './sport-levels-english.ts';
import { TEAMS } from './sports.ts';

describe('the Dutch levels in English for a US coach', () => {
  it('names every step of the sports that have English texts', () => {
    expect(SPORTS_IN_ENGLISH).toEqual(
      expect.arrayContaining(['field-hockey', 'soccer', 'volleyball', 'basketball', 'tennis', 'swimming', 'athletics']),
    );
    for (const sport of SPORTS_IN_ENGLISH) {
      for (const team of TEAMS) {
        for (const step of levelSteps(sport, team)) {
          expect(levelInEnglish(sport, team, step.code), `${sport} ${team} ${step.code}`).toMatch(/^[A-Z]/);
        }
      }
    }
  });

  it('says the league as a coach reads it, and nothing for a sport without texts or an unknown level', () => {
    expect(levelInEnglish('field-hockey', 'dames', 'hoofdklasse')).toMatch(
      /^Hoofdklasse: the top Dutch senior league, the strongest club hockey league in the world/,
    );
    expect(levelInEnglish('soccer', 'dames', 'eredivisie')).toBe("Vrouwen Eredivisie: the top Dutch women's league");
    expect(levelInEnglish('golf', 'heren', levelSteps('golf', 'heren')[0]?.code)).toBeNull();
    expect(levelInEnglish('field-hockey', 'dames', 'no-such-level')).toBeNull();
    expect(levelInEnglish(null, 'dames', 'hoofdklasse')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { englishPosition, positionForCoach } from './positions.ts';

describe('englishPosition', () => {
  it.each([
    ['soccer', 'Keeper', 'Goalkeeper'],
    ['soccer', 'Middenveld', 'Midfielder'],
    ['soccer', '  centrale   verdediger ', 'Center back'],
    ['soccer', 'Midvoor', 'Center forward'],
    ['field-hockey', 'laatste man', 'Sweeper'],
    ['water-polo', 'Midvoor', 'Center'],
    ['water-polo', 'keeper', 'Goalkeeper'],
    ['volleyball', 'Spelverdeler', 'Setter'],
    ['volleyball', 'passer-loper', 'Outside hitter'],
    ['basketball', 'spelverdeler', 'Point guard'],
    ['softball', 'Korte stop', 'Shortstop'],
    ['swimming', 'Vrije slag', 'Freestyle'],
    ['athletics', 'Hink-stap-springen', 'Triple jump'],
    ['rowing', 'Slag', 'Stroke'],
    [null, 'Keeper', 'Goalkeeper'],
  ] as const)('%s: %s is %s', (sport, dutch, english) => {
    expect(englishPosition(sport, dutch)).toBe(english);
  });

  it('translates a position of several parts only when every part is known', () => {
    expect(englishPosition('soccer', 'keeper / verdediger')).toBe('Goalkeeper / Defender');
    expect(englishPosition('swimming', 'rugslag en vlinderslag')).toBe('Backstroke / Butterfly');
    expect(englishPosition('athletics', 'sprint, horden')).toBe('Sprints / Hurdles');
    expect(englishPosition('soccer', 'middenvelder (meestal links)')).toBeNull();
    expect(englishPosition('soccer', 'spits of schaduwspits')).toBeNull();
  });

  it("reads a sport's own terms only in that sport", () => {
    // Volleyball's setter is no term of football; rowing's 'slag' is no swimming stroke.
    expect(englishPosition('soccer', 'spelverdeler')).toBeNull();
    expect(englishPosition('swimming', 'slag')).toBeNull();
  });

  it('leaves an empty, an English or an unknown text to the caller', () => {
    expect(englishPosition('soccer', '')).toBeNull();
    expect(englishPosition('soccer', null)).toBeNull();
    expect(englishPosition('soccer', 'Central midfielder')).toBeNull();
  });
});

describe('positionForCoach', () => {
  it('is the translation where there is one, else the text as written, else null', () => {
    expect(positionForCoach('soccer', 'Spits')).toBe('Striker');
    expect(positionForCoach('soccer', 'Schaduwspits')).toBe('Schaduwspits');
    expect(positionForCoach('soccer', null)).toBeNull();
  });
});

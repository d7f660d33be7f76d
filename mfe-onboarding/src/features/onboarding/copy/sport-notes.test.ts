import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { findSport } from '@talentbrug/domain/sports';
import { describe, expect, it } from 'vitest';
import { levelClearedNote, levelNotice, sportNotice, suggestSports } from './sport-notes.ts';

const withSport = (primarySport: string, team: string, level = '') => {
  const data = exampleOnboardingData();
  return { ...data, sport: { ...data.sport, primarySport, team, level } };
};

describe('the sport suggestions', () => {
  it("offer field hockey first for 'hockey', storing the Dutch name the server maps back", () => {
    const [first, second] = suggestSports('hockey');
    expect(first).toEqual({ key: 'field-hockey', value: 'Hockey', label: 'Hockey' });
    expect(second?.label).toBe('IJshockey');
    expect(findSport(first?.value ?? '')?.id).toBe('field-hockey');
  });

  it('name the alias that matched when it is not the Dutch name', () => {
    expect(suggestSports('veldhockey')[0]).toEqual({
      key: 'field-hockey',
      value: 'Hockey',
      label: 'Hockey',
      detail: 'veldhockey',
    });
    expect(suggestSports('soccer')[0]).toMatchObject({ label: 'Voetbal', detail: 'Soccer' });
    expect(suggestSports('')[0]).toEqual({ key: 'soccer', value: 'Voetbal', label: 'Voetbal' });
    expect(suggestSports('padel')).toEqual([]);
  });
});

describe('what the sport field says', () => {
  it('names what exists when the sport has no college team for the team chosen, without blocking', () => {
    expect(sportNotice(withSport('Hockey', 'heren', 'hoofdklasse'))).toMatch(
      /^Heren-veldhockey heeft in de VS geen universiteitsteams met sportbeurzen .* Je kunt je profiel gewoon afmaken\.$/,
    );
    expect(sportNotice(withSport('Hockey', 'dames'))).toBeNull();
    expect(sportNotice(withSport('Hockey', ''))).toBeNull();
  });

  it('says how text typed before the catalogue reads, and that a sport outside it cannot be matched', () => {
    expect(sportNotice(withSport('Hockey dames MO18', 'dames'))).toBe(
      'We lezen ‘Hockey dames MO18’ als Hockey uit onze lijst. Klopt dat niet? Kies dan je sport uit de lijst.',
    );
    expect(sportNotice(withSport('Padel', 'heren'))).toMatch(
      /^‘Padel’ staat niet in onze lijst met universiteitssporten\./,
    );
    expect(sportNotice(withSport(' ', 'heren'))).toBeNull();
  });
});

describe('what the level field says', () => {
  it("says how the sport's ladder reads an old draft's choice", () => {
    expect(levelNotice(withSport('Tennis', 'dames', 'eredivisie'))).toBe(
      'Je koos eerder ‘Eredivisie of Eerste divisie (hoogste landelijke niveau)’. Voor jouw sport lezen we dat als ‘Speelsterkte (rating) 1 of 2’. Past een ander niveau uit de lijst beter? Kies dat dan.',
    );
    // A code that is also on the ladder is simply that step.
    expect(levelNotice(withSport('Hockey', 'dames', 'hoofdklasse'))).toBeNull();
  });

  it("warns about amateur status with football's professional levels", () => {
    expect(levelNotice(withSport('Voetbal', 'heren', 'eredivisie'))).toMatch(/amateurstatus/);
    expect(levelNotice(withSport('Voetbal', 'heren', ''))).toBeNull();
  });

  it('says why a level was emptied when the sport changed', () => {
    expect(levelClearedNote(withSport('Hockey', 'dames', 'promotieklasse'))).toBe(
      'Je hebt een andere sport of een ander team gekozen. Daarom is je niveau (‘Promotieklasse of subtopklasse jeugd’) leeggemaakt: kies het opnieuw uit de nieuwe lijst.',
    );
  });
});

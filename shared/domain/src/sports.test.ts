import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLEGE_LEVELS,
  findSport,
  noProgrammeText,
  normalizeSportText,
  SPORTS,
  searchSports,
  sportById,
  sportForApr,
  sportsForEada,
  TEAM_SPORTS,
  TEAMS,
  teamProgramme,
} from './sports.ts';

describe('the sport catalogue', () => {
  it('has unique ids, and no name or alias that means two sports', () => {
    expect(new Set(SPORTS.map((sport) => sport.id)).size).toBe(SPORTS.length);
    const owner = new Map<string, string>();
    for (const sport of SPORTS) {
      for (const term of [sport.name, sport.englishName, ...sport.aliases]) {
        const key = normalizeSportText(term);
        expect(owner.get(key) ?? sport.id, `"${term}"`).toBe(sport.id);
        owner.set(key, sport.id);
      }
    }
  });

  it('writes aliases in lower case', () => {
    for (const sport of SPORTS) {
      for (const alias of sport.aliases) expect(alias).toBe(alias.toLowerCase());
    }
  });

  it('gives every offered team its levels, and every other team a Dutch sentence saying what exists', () => {
    for (const sport of SPORTS) {
      for (const team of TEAMS) {
        const programme = teamProgramme(sport, team);
        if (programme.offered) {
          expect(programme.levels.length, `${sport.id} ${team}`).toBeGreaterThan(0);
          for (const level of programme.levels) expect(COLLEGE_LEVELS).toContain(level);
          for (const level of Object.keys(programme.beyondData ?? {})) expect(programme.levels).toContain(level);
        } else {
          expect(programme.instead.length, `${sport.id} ${team}`).toBeGreaterThan(40);
        }
      }
    }
  });

  it('says plainly that men have no college field hockey and names what exists', () => {
    const hockey = sportById('field-hockey');
    expect(hockey).not.toBeNull();
    if (!hockey) return;
    expect(hockey.heren.offered).toBe(false);
    const text = noProgrammeText(hockey, 'heren') ?? '';
    expect(text).toMatch(/geen universiteitsteams/);
    expect(text).toMatch(/dames/);
    expect(noProgrammeText(hockey, 'dames')).toBeNull();
    expect(hockey.dames.offered && hockey.dames.levels).toEqual(['ncaa-d1', 'ncaa-d2', 'ncaa-d3']);
  });

  it('maps both data sources’ names to catalogue sports', () => {
    expect(sportsForEada('Swimming and Diving').map((sport) => sport.id)).toEqual(['swimming', 'diving']);
    expect(sportsForEada('Track and Field, Outdoor').map((sport) => sport.id)).toEqual(['athletics']);
    expect(sportsForEada('Other Sports')).toEqual([]);
    expect(sportForApr("Women's Field Hockey")).toMatchObject({ sport: { id: 'field-hockey' }, team: 'dames' });
    expect(sportForApr("Men's Soccer")).toMatchObject({ sport: { id: 'soccer' }, team: 'heren' });
    expect(sportForApr('Mixed Rifle')).toMatchObject({ sport: { id: 'rifle' }, team: 'coed' });
    expect(sportForApr('Quidditch')).toBeNull();
  });

  it('knows the team sports, whatever the athlete typed, and not the sports of one athlete against others', () => {
    for (const id of TEAM_SPORTS) expect(sportById(id)?.id, id).toBe(id);
    const teamSport = (text: string) => {
      const sport = findSport(text);
      return sport !== null && TEAM_SPORTS.has(sport.id);
    };
    for (const text of ['Voetbal (keeper)', 'Hockey dames MO18', 'Beachvolleybal', 'Waterpolo', 'IJshockey']) {
      expect(teamSport(text), text).toBe(true);
    }
    for (const text of ['Handbal', 'Korfbal', 'Rugby', 'American football']) expect(teamSport(text), text).toBe(true);
    for (const text of ['Tennis', 'Golf', 'Zwemmen', 'Roeien', 'Atletiek', 'Turnen', 'Judo', 'Zeilen']) {
      expect(teamSport(text), text).toBe(false);
    }
  });
});

describe('findSport', () => {
  it.each([
    ['Voetbal', 'soccer'],
    ['hockey', 'field-hockey'],
    ['Veldhockey', 'field-hockey'],
    ['IJshockey', 'ice-hockey'],
    ['Zwemmen', 'swimming'],
    ['atletiek', 'athletics'],
    ['Roeien', 'rowing'],
    ['Skiën', 'skiing'],
    ['skien', 'skiing'],
    ['  TENNIS ', 'tennis'],
    ['Honkbal', 'baseball'],
    ['American Football', 'american-football'],
  ])('maps %s to %s', (text, id) => {
    expect(findSport(text)?.id).toBe(id);
  });

  it('finds every sport by its own id, and an id only as the whole text', () => {
    for (const sport of SPORTS) expect(findSport(sport.id)?.id, sport.id).toBe(sport.id);
    expect(findSport('athletics aid agreement')).toBeNull();
  });

  it('finds the sport inside a longer free text, the longest name first', () => {
    expect(findSport('Hockey dames MO18-1')?.id).toBe('field-hockey');
    expect(findSport('Voetbal (keeper)')?.id).toBe('soccer');
    expect(findSport('beach volleybal')?.id).toBe('beach-volleyball');
    expect(findSport('zaalvolleybal, ook wat beach')?.id).toBe('volleyball');
    expect(findSport('ik doe aan ijs hockey')?.id).toBe('ice-hockey');
  });

  it('returns null for an empty text or a sport the catalogue does not know', () => {
    expect(findSport('')).toBeNull();
    expect(findSport('   ')).toBeNull();
    expect(findSport('quidditch')).toBeNull();
    expect(findSport('hockeystick')).toBeNull();
  });

  it('finds every name and alias whatever its case', () => {
    for (const sport of SPORTS) {
      for (const term of [sport.name, ...sport.aliases]) expect(findSport(term.toUpperCase())?.id, term).toBe(sport.id);
    }
  });

  it('never throws and only answers with catalogue sports', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sport = findSport(text);
        expect(sport === null || SPORTS.includes(sport)).toBe(true);
      }),
    );
  });
});

describe('searchSports', () => {
  it('lists the whole catalogue in its own order for an empty query', () => {
    expect(searchSports('').map((hit) => hit.sport.id)).toEqual(SPORTS.map((sport) => sport.id));
    expect(searchSports('', 3)).toHaveLength(3);
  });

  it('ranks an exact name first, then names starting with the query, then aliases', () => {
    expect(searchSports('golf')[0]?.sport.id).toBe('golf');
    expect(
      searchSports('ho')
        .map((hit) => hit.sport.id)
        .slice(0, 2),
    ).toEqual(['field-hockey', 'baseball']);
    const veld = searchSports('veld');
    expect(veld.map((hit) => hit.sport.id)).toEqual(expect.arrayContaining(['field-hockey', 'cross-country']));
    expect(veld.find((hit) => hit.sport.id === 'field-hockey')?.matched).toBe('veldhockey');
  });

  it('matches without accents and on later words', () => {
    expect(searchSports('ski')[0]?.sport.id).toBe('skiing');
    expect(searchSports('hockey').map((hit) => hit.sport.id)).toEqual(['field-hockey', 'ice-hockey']);
    expect(searchSports('quidditch')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { COMPETITION_LEVELS } from './profile/options.ts';
import {
  type DivisionFit,
  divisionFits,
  levelSteps,
  levelTable,
  resolveLevel,
  SPORT_LEVEL_TABLES,
  WIZARD_LEVEL_CODES,
} from './sport-levels.ts';
import { COLLEGE_LEVELS, findSport, SPORTS, TEAMS, teamProgramme } from './sports.ts';

const RANK: Record<DivisionFit | 'none', number> = { none: 0, reach: 1, fit: 2, safe: 3 };

describe('the sport-level tables', () => {
  it('know every code the onboarding wizard stores today', () => {
    expect([...WIZARD_LEVEL_CODES].sort()).toEqual(COMPETITION_LEVELS.map((option) => option.value).sort());
  });

  it('read every wizard code as a step of the ladder, in every sport and team', () => {
    for (const table of SPORT_LEVEL_TABLES) {
      for (const team of TEAMS) {
        const { steps, wizard } = table[team];
        expect(new Set(steps.map((step) => step.code)).size).toBe(steps.length);
        for (const code of WIZARD_LEVEL_CODES) {
          expect(
            steps.map((step) => step.code),
            `${String(table.sports)} ${team} ${code}`,
          ).toContain(wizard[code]);
        }
      }
    }
  });

  it('never make a lower step look better than a higher one', () => {
    for (const table of SPORT_LEVEL_TABLES) {
      for (const team of TEAMS) {
        const { steps } = table[team];
        steps.forEach((step, index) => {
          const above = steps[index - 1];
          if (!above) return;
          expect(step.tier, `${step.code} below ${above.code}`).toBeGreaterThanOrEqual(above.tier);
          for (const level of COLLEGE_LEVELS) {
            expect(
              RANK[step.fits[level] ?? 'none'],
              `${String(table.sports)} ${team} ${step.code} ${level}`,
            ).toBeLessThanOrEqual(RANK[above.fits[level] ?? 'none']);
          }
        });
      }
    }
  });

  it('only call levels feasible where the catalogue has teams for the sport', () => {
    for (const sport of SPORTS) {
      const table = levelTable(sport.id);
      if (table.sports === 'generic') continue;
      for (const team of TEAMS) {
        const programme = teamProgramme(sport, team);
        if (!programme.offered) continue;
        for (const step of table[team].steps) {
          for (const level of Object.keys(step.fits))
            expect(programme.levels, `${sport.id} ${team} ${step.code}`).toContain(level);
        }
      }
    }
  });

  it('falls back to the generic scale for sports without a table of their own', () => {
    expect(levelTable('lacrosse').sports).toBe('generic');
    expect(levelTable(null).sports).toBe('generic');
    expect(levelTable('cross-country')).toBe(levelTable('athletics'));
  });
});

describe('what a Dutch level means in the US', () => {
  it('reads hoofdklasse hockey as D1 level', () => {
    expect(divisionFits('field-hockey', 'dames', 'hoofdklasse')['ncaa-d1']).toBe('fit');
    expect(divisionFits('field-hockey', 'dames', 'overgangsklasse')['ncaa-d1']).toBe('fit');
  });

  it('keeps amateur football in the eerste klasse out of D1 and D2', () => {
    const fits = divisionFits('soccer', 'heren', 'eerste-klasse');
    expect(fits['ncaa-d1']).toBeUndefined();
    expect(fits['ncaa-d2']).toBeUndefined();
    expect(fits['ncaa-d3']).toBe('fit');
    expect(divisionFits('soccer', 'heren', 'hoofdklasse')['ncaa-d1']).toBeUndefined();
    expect(divisionFits('soccer', 'heren', 'jeugdopleiding-bvo')['ncaa-d1']).toBe('fit');
  });

  it('reads the same code per sport: hoofdklasse is the top in hockey, the fifth tier in men’s football', () => {
    expect(resolveLevel('field-hockey', 'dames', 'hoofdklasse')?.tier).toBe(2);
    expect(resolveLevel('soccer', 'heren', 'hoofdklasse')?.tier).toBe(4);
  });

  it('maps the wizard’s codes onto a sport’s own ladder', () => {
    expect(resolveLevel('field-hockey', 'dames', 'tweede-divisie')?.code).toBe('promotieklasse');
    expect(resolveLevel('tennis', 'heren', 'eredivisie')?.code).toBe('rating-1-2');
    expect(resolveLevel('swimming', 'dames', 'nk-finale')?.fits['ncaa-d1']).toBe('fit');
  });

  it('knows nothing of an empty or unknown code', () => {
    expect(resolveLevel('soccer', 'heren', '')).toBeNull();
    expect(resolveLevel('soccer', 'heren', 'wereldklasse')).toBeNull();
    expect(divisionFits('soccer', 'heren', null)).toEqual({});
  });

  it('serves the onboarding example: a hockey player (dames) in the hoofdklasse fits D1', () => {
    const sport = findSport('Hockey');
    expect(sport?.id).toBe('field-hockey');
    expect(divisionFits(sport?.id ?? null, 'dames', 'hoofdklasse')['ncaa-d1']).toBe('fit');
  });

  it('offers the sport’s own ladder as options, top down', () => {
    expect(levelSteps('field-hockey', 'dames').map((step) => step.code)).toEqual([
      'nationale-selectie',
      'hoofdklasse',
      'promotieklasse',
      'talentteam',
      'overgangsklasse',
      'eerste-klasse',
      'lager',
    ]);
    for (const sport of SPORTS) {
      for (const team of TEAMS) expect(levelSteps(sport.id, team).length).toBeGreaterThan(3);
    }
  });
});

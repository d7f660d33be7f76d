import type { Profile } from '@talentbrug/domain/contracts/profile';
import { profile } from '@talentbrug/domain/testing/athletes';
import { describe, expect, it } from 'vitest';
import { ALL_MATCHING_FACTS, athleteFactsOf, MATCHING_FACT_LABELS } from './athlete-facts.ts';

describe('athleteFactsOf (the API 400)', () => {
  it('lists sport, team, level and GPA in Dutch when all are missing', () => {
    expect(athleteFactsOf(profile())).toEqual({
      missing: ALL_MATCHING_FACTS,
      unknownSport: null,
    });
  });

  it('reads a complete profile, also with a GPA of 0', () => {
    const read = athleteFactsOf(
      profile({ sport: 'soccer', team: 'dames', competition_level: 'hoofdklasse', academic_gpa: 0 }),
    );
    expect('missing' in read).toBe(false);
    expect(read).toMatchObject({ facts: { sport: 'soccer', team: 'dames', levelCode: 'hoofdklasse', gpa: 0 } });
  });

  it('names free text outside the catalogue, and asks for a level the ladder can read', () => {
    expect(
      athleteFactsOf(profile({ sport: 'Kitesurfen', team: 'heren', competition_level: 'x', academic_gpa: 3 })),
    ).toEqual({ missing: [], unknownSport: 'Kitesurfen' });
    expect(
      athleteFactsOf(profile({ sport: 'tennis', team: 'heren', competition_level: 'rating-99', academic_gpa: 3 })),
    ).toEqual({ missing: [MATCHING_FACT_LABELS.levelAgain], unknownSport: null });
  });

  it("reads the athlete's division wishes as the engine's college levels, none as no preference", () => {
    const complete = { sport: 'soccer', team: 'dames', competition_level: 'hoofdklasse', academic_gpa: 3 } as const;
    const divisionsOf = (preferred_divisions: Profile['preferred_divisions']) => {
      const read = athleteFactsOf(profile({ ...complete, preferred_divisions }));
      if ('missing' in read) throw new Error(`not ready to match: ${read.missing.join(', ')}`);
      return read.facts.preferredDivisions;
    };
    expect(divisionsOf(['d2', 'naia'])).toEqual(['ncaa-d2', 'naia']);
    expect(divisionsOf(['d1', 'd3', 'njcaa'])).toEqual(['ncaa-d1', 'ncaa-d3', 'njcaa']);
    expect(divisionsOf([])).toEqual([]);
  });
});

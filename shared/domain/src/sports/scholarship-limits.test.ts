import { describe, expect, it } from 'vitest';
import { sportById, teamProgramme } from '../sports.ts';
import { FBS_CONFERENCES, SCHOLARSHIP_LIMITS, scholarshipLimit } from './scholarship-limits.ts';

describe('the scholarship limits', () => {
  it('name only sports the catalogue has for the team at the level, each sport once per level and team', () => {
    const seen = new Set<string>();
    for (const limit of SCHOLARSHIP_LIMITS) {
      expect(limit.count, `${limit.level} ${limit.team} ${limit.sports}`).toBeGreaterThan(0);
      for (const id of limit.sports) {
        const sport = sportById(id);
        expect(sport, id).not.toBeNull();
        const programme = sport ? teamProgramme(sport, limit.team) : null;
        expect(programme?.offered && programme.levels.includes(limit.level), `${id} ${limit.team} ${limit.level}`).toBe(
          true,
        );
        const key = `${limit.level}|${limit.team}|${id}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('hold the figures of the domain reference (shared/reference/domain-facts.md)', () => {
    const count = (level: Parameters<typeof scholarshipLimit>[0], team: 'heren' | 'dames', sport: string) =>
      scholarshipLimit(level, team, sport as never)?.count ?? null;
    expect(count('ncaa-d1', 'heren', 'basketball')).toBe(13);
    expect(count('ncaa-d1', 'dames', 'basketball')).toBe(15);
    expect(count('ncaa-d1', 'dames', 'volleyball')).toBe(12);
    expect(count('ncaa-d1', 'dames', 'tennis')).toBe(8);
    expect(count('ncaa-d1', 'heren', 'soccer')).toBe(9.9);
    expect(count('ncaa-d1', 'dames', 'soccer')).toBe(14);
    expect(count('ncaa-d1', 'heren', 'baseball')).toBe(11.7);
    expect(count('ncaa-d2', 'heren', 'soccer')).toBe(9);
    expect(count('ncaa-d2', 'dames', 'soccer')).toBe(9.9);
    expect(count('ncaa-d2', 'dames', 'volleyball')).toBe(8);
    expect(count('ncaa-d2', 'heren', 'tennis')).toBe(4.5);
    expect(count('ncaa-d2', 'dames', 'tennis')).toBe(6);
    expect(count('ncaa-d2', 'heren', 'golf')).toBe(3.6);
    expect(count('ncaa-d2', 'dames', 'golf')).toBe(5.4);
    expect(count('ncaa-d2', 'heren', 'athletics')).toBe(12.6);
    expect(count('ncaa-d2', 'dames', 'field-hockey')).toBe(6.3);
  });

  it('share one limit between track and cross country at the NCAA, and between swimming and diving everywhere', () => {
    expect(scholarshipLimit('ncaa-d1', 'dames', 'cross-country')).toBe(
      scholarshipLimit('ncaa-d1', 'dames', 'athletics'),
    );
    expect(scholarshipLimit('ncaa-d2', 'heren', 'cross-country')).toBe(
      scholarshipLimit('ncaa-d2', 'heren', 'athletics'),
    );
    // The NAIA counts them apart (12 and 5).
    expect(scholarshipLimit('naia', 'dames', 'cross-country')?.count).toBe(5);
    expect(scholarshipLimit('naia', 'dames', 'athletics')?.count).toBe(12);
    for (const level of ['ncaa-d1', 'ncaa-d2', 'naia'] as const) {
      expect(scholarshipLimit(level, 'heren', 'diving')).toBe(scholarshipLimit(level, 'heren', 'swimming'));
    }
  });

  it('know nothing at Division III, and say unknown where no source gives a limit', () => {
    expect(scholarshipLimit('ncaa-d3', 'dames', 'soccer')).toBeNull();
    expect(scholarshipLimit('njcaa', 'dames', 'volleyball')).toBeNull();
    expect(scholarshipLimit('naia', 'dames', 'beach-volleyball')).toBeNull();
  });

  it("reads Division I football's subdivision from the conference", () => {
    expect(scholarshipLimit('ncaa-d1', 'heren', 'american-football', 'Big Ten Conference')).toMatchObject({
      count: 85,
      kind: 'headcount',
    });
    expect(scholarshipLimit('ncaa-d1', 'heren', 'american-football', 'Big Sky Conference')?.count).toBe(63);
    expect(scholarshipLimit('ncaa-d1', 'heren', 'american-football')?.count).toBe(63);
    expect(FBS_CONFERENCES.has('Southeastern Conference')).toBe(true);
  });
});

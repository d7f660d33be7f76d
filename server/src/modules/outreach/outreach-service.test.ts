import type { Match } from '@talentbrug/domain/contracts/matches';
import { STATUS_HISTORY_MAX } from '@talentbrug/domain/outreach';
import { describe, expect, it } from 'vitest';
import { programmeFact, withChange } from './outreach-service.ts';

/** The parts of a match programmeFact reads. */
const match = (parts: {
  conference?: string | null;
  squad?: number | null;
  year?: string | null;
  rate?: number | null;
}): Match =>
  ({
    division: 'NCAA Division II',
    teamStats: {
      squad_size: parts.squad ?? null,
      squad_year: parts.year ?? null,
      conference: parts.conference ?? null,
    },
    institution: { conference: null, admission_rate: parts.rate ?? null },
  }) as unknown as Match;

describe('the programme fact', () => {
  it('is the conference, else the squad with its year, else the admission rate, else the division', () => {
    expect(programmeFact(match({ conference: 'Gulf South Conference', squad: 28, year: '2020-21' }))).toBe(
      'is a member of the Gulf South Conference (NCAA Division II)',
    );
    expect(programmeFact(match({ squad: 28, year: '2020-21', rate: 0.42 }))).toBe(
      'had a squad of 28 in 2020-21 (NCAA Division II)',
    );
    expect(programmeFact(match({ squad: 28, rate: 0.42 }))).toBe(
      'is an NCAA Division II school that admits 42% of its applicants',
    );
    expect(programmeFact(match({}))).toBe('competes in NCAA Division II');
  });
});

describe('the status history', () => {
  it('keeps its first change and the latest ones once it reaches its bound', () => {
    let history: { status: string; at: string }[] = [];
    for (let n = 0; n < STATUS_HISTORY_MAX + 5; n++) history = withChange(history, { status: `s${n}`, at: String(n) });
    expect(history).toHaveLength(STATUS_HISTORY_MAX);
    expect(history[0]?.status).toBe('s0');
    expect(history[1]?.status).toBe('s6');
    expect(history.at(-1)?.status).toBe(`s${STATUS_HISTORY_MAX + 4}`);
  });
});

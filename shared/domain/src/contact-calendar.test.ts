import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, contactCalendar } from './contact-calendar.ts';

const rule = (id: string) => {
  const found = CONTACT_RULES.find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};
const day = (year: number, id: string) =>
  `${year}-${String(rule(id).month).padStart(2, '0')}-${String(rule(id).day).padStart(2, '0')}`;

describe('the NCAA contact calendar', () => {
  it('every rule names its source and when it was gathered', () => {
    for (const entry of CONTACT_RULES) {
      expect(entry.source.title.length).toBeGreaterThan(10);
      expect(entry.source.as_of).toMatch(/^\d{4}-\d{2}$/);
      expect(entry.rule.length).toBeGreaterThan(10);
    }
  });

  // Three sports (one with Division I's later date) and two graduation years, checked against the entries.
  for (const [sport, team, d1Contact] of [
    ['field-hockey', 'dames', 'ncaa-d1-contact'],
    ['soccer', 'heren', 'ncaa-d1-contact'],
    ['basketball', 'dames', 'ncaa-d1-contact-late-sports'],
  ] as const) {
    for (const graduationYear of [2027, 2028]) {
      it(`${sport} (${team}), diploma ${graduationYear}: the 4th class ends two years before it (VWO, or US grades)`, () => {
        const calendar = contactCalendar({ sport, team, graduationYear, track: null });
        const fourth = graduationYear - 2;
        expect(calendar).toMatchObject({ fourth_class_ends: fourth, basis: 'us_grades' });
        expect(calendar.dates.map((date) => [date.rule_id, date.date])).toEqual(
          [
            [d1Contact, day(fourth, d1Contact)],
            ['ncaa-d1-official-visits', day(fourth, 'ncaa-d1-official-visits')],
            ['ncaa-d2-contact', day(fourth, 'ncaa-d2-contact')],
          ].sort((a, b) => `${a[1]} ${a[0]}`.localeCompare(`${b[1]} ${b[0]}`)),
        );
        expect(contactCalendar({ sport, team, graduationYear, track: 'vwo' }).dates).toEqual(calendar.dates);
      });
    }
  }

  it('reads HAVO 4 as one year before the diploma, and men’s basketball keeps the general date', () => {
    const havo = contactCalendar({ sport: 'field-hockey', team: 'dames', graduationYear: 2027, track: 'havo' });
    expect(havo.fourth_class_ends).toBe(2026);
    expect(havo.dates.find((date) => date.rule_id === 'ncaa-d1-contact')?.date).toBe('2026-06-15');
    const men = contactCalendar({ sport: 'basketball', team: 'heren', graduationYear: 2027, track: null });
    expect(men.dates.map((date) => date.rule_id)).toContain('ncaa-d1-contact');
    expect(men.dates.map((date) => date.rule_id)).not.toContain('ncaa-d1-contact-late-sports');
  });

  it('says which levels the sources have no rule for, and gives no dates without a graduation year', () => {
    const none = contactCalendar({ sport: 'soccer', team: 'heren', graduationYear: null, track: null });
    expect(none.dates).toEqual([]);
    expect(none.levels_without_rules).toEqual(expect.arrayContaining(['ncaa-d3', 'naia']));
    expect(none.levels_without_rules).not.toContain('ncaa-d1');
  });
});

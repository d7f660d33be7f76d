import { describe, expect, it } from 'vitest';
import {
  CONTACT_RULES,
  contactCalendar,
  diplomaYear,
  schoolClassIn,
  timeline,
  timelineSentence,
} from './contact-calendar.ts';

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

describe('the timeline: where the athlete is today', () => {
  // 5 December 2026, 10:00 in Amsterdam: the clock is passed in.
  const now = new Date('2026-12-05T09:00:00Z');

  // Three sports and two graduation years (VWO: the 4th class ends two years before the diploma).
  const cases = [
    {
      sport: 'field-hockey',
      name: 'Hockey',
      team: 'dames',
      year: 2027,
      expected: [
        'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2025, je kunt nu schrijven',
        'Coaches in D2 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2025, je kunt nu schrijven',
        'Coaches in D1 hockey mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat was in augustus 2025, een uitnodiging kan nu komen',
      ],
    },
    {
      sport: 'field-hockey',
      name: 'Hockey',
      team: 'dames',
      year: 2029,
      expected: [
        'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat is over 6 maanden, in juni 2027',
        'Coaches in D2 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat is over 6 maanden, in juni 2027',
        'Coaches in D1 hockey mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat is over 7 maanden, in augustus 2027',
      ],
    },
    {
      sport: 'soccer',
      name: 'Voetbal',
      team: 'heren',
      year: 2028,
      expected: [
        'Coaches in D1 voetbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven',
        'Coaches in D2 voetbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven',
        'Coaches in D1 voetbal mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat was in augustus 2026, een uitnodiging kan nu komen',
      ],
    },
    {
      sport: 'basketball',
      name: 'Basketbal',
      team: 'dames',
      year: 2028,
      expected: [
        'Coaches in D2 basketbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2026, je kunt nu schrijven',
        'Coaches in D1 basketbal mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat was in augustus 2026, een uitnodiging kan nu komen',
        'Coaches in D1 basketbal mogen je vanaf 1 september aan het begin van je 5e klas antwoorden: dat was in september 2026, je kunt nu schrijven',
      ],
    },
    {
      sport: 'basketball',
      name: 'Basketbal',
      team: 'dames',
      year: 2029,
      expected: [
        'Coaches in D2 basketbal mogen je vanaf 15 juni na je 4e klas antwoorden: dat is over 6 maanden, in juni 2027',
        'Coaches in D1 basketbal mogen je vanaf 1 augustus na je 4e klas uitnodigen voor een officieel bezoek: dat is over 7 maanden, in augustus 2027',
        'Coaches in D1 basketbal mogen je vanaf 1 september aan het begin van je 5e klas antwoorden: dat is over 8 maanden, in september 2027',
      ],
    },
  ] as const;

  for (const { sport, name, team, year, expected } of cases) {
    it(`${sport} (${team}), diploma ${year}`, () => {
      const calendar = contactCalendar({ sport, team, graduationYear: year, track: null });
      const lines = timeline(calendar, name, now);
      expect(lines.map((line) => line.sentence)).toEqual(expected);
      expect(lines.map((line) => line.date)).toEqual(calendar.dates.map((date) => date.date));
      expect(lines.every((line) => line.passed === line.date <= '2026-12-05')).toBe(true);
    });
  }

  const d1 = {
    rule_id: 'ncaa-d1-contact',
    level: 'ncaa-d1',
    level_label: 'NCAA Division I',
    event: 'contact',
  } as const;

  it('counts in days within the last month, says when the day is today, and reads the Dutch day', () => {
    expect(timelineSentence({ ...d1, date: '2027-06-15' }, 'Hockey', new Date('2027-06-03T10:00:00Z')).sentence).toBe(
      'Coaches in D1 hockey mogen je vanaf 15 juni na je 4e klas antwoorden: dat is over 12 dagen, op 15 juni 2027',
    );
    expect(
      timelineSentence({ ...d1, date: '2027-06-15' }, 'Hockey', new Date('2027-05-15T10:00:00Z')).sentence,
    ).toMatch(/dat is over 1 maand, in juni 2027$/);
    // 14 June 22:30 UTC is already 15 June in the Netherlands.
    const today = timelineSentence({ ...d1, date: '2027-06-15' }, 'Hockey', new Date('2027-06-14T22:30:00Z'));
    expect(today).toMatchObject({ passed: true });
    expect(today.sentence).toMatch(/: dat is vandaag, je kunt nu schrijven$/);
    // Without a sport in the profile, the level alone.
    expect(timelineSentence({ ...d1, date: '2025-06-15' }, null, now).sentence).toBe(
      'Coaches in D1 mogen je vanaf 15 juni na je 4e klas antwoorden: dat was in juni 2025, je kunt nu schrijven',
    );
  });
});

describe('the class and the diploma year a profile says', () => {
  it.each([
    ['VWO 5', { track: 'vwo', year: 5 }],
    ['havo4', { track: 'havo', year: 4 }],
    ['5 vwo', { track: 'vwo', year: 5 }],
    ['5-havo', { track: 'havo', year: 5 }],
    ['VWO 6, Stedelijk Gymnasium Haarlem', { track: 'vwo', year: 6 }],
    ['Gymnasium 5', { track: 'vwo', year: 5 }],
    ['atheneum 4', { track: 'vwo', year: 4 }],
    ['HAVO 6', null],
    ['MBO 2', null],
    ['High School', null],
    ['Stedelijk Gymnasium Haarlem', null],
    ['', null],
  ] as const)('%s', (text, expected) => {
    expect(schoolClassIn(text)).toEqual(expected);
    expect(schoolClassIn(null)).toBeNull();
  });

  const empty = { graduation_year: null, education_level: null, target_start_year: null, target_start_month: null };
  const december = new Date('2026-12-07T10:00:00Z');
  const may = new Date('2027-05-20T10:00:00Z');

  it('the profile’s own graduation year comes first', () => {
    expect(diplomaYear({ ...empty, graduation_year: 2029, education_level: 'VWO 5' }, december)).toEqual({
      year: 2029,
      basis: 'graduation_year',
      track: 'vwo',
    });
  });

  it('else the class, on the school year of the day (August to July)', () => {
    expect(diplomaYear({ ...empty, education_level: 'VWO 5' }, december)).toEqual({
      year: 2028,
      basis: 'class',
      track: 'vwo',
    });
    expect(diplomaYear({ ...empty, education_level: 'VWO 5' }, may)).toEqual({
      year: 2028,
      basis: 'class',
      track: 'vwo',
    });
    expect(diplomaYear({ ...empty, education_level: 'HAVO 5' }, december)?.year).toBe(2027);
    expect(diplomaYear({ ...empty, education_level: 'HAVO 4' }, new Date('2027-08-20T10:00:00Z'))?.year).toBe(2029);
  });

  it('else the summer before the wished start', () => {
    expect(diplomaYear({ ...empty, target_start_year: 2028, target_start_month: 8 }, december)).toEqual({
      year: 2028,
      basis: 'start',
      track: null,
    });
    expect(diplomaYear({ ...empty, target_start_year: 2028, target_start_month: 1 }, december)?.year).toBe(2027);
    expect(diplomaYear({ ...empty, education_level: 'MBO 2' }, december)).toBeNull();
  });
});

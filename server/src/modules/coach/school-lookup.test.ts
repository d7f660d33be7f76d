/**
 * The school lookup over the committed institution dataset: a question names a school by every
 * telling word of its name, never by a place after 'in' or the athlete's own first name, and the
 * engine places it for the athlete (its rank past the shown list, or why it is ruled out).
 */
import { describe, expect, it } from 'vitest';
import { committedInstitutions } from '../matches/index.ts';
import { SCHOOL_ALIASES } from './names.ts';
import { createSchoolLookup } from './school-lookup.ts';
import { DAAN, FLEUR, matchesFor } from './testing/athletes.ts';

const lookup = createSchoolLookup(() => committedInstitutions());
const name = (question: string, firstName: string | null = null) => lookup.find(question, [], firstName)?.name ?? null;

describe('the school a question names', () => {
  it('is found by every telling word of its name, the one the question says most of', () => {
    expect(name('waarom staat Stanford niet in mijn lijst?')).toBe('Stanford University');
    expect(name('en Ohio State?')).toMatch(/^Ohio State University/);
    expect(name('waarom zit de University of Michigan er niet bij')).toBe('University of Michigan');
  });

  it('is found by the short name families use, each alias a school the dataset has', () => {
    expect(name('kan ik naar UCLA?')).toBe('University of California, Los Angeles');
    expect(name('Heb ik kans bij USC')).toBe('University of Southern California');
    expect(name('wat vind je van penn state')).toBe('Pennsylvania State University');
    const names = new Set(committedInstitutions().map((institution) => institution.name));
    for (const school of Object.values(SCHOOL_ALIASES)) expect(names.has(school), school).toBe(true);
    // Initials Dutch uses otherwise name no school: studying in the USA, at the UvA.
    expect(name('studeren in de USA')).toBeNull();
    expect(name('of toch naar de UvA?')).toBeNull();
  });

  it('is no place after "in", no first name of the athlete, and nothing a question only half names', () => {
    expect(name('hoe is het weer in Florida?')).toBeNull();
    expect(name('Grace wil weten wat haar kansen zijn', 'Grace')).toBeNull();
    expect(name('Hoe werkt het F-1 visum?')).toBeNull();
    expect(name('wat is de beste school voor mij?')).toBeNull();
  });

  it('is none when it is one of the athlete’s own matches: the coach knows those already', () => {
    const [first] = matchesFor(FLEUR);
    if (!first) throw new Error('Fleur has matches');
    expect(lookup.find(`Wat vind je van ${first.school_name}?`, matchesFor(FLEUR), 'Fleur')).toBeNull();
  });
});

describe('its place for the athlete', () => {
  const stanford = lookup.find('Stanford', [], null);
  if (!stanford) throw new Error('the dataset has Stanford');

  it('is its rank among all the athlete’s schools, below the shown list, with the parts of its score', () => {
    const { place } = lookup.place(FLEUR, stanford);
    expect(place?.rank).toBeGreaterThan(30);
    expect(place?.match.ruled_out).toBeUndefined();
    expect(place?.match.score_parts).toHaveLength(6);
  });

  it('says why a hard filter rules it out', () => {
    const { place } = lookup.place(DAAN, stanford);
    expect(place?.match.ruled_out).toContain('niet realistisch');
  });

  it('is unknown while the profile cannot be matched', () => {
    expect(lookup.place(null, stanford)).toEqual({ name: 'Stanford University', place: null });
  });
});

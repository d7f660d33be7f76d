/**
 * The school lookup over the committed institution dataset: a question names a school by every
 * telling word of its name, never by a place after 'in' or the athlete's own first name, and the
 * engine places it for the athlete (its rank past the shown list, or why it is ruled out).
 */

import type { Institution } from '@talentbrug/domain/institutions';
import { beforeAll, describe, expect, it } from 'vitest';
import { committedInstitutionSet, committedInstitutions } from '../matches/index.ts';
import { SCHOOL_ALIASES } from './names.ts';
import { createSchoolLookup } from './school-lookup.ts';
import { DAAN, FLEUR, matchesFor } from './testing/athletes.ts';

const lookup = createSchoolLookup(committedInstitutionSet);
const name = async (question: string, firstName: string | null = null) =>
  (await lookup.find(question, [], firstName))?.name ?? null;

describe('the school a question names', () => {
  it('is found by every telling word of its name, the one the question says most of', async () => {
    expect(await name('waarom staat Stanford niet in mijn lijst?')).toBe('Stanford University');
    expect(await name('en Ohio State?')).toMatch(/^Ohio State University/);
    expect(await name('waarom zit de University of Michigan er niet bij')).toBe('University of Michigan');
  });

  it('is found by the short name families use, each alias a school the dataset has', async () => {
    expect(await name('kan ik naar UCLA?')).toBe('University of California, Los Angeles');
    expect(await name('Heb ik kans bij USC')).toBe('University of Southern California');
    expect(await name('wat vind je van penn state')).toBe('Pennsylvania State University');
    const names = new Set(committedInstitutions().map((institution) => institution.name));
    for (const school of Object.values(SCHOOL_ALIASES)) expect(names.has(school), school).toBe(true);
    // Initials Dutch uses otherwise name no school: studying in the USA, at the UvA.
    expect(await name('studeren in de USA')).toBeNull();
    expect(await name('of toch naar de UvA?')).toBeNull();
  });

  it('is no place after "in", no first name of the athlete, and nothing a question only half names', async () => {
    expect(await name('hoe is het weer in Florida?')).toBeNull();
    expect(await name('Grace wil weten wat haar kansen zijn', 'Grace')).toBeNull();
    expect(await name('Hoe werkt het F-1 visum?')).toBeNull();
    expect(await name('wat is de beste school voor mij?')).toBeNull();
  });

  it('counts each word of a name once: "Kansas" is the University of Kansas, not Kansas City Kansas Community College', async () => {
    expect(await name('Is een beurs van Kansas elk jaar hetzelfde bedrag?')).toBe('University of Kansas');
  });

  it('is the athlete’s own match when the question names it as well as another school (a family’s tour)', async () => {
    const kansas = committedInstitutions().find((institution) => institution.name === 'University of Kansas');
    if (!kansas) throw new Error('the dataset has the University of Kansas');
    const [first] = matchesFor(FLEUR);
    if (!first) throw new Error('Fleur has matches');
    const withKansas = [{ ...first, institution_id: kansas.id, school_name: kansas.name }];
    expect(await lookup.find('Is een beurs van Kansas elk jaar hetzelfde bedrag?', withKansas, 'Fleur')).toBeNull();
  });

  it('is none when it is one of the athlete’s own matches: the coach knows those already', async () => {
    const [first] = matchesFor(FLEUR);
    if (!first) throw new Error('Fleur has matches');
    expect(await lookup.find(`Wat vind je van ${first.school_name}?`, matchesFor(FLEUR), 'Fleur')).toBeNull();
  });
});

describe('its place for the athlete', () => {
  let stanford: Institution;
  beforeAll(async () => {
    const found = await lookup.find('Stanford', [], null);
    if (!found) throw new Error('the dataset has Stanford');
    stanford = found;
  });

  it('is its rank among all the athlete’s schools, below the shown list, with the parts of its score', async () => {
    const { place } = await lookup.place(FLEUR, stanford);
    expect(place?.rank).toBeGreaterThan(30);
    expect(place?.match.ruled_out).toBeUndefined();
    expect(place?.match.score_parts).toHaveLength(6);
  });

  it('says why a hard filter rules it out', async () => {
    const { place } = await lookup.place(DAAN, stanford);
    expect(place?.match.ruled_out).toContain('niet realistisch');
  });

  it('is unknown while the profile cannot be matched', async () => {
    expect(await lookup.place(null, stanford)).toEqual({ name: 'Stanford University', place: null });
  });
});

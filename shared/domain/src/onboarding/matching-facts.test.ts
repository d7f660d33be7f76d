import { describe, expect, it } from 'vitest';
import { exampleOnboardingData } from './example.ts';
import { matchingFactsOf } from './matching-facts.ts';

describe('matchingFactsOf', () => {
  it.each([
    {
      title: 'takes the scores, diploma year and scholarship kind as typed, in range',
      academics: { satScore: '1.250', actScore: '27', graduationYear: '2027' },
      scholarshipType: 'Partial',
      facts: {
        academic_grade: 7.4,
        sat_score: 1250,
        act_score: 27,
        graduation_year: 2027,
        scholarship_type: 'Partial',
      },
    },
    {
      title: 'leaves out what is empty, out of range or not a number',
      academics: { satScore: '', actScore: '40', graduationYear: 'volgend jaar', gpa: '3,4' },
      scholarshipType: ' ',
      facts: { academic_grade: null, sat_score: null, act_score: null, graduation_year: null, scholarship_type: null },
    },
  ])('$title', ({ academics, scholarshipType, facts }) => {
    const data = exampleOnboardingData();
    Object.assign(data.academics, academics);
    data.preferences.scholarshipType = scholarshipType;
    expect(matchingFactsOf(data)).toEqual({ ...facts, preferred_divisions: [], university_of_interest: null });
  });

  it('takes the college levels ticked, in the list order, each once, and nothing unknown', () => {
    const data = exampleOnboardingData();
    data.preferences.divisions = 'naia,d2';
    expect(matchingFactsOf(data).preferred_divisions).toEqual(['d2', 'naia']);
    data.preferences.divisions = 'd1, d1,d4,,njcaa';
    expect(matchingFactsOf(data).preferred_divisions).toEqual(['d1', 'njcaa']);
  });

  it('keeps a Dutch average grade as typed, beside its GPA estimate; a GPA typed as such is no grade', () => {
    const data = exampleOnboardingData();
    for (const [typed, grade] of [
      ['7,4', 7.4],
      ['8', 8],
      ['3,7', null],
      ['', null],
    ] as const) {
      data.academics.gpa = typed;
      expect(matchingFactsOf(data).academic_grade, typed).toBe(grade);
    }
  });

  it('carries the university picked on the landing, as its institution id', () => {
    const data = exampleOnboardingData();
    data.preferences.universityOfInterest = ' 243744 ';
    expect(matchingFactsOf(data).university_of_interest).toBe('243744');
  });

  it.each([[''], ['Stanford'], ['<script>'], ['243744; drop table']])('takes %j as no university at all', (id) => {
    const data = exampleOnboardingData();
    data.preferences.universityOfInterest = id;
    expect(matchingFactsOf(data).university_of_interest).toBeNull();
  });
});

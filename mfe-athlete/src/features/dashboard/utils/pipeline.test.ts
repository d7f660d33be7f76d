import { exampleMatch } from '@talentbrug/api-client/testing/matches';
import { describe, expect, it } from 'vitest';
import { pipelineCounts, topMatches } from './pipeline.ts';

describe('the pipeline', () => {
  const matches = [
    exampleMatch(1, { status: 'declined' }),
    exampleMatch(2, { status: 'contacted' }),
    exampleMatch(3),
    exampleMatch(4, { status: 'contacted' }),
    exampleMatch(5, { status: 'offer' }),
  ];

  it('counts every stage, in the pipeline order, with its Dutch label', () => {
    expect(pipelineCounts(matches).map(({ label, count }) => `${label}: ${count}`)).toEqual([
      'Nieuw: 1',
      'Interesse: 0',
      'Contact gelegd: 2',
      'Aangemeld: 0',
      'Aanbod: 1',
      'Toegezegd: 0',
      'Afgewezen: 1',
    ]);
  });

  it('the top three leave declined schools out', () => {
    expect(topMatches(matches).map((match) => match.rank)).toEqual([2, 3, 4]);
    expect(topMatches([])).toEqual([]);
  });
});

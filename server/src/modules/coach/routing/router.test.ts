/**
 * The router over the evaluation set's test half, which it never learnt from: the floors are the
 * measured figures (bench/coach-eval.md), so a change that routes worse fails here, and a change
 * that routes better raises them. Also: no phrasing repeats a test question, and a follow-up keeps
 * or leaves the previous topic as a family means it.
 */
import { describe, expect, it } from 'vitest';
import { fold, words } from '../dutch-text.ts';
import { TEST } from '../evaluation/questions.ts';
import { OUT_OF_SCOPE } from '../evaluation/topics.ts';
import { createTopicRouter, levelsIn } from './router.ts';
import { knowledgePhrasings, trainingPhrasings } from './training.ts';

/** Measured by `npm run eval:coach`; raise with the router, never lower to pass. */
const FLOORS = { right: 206, inScopeDeclined: 1, outOfScopeAnswered: 2 };

const router = createTopicRouter(trainingPhrasings());
const routed = TEST.map((question) => ({
  question,
  label: router.route(question.text, question.previous?.text ?? null).label,
}));

describe('the topic router on the test half', () => {
  it('learnt from no question of the test half', () => {
    const tested = new Set(TEST.flatMap((question) => [question.text, question.previous?.text ?? '']).map(fold));
    expect(trainingPhrasings().filter((phrasing) => tested.has(fold(phrasing.text)))).toEqual([]);
  });

  it('routes at least as many questions right as measured', () => {
    const right = routed.filter((outcome) => outcome.label === outcome.question.label).length;
    expect(right).toBeGreaterThanOrEqual(FLOORS.right);
  });

  it('declines no more in-scope questions, and answers no more out-of-scope ones, than measured', () => {
    const declined = routed.filter((o) => o.question.label !== OUT_OF_SCOPE && o.label === OUT_OF_SCOPE);
    const answered = routed.filter((o) => o.question.label === OUT_OF_SCOPE && o.label !== OUT_OF_SCOPE);
    expect(declined.length).toBeLessThanOrEqual(FLOORS.inScopeDeclined);
    expect(answered.length).toBeLessThanOrEqual(FLOORS.outOfScopeAnswered);
  });
});

describe('a follow-up', () => {
  it('keeps the previous topic when it names no other, and names the division it asks about', () => {
    const routedFollowUp = router.route('en voor D2?', 'Hoeveel beurzen heeft een hockeyteam in D1?');
    expect(routedFollowUp).toMatchObject({ label: 'scholarship', followUp: true, levels: ['ncaa-d2'] });
  });

  it('moves to the topic its own words name', () => {
    expect(router.route('en de SAT?', 'Hoe werkt het visumproces?').label).toBe('sat-act');
  });

  it('about the athlete after a general question, takes the personal side of its topic', () => {
    expect(router.route('en voor mij?', 'Wat kost een jaar studeren in Amerika?')).toMatchObject({
      label: 'affordability',
      followUp: true,
    });
    expect(router.route('en voor mij?', 'Wat is het verschil tussen D1 en D3?').label).toBe('my-divisions');
  });

  it('that is only short, not said as one, is its own question when the regression is sure of its topic', () => {
    // 'coach' and 'mailen' are words of the feelings phrasings ('eng om coaches te mailen'), yet this asks the rules.
    expect(router.route('Wanneer mag een coach mij mailen?', 'ik ben zenuwachtig')).toMatchObject({
      label: 'coach-contact',
      followUp: false,
    });
    // Whom to write: the regression's majority (not its certainty) is enough, and nerves weigh a quarter beside it.
    expect(router.route('Wie moet ik mailen?', 'ik ben zenuwachtig')).toMatchObject({
      label: 'coach-contact',
      followUp: false,
    });
    // Said as a follow-up ('en ...'), the previous topic's words keep it.
    expect(router.route('en met een cijfer van 6,5?', 'Wat zijn de eisen van de NAIA?').label).toBe('naia');
  });

  it('that points back ("daarvoor") leans on the previous topic', () => {
    expect(
      router.route('moet ik daarvoor naar het consulaat in amsterdam?', 'Hoe vraag ik een F-1 visum aan?').label,
    ).toBe('visa');
  });

  it('is an ordinary question when there is no previous turn: a division alone is about the divisions', () => {
    expect(router.route('en voor D2?', null)).toMatchObject({ label: 'divisions', followUp: false });
  });
});

describe('the levels a question names', () => {
  it('reads each way of naming a level, the junior college in two words among them', () => {
    expect(levelsIn(words('En voor Division II of de NAIA?'))).toEqual(['ncaa-d2', 'naia']);
    expect(levelsIn(words('en bij een junior college?'))).toEqual(['njcaa']);
    expect(levelsIn(words('Kan ik na de junior colleges nog verder? En juco?'))).toEqual(['njcaa']);
    // A school year of the American calendar is no level.
    expect(levelsIn(words('vanaf 1 september van je junior year'))).toEqual([]);
  });
});

describe('the knowledge as phrasings', () => {
  const learnt = knowledgePhrasings();

  it('learns each sentence of an entry for the topic that reads it, an entry two read for the one listed first', () => {
    const injury = learnt.find((phrasing) => phrasing.text.includes('zoals je prestaties of een blessure'));
    expect(injury?.label).toBe('scholarship-coverage');
    const calendar = learnt.filter((phrasing) => phrasing.text.includes('15 juni'));
    expect(calendar.length).toBeGreaterThan(0);
    expect(new Set(calendar.map((phrasing) => phrasing.label))).not.toContain('planning');
    expect(learnt.every((phrasing) => !phrasing.text.startsWith('- ') && !phrasing.text.includes('**'))).toBe(true);
  });

  it('is part of what the router learns', () => {
    const all = new Set(trainingPhrasings().map((phrasing) => phrasing.text));
    for (const phrasing of learnt) expect(all.has(phrasing.text)).toBe(true);
  });
});

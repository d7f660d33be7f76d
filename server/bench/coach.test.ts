/**
 * A guard against a slow coach, not the measurement itself (bench/results.json has that): the
 * bounds are generous, since the test machine's cores are shared.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import { describe, expect, it } from 'vitest';
import { benchBuiltInCoach } from './coach.ts';

describe('benchBuiltInCoach', () => {
  it('times the first chunk and the whole answer of the six popular questions', { timeout: 60_000 }, async () => {
    const timing = await benchBuiltInCoach({ runs: 1 });
    expect(timing.samples).toBe(POPULAR_QUESTIONS.length * timing.athletes);
    expect(timing.per_question.map((entry) => entry.question)).toEqual([...POPULAR_QUESTIONS]);
    expect(timing.first_token.p50_ms).toBeLessThanOrEqual(timing.full_answer.p50_ms);
    expect(timing.first_token.p95_ms).toBeLessThan(50);
    expect(timing.full_answer.p95_ms).toBeLessThan(250);
  });
});

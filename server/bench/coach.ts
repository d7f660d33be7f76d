/**
 * The built-in coach's speed for the bench (bench/results.json): time to the first streamed chunk
 * and to the whole answer, for each of the six popular questions, over the evaluation athletes
 * with the matches the engine computes for them from the committed dataset. Measured on the
 * engine as the service drives it (streamed, with its yields); the database reads and the HTTP
 * stream around it are the API latency's part.
 */
import { POPULAR_QUESTIONS } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { sportById } from '@talentbrug/domain/sports';
import { profile } from '@talentbrug/domain/testing/athletes';
import { buildCoachContext, type CoachContext } from '../src/modules/coach/coach-context.ts';
import { createBuiltInCoach } from '../src/modules/coach/engines/built-in/built-in-coach.ts';
import { loadKnowledge } from '../src/modules/coach/knowledge.ts';
import {
  type AthleteFacts,
  buildMatchReference,
  EVALUATION_ATHLETES,
  rankMatches,
  readDatasetFile,
} from '../src/modules/matches/index.ts';
import { percentile, round, type Timing, timing } from './timing.ts';

export interface BuiltInCoachTiming {
  /** Answers timed: questions x athletes x runs (after one untimed warm-up pass). */
  samples: number;
  athletes: number;
  first_token: Timing;
  full_answer: Timing;
  per_question: {
    question: string;
    first_token_p50_ms: number;
    full_answer_p50_ms: number;
    full_answer_p95_ms: number;
    chars: number;
  }[];
  /** Reading the knowledge entries and building both search indexes, once at start. */
  startup_ms: number;
}

/** A stored profile with the evaluation athlete's matching facts, as the onboarding would leave it. */
function profileOf(facts: AthleteFacts, index: number): Profile {
  const now = new Date(0).toISOString();
  return profile({
    user_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    first_name: 'Sam',
    nationality: 'Nederlandse',
    sport: sportById(facts.sport)?.name ?? facts.sport,
    team: facts.team,
    competition_level: facts.levelCode,
    academic_gpa: facts.gpa,
    education_level: 'VWO 6',
    highlight_video_url: index % 2 ? 'https://www.youtube.com/watch?v=abc' : null,
    sat_score: facts.sat,
    act_score: facts.act,
    english_test: facts.englishTest,
    english_score: facts.englishScore,
    budget_eur_min: facts.budgetEurMin,
    preferred_states: [...facts.preferredStates],
    preferred_school_size: facts.preferredSchoolSize,
    study_interest: facts.studyInterest,
    target_start_year: 2028,
    target_start_month: 8,
    scholarship_type: facts.scholarshipType,
    created_at: now,
    updated_at: now,
  });
}

export async function benchBuiltInCoach(options: { runs?: number } = {}): Promise<BuiltInCoachTiming> {
  const runs = options.runs ?? 10;
  const started = performance.now();
  const coach = createBuiltInCoach(loadKnowledge());
  const startup = performance.now() - started;

  const institutions = readDatasetFile().rows();
  const reference = buildMatchReference(institutions);
  const contexts: CoachContext[] = EVALUATION_ATHLETES.map((athlete, index) => {
    // The whole list, as the service gives the coach (its first five are the chat context).
    const matches: Match[] = rankMatches(athlete.facts, institutions, { reference }).map((match, rank) => ({
      ...match,
      id: `00000000-0000-4000-8000-${String(rank + 1).padStart(12, '0')}`,
      rank: rank + 1,
      status: 'new',
      favourite: false,
    }));
    return buildCoachContext(profileOf(athlete.facts, index), matches, []);
  });

  const first: number[] = [];
  const full: number[] = [];
  const perQuestion = POPULAR_QUESTIONS.map((question) => ({
    question,
    first: [] as number[],
    full: [] as number[],
    chars: [] as number[],
  }));
  for (let run = -1; run < runs; run++) {
    for (const entry of perQuestion) {
      for (const context of contexts) {
        const start = performance.now();
        let firstAt = 0;
        let chars = 0;
        for await (const chunk of coach.answer({ question: entry.question, context })) {
          if (!firstAt) firstAt = performance.now();
          chars += chunk.length;
        }
        const end = performance.now();
        if (run < 0) continue;
        first.push(firstAt - start);
        full.push(end - start);
        entry.first.push(firstAt - start);
        entry.full.push(end - start);
        entry.chars.push(chars);
      }
    }
  }
  return {
    samples: full.length,
    athletes: contexts.length,
    first_token: timing(first),
    full_answer: timing(full),
    per_question: perQuestion.map((entry) => ({
      question: entry.question,
      first_token_p50_ms: timing(entry.first).p50_ms,
      full_answer_p50_ms: timing(entry.full).p50_ms,
      full_answer_p95_ms: timing(entry.full).p95_ms,
      chars: percentile(
        [...entry.chars].sort((a, b) => a - b),
        0.5,
      ),
    })),
    startup_ms: round(startup),
  };
}

import type { ChatHistory, ChatResponse } from '@talentbrug/domain/coach';
import { CONTACT_EMAIL } from '@talentbrug/domain/constants';
import type { Match } from '@talentbrug/domain/contracts/matches';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { createRateLimiter, TooManyRequestsError } from '../../plugins/rate-limit.ts';
import { type MatchesRepository, matchesAreStale } from '../matches/index.ts';
import type { ProfilesRepository } from '../profiles/profiles-repository.ts';
import { buildCoachContext, CONVERSATION_MESSAGES, type CoachOutreach, type CoachVideo } from './coach-context.ts';
import type { CoachRepository } from './coach-repository.ts';
import { type CoachVideoSource, coachVideo } from './coach-video.ts';
import { type CoachEngine, routeOnce } from './engines/engine.ts';
import type { AbsentSchool, SchoolLookup } from './school-lookup.ts';

/**
 * The outreach module's view of the pipeline and the contact calendar. `known`: the profile and
 * matches the coach has already read for this question, so they are not read twice.
 */
export interface CoachOutreachSource {
  forCoach(
    userId: string,
    now: Date,
    known: { profile: Profile | null; matches: readonly Match[] },
  ): Promise<CoachOutreach>;
}

/**
 * Questions per athlete: a burst of 20 per 10 minutes and 200 a day. A conversation rarely needs
 * more, and each question may cost a model call.
 */
export const COACH_LIMITS = {
  burst: { capacity: 20, perSecond: 20 / 600 },
  day: { capacity: 200, perSecond: 200 / 86_400 },
} as const;

/** The conversation GET /api/ai/history returns: the latest messages, enough for any real chat. */
export const HISTORY_MAX = 400;

/** Only when no engine produced a word (which the built-in coach never lets happen). */
export const SAFE_ANSWER = `Ik kan je vraag nu even niet goed beantwoorden. Probeer het zo nog eens, of stel je vraag aan een talentmanager via ${CONTACT_EMAIL}.`;

export type CoachEvent = { type: 'token'; text: string } | { type: 'done'; response: ChatResponse };

interface ErrorLog {
  error(details: Record<string, unknown>, message: string): void;
}

function tooMany(seconds: number): TooManyRequestsError {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes <= 1 ? 'over een minuut' : minutes < 120 ? `over ${minutes} minuten` : 'morgen';
  return new TooManyRequestsError(
    seconds,
    `Je hebt de coach in korte tijd veel gevraagd. Probeer het ${wait} opnieuw.`,
  );
}

export function createCoachService(deps: {
  repository: CoachRepository;
  profiles: Pick<ProfilesRepository, 'find'>;
  matches: Pick<MatchesRepository, 'list'>;
  engine: CoachEngine;
  /** The athlete's analysed highlight video (createCoachVideoSource); without it, general video advice. */
  videos?: CoachVideoSource;
  /** The athlete's outreach pipeline and contact calendar (the outreach module); without it, the general advice. */
  outreach?: CoachOutreachSource;
  /** Any school of the dataset by name, placed for the athlete ('waarom staat Stanford er niet bij?'). */
  schools?: SchoolLookup;
  log: ErrorLog;
  metrics?: { answered(): void; fellBack(reason: string): void; left(): void };
}) {
  const { repository, profiles, matches, engine, videos, outreach, schools, log } = deps;

  /** A school the question names outside the matches, placed; extra as well, so a failure only leaves it out. */
  async function absentOf(
    question: string,
    profile: Profile | null,
    ranking: readonly Match[],
    datasetVersion: string | null,
  ): Promise<AbsentSchool | undefined> {
    if (!schools) return undefined;
    try {
      const named = await schools.find(question, ranking, profile?.first_name ?? null, datasetVersion);
      return named ? await schools.place(profile, named) : undefined;
    } catch (error) {
      log.error({ err: error }, 'AI coach: the school lookup failed');
      return undefined;
    }
  }

  /** The video is extra: when it cannot be read the coach answers without it, as before. */
  async function videoOf(userId: string) {
    if (!videos) return undefined;
    try {
      return await videos.latest(userId);
    } catch (error) {
      log.error({ err: error }, 'AI coach: the video analysis could not be read');
      return undefined;
    }
  }

  /** The pipeline is extra too: when it cannot be read, the coach answers with the general advice. */
  async function outreachOf(
    userId: string,
    now: Date,
    known: { profile: Profile | null; matches: readonly Match[] },
  ): Promise<CoachOutreach | undefined> {
    if (!outreach) return undefined;
    try {
      return await outreach.forCoach(userId, now, known);
    } catch (error) {
      log.error({ err: error }, 'AI coach: the outreach pipeline could not be read');
      return undefined;
    }
  }
  const metrics = deps.metrics ?? { answered: () => {}, fellBack: () => {}, left: () => {} };
  // Per API instance, in memory: see createRateLimiter.
  const limiter = createRateLimiter({ rules: COACH_LIMITS });

  return {
    async history(userId: string): Promise<ChatHistory> {
      const messages = await repository.latest(userId, HISTORY_MAX);
      return {
        messages: messages.map((message) => ({
          type: message.role,
          content: message.content,
          timestamp: message.createdAt.toISOString(),
        })),
      };
    },

    /** 'Nieuw gesprek': the conversation is deleted, not hidden. */
    async clear(userId: string): Promise<void> {
      await repository.clear(userId);
    },

    /**
     * Checks the limit and reads the athlete's data, then returns the answer as it is written:
     * tokens, then `done` once the question and the answer are stored. Nothing is stored when
     * the athlete leaves half-way (`signal`).
     */
    async ask(
      userId: string,
      question: string,
      options: { signal?: AbortSignal } = {},
    ): Promise<AsyncGenerator<CoachEvent>> {
      const verdict = limiter.take([
        { rule: 'burst', key: userId, cost: 1 },
        { rule: 'day', key: userId, cost: 1 },
      ]);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const askedAt = new Date();
      const [profile, generation, recent, stored] = await Promise.all([
        profiles.find(userId),
        matches.list(userId),
        repository.latest(userId, CONVERSATION_MESSAGES),
        videoOf(userId),
      ]);
      const video: CoachVideo | null | undefined =
        stored === undefined ? undefined : coachVideo(stored, profile?.sport ?? null);
      const withoutPipeline = buildCoachContext(
        profile,
        generation.matches,
        recent.map((message) => ({ type: message.role, content: message.content })),
        matchesAreStale(generation.generation, profile, generation.dataset),
        video,
      );
      // The question is routed once, here, for every use below: whether the answer reads the
      // pipeline, and the answer itself (the model's prompt, the built-in coach, the fallback).
      // On first use only: a chip the built-in coach knows as it is is never routed.
      const routed = routeOnce(engine, question, withoutPipeline.recent);
      // The pipeline is read only for an answer that uses it ('wie moet ik mailen?', the contact
      // rules): the engine says so from the question's topic and the conversation.
      const pipeline =
        (engine.usesOutreach?.(question, withoutPipeline, routed) ?? true)
          ? await outreachOf(userId, askedAt, { profile, matches: generation.matches })
          : undefined;
      const absent = await absentOf(question, profile, withoutPipeline.ranking, generation.dataset?.version ?? null);
      const context = {
        ...withoutPipeline,
        ...(pipeline === undefined ? {} : { outreach: pipeline }),
        ...(absent === undefined ? {} : { absent }),
      };
      const { signal } = options;
      const input = { question, context, ...(signal ? { signal } : {}), ...(routed ? { routed } : {}) };

      // Whether the exchange was stored; counted once the answer is over, however it ended.
      let kept = false;
      return (async function* answer(): AsyncGenerator<CoachEvent> {
        try {
          yield* written();
        } finally {
          if (!kept && signal?.aborted) metrics.left();
        }
      })();

      /** The answer's events, stored at the end unless the athlete left half-way. */
      async function* written(): AsyncGenerator<CoachEvent> {
        let text = '';
        try {
          for await (const chunk of engine.answer(input)) {
            if (signal?.aborted) return;
            text += chunk;
            yield { type: 'token', text: chunk };
          }
        } catch (error) {
          if (signal?.aborted) return;
          log.error({ err: error, engine: engine.name }, 'AI coach: the engine failed');
          // Half an answer was seen: the stream says it failed. None at all: a plain safe answer.
          if (text.trim() !== '') throw error;
        }
        if (signal?.aborted) return;
        if (text.trim() === '') {
          metrics.fellBack('safe_answer');
          text = SAFE_ANSWER;
          yield { type: 'token', text };
        }
        // The answer always sorts after its question, however fast it came.
        const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
        const stored = await repository.addExchange(
          userId,
          { content: question, at: askedAt },
          { content: text.trim(), at: answeredAt },
        );
        kept = true;
        metrics.answered();
        yield {
          type: 'done',
          response: { id: stored.id, message: stored.content, timestamp: stored.createdAt.toISOString() },
        };
      }
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;

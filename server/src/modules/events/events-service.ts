import type { AnalyticsEvent } from '@talentbrug/domain/contracts/events';
import {
  type BucketRule,
  createRateLimiter,
  type RateLimiter,
  TooManyRequestsError,
} from '../../plugins/rate-limit.ts';
import type { EventsRepository } from './events-repository.ts';

const TEN_MINUTES = 600;

/**
 * Events (not requests) per 10 minutes, as a burst that refills evenly (EVENTS_LIMIT_PER_IP and
 * _PER_SESSION, 1,000 and 200 by default). A visit to the wizard sends a few dozen events, so a
 * session gets several visits' worth; an IP gets enough for a class of athletes onboarding
 * together behind one school or club network.
 */
export interface EventLimits {
  perIp: number;
  perSession: number;
}

const rules = ({ perIp, perSession }: EventLimits): Record<'ip' | 'session', BucketRule> => ({
  ip: { capacity: perIp, perSecond: perIp / TEN_MINUTES },
  session: { capacity: perSession, perSecond: perSession / TEN_MINUTES },
});

export function createEventsService(deps: {
  repository: Pick<EventsRepository, 'insertMany'>;
  limits: EventLimits;
  /** Per API instance, in memory: see createRateLimiter. */
  limiter?: RateLimiter<'ip' | 'session'>;
}) {
  const { repository, limiter = createRateLimiter({ rules: rules(deps.limits) }) } = deps;
  return {
    /**
     * Stores the batch as one insert; an event without its own time is dated on arrival. The
     * endpoint takes events without a token (the wizard reports before sign-up), so every event
     * counts against the sender's IP and its session id, and a batch over either limit is refused whole.
     */
    async record(events: AnalyticsEvent[], sender: { ip: string }): Promise<number> {
      const verdict = limiter.take([
        { rule: 'ip', key: sender.ip, cost: events.length },
        ...events.flatMap((event) =>
          event.sessionId ? [{ rule: 'session' as const, key: event.sessionId, cost: 1 }] : [],
        ),
      ]);
      if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
      const receivedAt = new Date();
      await repository.insertMany(
        events.map((event) => ({
          name: event.name,
          properties: event.properties ?? {},
          sessionId: event.sessionId ?? null,
          occurredAt: event.occurredAt ? new Date(event.occurredAt) : receivedAt,
          receivedAt,
        })),
      );
      return events.length;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

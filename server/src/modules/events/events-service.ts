import type { AnalyticsEvent } from '@talentbrug/domain/events';
import type { EventsRepository } from './events-repository.ts';

export function createEventsService(deps: { repository: Pick<EventsRepository, 'insertMany'> }) {
  const { repository } = deps;
  return {
    /** Stores the batch as one insert; an event without its own time is dated on arrival. */
    async record(events: AnalyticsEvent[]): Promise<number> {
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

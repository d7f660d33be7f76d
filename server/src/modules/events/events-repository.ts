import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics-events.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export function createEventsRepository(db: Database) {
  return {
    async insertMany(rows: NewAnalyticsEvent[]): Promise<void> {
      await db.insert(analyticsEvents).values(rows);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;

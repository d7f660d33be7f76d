/**
 * Analytics events: the onboarding funnel events the browser reports to POST /api/events
 * (spec: "Analytics events emitted"). The browser may send them with navigator.sendBeacon,
 * so the server also reads this body from a text/plain request.
 */
import { z } from 'zod';

export const ANALYTICS_EVENT_NAMES = [
  'onboarding_step_back',
  'onboarding_validation_error',
  'onboarding_step_completed',
  'onboarding_submission_started',
  'onboarding_completed',
] as const;

export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PROPERTIES_MAX = 20;
export const ANALYTICS_STRING_MAX = 200;

export const analyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);

/** Flat on purpose: events are counted and filtered, never rendered as documents. */
export const analyticsPropertiesSchema = z
  .record(z.string().min(1).max(64), z.union([z.string().max(ANALYTICS_STRING_MAX), z.number(), z.boolean()]))
  .refine((properties) => Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX, {
    message: `Maximaal ${ANALYTICS_PROPERTIES_MAX} eigenschappen`,
  });

export const analyticsEventSchema = z.object({
  name: analyticsEventNameSchema,
  properties: analyticsPropertiesSchema.optional(),
  sessionId: z.string().min(1).max(100).optional(),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});

export const analyticsEventBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

export const analyticsEventsAcceptedSchema = z.object({
  accepted: z.number().int().nonnegative(),
});

export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventBatch = z.infer<typeof analyticsEventBatchSchema>;
export type AnalyticsEventsAccepted = z.infer<typeof analyticsEventsAcceptedSchema>;

/**
 * Analytics events: the onboarding funnel events the browser reports to POST /api/events
 * (spec: "Analytics events emitted"). The browser may send them with navigator.sendBeacon,
 * so the server also reads this body from a text/plain request.
 */
import { z } from 'zod/mini';
import { INVALID_TEXT_MESSAGE, isValidText, safeText } from '../text.ts';

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

// The text rule after the union and over the keys, so its own message reaches the client, not
// the union's or the record key's generic one.
const propertyValueSchema = z
  .union([z.string().check(z.maxLength(ANALYTICS_STRING_MAX)), z.number(), z.boolean()])
  .check(z.refine((value) => typeof value !== 'string' || isValidText(value), INVALID_TEXT_MESSAGE));

/** Flat on purpose: events are counted and filtered, never rendered as documents. */
export const analyticsPropertiesSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(64)), propertyValueSchema)
  .check(
    z.refine((properties) => Object.keys(properties).every(isValidText), INVALID_TEXT_MESSAGE),
    z.refine((properties) => Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX, {
      message: `Maximaal ${ANALYTICS_PROPERTIES_MAX} eigenschappen`,
    }),
  );

export const analyticsEventSchema = z.object({
  name: analyticsEventNameSchema,
  properties: z.optional(analyticsPropertiesSchema),
  sessionId: z.optional(safeText().check(z.minLength(1), z.maxLength(100))),
  occurredAt: z.optional(z.iso.datetime({ offset: true })),
});

export const analyticsEventBatchSchema = z.object({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
});

export const analyticsEventsAcceptedSchema = z.object({
  accepted: z.number().check(z.int(), z.nonnegative()),
});

export type AnalyticsEventName = z.infer<typeof analyticsEventNameSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventBatch = z.infer<typeof analyticsEventBatchSchema>;
export type AnalyticsEventsAccepted = z.infer<typeof analyticsEventsAcceptedSchema>;

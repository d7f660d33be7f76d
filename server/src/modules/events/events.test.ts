import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';

interface StoredEvent {
  name: string;
  properties: Record<string, unknown>;
  session_id: string | null;
  user_id: string | null;
  occurred_at: Date;
  received_at: Date;
}

describe('POST /api/events', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const stored = (sessionId: string) =>
    queryRows<StoredEvent>(
      app,
      sql`select name, properties, session_id, user_id, occurred_at, received_at
          from analytics_events where session_id = ${sessionId} order by occurred_at`,
    );
  const count = async () =>
    Number((await queryRows<{ n: number | string }>(app, sql`select count(*) as n from analytics_events`))[0]?.n);

  it('stores a batch and answers 202 with the number accepted', async () => {
    const before = new Date();
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        events: [
          {
            name: 'onboarding_step_completed',
            properties: { step: 2, stepName: 'sport', skipped: false },
            sessionId: 'session-a',
            occurredAt: '2026-01-15T10:00:00.000Z',
          },
          { name: 'onboarding_completed', sessionId: 'session-a' },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });

    const rows = await stored('session-a');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'onboarding_step_completed',
      properties: { step: 2, stepName: 'sport', skipped: false },
      session_id: 'session-a',
      user_id: null,
    });
    expect(new Date(rows[0]?.occurred_at as Date).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    // Without its own time an event is dated on arrival.
    expect(rows[1]).toMatchObject({ name: 'onboarding_completed', properties: {} });
    expect(new Date(rows[1]?.occurred_at as Date).getTime()).toBe(new Date(rows[1]?.received_at as Date).getTime());
    expect(new Date(rows[1]?.received_at as Date).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('reads a navigator.sendBeacon body sent as text/plain', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ events: [{ name: 'onboarding_step_back', sessionId: 'beacon' }] }),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1 });
    expect(await stored('beacon')).toHaveLength(1);
  });

  it('answers 400 for a text/plain body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: 'onboarding_completed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  const event = { name: 'onboarding_completed' };
  const manyProperties = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));

  it.each([
    ['no events', {}, 'events'],
    ['an empty batch', { events: [] }, 'events'],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => event) }, 'events'],
    ['events that is not a list', { events: 'onboarding_completed' }, 'events'],
    ['an unknown name', { events: [{ name: 'page_view' }] }, 'events.0.name'],
    ['a missing name', { events: [event, {}] }, 'events.1.name'],
    ['nested properties', { events: [{ ...event, properties: { step: { n: 1 } } }] }, 'events.0.properties.step'],
    [
      'a list as property value',
      { events: [{ ...event, properties: { steps: [1, 2] } }] },
      'events.0.properties.steps',
    ],
    ['a null property value', { events: [{ ...event, properties: { step: null } }] }, 'events.0.properties.step'],
    ['more than 20 properties', { events: [{ ...event, properties: manyProperties }] }, 'events.0.properties'],
    [
      'a string value over 200 characters',
      { events: [{ ...event, properties: { note: 'x'.repeat(201) } }] },
      'events.0.properties.note',
    ],
    ['properties that are not an object', { events: [{ ...event, properties: 'step=1' }] }, 'events.0.properties'],
    ['a session id that is not a string', { events: [{ ...event, sessionId: 42 }] }, 'events.0.sessionId'],
    [
      'an occurredAt that is not a timestamp',
      { events: [{ ...event, occurredAt: 'gisteren' }] },
      'events.0.occurredAt',
    ],
    ['a list as body', [event], '_root'],
  ])('rejects %s with 400 and the failing field, storing nothing', async (_case, payload, field) => {
    const before = await count();
    const response = await app.inject({ method: 'POST', url: '/api/events', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ error: expect.any(String), fields: expect.any(Object) });
    expect(body.fields[field]).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });
});

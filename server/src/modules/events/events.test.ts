import { ANALYTICS_BATCH_MAX } from '@talentbrug/domain/contracts/events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw } from '../../testing/api.ts';
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
    const beacon = JSON.stringify({ events: [{ name: 'onboarding_step_back', sessionId: 'beacon' }] });
    const response = await postRaw(app, '/api/events', 'text/plain;charset=UTF-8', beacon);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1 });
    expect(await stored('beacon')).toHaveLength(1);
  });

  it('answers 400 for a text/plain body that is not JSON', async () => {
    const response = await postRaw(app, '/api/events', 'text/plain', 'onboarding_completed');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Ongeldige JSON' });
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

describe('POST /api/events under a flood', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const stepEvents = (sessionId: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: 'onboarding_step_completed' as const,
      properties: { step: (i % 6) + 1, stepName: 'sport', skipped: false },
      sessionId,
    }));
  const send = (remoteAddress: string, events: unknown[]) =>
    app.inject({ method: 'POST', url: '/api/events', remoteAddress, payload: { events } });
  const storedLike = async (prefix: string) =>
    Number(
      (
        await queryRows<{ n: number | string }>(
          app,
          sql`select count(*) as n from analytics_events where session_id like ${`${prefix}%`}`,
        )
      )[0]?.n,
    );

  it("lets a class of athletes onboard from one school network: each visit's few dozen events pass", async () => {
    for (let athlete = 0; athlete < 20; athlete++) {
      const sessionId = `school-${athlete}`;
      // The wizard flushes every few seconds: several small batches and a last beacon per visit.
      for (const size of [12, 12, 10, 6]) {
        const response = await send('192.0.2.10', stepEvents(sessionId, size));
        expect(response.statusCode).toBe(202);
      }
    }
    expect(await storedLike('school-')).toBe(20 * 40);
  });

  it('answers one IP sending thousands of events with 429 and Retry-After; other IPs are still served', async () => {
    // Its own app with a smaller IP limit: the bucket refills by limit / 10 minutes, so at 150 a
    // second of a slow machine refills a quarter event (at the default 1,000 almost two, and a
    // loaded run's single event below was let through).
    const IP_LIMIT = 150;
    const limited = await buildTestApp({ EVENTS_LIMIT_PER_IP: String(IP_LIMIT) });
    try {
      const sendTo = (remoteAddress: string, events: unknown[]) =>
        limited.inject({ method: 'POST', url: '/api/events', remoteAddress, payload: { events } });
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof send>> | undefined;
      for (let batch = 0; batch < 100 && !refused; batch++) {
        // A fresh session id per batch, so only the per-IP limit can stop it.
        const response = await sendTo('198.51.100.7', stepEvents(`flood-ip-${batch}`, ANALYTICS_BATCH_MAX));
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refused = response;
      }
      // Counted in events, not requests: a single event more is refused too.
      expect((await sendTo('198.51.100.7', stepEvents('flood-ip-one', 1))).statusCode).toBe(429);
      expect(refused?.statusCode).toBe(429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused?.json()).toEqual({ error: expect.stringMatching(/\S/) });
      expect(statuses.filter((status) => status === 202).length).toBe(IP_LIMIT / ANALYTICS_BATCH_MAX);
      const stored = Number(
        (
          await queryRows<{ n: number | string }>(
            limited,
            sql`select count(*) as n from analytics_events where session_id like 'flood-ip-%'`,
          )
        )[0]?.n,
      );
      expect(stored).toBe(IP_LIMIT);
      expect((await sendTo('198.51.100.8', stepEvents('neighbour', 3))).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('answers one session id flooded from many IPs with 429', async () => {
    let refusedAt = -1;
    for (let batch = 0; batch < 40 && refusedAt < 0; batch++) {
      const response = await send(`203.0.113.${batch + 1}`, stepEvents('flood-session', ANALYTICS_BATCH_MAX));
      if (response.statusCode === 429) {
        refusedAt = batch;
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      } else expect(response.statusCode).toBe(202);
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(4);
    expect(await storedLike('flood-session')).toBe(refusedAt * ANALYTICS_BATCH_MAX);
    // Only that session is refused: the same IP is served for another one.
    expect((await send(`203.0.113.${refusedAt + 1}`, stepEvents('other-session', 5))).statusCode).toBe(202);
  });
});

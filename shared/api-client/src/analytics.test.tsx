import { ANALYTICS_BATCH_MAX, analyticsEventBatchSchema } from '@talentbrug/domain/contracts/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient } from './analytics.tsx';

/**
 * fetch and navigator.sendBeacon are the browser's edge here: what they receive is checked
 * against the server's own schema for POST /api/events. The wizard's tests send the same
 * client's requests to a real HTTP server.
 */
type Sent = { via: 'fetch' | 'beacon'; url: string; body: unknown; keepalive?: boolean };

let sent: Sent[];
let fetchStatus: number | 'offline';
let beaconAccepts: boolean;

beforeEach(() => {
  sent = [];
  fetchStatus = 202;
  beaconAccepts = true;
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (fetchStatus === 'offline') throw new TypeError('Failed to fetch');
      sent.push({ via: 'fetch', url, body: JSON.parse(String(init.body)), keepalive: init.keepalive ?? false });
      return new Response(null, { status: fetchStatus });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      if (!beaconAccepts) return false;
      sent.push({ via: 'beacon', url, body: JSON.parse(body) });
      return true;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const names = (entry: Sent | undefined) =>
  (entry?.body as { events: { name: string }[] } | undefined)?.events.map((e) => e.name);

describe('the analytics client', () => {
  it('batches events and posts them together after the delay, in the server schema', async () => {
    const client = createAnalyticsClient({
      flushDelayMs: 1000,
      sessionId: 's-1',
      now: () => new Date('2026-11-24T10:00:00Z'),
    });
    client.track('onboarding_step_completed', { step: 'personal', stepIndex: 0, fieldCount: 6 });
    client.track('onboarding_step_back', { step: 'sport' });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(new URL('/api/events', location.href).toString());
    expect(sent[0]?.keepalive).toBe(true);
    const batch = analyticsEventBatchSchema.parse(sent[0]?.body);
    expect(batch.events).toEqual([
      {
        name: 'onboarding_step_completed',
        properties: { step: 'personal', stepIndex: 0, fieldCount: 6 },
        sessionId: 's-1',
        occurredAt: '2026-11-24T10:00:00.000Z',
      },
      {
        name: 'onboarding_step_back',
        properties: { step: 'sport' },
        sessionId: 's-1',
        occurredAt: '2026-11-24T10:00:00.000Z',
      },
    ]);
    expect(client.pending()).toBe(0);
  });

  it('sends a full batch at once and never more than the server accepts in one request', async () => {
    const client = createAnalyticsClient({ flushDelayMs: 60_000 });
    for (let i = 0; i < ANALYTICS_BATCH_MAX + 3; i++) client.track('onboarding_validation_error', { errorCount: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(names(sent[0])).toHaveLength(ANALYTICS_BATCH_MAX);
    await client.flush();
    expect(sent).toHaveLength(2);
    expect(names(sent[1])).toHaveLength(3);
  });

  it('keeps the events when the API cannot be reached and sends them later', async () => {
    const client = createAnalyticsClient({ flushDelayMs: 10 });
    fetchStatus = 'offline';
    client.track('onboarding_step_completed', { step: 'personal' });
    await vi.advanceTimersByTimeAsync(10);
    expect(client.pending()).toBe(1);
    fetchStatus = 503;
    await client.flush();
    expect(client.pending()).toBe(1);
    fetchStatus = 202;
    client.track('onboarding_step_completed', { step: 'sport' });
    await client.flush();
    expect(names(sent.at(-1))).toEqual(['onboarding_step_completed', 'onboarding_step_completed']);
    expect(client.pending()).toBe(0);
  });

  it('drops a batch the server refuses, so it cannot loop forever', async () => {
    const client = createAnalyticsClient();
    fetchStatus = 400;
    client.track('onboarding_step_back');
    await client.flush();
    expect(client.pending()).toBe(0);
  });

  it('refuses events outside the schema (nested data) instead of sending them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createAnalyticsClient();
    client.track('onboarding_step_back', { nested: { email: 'x' } } as never);
    expect(client.pending()).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('hands the queue to sendBeacon when the page is hidden or left', async () => {
    const client = createAnalyticsClient({ flushDelayMs: 60_000 });
    const stop = client.listen();
    client.track('onboarding_step_completed', { step: 'media' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.via).toBe('beacon');
    expect(analyticsEventBatchSchema.safeParse(sent[0]?.body).success).toBe(true);

    client.track('onboarding_step_back');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => s.via)).toEqual(['beacon', 'beacon']);
    expect(names(sent[1])).toEqual(['onboarding_step_back']);

    // Nothing queued: no empty request.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    // The timer of the flushed events does not fire a second request.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);

    stop();
    client.track('onboarding_step_back');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('falls back to a keepalive fetch when sendBeacon refuses the data', async () => {
    beaconAccepts = false;
    const client = createAnalyticsClient();
    client.track('onboarding_completed');
    client.flushOnPageHide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ via: 'fetch', keepalive: true });
  });
});

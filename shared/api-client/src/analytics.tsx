// Package paths, never relative ones: a remote must reach the one registry the shell shares.
import { ANALYTICS_SESSION_KEY, onForget } from '@talentbrug/api-client/browser-data';
import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsEvent,
  type AnalyticsEventName,
  analyticsEventSchema,
} from '@talentbrug/domain/contracts/events';

/**
 * The analytics events client: events are queued and sent in batches to POST /api/events, and
 * whatever is still queued when the page is hidden or left goes out with navigator.sendBeacon,
 * the one request a browser still delivers after the page is gone. Best effort by design: a
 * lost event never blocks or breaks what the athlete is doing.
 */
export const ANALYTICS_ENDPOINT = '/api/events';

export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;

export interface AnalyticsClientOptions {
  endpoint?: string;
  /** How long events wait for company before a batch is sent. */
  flushDelayMs?: number;
  maxBatch?: number;
  /** Events kept while the API cannot be reached; the oldest go first beyond this. */
  maxQueue?: number;
  sessionId?: string;
  now?: () => Date;
}

export interface AnalyticsClient {
  track(name: AnalyticsEventName, properties?: AnalyticsProperties): void;
  /** Sends what is queued now, in batches; resolves when the requests are done. */
  flush(): Promise<void>;
  /** Hands everything queued to navigator.sendBeacon (fetch keepalive where it refuses). */
  flushOnPageHide(): void;
  /** Flushes on `visibilitychange` to hidden and on `pagehide`; returns the unsubscribe. */
  listen(): () => void;
  pending(): number;
  sessionId: string;
}

function tabSessionId(): string {
  try {
    const stored = globalThis.sessionStorage?.getItem(ANALYTICS_SESSION_KEY);
    if (stored) return stored;
    const id = globalThis.crypto.randomUUID();
    globalThis.sessionStorage?.setItem(ANALYTICS_SESSION_KEY, id);
    return id;
  } catch {
    return globalThis.crypto.randomUUID();
  }
}

export function createAnalyticsClient(options: AnalyticsClientOptions = {}): AnalyticsClient {
  const {
    endpoint = ANALYTICS_ENDPOINT,
    flushDelayMs = 5000,
    maxBatch = ANALYTICS_BATCH_MAX,
    maxQueue = ANALYTICS_BATCH_MAX * 4,
    now = () => new Date(),
  } = options;
  const sessionId = options.sessionId ?? tabSessionId();
  // Resolved against the page, so a relative endpoint works outside a browser's fetch too.
  const url = () => new URL(endpoint, globalThis.location?.href).toString();
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const takeBatches = (): AnalyticsEvent[][] => {
    const batches: AnalyticsEvent[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, maxBatch));
    return batches;
  };

  const requeue = (events: AnalyticsEvent[]) => {
    queue = [...events, ...queue].slice(-maxQueue);
  };

  const post = async (events: AnalyticsEvent[]) => {
    try {
      const response = await fetch(url(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
        keepalive: true,
        credentials: 'omit',
      });
      // A 4xx would refuse the same batch again; only an unreachable or failing server is worth a retry.
      if (response.status >= 500) requeue(events);
    } catch {
      requeue(events);
    }
  };

  const flush = async () => {
    cancelTimer();
    const batches = takeBatches();
    await Promise.all(batches.map(post));
  };

  const schedule = () => {
    if (timer === undefined) timer = setTimeout(() => void flush(), flushDelayMs);
  };

  const flushOnPageHide = () => {
    cancelTimer();
    for (const events of takeBatches()) {
      const body = JSON.stringify({ events });
      // A string body goes out as text/plain, which needs no CORS preflight; the API reads it as JSON.
      const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url(), body);
      if (!queued) void post(events);
    }
  };

  return {
    sessionId,
    pending: () => queue.length,
    flush,
    flushOnPageHide,
    track(name, properties) {
      const event: AnalyticsEvent = { name, sessionId, occurredAt: now().toISOString() };
      if (properties) event.properties = properties;
      const checked = analyticsEventSchema.safeParse(event);
      if (!checked.success) {
        console.warn('[talentbrug] analytics event dropped: it does not match the events schema', name);
        return;
      }
      queue.push(checked.data);
      if (queue.length > maxQueue) queue = queue.slice(-maxQueue);
      if (queue.length >= maxBatch) void flush();
      else schedule();
    },
    listen() {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') flushOnPageHide();
      };
      document.addEventListener('visibilitychange', onVisibility);
      globalThis.addEventListener('pagehide', flushOnPageHide);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        globalThis.removeEventListener('pagehide', flushOnPageHide);
      };
    },
  };
}

let shared: { client: AnalyticsClient; stop: () => void } | undefined;

/**
 * The page's one client. This package is a Module Federation singleton, so every remote
 * adds to the same queue and the page-hide flush covers them all.
 */
export function getAnalytics(): AnalyticsClient {
  if (!shared) {
    const client = createAnalyticsClient();
    shared = { client, stop: client.listen() };
  }
  return shared.client;
}

// After a sign-out the tab's events start a new session id: what comes next is not linked to the
// person who left. What was queued still goes out, under the id it was recorded with.
onForget(() => {
  if (!shared) return;
  const { client, stop } = shared;
  shared = undefined;
  stop();
  void client.flush();
});

/** Records a product event; properties must never hold personal data (ids, counts and flags only). */
export function track(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  getAnalytics().track(name, properties);
}

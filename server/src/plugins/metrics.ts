import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * GoTrue's error codes that mean "this caller did not prove who they are": counted as auth
 * failures. A fixed set, so the label stays bounded whatever a client sends.
 */
const AUTH_FAILURE_CODES = new Set([
  'invalid_credentials',
  'bad_jwt',
  'no_authorization',
  'session_not_found',
  'user_not_found',
  'otp_expired',
  'mfa_verification_failed',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'insufficient_aal',
]);

/** The one label value of a request that matched no route: its raw URL would be unbounded. */
const UNMATCHED = 'unmatched';
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** Seconds; from a cached static file (well under a millisecond) to a model's answer. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * The server's Prometheus metrics, one registry per app (never prom-client's global one), so
 * two apps in one process (tests, two instances side by side) never count into each other.
 * Services get the narrow recorders below, never the registry.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'talentbrug_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class; _count is the request rate',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const authFailures = new Counter({
    name: 'talentbrug_auth_failures_total',
    help: 'Requests refused for a missing or wrong credential, by reason (the GoTrue error code, or invalid_token on /api)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const rateLimitHits = new Counter({
    name: 'talentbrug_rate_limit_hits_total',
    help: 'Requests answered 429 by any limiter (auth abuse guard, events, coach), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const webhookAttempts = new Counter({
    name: 'talentbrug_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts of outbox events by outcome (delivered, failed, given_up)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'talentbrug_upload_bytes_total',
    help: 'Bytes of uploaded files stored, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const coachAnswers = new Counter({
    name: 'talentbrug_coach_answers_total',
    help: 'AI coach answers stored',
    registers: [registry],
  });
  const coachLeft = new Counter({
    name: 'talentbrug_coach_left_total',
    help: 'AI coach answers stopped because the athlete left before they were done (nothing stored)',
    registers: [registry],
  });
  const coachFallbacks = new Counter({
    name: 'talentbrug_coach_fallbacks_total',
    help: 'AI coach answers not written by the first engine, by reason (timeout, network, http <status>, empty, safe_answer)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'talentbrug_db_query_duration_seconds',
    help: 'Database query time from the driver call to its result, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const queriesInFlight = new Gauge({
    name: 'talentbrug_db_queries_in_flight',
    help: 'Database queries sent and not yet answered: above the pool size, queries wait for a connection',
    registers: [registry],
  });
  const poolSize = new Gauge({
    name: 'talentbrug_db_pool_max_connections',
    help: 'Connections the database pool may open (PGlite: one, in process)',
    labelNames: ['driver'] as const,
    registers: [registry],
  });

  // Children per label set, made once and found without building a key string on every request.
  type Child = ReturnType<typeof requests.labels>;
  const requestChildren = new Map<string, Map<string, Map<string, Child>>>();
  const requestChild = (method: string, route: string, statusClass: string): Child => {
    let byMethod = requestChildren.get(route);
    if (!byMethod) {
      byMethod = new Map();
      requestChildren.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let child = byStatus.get(statusClass);
    if (!child) {
      child = requests.labels(method, route, statusClass);
      byStatus.set(statusClass, child);
    }
    return child;
  };
  const queryOk = queryDuration.labels('ok');
  const queryError = queryDuration.labels('error');

  return {
    registry,
    http: {
      observe(method: string, route: string | undefined, status: number, seconds: number, errorCode?: unknown) {
        const label = route ?? UNMATCHED;
        requestChild(method, label, STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other').observe(seconds);
        if (status < 400) return;
        if (status === 429) rateLimitHits.inc({ route: label });
        else if (typeof errorCode === 'string' && AUTH_FAILURE_CODES.has(errorCode)) {
          authFailures.inc({ reason: errorCode });
        } else if (status === 401) authFailures.inc({ reason: 'invalid_token' });
      },
    },
    outbox: {
      attempt(outcome: 'delivered' | 'failed' | 'given_up') {
        webhookAttempts.inc({ outcome });
      },
      /** Read at each scrape: the rows not yet delivered, per channel. */
      backlogFrom(read: () => Promise<{ channel: string; pending: number; oldestSeconds: number }[]>) {
        const oldest = new Gauge({
          name: 'talentbrug_outbox_oldest_pending_seconds',
          help: 'Age of the oldest undelivered outbox event, by channel',
          labelNames: ['channel'] as const,
          registers: [registry],
        });
        new Gauge({
          name: 'talentbrug_outbox_backlog',
          help: 'Outbox events not yet delivered (including given up), by channel',
          labelNames: ['channel'] as const,
          registers: [registry],
          async collect() {
            this.reset();
            oldest.reset();
            for (const row of await read()) {
              this.set({ channel: row.channel }, row.pending);
              oldest.set({ channel: row.channel }, row.oldestSeconds);
            }
          },
        });
      },
    },
    uploads: {
      stored(kind: string, bytes: number) {
        uploadBytes.inc({ kind }, bytes);
      },
    },
    coach: {
      answered() {
        coachAnswers.inc();
      },
      fellBack(reason: string) {
        coachFallbacks.inc({ reason });
      },
      left() {
        coachLeft.inc();
      },
    },
    database: {
      poolSize(driver: string, connections: number) {
        poolSize.set({ driver }, connections);
      },
      /** Call when a query is sent; the returned function when it settled. */
      queryStarted(): (ok: boolean) => void {
        const started = performance.now();
        queriesInFlight.inc();
        return (ok) => {
          queriesInFlight.dec();
          (ok ? queryOk : queryError).observe((performance.now() - started) / 1000);
        };
      },
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type QueryMetrics = Metrics['database'];

/**
 * Times every request by its route pattern (`/api/upload/file/:id`, never the id itself), and
 * counts auth failures and rate-limit hits where the answer is decided, whichever limiter or
 * credential check refused it. Registered first, so it sees every route of the app.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const route = request.is404 ? undefined : request.routeOptions.url;
    metrics.http.observe(
      request.method,
      route,
      status,
      reply.elapsedTime / 1000,
      status >= 400 ? reply.getHeader('x-sb-error-code') : undefined,
    );
    done();
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutboxRow } from './outbox-repository.ts';
import { postWebhook } from './webhook-client.ts';
import { secretKey, signWebhook } from './webhook-signature.ts';

/**
 * Delays after each failed attempt: exponential from 5 s, capped at 12 h, adding up to about
 * three days before an event is given up (the Standard Webhooks guidance for retries).
 */
export const RETRY_DELAYS_MS = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 43_200_000, 43_200_000,
  43_200_000, 43_200_000, 43_200_000, 43_200_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export interface WebhookTarget {
  url: URL;
  secret: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface DispatcherOptions {
  repository: OutboxRepository;
  target: WebhookTarget;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a claimed row stays invisible to other dispatchers: longer than one attempt. */
  leaseMs?: number;
  batchSize?: number;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  metrics?: { attempt(outcome: 'delivered' | 'failed' | 'given_up'): void };
}

/** The body of one event; built only from the stored row, so every attempt sends the same bytes. */
export function webhookBody(row: Pick<OutboxRow, 'type' | 'payload' | 'createdAt'>): string {
  return JSON.stringify({ type: row.type, timestamp: row.createdAt.toISOString(), data: row.payload });
}

/**
 * Delivers outbox events to the talent managers' webhook, at least once: receivers de-duplicate
 * on `webhook-id`, which is the outbox row's id and always comes with the same body.
 */
export function createOutboxDispatcher(options: DispatcherOptions) {
  const {
    repository,
    target,
    log,
    pollMs = 1000,
    leaseMs = 60_000,
    batchSize = 10,
    retryDelaysMs = RETRY_DELAYS_MS,
    now = () => new Date(),
    metrics = { attempt: () => {} },
  } = options;
  const key = secretKey(target.secret);
  const timeoutMs = target.timeoutMs ?? 10_000;
  const maxAttempts = retryDelaysMs.length + 1;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<void> {
    const body = webhookBody(row);
    const timestamp = Math.floor(now().getTime() / 1000);
    const started = performance.now();
    const attempt = { webhookId: row.id, type: row.type, attempt: row.attempts };
    try {
      const { status } = await postWebhook(target.url, {
        headers: {
          'content-type': 'application/json',
          'webhook-id': row.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(key, row.id, timestamp, body),
        },
        body,
        timeoutMs,
        allowPrivate: target.allowPrivate,
      });
      const durationMs = Math.round(performance.now() - started);
      if (status >= 200 && status < 300) {
        await repository.markDelivered(row.id);
        metrics.attempt('delivered');
        log.info({ ...attempt, status, durationMs }, 'webhook delivered');
        return;
      }
      await retryLater(row, { ...attempt, status, durationMs });
    } catch (error) {
      await retryLater(row, { ...attempt, error: (error as Error).message });
    }
  }

  async function retryLater(row: OutboxRow, details: Record<string, unknown>): Promise<void> {
    const delay = retryDelaysMs[row.attempts - 1];
    if (delay === undefined) {
      metrics.attempt('given_up');
      log.error(details, 'webhook given up after the last attempt');
      return;
    }
    metrics.attempt('failed');
    await repository.scheduleRetry(row.id, delay);
    log.warn({ ...details, retryInMs: delay }, 'webhook attempt failed');
  }

  async function tick(): Promise<void> {
    try {
      for (;;) {
        const rows = await repository.claimDue(batchSize, leaseMs, maxAttempts);
        await Promise.all(rows.map(deliver));
        if (rows.length < batchSize || stopped) break;
      }
    } catch (error) {
      log.error({ err: error }, 'outbox dispatch failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, pollMs);
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      running = tick().finally(schedule);
    },
    /** Runs one pass now (after a new event), without waiting for the next poll. */
    async kick(): Promise<void> {
      await running;
      if (!stopped) {
        clearTimeout(timer);
        running = tick().finally(schedule);
        await running;
      }
    },
    /** Stops polling and waits for the attempts in flight, so shutdown never cuts one off. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;

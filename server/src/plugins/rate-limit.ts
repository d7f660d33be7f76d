/*
 * Hand-written on purpose, after a review against @fastify/rate-limit 11 (issue 35): the library
 * counts requests in a fixed window, one key per request, checked in a route hook. The limits
 * here are token buckets (a burst that refills evenly, so Retry-After is the wait for the next
 * token, not for the window's end) charged from inside the services: the events endpoint charges
 * one token per event against the sender's IP and against every session id in the batch, all or
 * nothing; the coach charges two buckets of the signed-in athlete (20 per 10 minutes, 200 a day)
 * after the token check, with a Dutch message that says how long to wait. Neither fits one
 * request count under one key, so the 429 bodies and Retry-After values would change.
 *
 * Both buckets are per API instance, in this process's memory: with two instances behind the
 * load balancer a client gets up to twice the events and twice the coach questions (docs/
 * deployment.md). That suits limits meant to stop a flood. A limit that must hold across
 * instances needs a shared store, as the auth service's per-IP buckets and login back-off have
 * (src/auth/abuse.ts, in PostgreSQL); moving these there (or to the library with a shared store)
 * is a change of behaviour, not part of this review.
 */
import { AppError } from '../errors.ts';

/** A token bucket: `capacity` tokens at most (the burst), refilled at `perSecond`. */
export interface BucketRule {
  capacity: number;
  perSecond: number;
}

export interface Bucket {
  tokens: number;
  /** When `tokens` was counted, in ms. */
  at: number;
}

export type Take = { allowed: true; bucket: Bucket } | { allowed: false; retryAfterSeconds: number };

/** Floating-point slack, so a client that waits the Retry-After it was given is let in. */
const EPSILON = 1e-9;

/**
 * The rule, without state: takes `cost` tokens from a bucket (undefined = never used, so full).
 * A cost above the capacity takes the whole bucket, so a large request is slowed, never refused
 * for ever. A refusal changes nothing and says how many whole seconds until the cost fits.
 */
export function takeTokens(bucket: Bucket | undefined, cost: number, now: number, rule: BucketRule): Take {
  const elapsedSeconds = bucket ? Math.max(0, now - bucket.at) / 1000 : 0;
  const available = bucket ? Math.min(rule.capacity, bucket.tokens + elapsedSeconds * rule.perSecond) : rule.capacity;
  const need = Math.min(cost, rule.capacity);
  if (available + EPSILON >= need) return { allowed: true, bucket: { tokens: Math.max(0, available - need), at: now } };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((need - available) / rule.perSecond)) };
}

/** Whether a bucket has refilled by `now`, i.e. is no different from a key never seen. */
function isFull(bucket: Bucket, now: number, rule: BucketRule): boolean {
  return bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * rule.perSecond >= rule.capacity;
}

export interface Charge<Rule extends string> {
  rule: Rule;
  key: string;
  cost: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const SWEEP_EVERY_MS = 60_000;

/**
 * Token buckets kept in this process's memory, one map per rule. Each API instance counts on its
 * own, so N instances behind a load balancer allow up to N times a limit; that suits limits meant
 * to stop a flood, not to meter exactly, and costs no database write on the hot path. Memory is
 * bounded: refilled buckets are swept every minute, and beyond `maxKeys` a rule forgets its least
 * recently used key (which at worst hands that key a full bucket again).
 */
export function createRateLimiter<Rule extends string>(options: {
  rules: Record<Rule, BucketRule>;
  maxKeys?: number;
  now?: () => number;
}) {
  const { rules, maxKeys = 10_000, now = Date.now } = options;
  const stores = new Map<Rule, Map<string, Bucket>>();
  const storeOf = (rule: Rule) => {
    const store = stores.get(rule) ?? new Map<string, Bucket>();
    stores.set(rule, store);
    return store;
  };
  let lastSweep = now();

  /** (Re-)inserts a bucket last, so each map's order is least recently used first. */
  function touch(rule: Rule, key: string, bucket: Bucket): void {
    const store = storeOf(rule);
    store.delete(key);
    store.set(key, bucket);
    if (store.size > maxKeys) store.delete(store.keys().next().value as string);
  }

  function sweep(at: number): void {
    for (const [rule, store] of stores) {
      for (const [key, bucket] of store) if (isFull(bucket, at, rules[rule])) store.delete(key);
    }
  }

  return {
    /** Takes every charge or none: a refused request costs nothing, and waits for the slowest bucket. */
    take(charges: readonly Charge<Rule>[]): Verdict {
      const at = now();
      if (at - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at;
        sweep(at);
      }
      const costs = new Map<string, Charge<Rule>>();
      for (const charge of charges) {
        const id = `${charge.rule}\u0000${charge.key}`;
        const summed = costs.get(id);
        costs.set(id, summed ? { ...summed, cost: summed.cost + charge.cost } : charge);
      }
      const taken: [Charge<Rule>, Bucket][] = [];
      let retryAfterSeconds = 0;
      for (const charge of costs.values()) {
        const result = takeTokens(storeOf(charge.rule).get(charge.key), charge.cost, at, rules[charge.rule]);
        if (result.allowed) taken.push([charge, result.bucket]);
        else retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
      }
      if (retryAfterSeconds > 0) {
        // A refused key is still in use: it keeps its place, so pressure from new keys cannot refill it.
        for (const { rule, key } of costs.values()) {
          const bucket = storeOf(rule).get(key);
          if (bucket) touch(rule, key, bucket);
        }
        return { allowed: false, retryAfterSeconds };
      }
      for (const [{ rule, key }, bucket] of taken) touch(rule, key, bucket);
      return { allowed: true };
    },

    /** Keys held per rule, for tests and metrics. */
    size(rule: Rule): number {
      return stores.get(rule)?.size ?? 0;
    },
  };
}

export type RateLimiter<Rule extends string> = ReturnType<typeof createRateLimiter<Rule>>;

const TOO_MANY_REQUESTS = 'Te veel verzoeken. Probeer het later opnieuw.';

/** A refused request: the error handler answers 429 `{ error }` with its Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message = TOO_MANY_REQUESTS) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

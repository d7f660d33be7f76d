import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Bucket, type BucketRule, createRateLimiter, takeTokens } from './rate-limit.ts';

const rules = fc.record({
  capacity: fc.integer({ min: 1, max: 2000 }),
  perSecond: fc.double({ min: 0.01, max: 100, noNaN: true }),
});
const steps = fc.array(
  fc.record({ waitMs: fc.integer({ min: 0, max: 120_000 }), cost: fc.integer({ min: 1, max: 2500 }) }),
  { minLength: 1, maxLength: 60 },
);

describe('takeTokens', () => {
  it('never lets more through than the burst plus what refilled meanwhile', () => {
    fc.assert(
      fc.property(rules, steps, (rule: BucketRule, sequence) => {
        let bucket: Bucket | undefined;
        let now = 0;
        let passed = 0;
        for (const { waitMs, cost } of sequence) {
          now += waitMs;
          const result = takeTokens(bucket, cost, now, rule);
          if (result.allowed) {
            bucket = result.bucket;
            passed += Math.min(cost, rule.capacity);
            if (bucket.tokens < 0 || bucket.tokens > rule.capacity) return false;
          }
        }
        // The first take finds a full bucket; afterwards tokens come only from refilling.
        const firstAt = sequence[0]?.waitMs ?? 0;
        return passed <= rule.capacity + ((now - firstAt) / 1000) * rule.perSecond + 1e-6;
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses without changing anything, and lets the same take in once Retry-After has passed', () => {
    fc.assert(
      fc.property(rules, steps, fc.integer({ min: 1, max: 2500 }), (rule: BucketRule, sequence, cost) => {
        let bucket: Bucket | undefined;
        let now = 0;
        for (const step of sequence) {
          now += step.waitMs;
          const result = takeTokens(bucket, step.cost, now, rule);
          if (result.allowed) bucket = result.bucket;
        }
        const refused = takeTokens(bucket, cost, now, rule);
        if (refused.allowed) return true;
        if (!Number.isInteger(refused.retryAfterSeconds) || refused.retryAfterSeconds < 1) return false;
        return takeTokens(bucket, cost, now + refused.retryAfterSeconds * 1000, rule).allowed;
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a key that was never seen, or has been idle long enough, its whole burst', () => {
    const rule = { capacity: 50, perSecond: 0.5 };
    const first = takeTokens(undefined, 50, 0, rule);
    expect(first).toMatchObject({ allowed: true, bucket: { tokens: 0 } });
    if (!first.allowed) return;
    expect(takeTokens(first.bucket, 1, 1000, rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(takeTokens(first.bucket, 50, 0, rule)).toEqual({ allowed: false, retryAfterSeconds: 100 });
    expect(takeTokens(first.bucket, 50, 100_000, rule).allowed).toBe(true);
    // A clock that steps back never mints tokens.
    expect(takeTokens(first.bucket, 1, -60_000, rule).allowed).toBe(false);
  });
});

describe('createRateLimiter', () => {
  const limits = { ip: { capacity: 100, perSecond: 1 }, session: { capacity: 10, perSecond: 0.1 } };

  it('takes every charge or none: a request refused for its session costs its IP nothing', () => {
    let now = 0;
    const limiter = createRateLimiter({ rules: limits, now: () => now });
    expect(limiter.take([{ rule: 'session', key: 's', cost: 10 }])).toEqual({ allowed: true });
    for (let i = 0; i < 20; i++) {
      const verdict = limiter.take([
        { rule: 'ip', key: '10.0.0.1', cost: 10 },
        { rule: 'session', key: 's', cost: 1 },
      ]);
      expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 10 });
    }
    expect(limiter.take([{ rule: 'ip', key: '10.0.0.1', cost: 100 }])).toEqual({ allowed: true });
    now += 10_000;
    expect(limiter.take([{ rule: 'session', key: 's', cost: 1 }])).toEqual({ allowed: true });
  });

  it('adds up the charges of one key within a request', () => {
    const limiter = createRateLimiter({ rules: limits, now: () => 0 });
    const ones = (n: number) => Array.from({ length: n }, () => ({ rule: 'session' as const, key: 's', cost: 1 }));
    expect(limiter.take(ones(6)).allowed).toBe(true);
    expect(limiter.take(ones(5)).allowed).toBe(false);
    expect(limiter.take(ones(4)).allowed).toBe(true);
  });

  it('holds at most maxKeys keys per rule, forgetting the least recently used, not a key still hammering', () => {
    let now = 0;
    const limiter = createRateLimiter({ rules: limits, maxKeys: 100, now: () => now });
    expect(limiter.take([{ rule: 'ip', key: 'flooder', cost: 100 }]).allowed).toBe(true);
    for (let i = 0; i < 10_000; i++) {
      limiter.take([{ rule: 'ip', key: `spoofed-${i}`, cost: 1 }]);
      // The flooder keeps trying (and being refused) between the new keys.
      if (i % 50 === 0) expect(limiter.take([{ rule: 'ip', key: 'flooder', cost: 1 }]).allowed).toBe(false);
    }
    expect(limiter.size('ip')).toBe(100);
    now += 1;
    expect(limiter.take([{ rule: 'ip', key: 'flooder', cost: 1 }]).allowed).toBe(false);
  });

  it('sweeps keys whose buckets have refilled, so an idle key costs no memory', () => {
    let now = 0;
    const limiter = createRateLimiter({ rules: limits, now: () => now });
    for (let i = 0; i < 500; i++) limiter.take([{ rule: 'ip', key: `visitor-${i}`, cost: 5 }]);
    limiter.take([{ rule: 'session', key: 'heavy', cost: 10 }]);
    expect(limiter.size('ip')).toBe(500);
    now += 60_000;
    limiter.take([]);
    // Five tokens refill in five seconds; the heavy session needs 100 s and stays.
    expect(limiter.size('ip')).toBe(0);
    expect(limiter.size('session')).toBe(1);
  });
});

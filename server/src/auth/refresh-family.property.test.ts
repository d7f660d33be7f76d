import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors.ts';
import { decideRefresh } from './refresh-rule.ts';
import { uniqueEmail } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

const REUSE_MS = 10_000;

describe('decideRefresh', () => {
  it('rotates unused tokens, re-issues only the fresh immediate parent, and revokes on any other reuse', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (revoked, isParentOfActive, revokedAt, elapsed, interval) => {
          const decision = decideRefresh({ revoked, revokedAt, isParentOfActive }, revokedAt + elapsed, interval);
          if (!revoked) return decision === 'rotate';
          if (decision === 'return-active') {
            // Allowed reuse is always the parent, within the interval, and stays allowed earlier on.
            return (
              isParentOfActive &&
              elapsed <= interval &&
              decideRefresh({ revoked, revokedAt, isParentOfActive }, revokedAt + elapsed / 2, interval) ===
                'return-active'
            );
          }
          return decision === 'revoke-family' && (!isParentOfActive || elapsed > interval);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

type Action = { kind: 'use'; back: number } | { kind: 'wait'; ms: number };

const actions = fc.array(
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('use' as const), back: fc.integer({ min: 0, max: 3 }) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.oneof(fc.integer({ min: 0, max: 15_000 }), fc.constantFrom(REUSE_MS, REUSE_MS + 1)),
      }),
    },
  ),
  { minLength: 1, maxLength: 10 },
);

describe('refresh-token families against the real service and database', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startServiceHarness({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMIT_TOKEN: '1000000',
      AUTH_RATE_LIMIT_OTP: '1000000',
    });
  });
  afterAll(() => h.close());

  const context = { ip: '203.0.113.7', userAgent: 'property-test' };

  async function refresh(token: string): Promise<{ token: string } | { error: string }> {
    try {
      const session = await h.auth.service.refreshGrant({ refresh_token: token }, context);
      return { token: session.refresh_token };
    } catch (error) {
      if (error instanceof AuthError) return { error: error.code };
      throw error;
    }
  }

  it('behaves like the model: one live chain, parent reuse within 10 s only, anything else ends the family', async () => {
    await fc.assert(
      fc.asyncProperty(actions, async (steps: Action[]) => {
        const signup = await h.auth.service.signup(
          { email: uniqueEmail('family'), password: 'Hardlopen-1' },
          null,
          context,
        );
        if (!('refresh_token' in signup)) throw new Error('autoconfirm signup gave no session');
        const chain = [signup.refresh_token as string];
        const rotatedAt: number[] = [];
        let dead = false;

        for (const step of steps) {
          if (step.kind === 'wait') {
            h.clock.advance(step.ms);
            continue;
          }
          const index = chain.length - 1 - step.back;
          if (index < 0) continue;
          const result = await refresh(chain[index] as string);
          if (dead) {
            expect(result).toEqual({ error: 'refresh_token_not_found' });
          } else if (step.back === 0) {
            expect(result).toHaveProperty('token');
            if ('token' in result) {
              expect(chain).not.toContain(result.token);
              rotatedAt[index] = h.clock.now;
              chain.push(result.token);
            }
          } else if (step.back === 1 && h.clock.now - (rotatedAt[index] as number) <= REUSE_MS) {
            expect(result).toEqual({ token: chain.at(-1) });
          } else {
            expect(result).toEqual({ error: 'refresh_token_already_used' });
            dead = true;
          }
        }
        // Whatever happened, the newest token works exactly when the family is alive.
        const last = await refresh(chain.at(-1) as string);
        expect('token' in last).toBe(!dead);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

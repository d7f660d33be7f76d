/**
 * Every registered route, fuzzed: requests derived from each route's zod schemas and valid
 * examples (catalog.ts), bent with hostile text, numbers, keys, nesting, query
 * strings and headers, with and without a valid token. Whatever arrives, the server answers in
 * its contract: never a 5xx, a 4xx from /api (and the rest) as `{ error }`, one from /auth/v1 in
 * GoTrue's shape, no internals in any body, nothing logged as a crash. The seed is fixed, so a
 * failure replays; fast-check shrinks it to a small request first.
 */
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../src/testing/sign-in.ts';
import { createStaticFixture, SECRET } from '../src/testing/static-fixture.ts';
import { buildTestApp } from '../src/testing/test-app.ts';
import { CATALOG, type FuzzContext, type RouteSpec } from './catalog.ts';
import { problemsWith, registeredRoutes, requestsFor } from './requests.ts';

const SEED = 20_261_124;
const MIN_REQUESTS = 5000;
const DEFAULT_RUNS = 120;

/** A seed per route, so adding a route leaves the others' requests as they were. */
const seedOf = (key: string) => [...key].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) | 0, SEED);

describe('every route, fuzzed', () => {
  let app: FastifyInstance;
  let apikey: string;
  let staticRoot: string;
  let sent = 0;
  let users = 0;
  const logged: unknown[][] = [];

  beforeAll(async () => {
    staticRoot = createStaticFixture();
    const unlimited = '1000000';
    app = await buildTestApp({
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      STATIC_ROOT: staticRoot,
      AUTH_RATE_LIMIT_TOKEN: unlimited,
      AUTH_RATE_LIMIT_OTP: unlimited,
      AUTH_RATE_LIMIT_VERIFY: unlimited,
      AUTH_RATE_LIMIT_MFA: unlimited,
      AUTH_LOGIN_MAX_FAILURES: '1000',
      AUTH_EMAIL_MAX_FREQUENCY: '0',
    });
    // With logging off, Fastify hands every request this one logger: what it is asked to log at
    // error level or worse (a failed request, a hook that threw after the reply) is a crash.
    for (const level of ['error', 'fatal'] as const) {
      vi.spyOn(app.log, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
    apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  /** A user of the route's own (some routes log out, delete or change it), with what its examples use. */
  async function contextFor(spec: RouteSpec): Promise<{ context: FuzzContext; accessToken: string }> {
    const id = users++;
    const email = `fuzz${id}@example.nl`;
    const session = (await signIn(app, email)) as Awaited<ReturnType<typeof signIn>> & { refresh_token: string };
    const headers = { apikey, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    const factor = spec.needsFactor
      ? await app.inject({ method: 'POST', url: '/auth/v1/factors', headers, payload: { factor_type: 'totp' } })
      : null;
    if (spec.needsProfile) {
      await app.inject({ method: 'POST', url: '/api/profiles', headers, payload: { first_name: 'Lotte' } });
    }
    const mails = (await app.inject('/dev/inbox/api/v1/messages?limit=5')).json() as { messages: { ID: string }[] };
    let fresh = 0;
    return {
      accessToken: session.access_token,
      context: {
        user: { id: session.user.id, email, password: 'Tennis-2025', refreshToken: session.refresh_token },
        factorId: factor ? (factor.json() as { id: string }).id : null,
        mailIds: mails.messages.map((mail) => mail.ID),
        freshEmail: () => `fuzz${id}.nieuw${fresh++}@example.nl`,
      },
    };
  }

  it('covers every registered route', () => {
    const registered = registeredRoutes(app);
    const known = Object.keys(CATALOG);
    const missing = registered.filter((route) => !known.includes(route));
    expect(missing, 'routes not fuzzed yet: add them to server/fuzz/catalog.ts').toEqual([]);
    expect(
      known.filter((route) => !registered.includes(route)),
      'catalog entries with no route',
    ).toEqual([]);
  });

  for (const [key, spec] of Object.entries(CATALOG)) {
    it(`${key} answers every request within its contract`, { timeout: 60_000 }, async () => {
      const { context, accessToken } = await contextFor(spec);
      const requests = requestsFor({ key, spec, context, apikey, serviceKey: TEST_SERVICE_KEY, accessToken });
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const response = await app.inject(request.options);
          sent++;
          const problems = problemsWith(request, response, SECRET);
          if (problems.length > 0) throw new Error(`${request.label}\n  ${problems.join('\n  ')}`);
        }),
        { seed: seedOf(key), numRuns: spec.runs ?? DEFAULT_RUNS },
      );
    });
  }

  it(`sent at least ${MIN_REQUESTS} requests, and nothing was logged as a crash`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(logged).toEqual([]);
  });
});

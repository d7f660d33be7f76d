import { type Match, matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signIn, type TestSession } from '../../../testing/sign-in.ts';

/**
 * What outreach starts from: an athlete signed in as `email` with `profile` and their matches
 * generated, at least three schools to write to.
 */
export async function athleteWithMatches(
  app: FastifyInstance,
  email: string,
  profile: object,
): Promise<{ session: TestSession; token: string; matches: Match[] }> {
  const session = await signIn(app, email);
  const token = session.access_token;
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const created = await post('/api/profiles', profile);
  expect(created.statusCode, created.body).toBe(201);
  const generated = await post('/api/matches/generate');
  expect(generated.statusCode, generated.body).toBe(200);
  const { matches } = matchesResponseSchema.parse(generated.json());
  expect(matches.length).toBeGreaterThanOrEqual(3);
  return { session, token, matches };
}

import { type DossierLink, dossierLinkResponseSchema } from '@talentbrug/domain/dossier';
import { FLEUR_DOSSIER } from '@talentbrug/domain/testing/athletes';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callApi } from '../../../testing/api.ts';
import { signIn, type TestSession } from '../../../testing/sign-in.ts';

/** The token in a link's address, the part a coach opens at /r/{token}. */
export const tokenOf = (link: DossierLink) => (link.url ?? '').split('/r/')[1] ?? '';

/** An athlete signed in as `email` with a full profile: Fleur de Vries, a hockey player of 17, with `profile` over it. */
export async function athleteWithProfile(
  app: FastifyInstance,
  email: string,
  profile: Record<string, unknown> = {},
): Promise<TestSession> {
  const session = await signIn(app, email);
  const created = await callApi(app, 'POST', '/api/profiles', session.access_token, {
    ...FLEUR_DOSSIER.profile,
    ...profile,
  });
  expect(created.statusCode, created.body).toBe(201);
  return session;
}

/**
 * What a coach's visit needs first: an athlete (as `athleteWithProfile`) whose dossier is
 * published, with `dossier` saved over it, and a link for one coach.
 */
export async function publishedAthlete(
  app: FastifyInstance,
  email: string,
  { profile = {}, dossier = {} }: { profile?: Record<string, unknown>; dossier?: Record<string, unknown> } = {},
): Promise<{ session: TestSession; link: DossierLink; token: string }> {
  const session = await athleteWithProfile(app, email, profile);
  const saved = await callApi(app, 'PUT', '/api/dossier', session.access_token, { published: true, ...dossier });
  expect(saved.statusCode, saved.body).toBe(200);
  const made = await callApi(app, 'POST', '/api/dossier/links', session.access_token, { label: 'Coach Miller, UNC' });
  expect(made.statusCode, made.body).toBe(201);
  const link = dossierLinkResponseSchema.parse(made.json()).link;
  return { session, link, token: tokenOf(link) };
}

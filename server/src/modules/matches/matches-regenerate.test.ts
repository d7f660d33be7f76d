/**
 * Regenerating never loses what the athlete marked (issue 33 item 5): a school that is a favourite,
 * has a status, or is on the outreach board with something of theirs stays in the list after a
 * profile change, scored afresh from the new profile, also when it falls outside the best 30. A
 * school they never marked that falls out goes.
 */

import {
  BEST_MATCHES,
  type Match,
  type MatchesResponse,
  matchesResponseSchema,
} from '@talentbrug/domain/contracts/matches';
import { outreachResponseSchema } from '@talentbrug/domain/outreach';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { DEFAULT_LIMIT } from './engine/engine.ts';

let app: FastifyInstance;
let counter = 0;

const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
  callApi(app, method, url, token, payload);

const listed = async (token: string): Promise<MatchesResponse> => {
  const response = await call('GET', '/api/matches', token);
  expect(response.statusCode).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
const generate = async (token: string): Promise<MatchesResponse> => {
  const response = await call('POST', '/api/matches/generate', token);
  expect(response.statusCode, response.body).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
const mark = async (token: string, match: Match, change: Record<string, unknown>) => {
  const response = await call('PATCH', `/api/matches/${match.id}`, token, change);
  expect(response.statusCode, response.body).toBe(200);
};
const changeProfile = async (token: string, change: Record<string, unknown>) => {
  const response = await call('PATCH', '/api/profiles/me', token, change);
  expect(response.statusCode, response.body).toBe(200);
};

async function athleteWith(profile: Record<string, unknown>): Promise<string> {
  const { access_token: token } = await signIn(app, `regenerate${counter++}@example.nl`);
  const created = await call('POST', '/api/profiles', token, profile);
  expect(created.statusCode, created.body).toBe(201);
  return token;
}

const pick = (body: { matches: Match[] }, institutionId: string) =>
  body.matches.find((match) => match.institution_id === institutionId);

/** Daan's case: a hockey player who wished for two states, then for another. */
const BEFORE = { ...FLEUR.profile, first_name: 'Daan', preferred_states: ['NC', 'VA'] };
const AFTER = { preferred_states: ['PA'] };

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
});
afterAll(() => app.close());

describe('regenerating after a profile change', () => {
  it('keeps every school the athlete marked, scored afresh, also outside the best 30; unmarked ones go', async () => {
    const token = await athleteWith(BEFORE);
    const first = await generate(token);
    expect(first.matches).toHaveLength(DEFAULT_LIMIT);

    // The best 30 of the new profile, as an athlete who starts from it sees them.
    const fresh = await generate(await athleteWith({ ...BEFORE, ...AFTER }));
    const freshIds = fresh.matches.map((match) => match.institution_id);
    const falling = first.matches.filter((match) => !freshIds.includes(match.institution_id));
    expect(falling.length).toBeGreaterThanOrEqual(5);
    const [both, favourite, status, outreach, ...unmarked] = falling as [Match, Match, Match, Match, ...Match[]];

    await mark(token, both, { favourite: true, status: 'contacted' });
    await mark(token, favourite, { favourite: true });
    await mark(token, status, { status: 'interested' });
    // On the outreach board only: the coach's address, typed by the athlete.
    const typed = await call('PATCH', `/api/outreach/${outreach.institution_id}`, token, {
      coach_email: 'coach.lee@example.edu',
    });
    expect(typed.statusCode, typed.body).toBe(200);

    await changeProfile(token, AFTER);
    expect((await listed(token)).stale).toBe(true);
    const again = await generate(token);
    expect(again.stale).toBe(false);
    expect(await listed(token)).toEqual({ ...again, notice: undefined });

    // The best 30 are the new profile's, in its order; the kept schools follow at their own places.
    const top = again.matches.filter((match) => match.rank <= DEFAULT_LIMIT);
    expect(top.map((match) => match.institution_id)).toEqual(freshIds);
    expect(again.matches).toHaveLength(DEFAULT_LIMIT + 4);

    const kept = (match: Match) => {
      const found = pick(again, match.institution_id);
      if (!found) throw new Error(`${match.school_name} was dropped`);
      // The same row (its id), at its new place, from the new profile's facts.
      expect(found.id).toBe(match.id);
      expect(found.rank).toBeGreaterThan(DEFAULT_LIMIT);
      expect(found.ruled_out).toBeUndefined();
      expect(found.match_score).toBeGreaterThan(0);
      return found;
    };
    expect(kept(both)).toMatchObject({ favourite: true, status: 'contacted' });
    expect(kept(favourite)).toMatchObject({ favourite: true, status: 'new' });
    expect(kept(status)).toMatchObject({ favourite: false, status: 'interested' });
    expect(kept(outreach)).toMatchObject({ favourite: false, status: 'new' });
    // Outside the new wished state now, and the score says so.
    const inOldStates = [both, favourite, status, outreach].filter((match) =>
      ['NC', 'VA'].includes(match.institution.state ?? ''),
    );
    expect(inOldStates.length).toBeGreaterThan(0);
    for (const match of inOldStates) {
      expect(match.caps.join(' ')).not.toMatch(/voorkeursstaten/);
      expect(pick(again, match.institution_id)?.caps.join(' ')).toMatch(/voorkeursstaten/);
    }

    for (const match of unmarked) expect(pick(again, match.institution_id)).toBeUndefined();

    // The outreach board still finds the school among the matches (a draft needs the match).
    const board = outreachResponseSchema.parse((await call('GET', '/api/outreach', token)).json());
    expect(board.entries.find((entry) => entry.institution_id === outreach.institution_id)).toMatchObject({
      match_id: outreach.id,
      coach_email: 'coach.lee@example.edu',
    });
  });

  it('keeps a marked school with the reason in Dutch when the new sport or team has no programme there', async () => {
    const token = await athleteWith(BEFORE);
    const [best, second, third] = (await generate(token)).matches as [Match, Match, Match];
    await mark(token, best, { favourite: true, status: 'contacted' });
    await mark(token, second, { status: 'interested' });

    // Men's field hockey has no college programme at all.
    await changeProfile(token, { team: 'heren' });
    const again = await generate(token);
    expect(again.notice).toMatch(/Heren-veldhockey/);
    expect(again.stale).toBe(false);
    expect(again.matches.map((match) => match.institution_id)).toEqual([best.institution_id, second.institution_id]);
    expect(pick(again, best.institution_id)).toMatchObject({
      id: best.id,
      favourite: true,
      status: 'contacted',
      match_score: 0,
      ruled_out: again.notice,
    });
    expect(pick(again, second.institution_id)).toMatchObject({ id: second.id, status: 'interested', match_score: 0 });
    expect(pick(again, third.institution_id)).toBeUndefined();

    // Back to the women's team: the marks are still there, and the schools are real matches again.
    await changeProfile(token, { team: 'dames' });
    const back = await generate(token);
    expect(pick(back, best.institution_id)).toMatchObject({ id: best.id, favourite: true, rank: best.rank });
    expect(pick(back, best.institution_id)?.ruled_out).toBeUndefined();
  });

  it('brings back a school the outreach board still holds, with its status, after an earlier regeneration lost it', async () => {
    const token = await athleteWith(BEFORE);
    const [lee] = (await generate(token)).matches as [Match];
    await mark(token, lee, { status: 'contacted' });
    // What a regeneration before this fix left: the match row gone, the board's entry (keyed by school) kept.
    await queryRows(app, sql`delete from matches where id = ${lee.id}`);
    expect(pick(await listed(token), lee.institution_id)).toBeUndefined();

    const again = await generate(token);
    expect(pick(again, lee.institution_id)).toMatchObject({ status: 'contacted', favourite: false, rank: lee.rank });
  });

  it('lists as many best matches as the pages call the best (a higher rank is a kept school)', () => {
    expect(DEFAULT_LIMIT).toBe(BEST_MATCHES);
  });

  it('lets a school go once the athlete takes the marks off', async () => {
    const token = await athleteWith(BEFORE);
    const first = await generate(token);
    const fresh = await generate(await athleteWith({ ...BEFORE, ...AFTER }));
    const falling = first.matches.find((match) => !pick(fresh, match.institution_id));
    if (!falling) throw new Error('no school falls out');
    await mark(token, falling, { favourite: true, status: 'interested' });
    await mark(token, falling, { favourite: false, status: 'new' });

    await changeProfile(token, AFTER);
    const again = await generate(token);
    expect(pick(again, falling.institution_id)).toBeUndefined();
    expect(again.matches).toHaveLength(DEFAULT_LIMIT);
  });
});

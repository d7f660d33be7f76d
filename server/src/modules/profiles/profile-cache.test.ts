import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbClient, type DbClient } from '../../db/client.ts';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, templatedDataDir } from '../../testing/test-app.ts';
import { createProfilesRepository } from './profiles-repository.ts';

// On PGlite the profile a read found is kept until this process writes it (profiles-repository.ts):
// whatever a client changes must show in its next read, and a deleted account must get nothing.
describe('the profile read that is kept between requests', () => {
  let app: FastifyInstance;
  let counter = 0;
  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);
  const mine = async (token: string) => (await call('GET', '/api/profiles/me', token)).json().profile;
  const athleteWithProfile = async () => {
    const token = (await signIn(app, `bewaard${counter++}@example.nl`)).access_token;
    expect((await call('POST', '/api/profiles', token, { first_name: 'Sanne', sport: 'Hockey' })).statusCode).toBe(201);
    return token;
  };

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('shows an update in the very next read, after reads that were answered before it', async () => {
    const token = await athleteWithProfile();
    expect((await mine(token)).position).toBeNull();
    expect((await mine(token)).position).toBeNull();
    expect((await call('PATCH', '/api/profiles/me', token, { position: 'Keeper' })).statusCode).toBe(200);
    expect((await mine(token)).position).toBe('Keeper');
    await call('PATCH', '/api/profiles/me', token, { position: null, preferred_states: ['CA'] });
    expect(await mine(token)).toMatchObject({ position: null, preferred_states: ['CA'] });
  });

  it('shows what an onboarding submit wrote in its transaction', async () => {
    const token = await athleteWithProfile();
    expect((await mine(token)).first_name).toBe('Sanne');
    const data = exampleOnboardingData();
    const submitted = await call('POST', '/api/onboarding/submit', token, toSubmitBody(data));
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect((await mine(token)).first_name).toBe(submitted.json().profile.first_name);
    expect((await mine(token)).first_name).not.toBe('Sanne');
  });

  it('refuses a deleted account at once, though its profile and token were read a moment ago', async () => {
    const token = await athleteWithProfile();
    expect((await mine(token)).first_name).toBe('Sanne');
    const deleted = await call('DELETE', '/api/account', token, { confirmation: DELETE_CONFIRMATION });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await call('GET', '/api/profiles/me', token);
    expect(after.statusCode).toBe(403);
    expect(after.body).not.toContain('Sanne');
  });
});

describe('createProfilesRepository with its cache', () => {
  let database: DbClient;
  let dataDir = '';
  beforeAll(async () => {
    // A copy of the migrated test template: an in-memory database ran initdb and every migration.
    dataDir = await templatedDataDir();
    database = await createDbClient({ kind: 'pglite', dir: join(dataDir, 'pglite') });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const withProfile = async (repository: ReturnType<typeof createProfilesRepository>) => {
    const userId = randomUUID();
    await repository.create(userId, { first_name: 'Noor' });
    return userId;
  };

  it('ends reads and writes that overlap with the last write, whatever the order they finish in', async () => {
    const repository = createProfilesRepository(database.db, { cache: true });
    const userId = await withProfile(repository);
    await repository.find(userId);
    const names = ['Anna', 'Bo', 'Cato', 'Daan', 'Eva'];
    await Promise.all(
      names.flatMap((name) => [
        repository.find(userId),
        repository.update(userId, { first_name: name }),
        repository.find(userId),
      ]),
    );
    expect((await repository.find(userId))?.first_name).toBe('Eva');
  });

  it('gives each read its own object: a caller that changes one changes no later read', async () => {
    const repository = createProfilesRepository(database.db, { cache: true });
    const userId = await withProfile(repository);
    await repository.update(userId, { preferred_states: ['TX'], preferred_divisions: ['d2'] });
    const first = await repository.find(userId);
    if (!first) throw new Error('no profile');
    first.first_name = 'Veranderd';
    first.preferred_states.push('CA');
    first.preferred_divisions.push('naia');
    expect(await repository.find(userId)).toMatchObject({
      first_name: 'Noor',
      preferred_states: ['TX'],
      preferred_divisions: ['d2'],
    });
  });

  it('forgets a profile another module removes through forgetting', async () => {
    const repository = createProfilesRepository(database.db, { cache: true });
    const userId = await withProfile(repository);
    expect((await repository.find(userId))?.first_name).toBe('Noor');
    await repository.forgetting(userId, () => database.db.execute(sql`delete from profiles where user_id = ${userId}`));
    expect(await repository.find(userId)).toBeNull();
  });

  it('keeps nothing when a write fails, so the next read asks the database', async () => {
    const repository = createProfilesRepository(database.db, { cache: true });
    const userId = await withProfile(repository);
    await repository.find(userId);
    await expect(
      repository.forgetting(userId, async () => {
        await database.db.execute(sql`update profiles set first_name = 'Iris' where user_id = ${userId}`);
        throw new Error('after the row changed');
      }),
    ).rejects.toThrow('after the row changed');
    expect((await repository.find(userId))?.first_name).toBe('Iris');
  });
});

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbClient } from '../db/client.ts';
import { templatedDataDir } from '../testing/test-app.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { createAuthRepository } from './auth-repository.ts';
import { createKeyStore, rotateSigningKey } from './keys.ts';
import { PUBLIC_ORIGIN } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

const ISSUER = `${PUBLIC_ORIGIN}/auth/v1`;
const CLAIMS = {
  sub: '9c7a3e52-6b1d-4f0e-8a2b-1c3d5e7f9a0b',
  email: 'rotate@example.com',
  phone: '',
  app_metadata: {},
  user_metadata: {},
  aal: 'aal1' as const,
  amr: [],
  session_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  is_anonymous: false,
};

describe('signing keys', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startServiceHarness();
  });
  afterAll(() => h.close());

  it('are generated at first start and shared by every instance on the database, as are the API keys', async () => {
    const second = await h.another();
    expect((await second.keys.current()).kid).toBe((await h.auth.keys.current()).kid);
    expect(second.apiKeys).toEqual(h.auth.apiKeys);
    expect(h.auth.apiKeys.publishable).toMatch(/^sb_publishable_/);
    expect(h.auth.apiKeys.service).toMatch(/^sb_secret_/);
  });

  it('rotate: the new key signs, the old one stays published until its tokens have expired', async () => {
    const repository = createAuthRepository(h.app.database.db);
    const store = createKeyStore({ repository, jwtExpSeconds: 3600, now: () => h.clock.now });
    const old = await store.current();
    const nowSeconds = Math.floor(h.clock.now / 1000);
    const { token } = await signAccessToken(old, CLAIMS, { issuer: ISSUER, expSeconds: 3600, nowSeconds });

    const kid = await rotateSigningKey(repository, new Date(h.clock.now));
    const fresh = createKeyStore({ repository, jwtExpSeconds: 3600, now: () => h.clock.now });
    expect((await fresh.current()).kid).toBe(kid);
    expect((await fresh.jwks()).keys.map((key) => key.kid)).toEqual(expect.arrayContaining([old.kid, kid]));
    await expect(
      verifyAccessToken(token, fresh.getKey, { issuer: ISSUER, currentDate: new Date(h.clock.now) }),
    ).resolves.toMatchObject({ sub: CLAIMS.sub });

    // The node that signed with the old key switches within its reload interval.
    h.clock.advance(31_000);
    await store.current();
    // The reload runs in the background: the next calls have the new key once it is done.
    await expect.poll(async () => (await store.current()).kid, { timeout: 5000, interval: 10 }).toBe(kid);

    h.clock.advance(3600_000 + 5 * 60_000);
    const later = createKeyStore({ repository, jwtExpSeconds: 3600, now: () => h.clock.now });
    expect((await later.jwks()).keys.map((key) => key.kid)).not.toContain(old.kid);
  });
});

describe('pnpm --filter server auth:rotate-key', () => {
  // A copy of the test template (migrated, no signing key yet): the script's first run must not
  // have to make the database too, which took most of a minute beside the suite.
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await templatedDataDir();
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rotates the key of the configured database', async () => {
    const script = fileURLToPath(new URL('./rotate-key.ts', import.meta.url));
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
    const first = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(first.status).toBe(0);
    const second = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(second.stdout).toMatch(/New signing key \S+ is active/);

    const database = await createDbClient({ kind: 'pglite', dir: `${dataDir}/pglite` });
    try {
      const rows = await createAuthRepository(database.db).listSigningKeys();
      expect(rows).toHaveLength(2);
      expect(rows.filter((row) => row.retiredAt === null)).toHaveLength(1);
    } finally {
      await database.close();
    }
    // Two processes, each opening the database on disk: seconds idle, more under load.
  }, 120_000);
});

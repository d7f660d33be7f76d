import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRepository } from './auth-repository.ts';
import { createPasswordHasher } from './passwords.ts';
import { uniqueEmail } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

const OWASP_MIN = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

describe('password hashing', () => {
  const hasher = createPasswordHasher(OWASP_MIN);

  it('hashes with argon2id at the configured parameters and verifies only the right password', async () => {
    const hash = await hasher.hash('Schaatsen-2025');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Schaatsen-2025')).toBe(true);
    expect(await hasher.verify(hash, 'schaatsen-2025')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(createPasswordHasher({ ...OWASP_MIN, timeCost: 3 }).needsRehash(hash)).toBe(true);
    expect(await hasher.verify(null, 'Schaatsen-2025')).toBe(false);
  });

  it('verifies the bcrypt variants of imported users ($2a$, $2b$, $2y$)', async () => {
    const b = bcrypt.hashSync('Judo-import-1', 4);
    for (const variant of ['$2a$', '$2b$', '$2y$']) {
      const hash = variant + b.slice(4);
      expect(await hasher.verify(hash, 'Judo-import-1')).toBe(true);
      expect(await hasher.verify(hash, 'Judo-import-2')).toBe(false);
      expect(hasher.needsRehash(hash)).toBe(true);
    }
  });
});

describe('an imported bcrypt user', () => {
  let h: ServiceHarness;
  beforeAll(async () => {
    h = await startServiceHarness();
  });
  afterAll(() => h.close());

  it('signs in with the old password and is moved to argon2id', async () => {
    const repository = createAuthRepository(h.app.database.db);
    const email = uniqueEmail('imported');
    const user = await repository.insertUser({
      email,
      passwordHash: bcrypt.hashSync('Judo-import-1', 4).replace(/^\$2b\$/, '$2y$'),
      emailConfirmedAt: new Date(),
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    const session = await h.auth.service.passwordGrant(
      { email, password: 'Judo-import-1' },
      { ip: '192.0.2.44', userAgent: null },
    );
    expect(session.user.id).toBe(user?.id);
    expect((await repository.findUserByEmail(email))?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

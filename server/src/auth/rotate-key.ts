// `pnpm --filter server auth:rotate-key`: a new ES256 signing key for the embedded auth service.
// The new key signs from the next reload of each running node (at most 30 s); the old ones stay
// in the JWKS until every token they signed has expired (AUTH_JWT_EXP plus a margin).
import { ConfigError, loadConfig } from '../config.ts';
import { createDbClient } from '../db/client.ts';
import { createAuthRepository } from './auth-repository.ts';
import { rotateSigningKey } from './keys.ts';

try {
  const config = loadConfig();
  const database = await createDbClient(config.database);
  try {
    const kid = await rotateSigningKey(createAuthRepository(database.db), new Date());
    console.log(`New signing key ${kid} is active; earlier keys stay published until their tokens expire.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Key rotation failed: ${String(error)}`);
  process.exitCode = 1;
}

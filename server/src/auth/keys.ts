import {
  type CryptoKey,
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { AuthRepository, SigningKeyRow } from './auth-repository.ts';

export const SIGNING_ALG = 'ES256';
/** How long a running node trusts its copy of the keys before it looks for a rotation. */
const RELOAD_MS = 30_000;
/** Retired keys stay published a little past their last token's expiry, for clock skew. */
const RETENTION_MARGIN_MS = 5 * 60_000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface KeyStore {
  /** The key new tokens are signed with. */
  current(): Promise<SigningKey>;
  /** What `/.well-known/jwks.json` serves: the current key and the retired keys whose tokens may still be live. */
  jwks(): Promise<{ keys: JWK[] }>;
  /** A jose key resolver over the same key set, for in-process verification. */
  getKey: JWTVerifyGetKey;
}

/** A new ES256 key pair as stored rows: the public JWK carries what WebCrypto needs to import it. */
export async function generateSigningKey(): Promise<Omit<SigningKeyRow, 'createdAt' | 'retiredAt'>> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG },
    publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'], ext: true },
  };
}

/**
 * Makes a new key the signing key and retires the others; retired keys stay in the JWKS until
 * their tokens have expired. Running nodes pick the new key up within RELOAD_MS.
 */
export async function rotateSigningKey(repository: AuthRepository, at: Date): Promise<string> {
  const key = await generateSigningKey();
  await repository.transaction(async (tx) => {
    await tx.insertSigningKey(key);
    await tx.retireSigningKeysExcept(key.kid, at);
  });
  return key.kid;
}

/**
 * Loads the signing keys, creating the first one on first start. Another process (the rotation
 * command, another node) may change them, so the copy is re-read every 30 s and whenever a token
 * names a kid this node has not seen.
 */
export function createKeyStore(options: {
  repository: AuthRepository;
  jwtExpSeconds: number;
  now?: () => number;
}): KeyStore {
  const { repository, jwtExpSeconds } = options;
  const now = options.now ?? Date.now;
  let loaded: Promise<{ at: number; current: SigningKey; jwks: { keys: JWK[] }; resolver: JWTVerifyGetKey }> | null =
    null;

  async function load() {
    let rows = await repository.listSigningKeys();
    if (!rows.some((row) => row.retiredAt === null)) {
      await repository.insertSigningKey(await generateSigningKey());
      rows = await repository.listSigningKeys();
    }
    const live = rows.filter(
      (row) => row.retiredAt === null || row.retiredAt.getTime() + jwtExpSeconds * 1000 + RETENTION_MARGIN_MS > now(),
    );
    // Newest active key signs; two nodes racing at first start may both insert one, and both stay published.
    const active = rows
      .filter((row) => row.retiredAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.kid.localeCompare(b.kid))[0];
    if (!active) throw new Error('No active signing key');
    const jwks = { keys: live.map((row) => row.publicJwk as JWK) };
    return {
      at: now(),
      current: { kid: active.kid, privateKey: (await importJWK(active.privateJwk as JWK, SIGNING_ALG)) as CryptoKey },
      jwks,
      resolver: createLocalJWKSet(jwks),
    };
  }

  let reloading = false;
  /**
   * A stale copy is served while the reload runs in the background: signing happens inside
   * database transactions, and on PGlite (one connection) waiting there for another query
   * would deadlock.
   */
  async function state(forceReload = false) {
    const cached = loaded ? await loaded.catch(() => null) : null;
    if (!cached || forceReload) {
      loaded = load();
      return loaded;
    }
    if (now() - cached.at > RELOAD_MS && !reloading) {
      reloading = true;
      const next = load();
      next.then(
        () => {
          loaded = next;
          reloading = false;
        },
        () => {
          reloading = false;
        },
      );
    }
    return cached;
  }

  return {
    current: async () => (await state()).current,
    jwks: async () => (await state()).jwks,
    async getKey(header, token) {
      const known = await state();
      if (header.kid && !known.jwks.keys.some((key) => key.kid === header.kid) && now() - known.at > 1000) {
        return (await state(true)).resolver(header, token);
      }
      return known.resolver(header, token);
    },
  };
}

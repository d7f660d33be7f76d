import { type Algorithm, hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// A const enum in the typings; its value is stable across the package's versions.
const ARGON2ID = 2 as Algorithm;
const BCRYPT = /^\$2[aby]\$\d{2}\$/;
const ARGON2_PARAMS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant work for an unknown account too: pass null and it verifies against a decoy hash. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
  /** Imported bcrypt hashes and hashes made with weaker parameters are upgraded after a good login. */
  needsRehash(storedHash: string): boolean;
}

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...params };
  let decoy: Promise<string> | undefined;

  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      if (storedHash === null) {
        decoy ??= hash('decoy password that matches nothing', options);
        await verify(await decoy, password).catch(() => false);
        return false;
      }
      if (BCRYPT.test(storedHash)) return bcrypt.compare(password, storedHash);
      return verify(storedHash, password).catch(() => false);
    },
    needsRehash(storedHash) {
      const match = ARGON2_PARAMS.exec(storedHash);
      if (!match) return true;
      const [, memory, time, lanes] = match.map(Number);
      return memory !== params.memoryCost || time !== params.timeCost || lanes !== params.parallelism;
    },
  };
}

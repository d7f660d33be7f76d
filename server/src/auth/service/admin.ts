import { z } from 'zod';
import { AuthError } from '../auth-errors.ts';
import type { AdminCreateUserBody } from '../auth-schemas.ts';
import { toWireUser } from '../wire.ts';
import { type AuthCore, cleanMetadata, normaliseEmail, type RequestContext } from './core.ts';

/** Behind the service key: the part of GoTrue's admin API that operators' scripts use. */
export function createAdmin(core: AuthCore) {
  const { repository, abuse, hasher, checkPasswordPolicy, nowDate, requireServiceKey } = core;
  return {
    async adminCreateUser(bearer: string | null, body: AdminCreateUserBody, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const email = normaliseEmail(body.email, 'Unable to validate email address: invalid format');
      let passwordHash: string | null = null;
      if (body.password) {
        checkPasswordPolicy(body.password);
        passwordHash = await hasher.hash(body.password);
      }
      const at = nowDate();
      const confirmed = body.email_confirm === true;
      const user = await repository.insertUser({
        email,
        passwordHash,
        emailConfirmedAt: confirmed ? at : null,
        appMetadata: { provider: 'email', providers: ['email'], ...cleanMetadata(body.app_metadata) },
        userMetadata: { ...cleanMetadata(body.user_metadata), ...(confirmed ? { email_verified: true } : {}) },
        createdAt: at,
        updatedAt: at,
      });
      if (!user) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      return toWireUser(user, []);
    },

    /** auth-js's deleteUser reads the user first (it returns it), so this one is part of the pair. */
    async adminGetUser(bearer: string | null, userId: string, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const user = z.uuid().safeParse(userId).success ? await repository.findUserById(userId) : undefined;
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return toWireUser(user, await repository.listFactors(user.id));
    },

    async adminDeleteUser(bearer: string | null, userId: string, context: RequestContext) {
      requireServiceKey(bearer);
      await abuse.checkIp('admin', context.ip);
      const deleted = z.uuid().safeParse(userId).success && (await repository.deleteUser(userId));
      if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
      return {};
    },
  };
}

import { AuthError, insufficientAal, validationFailed } from '../auth-errors.ts';
import type { UpdateUserBody } from '../auth-schemas.ts';
import type { AuthCore, RequestContext } from './core.ts';
import type { Notices } from './notices.ts';

/** GoTrue merges user_metadata updates; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    // Only a confirmation sets it: the API reads it as proof that the address is the user's.
    if (key === 'email_verified') continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The signed-in user's own endpoints: `GET`/`PUT /user` and `/logout`. */
export function createUserSection(core: AuthCore, notices: Notices) {
  const { repository, abuse, hasher, checkPasswordPolicy, authenticate, userOf } = core;
  return {
    async getUser(bearer: string | null) {
      return userOf(await authenticate(bearer));
    },

    async updateUser(bearer: string | null, body: UpdateUserBody, context: RequestContext) {
      const caller = await authenticate(bearer);
      await abuse.checkIp('user', context.ip);
      let { user } = caller;
      if (body.email && body.email.trim().toLowerCase() !== user.email) {
        throw validationFailed('Changing the email address is not supported by this server');
      }
      if (typeof body.password === 'string') {
        const factors = await repository.listFactors(user.id);
        if (factors.some((factor) => factor.status === 'verified') && caller.session.aal !== 'aal2') {
          throw insufficientAal(401, 'AAL2 session is required to update email or password when MFA is enabled.');
        }
        checkPasswordPolicy(body.password);
        if (user.passwordHash && (await hasher.verify(user.passwordHash, body.password))) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        user = await repository.updateUser(user.id, { passwordHash: await hasher.hash(body.password) });
        await repository.deleteLinkTokens(user.id);
        // A new password ends every other session: a thief's session must not survive the reset.
        await repository.deleteUserSessions(user.id, { except: caller.session.id });
        await notices.notify(user.id, 'password_changed');
      }
      if (body.data) {
        user = await repository.updateUser(user.id, { userMetadata: mergeMetadata(user.userMetadata, body.data) });
      }
      return userOf({ user });
    },

    async logout(bearer: string | null, scope: string | null | undefined) {
      const chosen = scope ?? 'global';
      if (chosen !== 'global' && chosen !== 'local' && chosen !== 'others') {
        throw validationFailed(`Unsupported logout scope "${chosen}"`);
      }
      const { user, session } = await authenticate(bearer);
      if (chosen === 'local') await repository.deleteSession(session.id);
      else if (chosen === 'others') await repository.deleteUserSessions(user.id, { except: session.id });
      else await repository.deleteUserSessions(user.id);
    },
  };
}

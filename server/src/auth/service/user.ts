import type { AmrEntry } from '../../db/schema/auth.ts';
import { AuthError, insufficientAal, validationFailed } from '../auth-errors.ts';
import type { SessionRow } from '../auth-repository.ts';
import type { UpdateUserBody } from '../auth-schemas.ts';
import type { AuthCore, RequestContext } from './core.ts';
import type { Notices } from './notices.ts';

// GoTrue's codes and message (`current_password_required`, `current_password_invalid`), which
// supabase-js hands to the app as `error.code`.
const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

/**
 * Whether the session came from a reset link recently enough to set a password without the
 * current one: the athlete who forgot it cannot type it. Only within the time the link itself was
 * valid, and once (the claim becomes `otp` after the change), so a reset session left open on a
 * family laptop is afterwards as guarded as any other.
 */
function recoveryClaim(session: SessionRow, nowSeconds: number, validSeconds: number): AmrEntry | undefined {
  return session.amr.find((entry) => entry.method === 'recovery' && nowSeconds - entry.timestamp <= validSeconds);
}

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
  const { repository, abuse, hasher, config, now, checkPasswordPolicy, checkPassword, authenticate, userOf } = core;
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
        const recovery = recoveryClaim(caller.session, Math.floor(now() / 1000), config.otpExpSeconds);
        // An account without a password (made by an operator) sets its first one freely, as in GoTrue.
        if (user.passwordHash && !recovery) {
          if (!body.current_password) throw new AuthError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
          // The sign-in's own check, lock-out included: this is no side door for guessing the password.
          if (!(await checkPassword(user.email, user, body.current_password, context))) {
            throw new AuthError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);
          }
        }
        if (user.passwordHash && (await hasher.verify(user.passwordHash, body.password))) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        user = await repository.updateUser(user.id, { passwordHash: await hasher.hash(body.password) });
        if (recovery) {
          await repository.updateSession(caller.session.id, {
            amr: caller.session.amr.map((entry) => (entry === recovery ? { ...entry, method: 'otp' } : entry)),
          });
        }
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

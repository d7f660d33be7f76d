import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { AuthError, invalidCredentials, sessionNotFound, validationFailed } from '../auth-errors.ts';
import type { pkceGrantBody } from '../auth-schemas.ts';
import { decideRefresh } from '../refresh-rule.ts';
import { randomToken, seal, sha256, sha256Bytes, unseal } from '../secrets.ts';
import type { WireSession } from '../wire.ts';
import type { AuthCore, RequestContext } from './core.ts';
import { FLOW_STATE_TTL_MS } from './links.ts';

/** `/token`: the password, refresh-token and PKCE grants. */
export function createGrants(core: AuthCore) {
  const { repository, abuse, hasher, config, now, nowDate, startSession, sessionResponse, checkPassword } = core;
  return {
    async passwordGrant(body: { email?: string | null; password?: string | null }, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      const email = (body.email ?? '').trim().toLowerCase();
      const password = body.password ?? '';
      if (!email || !password) throw invalidCredentials();
      const user = (await repository.findUserByEmail(email)) ?? null;
      if (!(await checkPassword(email, user, password, context)) || !user) throw invalidCredentials();
      if (!user.emailConfirmedAt && !config.allowUnverifiedSignIn)
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.passwordHash && hasher.needsRehash(user.passwordHash)) {
        await repository.updateUser(user.id, { passwordHash: await hasher.hash(password) });
      }
      const session = await startSession(user, 'password', context);
      if ([...password].length < config.passwordMin) {
        session.weak_password = {
          reasons: ['length'],
          message: `Password should be at least ${config.passwordMin} characters.`,
        };
      }
      return session;
    },

    /** Rotation with the reuse rule of refresh-rule.ts, serialised per token by a row lock. */
    async refreshGrant(body: { refresh_token?: string | null }, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      const presented = body.refresh_token ?? '';
      if (!presented) throw validationFailed('refresh_token required');
      type Outcome = { session: WireSession } | { error: 'not_found' | 'session' | 'reused' };
      const outcome = await repository.transaction(async (tx): Promise<Outcome> => {
        const token = await tx.findRefreshToken(sha256(presented), { lock: true });
        if (!token) return { error: 'not_found' };
        const session = await tx.findSession(token.sessionId, { lock: true });
        if (!session) return { error: 'session' };
        const active = await tx.findActiveRefreshToken(session.id);
        const at = nowDate();
        const decision = decideRefresh(
          {
            revoked: token.revoked,
            revokedAt: token.updatedAt.getTime(),
            isParentOfActive: active !== undefined && active.parentHash === token.tokenHash,
          },
          at.getTime(),
          config.refreshReuseSeconds * 1000,
        );
        let next: string | null = null;
        if (decision === 'rotate') {
          next = randomToken();
          await tx.insertRefreshToken({ tokenHash: sha256(next), parentHash: token.tokenHash, sessionId: session.id });
          await tx.revokeRefreshToken(token.id, seal(presented, next), at);
        } else if (decision === 'return-active') {
          next = token.sealedChild ? unseal(presented, token.sealedChild) : null;
        }
        if (next === null) {
          // Reuse outside the rule: whoever holds this family, the session ends for all of them.
          await tx.deleteSession(session.id);
          return { error: 'reused' };
        }
        const user = await tx.findUserById(session.userId);
        if (!user) return { error: 'session' };
        const refreshed = (await tx.updateSession(session.id, { refreshedAt: at })) ?? session;
        const updatedUser = await tx.updateUser(user.id, { lastSignInAt: at });
        return { session: await sessionResponse(tx, updatedUser, refreshed, next) };
      });
      if ('session' in outcome) return outcome.session;
      if (outcome.error === 'reused') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      if (outcome.error === 'session') throw sessionNotFound(400);
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    },

    async pkceGrant(body: z.output<typeof pkceGrantBody>, context: RequestContext) {
      await abuse.checkIp('token', context.ip);
      if (!body.auth_code || !body.code_verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      }
      const flow = await repository.takeFlowStateByAuthCode(sha256(body.auth_code));
      if (!flow?.authCodeIssuedAt) {
        throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      }
      if (flow.authCodeIssuedAt.getTime() + FLOW_STATE_TTL_MS < now()) {
        throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
      }
      const expected =
        flow.codeChallengeMethod === 's256'
          ? createHash('sha256').update(body.code_verifier).digest('base64url')
          : body.code_verifier;
      if (!timingSafeEqual(sha256Bytes(expected), sha256Bytes(flow.codeChallenge))) {
        throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      }
      const user = await repository.findUserById(flow.userId);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return startSession(user, flow.authenticationMethod, context);
    },
  };
}

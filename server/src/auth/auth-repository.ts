import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type AmrEntry,
  authFlowStates,
  authLinkTokens,
  authLoginFailures,
  authMfaChallenges,
  authMfaFactors,
  authRateLimits,
  authRefreshTokens,
  authSessions,
  authSigningKeys,
  authTrustedIps,
  authUsers,
} from '../db/schema/auth.ts';
import { instanceSecret } from '../infra/instance-secrets.ts';

export type UserRow = typeof authUsers.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;
export type FactorRow = typeof authMfaFactors.$inferSelect;
export type ChallengeRow = typeof authMfaChallenges.$inferSelect;
export type FlowStateRow = typeof authFlowStates.$inferSelect;
export type SigningKeyRow = typeof authSigningKeys.$inferSelect;
export type LoginFailureRow = typeof authLoginFailures.$inferSelect;
export type LinkTokenRow = typeof authLinkTokens.$inferSelect;
export type LinkKind = LinkTokenRow['kind'];

/** Live links a user may hold per kind: enough that a stranger asking new mails cannot push out the owner's. */
const MAX_LIVE_LINKS = 20;

type UserPatch = Partial<Omit<typeof authUsers.$inferInsert, 'id'>>;

export interface AuthRepository extends ReturnType<typeof createQueries> {
  /** The same API bound to one transaction. */
  transaction<T>(work: (repository: AuthRepository) => Promise<T>): Promise<T>;
}

/** Every query of the embedded auth service. */
export function createAuthRepository(db: Database): AuthRepository {
  return {
    ...createQueries(db),
    transaction: (work) => db.transaction((tx) => work(createAuthRepository(tx as unknown as Database))),
  };
}

function createQueries(db: Database) {
  return {
    // ------------------------------------------------------------ users
    async findUserByEmail(email: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
      const query = db.select().from(authUsers).where(eq(authUsers.email, email));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
      return row;
    },

    // ------------------------------------------------------------ mail links and codes
    /** A new link; the user's links of this kind beyond the newest MAX_LIVE_LINKS or older than `expiredBefore` go. */
    async insertLinkToken(values: LinkTokenRow, expiredBefore: Date): Promise<void> {
      await db.insert(authLinkTokens).values(values);
      const keep = db
        .select({ tokenHash: authLinkTokens.tokenHash })
        .from(authLinkTokens)
        .where(and(eq(authLinkTokens.userId, values.userId), eq(authLinkTokens.kind, values.kind)))
        .orderBy(desc(authLinkTokens.createdAt))
        .limit(MAX_LIVE_LINKS);
      await db
        .delete(authLinkTokens)
        .where(
          and(
            eq(authLinkTokens.userId, values.userId),
            eq(authLinkTokens.kind, values.kind),
            or(lt(authLinkTokens.createdAt, expiredBefore), sql`${authLinkTokens.tokenHash} not in (${keep})`),
          ),
        );
    },
    async findLinkToken(tokenHash: string): Promise<LinkTokenRow | undefined> {
      const [row] = await db.select().from(authLinkTokens).where(eq(authLinkTokens.tokenHash, tokenHash));
      return row;
    },
    /** The codes still alive for a user's links of one kind, newest first. */
    async liveCodes(userId: string, kind: LinkKind, since: Date): Promise<LinkTokenRow[]> {
      return db
        .select()
        .from(authLinkTokens)
        .where(
          and(
            eq(authLinkTokens.userId, userId),
            eq(authLinkTokens.kind, kind),
            gt(authLinkTokens.createdAt, since),
            sql`${authLinkTokens.codeHash} is not null`,
          ),
        )
        .orderBy(desc(authLinkTokens.createdAt));
    },
    /** Links are single use: using one ends every link of that kind (or of every kind). */
    async deleteLinkTokens(userId: string, kind?: LinkKind): Promise<void> {
      await db
        .delete(authLinkTokens)
        .where(and(eq(authLinkTokens.userId, userId), kind ? eq(authLinkTokens.kind, kind) : undefined));
    },
    /** Too many wrong codes: every code of the user dies; the links stay valid. */
    async killCodes(userId: string): Promise<void> {
      await db.update(authLinkTokens).set({ codeHash: null }).where(eq(authLinkTokens.userId, userId));
    },
    /** Undefined when the e-mail address is taken (a concurrent signup won). */
    async insertUser(values: typeof authUsers.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(authUsers).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateUser(id: string, patch: UserPatch): Promise<UserRow> {
      const [row] = await db
        .update(authUsers)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(authUsers.id, id))
        .returning();
      if (!row) throw new Error('User vanished during update');
      return row;
    },
    async deleteUser(id: string): Promise<boolean> {
      const rows = await db.delete(authUsers).where(eq(authUsers.id, id)).returning({ id: authUsers.id });
      return rows.length > 0;
    },

    // ------------------------------------------------------------ sessions
    async insertSession(values: typeof authSessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(authSessions).values(values).returning();
      if (!row) throw new Error('Session insert returned nothing');
      return row;
    },
    async findSession(id: string, options: { lock?: boolean } = {}): Promise<SessionRow | undefined> {
      const query = db.select().from(authSessions).where(eq(authSessions.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async updateSession(
      id: string,
      patch: Partial<Pick<SessionRow, 'aal' | 'amr' | 'factorId' | 'refreshedAt'>>,
    ): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(authSessions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(authSessions.id, id))
        .returning();
      return row;
    },
    async deleteSession(id: string): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.id, id));
    },
    async deleteUserSessions(userId: string, options: { except?: string; onlyAal1?: boolean } = {}): Promise<void> {
      const conditions = [eq(authSessions.userId, userId)];
      if (options.except) conditions.push(ne(authSessions.id, options.except));
      if (options.onlyAal1) conditions.push(eq(authSessions.aal, 'aal1'));
      await db.delete(authSessions).where(and(...conditions));
    },
    /** A removed factor no longer vouches for any session: back to aal1 without its totp claim. */
    async downgradeSessionsOfFactor(factorId: string): Promise<void> {
      const sessions = await db.select().from(authSessions).where(eq(authSessions.factorId, factorId));
      for (const session of sessions) {
        await db
          .update(authSessions)
          .set({
            aal: 'aal1',
            factorId: null,
            amr: session.amr.filter((entry: AmrEntry) => entry.method !== 'totp'),
            updatedAt: new Date(),
          })
          .where(eq(authSessions.id, session.id));
      }
    },

    // ------------------------------------------------------------ refresh tokens
    async insertRefreshToken(values: { tokenHash: string; parentHash: string | null; sessionId: string }) {
      await db.insert(authRefreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string, options: { lock?: boolean } = {}): Promise<RefreshTokenRow | undefined> {
      const query = db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, tokenHash));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async findActiveRefreshToken(sessionId: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(authRefreshTokens)
        .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)))
        .orderBy(desc(authRefreshTokens.id))
        .limit(1);
      return row;
    },
    async revokeRefreshToken(id: number, sealedChild: string | null, at: Date): Promise<void> {
      await db
        .update(authRefreshTokens)
        .set({ revoked: true, sealedChild, updatedAt: at })
        .where(eq(authRefreshTokens.id, id));
    },
    async revokeSessionRefreshTokens(sessionId: string, at: Date): Promise<void> {
      await db
        .update(authRefreshTokens)
        .set({ revoked: true, sealedChild: null, updatedAt: at })
        .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
    },

    // ------------------------------------------------------------ MFA
    async listFactors(userId: string): Promise<FactorRow[]> {
      return db
        .select()
        .from(authMfaFactors)
        .where(eq(authMfaFactors.userId, userId))
        .orderBy(authMfaFactors.createdAt);
    },
    async insertFactor(values: typeof authMfaFactors.$inferInsert): Promise<FactorRow> {
      const [row] = await db.insert(authMfaFactors).values(values).returning();
      if (!row) throw new Error('Factor insert returned nothing');
      return row;
    },
    async findFactor(id: string, options: { lock?: boolean } = {}): Promise<FactorRow | undefined> {
      const query = db.select().from(authMfaFactors).where(eq(authMfaFactors.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async updateFactor(
      id: string,
      patch: Partial<
        Pick<FactorRow, 'status' | 'lastUsedStep' | 'lastChallengedAt' | 'verifyFailures' | 'verifyWindowStart'>
      >,
    ): Promise<void> {
      await db
        .update(authMfaFactors)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(authMfaFactors.id, id));
    },
    async deleteFactor(id: string): Promise<void> {
      await db.delete(authMfaFactors).where(eq(authMfaFactors.id, id));
    },
    async deleteUnverifiedFactors(userId: string, options: { olderThan?: Date; except?: string }): Promise<void> {
      const conditions = [eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'unverified')];
      if (options.olderThan) conditions.push(lt(authMfaFactors.createdAt, options.olderThan));
      if (options.except) conditions.push(ne(authMfaFactors.id, options.except));
      await db.delete(authMfaFactors).where(and(...conditions));
    },
    async insertChallenge(values: { factorId: string; ip: string; createdAt: Date }): Promise<ChallengeRow> {
      const [row] = await db.insert(authMfaChallenges).values(values).returning();
      if (!row) throw new Error('Challenge insert returned nothing');
      return row;
    },
    async findChallenge(id: string, options: { lock?: boolean } = {}): Promise<ChallengeRow | undefined> {
      const query = db.select().from(authMfaChallenges).where(eq(authMfaChallenges.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async markChallengeVerified(id: string, at: Date): Promise<void> {
      await db.update(authMfaChallenges).set({ verifiedAt: at }).where(eq(authMfaChallenges.id, id));
    },
    async deleteChallenges(factorId: string): Promise<void> {
      await db.delete(authMfaChallenges).where(eq(authMfaChallenges.factorId, factorId));
    },
    async deleteChallenge(id: string): Promise<void> {
      await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, id));
    },

    // ------------------------------------------------------------ PKCE
    async insertFlowState(values: typeof authFlowStates.$inferInsert): Promise<FlowStateRow> {
      const [row] = await db.insert(authFlowStates).values(values).returning();
      if (!row) throw new Error('Flow state insert returned nothing');
      return row;
    },
    async findLatestFlowState(userId: string, authenticationMethod: string): Promise<FlowStateRow | undefined> {
      const [row] = await db
        .select()
        .from(authFlowStates)
        .where(and(eq(authFlowStates.userId, userId), eq(authFlowStates.authenticationMethod, authenticationMethod)))
        .orderBy(desc(authFlowStates.createdAt))
        .limit(1);
      return row;
    },
    async setFlowStateAuthCode(id: string, authCodeHash: string, at: Date): Promise<void> {
      await db.update(authFlowStates).set({ authCodeHash, authCodeIssuedAt: at }).where(eq(authFlowStates.id, id));
    },
    async takeFlowStateByAuthCode(authCodeHash: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.delete(authFlowStates).where(eq(authFlowStates.authCodeHash, authCodeHash)).returning();
      return row;
    },

    // ------------------------------------------------------------ keys and secrets
    listSigningKeys(): Promise<SigningKeyRow[]> {
      return db.select().from(authSigningKeys);
    },
    async insertSigningKey(values: Omit<SigningKeyRow, 'createdAt' | 'retiredAt'>): Promise<void> {
      await db.insert(authSigningKeys).values(values);
    },
    async retireSigningKeysExcept(kid: string, at: Date): Promise<void> {
      await db
        .update(authSigningKeys)
        .set({ retiredAt: at })
        .where(and(ne(authSigningKeys.kid, kid), sql`${authSigningKeys.retiredAt} is null`));
    },
    /** See infra/instance-secrets.ts. */
    instanceSecret(name: string, create: () => string): Promise<string> {
      return instanceSecret(db, name, create);
    },

    // ------------------------------------------------------------ abuse limits
    /**
     * Takes one token from the bucket `key` (capacity, refilled continuously at `perSecond`)
     * in one statement, so concurrent requests and several nodes share it exactly. A refused
     * request leaves the bucket as it was; the answer tells how long until a token is back.
     */
    async takeToken(
      key: string,
      capacity: number,
      perSecond: number,
      now: Date,
    ): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const t = authRateLimits;
      const elapsed = sql`greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${t.updatedAt})))`;
      const refilled = sql`least(${capacity}::float8, ${t.tokens} + ${elapsed} * ${perSecond}::float8)`;
      const [row] = await db
        .insert(t)
        .values({ key, tokens: capacity - 1, updatedAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${t.tokens} end`,
            updatedAt: sql`case when ${refilled} >= 1 then ${now.toISOString()}::timestamptz else ${t.updatedAt} end`,
          },
        })
        .returning({ tokens: t.tokens, updatedAt: t.updatedAt });
      if (!row) throw new Error('Rate limit upsert returned nothing');
      if (row.updatedAt.getTime() === now.getTime()) return { allowed: true, retryAfterSeconds: 0 };
      const available = Math.min(capacity, row.tokens + ((now.getTime() - row.updatedAt.getTime()) / 1000) * perSecond);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - available) / perSecond)) };
    },
    async findLoginFailures(keys: string[]): Promise<LoginFailureRow[]> {
      return db.select().from(authLoginFailures).where(inArray(authLoginFailures.key, keys));
    },
    async recordLoginFailure(key: string, now: Date, windowMs: number): Promise<void> {
      const t = authLoginFailures;
      const windowOpen = sql`${t.windowStart} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      await db
        .insert(t)
        .values({ key, count: 1, windowStart: now, lastFailureAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${windowOpen} then ${t.count} + 1 else 1 end`,
            windowStart: sql`case when ${windowOpen} then ${t.windowStart} else ${now.toISOString()}::timestamptz end`,
            lastFailureAt: now,
          },
        });
    },
    async clearLoginFailures(key: string): Promise<void> {
      await db.delete(authLoginFailures).where(eq(authLoginFailures.key, key));
    },
    async isTrustedIp(userId: string, ipHash: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ userId: authTrustedIps.userId })
        .from(authTrustedIps)
        .where(
          and(
            eq(authTrustedIps.userId, userId),
            eq(authTrustedIps.ipHash, ipHash),
            gt(authTrustedIps.lastSuccessAt, since),
          ),
        );
      return rows.length > 0;
    },
    async trustIp(userId: string, ipHash: string, now: Date): Promise<void> {
      await db
        .insert(authTrustedIps)
        .values({ userId, ipHash, lastSuccessAt: now })
        .onConflictDoUpdate({ target: [authTrustedIps.userId, authTrustedIps.ipHash], set: { lastSuccessAt: now } });
    },
    /** Drops state no rule looks at any more, so the tables stay small. */
    async sweep(now: Date): Promise<void> {
      const hourAgo = new Date(now.getTime() - 3_600_000);
      await db.delete(authRateLimits).where(lt(authRateLimits.updatedAt, hourAgo));
      await db.delete(authLoginFailures).where(lt(authLoginFailures.lastFailureAt, hourAgo));
      await db.delete(authFlowStates).where(lt(authFlowStates.createdAt, hourAgo));
      await db
        .delete(authMfaChallenges)
        .where(or(lt(authMfaChallenges.createdAt, hourAgo), sql`${authMfaChallenges.verifiedAt} is not null`));
    },
  };
}

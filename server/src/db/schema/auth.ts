import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The embedded auth service's own schema. Never `auth`: on a Supabase Postgres that name
 * belongs to Supabase Auth, and the app must be able to move there by configuration alone.
 */
export const authSchema = pgSchema('tb_auth');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export const authUsers = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Lower-cased by the service; unique so two signups racing cannot both win.
    email: text('email').notNull(),
    // argon2id for our own users; bcrypt ($2a/$2b/$2y) for imported ones.
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // When the last confirmation and recovery mail went out (the 60-second throttle); the links
    // themselves are rows of link_tokens.
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    // Wrong 6-digit codes since the last code was mailed (5 kill the codes), and per day (20 stop them).
    otpFailures: integer('otp_failures').notNull().default(0),
    otpDayFailures: integer('otp_day_failures').notNull().default(0),
    otpDayStart: timestamp('otp_day_start', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The e-mail identity GoTrue keeps in its own table; one per user here.
    identityId: uuid('identity_id').notNull().defaultRandom(),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/**
 * Mail links and their 6-digit codes, several live per user and kind, so a newer mail (or a
 * stranger asking one for the address) never breaks the link of an earlier one. Tokens and codes
 * are stored as SHA-256 digests, so a copy of the database opens no account.
 */
export const authLinkTokens = authSchema.table(
  'link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'confirmation' | 'recovery'>().notNull(),
    // Null once the code died (too many wrong guesses): the link itself keeps working.
    codeHash: text('code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('link_tokens_user_idx').on(table.userId, table.kind)],
);

export const authSessions = authSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    factorId: uuid('factor_id'),
    // GoTrue's mfa_amr_claims, one entry per method, most recent first.
    amr: jsonb('amr').$type<AmrEntry[]>().notNull().default([]),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const authRefreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    parentHash: text('parent_hash'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    // The child token, encrypted with a key derived from this token: only a holder of this token
    // can get its child back (the "client lost the response" case) and the database alone cannot.
    sealedChild: text('sealed_child'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

export const authMfaFactors = authSchema.table(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').$type<'totp'>().notNull(),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    secret: text('secret').notNull(),
    // The last accepted time step: a TOTP code is refused a second time (GoTrue allows replays).
    lastUsedStep: integer('last_used_step'),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    // Wrong codes in the current 15-minute window, from any IP: 5 lock the factor until it ends.
    verifyFailures: integer('verify_failures').notNull().default(0),
    verifyWindowStart: timestamp('verify_window_start', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('mfa_factors_user_idx').on(table.userId)],
);

export const authMfaChallenges = authSchema.table('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PKCE: the code challenge of a signup or recovery, redeemed once with its verifier. */
export const authFlowStates = authSchema.table(
  'flow_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    authCodeHash: text('auth_code_hash'),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('flow_states_auth_code_idx').on(table.authCodeHash)],
);

/** ES256 signing keys; retired keys stay published in the JWKS until their last token has expired. */
export const authSigningKeys = authSchema.table('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Values generated at first start and kept (the publishable and service keys). */
export const authInstanceSecrets = authSchema.table('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Token buckets by key (a SHA-256 of route + client IP); shared by every node on one database. */
export const authRateLimits = authSchema.table(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_updated_idx').on(table.updatedAt)],
);

/** Failed password logins per key: per (account, IP) and per account from untrusted IPs. */
export const authLoginFailures = authSchema.table(
  'login_failures',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_window_idx').on(table.windowStart)],
);

/** Client IPs (as digests) that signed in to an account: the account ceiling does not apply to them. */
export const authTrustedIps = authSchema.table(
  'trusted_ips',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    ipHash: text('ip_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ipHash] })],
);

export interface MailAddress {
  Name: string;
  Address: string;
}

/** The local mailbox (no SMTP_URL): every mail the server "sent", for the dev inbox and the tests. */
export const authMailbox = authSchema.table(
  'mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    from: jsonb('from').$type<MailAddress>().notNull(),
    to: jsonb('to').$type<MailAddress[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mailbox_created_idx').on(table.createdAt.desc())],
);

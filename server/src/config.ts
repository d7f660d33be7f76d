import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackAddress } from './plugins/local-client.ts';

/** Relative paths in the environment resolve against the repository root, wherever the process was started. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MEMORY = 'memory';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const fsPath = z.string().transform((value) => (isAbsolute(value) ? value : resolve(REPO_ROOT, value)));

function asOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = value.replace(/\/$/, '');
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === bare ? url.origin : null;
  } catch {
    return null;
  }
}

const origin = z
  .string()
  .refine((value) => asOrigin(value) !== null, { error: 'must be an origin such as https://talentbrug.nl' })
  .transform((value) => asOrigin(value) as string);

/** Whether an origin names this machine (localhost, 127.0.0.0/8, ::1): a developer's or the e2e suite's server. */
function isLoopbackOrigin(value: string): boolean {
  const hostname = new URL(value).hostname.replace(/^\[|\]$/g, '');
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}

const httpUrl = z.string().refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
  error: 'must be an http:// or https:// URL',
});

const PORT_ERROR = 'must be a port number from 0 to 65535';
const BOOL_ERROR = 'must be true or false';

/** A whole number within bounds; the message names the bounds, never the value. */
function wholeNumber(min: number, max: number, fallback: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error })
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error })
    .default(fallback);
}

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane) is the floor: configuration may only go up. */
const ARGON2_MIN_MEMORY_KIB = 19_456;
const ARGON2_MIN_TIME_COST = 2;
const BODY_LIMIT_ERROR = 'must be a positive whole number of bytes';

// Messages never echo the value: DATABASE_URL may carry a password.
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: PORT_ERROR })
      .refine((port) => Number.isInteger(port) && port >= 0 && port <= 65535, { error: PORT_ERROR })
      .default(9010),
    // This machine only unless the operator opens it up (HOST=0.0.0.0 in a container or behind a load balancer).
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be a postgres:// or postgresql:// URL',
      })
      .optional(),
    DATA_DIR: z.string().default('data'),
    STATIC_ROOT: fsPath.default(REPO_ROOT),
    REMOTES_FILE: fsPath.optional(),
    CORS_ORIGINS: commaList.pipe(z.array(origin)),
    PUBLIC_ORIGIN: origin.optional(),
    BODY_LIMIT: z.coerce
      .number({ error: BODY_LIMIT_ERROR })
      .refine((bytes) => Number.isInteger(bytes) && bytes > 0, { error: BODY_LIMIT_ERROR })
      .default(1024 * 1024),
    ALLOW_LOOPBACK_REMOTES: z.stringbool({ error: 'must be true or false' }).default(false),
    NODE_ENV: z.string().default('development'),
    // Hosted Supabase: with SUPABASE_URL set the embedded auth service is off.
    SUPABASE_URL: origin.optional(),
    SUPABASE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    // Hosted Supabase's secret key, for its admin API: deleting an account's auth user (issue 14).
    SUPABASE_SECRET_KEY: z.string().min(1).optional(),
    AUTH_AUTOCONFIRM: z.stringbool({ error: BOOL_ERROR }).default(false),
    AUTH_ALLOW_UNVERIFIED_SIGNIN: z.stringbool({ error: BOOL_ERROR }).default(true),
    AUTH_PUBLISHABLE_KEY: z
      .string()
      .regex(/^sb_publishable_[A-Za-z0-9_-]{16,}$/, {
        error: 'must look like sb_publishable_ followed by 16+ characters',
      })
      .optional(),
    AUTH_SERVICE_KEY: z
      .string()
      .regex(/^sb_secret_[A-Za-z0-9_-]{32,}$/, { error: 'must look like sb_secret_ followed by 32+ characters' })
      .optional(),
    AUTH_REDIRECT_ALLOW_LIST: commaList,
    AUTH_PASSWORD_MIN: wholeNumber(6, 72, 8),
    AUTH_JWT_EXP: wholeNumber(30, 86_400, 3600),
    AUTH_REFRESH_REUSE_INTERVAL: wholeNumber(0, 3600, 10),
    AUTH_EMAIL_MAX_FREQUENCY: wholeNumber(0, 86_400, 60),
    AUTH_OTP_EXP: wholeNumber(60, 86_400, 3600),
    AUTH_RATE_LIMIT_TOKEN: wholeNumber(1, 1_000_000, 150),
    AUTH_RATE_LIMIT_OTP: wholeNumber(1, 1_000_000, 30),
    AUTH_RATE_LIMIT_VERIFY: wholeNumber(1, 1_000_000, 30),
    AUTH_RATE_LIMIT_MFA: wholeNumber(1, 1_000_000, 15),
    AUTH_LOGIN_MAX_FAILURES: wholeNumber(1, 1000, 10),
    AUTH_ARGON2_MEMORY_KIB: wholeNumber(ARGON2_MIN_MEMORY_KIB, 4_194_304, ARGON2_MIN_MEMORY_KIB),
    AUTH_ARGON2_TIME_COST: wholeNumber(ARGON2_MIN_TIME_COST, 100, ARGON2_MIN_TIME_COST),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    DEV_INBOX: z.stringbool({ error: BOOL_ERROR }).optional(),
    // Behind a load balancer the client's address (rate limits, the consent record) comes from X-Forwarded-For.
    TRUST_PROXY: z.stringbool({ error: BOOL_ERROR }).default(false),
    // Talent managers' workflow: outbox events are delivered here with Standard Webhooks signatures.
    WEBHOOK_URL: httpUrl.optional(),
    WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, { error: 'must be whsec_ followed by a base64 secret of 24+ bytes' })
      .optional(),
    WEBHOOK_ALLOW_PRIVATE: z.stringbool({ error: BOOL_ERROR }).default(false),
    WEBHOOK_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
    // How long a signed-in document waits for its page's reads and render (ADR 0017) before it goes
    // out without them: 300 ms in production; a test run on a loaded machine asserts what the page
    // holds, not how fast it came (the bench measures that), so it may wait longer.
    RENDER_BUDGET_MS: wholeNumber(50, 10_000, 300),
    // Analytics events per 10 minutes, per client IP and per analytics session (POST /api/events is open).
    EVENTS_LIMIT_PER_IP: wholeNumber(1, 10_000_000, 1000),
    EVENTS_LIMIT_PER_SESSION: wholeNumber(1, 10_000_000, 200),
    // Uploaded files: on disk (UPLOAD_DIR, else DATA_DIR/uploads), or in an S3-compatible bucket when S3_BUCKET is set.
    UPLOAD_DIR: fsPath.optional(),
    UPLOAD_QUOTA_MB: wholeNumber(1, 1_048_576, 1024),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool({ error: BOOL_ERROR }).default(false),
    // The AI coach: any OpenAI-compatible model when all three are set, else the built-in Dutch coach.
    AI_BASE_URL: httpUrl.optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: wholeNumber(1000, 120_000, 20_000),
    // GET /metrics answers this machine only, or a scraper sending this token as a bearer token.
    METRICS_TOKEN: z
      .string()
      .regex(/^\S{32,}$/, { error: 'must be 32 or more characters without spaces' })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const ai = { AI_BASE_URL: env.AI_BASE_URL, AI_API_KEY: env.AI_API_KEY, AI_MODEL: env.AI_MODEL };
    if (Object.values(ai).every((value) => value === undefined)) return;
    for (const [name, value] of Object.entries(ai)) {
      if (value === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required with the other AI_ variables (all three, or none)',
        });
      }
    }
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    error: 'must be set together with S3_ACCESS_KEY_ID, or neither (the SDK then finds credentials itself)',
  })
  .refine((env) => !env.S3_ENDPOINT || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    error: 'is required when S3_ENDPOINT is set',
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    error: 'is required when WEBHOOK_URL is set',
  })
  .refine((env) => !env.SUPABASE_URL || env.SUPABASE_PUBLISHABLE_KEY, {
    path: ['SUPABASE_PUBLISHABLE_KEY'],
    error: 'is required when SUPABASE_URL is set',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({
          kind: 'pglite',
          dir: env.DATA_DIR === MEMORY ? null : resolve(REPO_ROOT, env.DATA_DIR, 'pglite'),
        } as const),
    staticRoot: env.STATIC_ROOT,
    remotesFile: env.REMOTES_FILE ?? null,
    corsOrigins: env.CORS_ORIGINS,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    bodyLimit: env.BODY_LIMIT,
    allowLoopbackRemotes: env.ALLOW_LOOPBACK_REMOTES,
    renderBudgetMs: env.RENDER_BUDGET_MS,
    auth: authConfig(env),
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? null,
      // The dev inbox shows every mail, reset links included: never on by accident in production, and
      // wherever it is on it answers clients on this machine only (dev-inbox-routes.ts).
      devInbox: !env.SUPABASE_URL && !env.SMTP_URL && (env.DEV_INBOX ?? env.NODE_ENV !== 'production'),
    },
    trustProxy: env.TRUST_PROXY,
    production: env.NODE_ENV === 'production',
    // Dev-only routes that move an athlete's own recorded dates back (the outreach module's
    // outreach-dev-routes.ts), so the e2e suite can see 'ten days later'. No variable turns them on:
    // off under NODE_ENV=production and as soon as anything shows a real deployment (real mail,
    // hosted auth, a bucket, webhooks, a proxy in front, a public origin other than this machine).
    devClock:
      env.NODE_ENV !== 'production' &&
      !env.SMTP_URL &&
      !env.SUPABASE_URL &&
      !env.S3_BUCKET &&
      !env.WEBHOOK_URL &&
      !env.TRUST_PROXY &&
      isLoopbackOrigin(env.PUBLIC_ORIGIN ?? 'http://localhost'),
    webhook:
      env.WEBHOOK_URL && env.WEBHOOK_SECRET
        ? {
            url: new URL(env.WEBHOOK_URL),
            secret: env.WEBHOOK_SECRET,
            allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
            timeoutMs: env.WEBHOOK_TIMEOUT_MS,
          }
        : null,
    events: { perIp: env.EVENTS_LIMIT_PER_IP, perSession: env.EVENTS_LIMIT_PER_SESSION },
    uploads: uploadsConfig(env),
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
        : null,
    metrics: { token: env.METRICS_TOKEN ?? null },
  }));

function uploadsConfig(env: {
  DATA_DIR: string;
  UPLOAD_DIR?: string | undefined;
  UPLOAD_QUOTA_MB: number;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}) {
  return {
    // null with DATA_DIR=memory: a temporary directory that lives as long as the process.
    dir: env.UPLOAD_DIR ?? (env.DATA_DIR === MEMORY ? null : resolve(REPO_ROOT, env.DATA_DIR, 'uploads')),
    quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}

type Env = {
  SUPABASE_URL?: string | undefined;
  SUPABASE_PUBLISHABLE_KEY?: string | undefined;
  SUPABASE_SECRET_KEY?: string | undefined;
  AUTH_AUTOCONFIRM: boolean;
  AUTH_ALLOW_UNVERIFIED_SIGNIN: boolean;
  AUTH_PUBLISHABLE_KEY?: string | undefined;
  AUTH_SERVICE_KEY?: string | undefined;
  AUTH_REDIRECT_ALLOW_LIST: string[];
  AUTH_PASSWORD_MIN: number;
  AUTH_JWT_EXP: number;
  AUTH_REFRESH_REUSE_INTERVAL: number;
  AUTH_EMAIL_MAX_FREQUENCY: number;
  AUTH_OTP_EXP: number;
  AUTH_RATE_LIMIT_TOKEN: number;
  AUTH_RATE_LIMIT_OTP: number;
  AUTH_RATE_LIMIT_VERIFY: number;
  AUTH_RATE_LIMIT_MFA: number;
  AUTH_LOGIN_MAX_FAILURES: number;
  AUTH_ARGON2_MEMORY_KIB: number;
  AUTH_ARGON2_TIME_COST: number;
};

function authConfig(env: Env) {
  const hosted = env.SUPABASE_URL && env.SUPABASE_PUBLISHABLE_KEY;
  return {
    hosted: hosted
      ? {
          url: env.SUPABASE_URL as string,
          publishableKey: env.SUPABASE_PUBLISHABLE_KEY as string,
          secretKey: env.SUPABASE_SECRET_KEY ?? null,
        }
      : null,
    autoconfirm: env.AUTH_AUTOCONFIRM,
    allowUnverifiedSignIn: env.AUTH_ALLOW_UNVERIFIED_SIGNIN,
    publishableKey: env.AUTH_PUBLISHABLE_KEY ?? null,
    serviceKey: env.AUTH_SERVICE_KEY ?? null,
    redirectAllowList: env.AUTH_REDIRECT_ALLOW_LIST,
    passwordMin: env.AUTH_PASSWORD_MIN,
    jwtExpSeconds: env.AUTH_JWT_EXP,
    refreshReuseSeconds: env.AUTH_REFRESH_REUSE_INTERVAL,
    emailMaxFrequencySeconds: env.AUTH_EMAIL_MAX_FREQUENCY,
    otpExpSeconds: env.AUTH_OTP_EXP,
    rateLimits: {
      tokenPer5Min: env.AUTH_RATE_LIMIT_TOKEN,
      otpPer5Min: env.AUTH_RATE_LIMIT_OTP,
      verifyPer5Min: env.AUTH_RATE_LIMIT_VERIFY,
      mfaPerMin: env.AUTH_RATE_LIMIT_MFA,
      loginFailuresPer15Min: env.AUTH_LOGIN_MAX_FAILURES,
    },
    argon2: { memoryCost: env.AUTH_ARGON2_MEMORY_KIB, timeCost: env.AUTH_ARGON2_TIME_COST, parallelism: 1 },
  };
}

export type Config = z.output<typeof envSchema>;
export type DatabaseConfig = Config['database'];
export type AuthConfig = Config['auth'];
export type MailConfig = Config['mail'];
export type UploadsConfig = Config['uploads'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from `env` (the process environment by default) and throws one
 * ConfigError naming every missing or invalid variable, so an operator fixes them in one go.
 * An empty variable counts as unset.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (!problems.has(name)) problems.set(name, issue.message);
  }
  const lines = [...problems].map(([name, message]) => `  - ${name}: ${message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

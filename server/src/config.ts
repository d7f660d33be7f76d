import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const PORT_ERROR = 'must be a port number from 0 to 65535';
const BODY_LIMIT_ERROR = 'must be a positive whole number of bytes';

// Messages never echo the value: DATABASE_URL may carry a password.
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: PORT_ERROR })
      .refine((port) => Number.isInteger(port) && port >= 0 && port <= 65535, { error: PORT_ERROR })
      .default(9010),
    HOST: z.string().min(1).default('0.0.0.0'),
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
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    PUBLIC_ORIGIN: origin.optional(),
    BODY_LIMIT: z.coerce
      .number({ error: BODY_LIMIT_ERROR })
      .refine((bytes) => Number.isInteger(bytes) && bytes > 0, { error: BODY_LIMIT_ERROR })
      .default(1024 * 1024),
    ALLOW_LOOPBACK_REMOTES: z.stringbool({ error: 'must be true or false' }).default(false),
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
  }));

export type Config = z.output<typeof envSchema>;
export type DatabaseConfig = Config['database'];

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

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('runs on defaults alone: port 9010 on this machine only, PGlite under ./data, statics from the repository', () => {
    expect(loadConfig({})).toEqual({
      port: 9010,
      host: '127.0.0.1',
      logLevel: 'info',
      database: { kind: 'pglite', dir: `${repoRoot}data/pglite` },
      staticRoot: repoRoot,
      remotesFile: null,
      corsOrigins: [],
      publicOrigin: 'http://localhost:9010',
      bodyLimit: 1024 * 1024,
      allowLoopbackRemotes: false,
      renderBudgetMs: 300,
      auth: expect.any(Object), // auth-config.test.ts
      mail: expect.any(Object),
      trustProxy: false,
      production: false,
      devClock: true,
      webhook: null,
      events: { perIp: 1000, perSession: 200 },
      uploads: { dir: `${repoRoot}data/uploads`, quotaBytes: 1024 * 1024 * 1024, s3: null },
      ai: null,
      metrics: { token: null },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/talentbrug',
      STATIC_ROOT: '/srv/talentbrug',
      REMOTES_FILE: 'deploy/remotes.json',
      CORS_ORIGINS: ' https://talentbrug.nl/ , https://www.talentbrug.nl',
      PUBLIC_ORIGIN: 'https://talentbrug.nl',
      BODY_LIMIT: '2048',
      ALLOW_LOOPBACK_REMOTES: 'true',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      WEBHOOK_URL: 'https://hooks.talentmanagers.example/talentbrug',
      WEBHOOK_SECRET: `whsec_${'A'.repeat(44)}`,
      WEBHOOK_ALLOW_PRIVATE: 'false',
      WEBHOOK_TIMEOUT_MS: '5000',
      RENDER_BUDGET_MS: '250',
      EVENTS_LIMIT_PER_IP: '5000',
      EVENTS_LIMIT_PER_SESSION: '300',
      UPLOAD_DIR: '/srv/uploads',
      UPLOAD_QUOTA_MB: '500',
      S3_ENDPOINT: 'https://s3.nl-ams.scw.cloud',
      S3_REGION: 'nl-ams',
      S3_BUCKET: 'talentbrug-uploads',
      S3_ACCESS_KEY_ID: 'SCWABCDEFGHIJKLMNOPQ',
      S3_SECRET_ACCESS_KEY: 'geheim-s3',
      S3_FORCE_PATH_STYLE: 'true',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'ollama',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '15000',
      METRICS_TOKEN: 'metrics-token-van-minstens-32-tekens',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      database: { kind: 'postgres', url: 'postgres://app:secret@db.internal:5432/talentbrug' },
      staticRoot: '/srv/talentbrug',
      remotesFile: `${repoRoot}deploy/remotes.json`,
      corsOrigins: ['https://talentbrug.nl', 'https://www.talentbrug.nl'],
      publicOrigin: 'https://talentbrug.nl',
      bodyLimit: 2048,
      allowLoopbackRemotes: true,
      renderBudgetMs: 250,
      auth: expect.any(Object),
      mail: expect.any(Object),
      trustProxy: true,
      production: true,
      devClock: false,
      webhook: {
        url: new URL('https://hooks.talentmanagers.example/talentbrug'),
        secret: `whsec_${'A'.repeat(44)}`,
        allowPrivate: false,
        timeoutMs: 5000,
      },
      events: { perIp: 5000, perSession: 300 },
      uploads: {
        dir: '/srv/uploads',
        quotaBytes: 500 * 1024 * 1024,
        s3: {
          endpoint: 'https://s3.nl-ams.scw.cloud',
          region: 'nl-ams',
          bucket: 'talentbrug-uploads',
          credentials: { accessKeyId: 'SCWABCDEFGHIJKLMNOPQ', secretAccessKey: 'geheim-s3' },
          forcePathStyle: true,
        },
      },
      ai: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'ollama', model: 'llama3.1', timeoutMs: 15_000 },
      metrics: { token: 'metrics-token-van-minstens-32-tekens' },
    });
  });

  it('answers with a model only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, and never echoes the key', () => {
    expect(loadConfig({ AI_TIMEOUT_MS: '5000' }).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: 'https://api.example/v1', AI_API_KEY: 'sk-x', AI_MODEL: 'm' }).ai).toEqual({
      baseUrl: 'https://api.example/v1',
      apiKey: 'sk-x',
      model: 'm',
      timeoutMs: 20_000,
    });
    const message = configErrorOf({ AI_API_KEY: 'sk-geheim-123' });
    expect(message).toContain('AI_BASE_URL: is required');
    expect(message).toContain('AI_MODEL: is required');
    expect(message).not.toContain('sk-geheim-123');
  });

  it('derives the public origin from the port, and keeps PGlite in memory for DATA_DIR=memory', () => {
    const config = loadConfig({ PORT: '3100', DATA_DIR: 'memory' });
    expect(config.publicOrigin).toBe('http://localhost:3100');
    expect(config.database).toEqual({ kind: 'pglite', dir: null });
    expect(config.uploads.dir).toBeNull();
  });

  it('stores uploads in S3 once S3_BUCKET is set, with the SDK’s own credentials when none are given', () => {
    expect(loadConfig({ S3_BUCKET: 'talentbrug' }).uploads.s3).toEqual({
      endpoint: null,
      region: 'us-east-1',
      bucket: 'talentbrug',
      credentials: null,
      forcePathStyle: false,
    });
    const message = configErrorOf({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      UPLOAD_QUOTA_MB: '0',
    });
    expect(message).toContain('UPLOAD_QUOTA_MB:');
    expect(configErrorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio' })).toContain(
      'S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID',
    );
    expect(configErrorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('S3_BUCKET: is required');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', CORS_ORIGINS: '' })).toMatchObject({
      port: 9010,
      database: { kind: 'pglite' },
      corsOrigins: [],
    });
  });

  it('fails with one error naming every invalid variable, without echoing secrets', () => {
    const message = configErrorOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://app:hunter2@db/talentbrug',
      CORS_ORIGINS: 'https://ok.nl,*',
      PUBLIC_ORIGIN: 'talentbrug.nl',
      BODY_LIMIT: '-5',
      ALLOW_LOOPBACK_REMOTES: 'perhaps',
      HOST: '0.0.0.0',
    });
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'DATABASE_URL',
      'CORS_ORIGINS',
      'PUBLIC_ORIGIN',
      'BODY_LIMIT',
      'ALLOW_LOOPBACK_REMOTES',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain('HOST');
    expect(message).not.toContain('hunter2');
  });

  it('needs a secret with a webhook URL, and never echoes either', () => {
    const message = configErrorOf({ WEBHOOK_URL: 'https://user:pa55@hooks.example/x' });
    expect(message).toContain('WEBHOOK_SECRET: is required');
    expect(message).not.toContain('pa55');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['CORS_ORIGINS', 'https://talentbrug.nl/app'],
    ['PUBLIC_ORIGIN', 'ftp://talentbrug.nl'],
    ['BODY_LIMIT', '1mb'],
    ['WEBHOOK_URL', 'ftp://hooks.example/x'],
    ['WEBHOOK_SECRET', 'geheim'],
    ['WEBHOOK_TIMEOUT_MS', '0'],
    ['RENDER_BUDGET_MS', '0'],
    ['EVENTS_LIMIT_PER_IP', '0'],
    ['TRUST_PROXY', 'soms'],
    ['UPLOAD_QUOTA_MB', '1,5'],
    ['S3_ENDPOINT', 's3.example'],
    ['S3_FORCE_PATH_STYLE', 'misschien'],
    ['AI_BASE_URL', 'localhost:11434'],
    ['AI_TIMEOUT_MS', '500'],
    ['METRICS_TOKEN', 'te kort'],
  ])('rejects %s=%s', (name, value) => {
    expect(configErrorOf({ [name]: value })).toContain(`${name}:`);
  });
});

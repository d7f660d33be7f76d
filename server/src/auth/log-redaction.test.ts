import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/test-app.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('replaces credential-bearing query values and leaves the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup&redirect_to=https%3A%2F%2Fx.nl%2Fdashboard')).toBe(
      '/auth/v1/verify?token=%5Bredacted%5D&type=signup&redirect_to=https%3A%2F%2Fx.nl%2Fdashboard',
    );
    expect(redactUrl('/x?apikey=sb_secret_abc&CODE=1')).not.toMatch(/sb_secret_abc|CODE=1/);
    expect(redactUrl('/health')).toBe('/health');
  });
});

describe('the server log of a real run', () => {
  const dataDir = tempDir();
  const service = `sb_secret_${'l'.repeat(43)}`;
  const password = 'Hockey-Geheim-77';
  let server: ChildProcess;
  let output = '';
  let origin = '';

  beforeAll(async () => {
    server = spawn(process.execPath, [fileURLToPath(new URL('../main.ts', import.meta.url))], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        AUTH_SERVICE_KEY: service,
        PUBLIC_ORIGIN: 'http://127.0.0.1:1',
      },
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 25_000;
    while (!origin && Date.now() < deadline) {
      const port = /listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) origin = `http://127.0.0.1:${port}`;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!origin) throw new Error(`server did not start:\n${output}`);
  }, 30_000);
  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  // biome-ignore lint/suspicious/noExplicitAny: JSON straight off the wire, read like a client would.
  const json = async (response: Response): Promise<any> => response.json();

  it('holds no password, token, key or mail-link token after a full sign-up and sign-in', async () => {
    const { supabasePublishableKey: apikey } = await json(await fetch(`${origin}/app-config.json`));
    const headers = { apikey, 'content-type': 'application/json' };
    const email = 'log-check@example.com';
    await fetch(`${origin}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const list = await json(await fetch(`${origin}/dev/inbox/api/v1/messages`));
    const mail = await json(await fetch(`${origin}/dev/inbox/api/v1/message/${list.messages[0].ID}`));
    const link = new URL(/http\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0] ?? '');
    const linkToken = link.searchParams.get('token') ?? '';
    await fetch(`${origin}${link.pathname}${link.search}`, { redirect: 'manual' });
    const session = await json(
      await fetch(`${origin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      }),
    );
    await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: `${password}-wrong` }),
    });
    await fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${session.access_token}` } });
    await fetch(`${origin}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(output).toContain('/auth/v1/verify?token=%5Bredacted%5D');
    for (const secret of [password, session.access_token, session.refresh_token, apikey, service, linkToken]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output).not.toContain(secret);
    }
    expect(output.toLowerCase()).not.toContain('authorization');
  });
});

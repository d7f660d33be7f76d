import type { FastifyInstance } from 'fastify';

/** The service key test apps are built with (AUTH_SERVICE_KEY), for the admin API. */
export const TEST_SERVICE_KEY = `sb_secret_${'m'.repeat(43)}`;

export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** A confirmed user created through the embedded service's admin API, then signed in with a password. */
export async function signIn(app: FastifyInstance, email: string, password = 'Tennis-2025'): Promise<TestSession> {
  const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
  const created = await app.inject({
    method: 'POST',
    url: '/auth/v1/admin/users',
    headers: { apikey, authorization: `Bearer ${TEST_SERVICE_KEY}`, 'content-type': 'application/json' },
    payload: { email, password, email_confirm: true },
  });
  if (created.statusCode >= 300) throw new Error(`admin create user answered ${created.statusCode}`);
  const session = await app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey, 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (session.statusCode !== 200) throw new Error(`password login answered ${session.statusCode}`);
  return session.json() as TestSession;
}

/** signIn against a server running in its own process (a crash test's), over real HTTP. */
export async function signInOverHttp(origin: string, email: string, password = 'Tennis-2025'): Promise<TestSession> {
  const { supabasePublishableKey: apikey } = (await (await fetch(`${origin}/app-config.json`)).json()) as {
    supabasePublishableKey: string;
  };
  const json = { apikey, 'content-type': 'application/json' };
  const created = await fetch(`${origin}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${TEST_SERVICE_KEY}` },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (created.status >= 300) throw new Error(`admin create user answered ${created.status}`);
  const session = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (session.status !== 200) throw new Error(`password login answered ${session.status}`);
  return (await session.json()) as TestSession;
}

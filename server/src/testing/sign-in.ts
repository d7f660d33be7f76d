import type { FastifyInstance } from 'fastify';

/** The service key test apps are built with (AUTH_SERVICE_KEY), for the admin API. */
export const TEST_SERVICE_KEY = `sb_secret_${'m'.repeat(43)}`;

export interface TestSession {
  access_token: string;
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, uniqueEmail } from './testing/harness.ts';

// AUTH_AUTOCONFIRM=true (the auth-js test-suite profile) and a reuse interval of 2 s instead of
// 10, so both sides of the refresh-token reuse rule are shown within seconds.
const PASSWORD = 'Zwemmen-2025';
const REUSE_SECONDS = 2;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ AUTH_AUTOCONFIRM: 'true', AUTH_REFRESH_REUSE_INTERVAL: String(REUSE_SECONDS) });
});
afterAll(() => h.close());

async function freshSession() {
  const { supabase } = h.client();
  const { data, error } = await supabase.auth.signUp({ email: uniqueEmail('auto'), password: PASSWORD });
  expect(error).toBeNull();
  if (!data.session) throw new Error('autoconfirm signup gave no session');
  return { supabase, session: data.session };
}

const refreshWith = (token: string) => h.client().supabase.auth.refreshSession({ refresh_token: token });

describe('sign up without confirmation', () => {
  it('answers a session, emits SIGNED_IN, and refuses the same address again', async () => {
    const email = uniqueEmail('auto-signup');
    const { supabase } = h.client();
    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');
    expect(await h.latestMail(email)).toBeNull();

    const again = await h.client().supabase.auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.status).toBe(422);
    expect(again.error?.message).toMatch(/^User already registered/);
  });
});

describe('refresh-token reuse', () => {
  it('hands out the active token again for its parent within the interval', async () => {
    const { session } = await freshSession();
    const first = await refreshWith(session.refresh_token);
    expect(first.error).toBeNull();
    const retried = await refreshWith(session.refresh_token);
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
    // The family is intact: the active token rotates on as usual.
    expect((await refreshWith(first.data.session?.refresh_token ?? '')).error).toBeNull();
  });

  it('revokes the whole family when the parent comes back after the interval', async () => {
    const { supabase, session } = await freshSession();
    const child = await refreshWith(session.refresh_token);
    h.advance(REUSE_SECONDS * 1000 + 300);
    const late = await refreshWith(session.refresh_token);
    expect(late.error?.code).toBe('refresh_token_already_used');
    expect(late.error?.status).toBe(400);
    expect((await refreshWith(child.data.session?.refresh_token ?? '')).error?.code).toBe('refresh_token_not_found');
    // The session is gone for its access token too.
    expect((await supabase.auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  it('revokes the whole family at once when an older ancestor is replayed', async () => {
    const { session } = await freshSession();
    const child = await refreshWith(session.refresh_token);
    const grandchild = await refreshWith(child.data.session?.refresh_token ?? '');
    expect(grandchild.error).toBeNull();
    expect((await refreshWith(session.refresh_token)).error?.code).toBe('refresh_token_already_used');
    expect((await refreshWith(grandchild.data.session?.refresh_token ?? '')).error?.code).toBe(
      'refresh_token_not_found',
    );
  });
});

import { useAuthStore } from '@talentbrug/api-client/auth';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { OFFLINE_CONFIG } from '@talentbrug/api-client/testing/session';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * The real supabase-js client on an address where nothing listens, so only a stored session
 * (`storeSession`) signs a test in; each test starts with empty storage and the auth state loading,
 * as on a fresh page, and its render is removed after it. The files share a worker, so nothing a
 * test signs in may reach the next. Call it at the top of a `describe`; a `beforeEach` written
 * after it runs after its own.
 */
export function useOfflineAuth(): void {
  beforeAll(() => {
    initSupabase(OFFLINE_CONFIG);
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState({ user: null, session: null, loading: true, error: null, mfaRequired: false });
  });
  afterEach(cleanup);
}

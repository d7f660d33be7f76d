import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../supabase.tsx';

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface SessionOptions {
  email?: string;
  aal?: 'aal1' | 'aal2';
  verifiedFactor?: boolean;
  /** Seconds until the access token expires. */
  expiresIn?: number;
  /** When the access token was issued (unix seconds; now by default). */
  issuedAt?: number;
  refreshToken?: string;
  /** The user's id (Sem's by default). */
  userId?: string;
}

/**
 * A session shaped like the auth service's answer. supabase-js does not verify tokens it
 * keeps (the API does), so a stored, unexpired session is used without a network call:
 * that lets the real client run in jsdom without any server.
 */
export function fakeSession({
  email = 'sem@voorbeeld.nl',
  aal = 'aal1',
  verifiedFactor = false,
  expiresIn = 3600,
  issuedAt = Math.floor(Date.now() / 1000),
  refreshToken = 'refresh-token-1',
  userId: id = '6f1c2f1e-0000-4000-8000-000000000001',
}: SessionOptions = {}): Session {
  const now = issuedAt;
  const accessToken = [
    base64Url({ alg: 'ES256', typ: 'JWT', kid: 'test' }),
    base64Url({ sub: id, email, aal, exp: now + expiresIn, iat: now, aud: 'authenticated', role: 'authenticated' }),
    'c2lnbmF0dXJl',
  ].join('.');
  const factors = verifiedFactor
    ? [
        {
          id: 'f0000000-0000-4000-8000-000000000001',
          friendly_name: 'Authenticator-app',
          factor_type: 'totp' as const,
          status: 'verified' as const,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        },
      ]
    : undefined;
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    user: {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: new Date().toISOString(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Sem', last_name: 'de Vries' },
      created_at: new Date().toISOString(),
      ...(factors ? { factors } : {}),
    },
  };
}

/** Puts a session where supabase-js looks for it, as if the user had logged in before. */
export function storeSession(session: unknown, storage: Storage = localStorage): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

/** A base URL where nothing listens: any call the client makes fails as a network error. */
export const OFFLINE_CONFIG = { supabaseUrl: 'http://127.0.0.1:9', supabasePublishableKey: 'sb_publishable_test' };

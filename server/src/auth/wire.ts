import { randomUUID } from 'node:crypto';
import type { FactorRow, UserRow } from './auth-repository.ts';

/** GoTrue writes RFC 3339 timestamps; auth-js and apps parse them with Date. */
const iso = (date: Date | null | undefined): string | undefined => date?.toISOString();

export interface WireFactor {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at?: string;
  phone: string;
}

export function toWireFactor(factor: FactorRow): WireFactor {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: iso(factor.lastChallengedAt),
    phone: '',
  };
}

/** The User object exactly as GoTrue serialises it (`internal/models/user.go`). */
export function toWireUser(user: UserRow, factors: FactorRow[]): Record<string, unknown> {
  const emailVerified = user.emailConfirmedAt !== null;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: {
          ...user.userMetadata,
          sub: user.id,
          email: user.email,
          email_verified: emailVerified,
          phone_verified: false,
        },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt ?? user.createdAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    // GoTrue omits the key when there are none; auth-js works out the AAL from it when present.
    ...(factors.length > 0 ? { factors: factors.map(toWireFactor) } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/**
 * What a signup for an already-confirmed address answers with confirmation on: a user that
 * looks new but has a random id and no identities (GoTrue's `sanitizeUser`), so the response
 * does not tell a stranger the address has an account.
 */
export function obfuscatedUser(email: string, data: Record<string, unknown>, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

export interface WireSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { reasons: string[]; message: string };
}

// Package paths, never relative ones: in a remote a relative import is bundled as a second copy,
// while the package path resolves to the one module the shell shares at run time.

import { createApiRequest, type RequestOptions } from '@talentbrug/api-client/api';
import { loadAppConfig } from '@talentbrug/api-client/app-config';
import { useAuthStore } from '@talentbrug/api-client/auth';
import { forgetEverything, REAUTH_STORAGE_KEY } from '@talentbrug/api-client/browser-data';
import {
  type DeleteAccountResponse,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from '@talentbrug/domain/contracts/account';
import { mutationOptions, type QueryClient, useMutation } from '@tanstack/react-query';

/**
 * The athlete's data rights (issue 14): the export as one zip, and deleting the account after
 * signing in again. The request functions, and TanStack Query mutation options for both.
 */
export const accountKeys = {
  all: ['account'] as const,
};

const EXPORT_PATH = '/account/export';
const ACCOUNT_PATH = '/account';

export interface ApiClientOverride {
  /** The bearer token for the call; the page's session unless given (the fresh one of a re-authentication). */
  getAccessToken?: () => Promise<string | null>;
  baseUrl?: string;
}

/** GET /api/account/export: the zip, as a Blob the page saves. */
export async function fetchExport({ signal, ...client }: Pick<RequestOptions, 'signal'> & ApiClientOverride = {}) {
  const response = await createApiRequest(client)(EXPORT_PATH, {
    headers: { Accept: 'application/zip' },
    signal: signal ?? null,
    cache: 'no-store',
  });
  return response.blob();
}

/** DELETE /api/account with the typed confirmation; the token must come from a sign-in of a moment ago. */
export async function deleteAccount(
  confirmation: string,
  client: ApiClientOverride = {},
): Promise<DeleteAccountResponse> {
  const body = deleteAccountRequestSchema.parse({ confirmation });
  const response = await createApiRequest(client)(ACCOUNT_PATH, { method: 'DELETE', body });
  return deleteAccountResponseSchema.parse(await response.json());
}

/** Why signing in again failed, for the dialog's Dutch message. */
export type ReauthFailure = 'wrong_password' | 'code_needed' | 'wrong_code' | 'unavailable';

export class ReauthenticationError extends Error {
  readonly reason: ReauthFailure;

  constructor(reason: ReauthFailure) {
    super(`Re-authentication failed: ${reason}`);
    this.name = 'ReauthenticationError';
    this.reason = reason;
  }
}

/**
 * Proves again that the athlete is at the keyboard: a password sign-in (and the authenticator's
 * code when a factor is verified) on a client of its own that keeps nothing, so the page's session
 * is untouched until the deletion is done, and nothing half-signed-in can send the athlete to the
 * login screen mid-dialog. Answers the fresh access token, which the deletion is sent with.
 */
export async function reauthenticate(email: string, password: string, code?: string): Promise<string> {
  let config: Awaited<ReturnType<typeof loadAppConfig>>;
  try {
    config = await loadAppConfig();
  } catch {
    throw new ReauthenticationError('unavailable');
  }
  // supabase-js (57 KB) comes with the deletion, not with /profile's first visit (ADR 0007).
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(config.supabaseUrl, config.supabasePublishableKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: REAUTH_STORAGE_KEY,
    },
  });
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) {
    throw new ReauthenticationError(signedIn.error?.status === 400 ? 'wrong_password' : 'unavailable');
  }
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data?.totp.find((candidate) => candidate.status === 'verified');
  if (!factor) return signedIn.data.session.access_token;
  if (!code) throw new ReauthenticationError('code_needed');
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error)
    throw new ReauthenticationError(
      verified.error.status === 422 || verified.error.status === 400 ? 'wrong_code' : 'unavailable',
    );
  return verified.data.access_token;
}

// ---------------------------------------------------------------------------------------------
// Mutation options

export interface DeleteAccountVariables {
  email: string;
  password: string;
  /** The authenticator's 6 digits, when the account has a verified factor. */
  code?: string;
  confirmation: string;
}

/** Signs in again and deletes the account with that fresh token; the page's own session is left to forgetAccount. */
export function deleteAccountMutationOptions() {
  return mutationOptions({
    mutationKey: [...accountKeys.all, 'delete'],
    mutationFn: async ({ email, password, code, confirmation }: DeleteAccountVariables) => {
      deleteAccountRequestSchema.parse({ confirmation });
      const token = await reauthenticate(email, password, code);
      return deleteAccount(confirmation, { getAccessToken: async () => token });
    },
  });
}

/** The hook the account page calls: signs in again and deletes the account. */
export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}

/**
 * After a deletion, once the page has left the signed-in area: forgets the page's session (the
 * server ended every session already), every cached query and everything else the product kept
 * in this browser, so nothing of the athlete stays. Done after leaving, so no screen still showing
 * asks the API again with the old token.
 */
export async function forgetAccount(client: QueryClient): Promise<void> {
  // Through the store, which loads supabase-js when this visit has not needed it yet (ADR 0007):
  // the stored session must go either way, or the next page would start from it.
  await useAuthStore
    .getState()
    .signOut()
    .catch(() => undefined);
  client.clear();
  // The sign-out forgets too, but only when it succeeds: after a deletion, always.
  forgetEverything();
}

import { UnavailableError } from '../../errors.ts';

const TIMEOUT_MS = 10_000;
const UNREACHABLE = 'Je account kan nu niet worden verwijderd. Probeer het later opnieuw.';

/**
 * The two calls of hosted Supabase's admin API the deletion needs (auth-js `getUserById` and
 * `deleteUser`), behind the secret key. A third-party edge, so it is plain fetch and its own
 * small module; the tests run it against the embedded service, which speaks the same API.
 */
export function createHostedAdmin(options: { url: string; secretKey: string; fetch?: typeof fetch }) {
  const { url, secretKey, fetch: request = fetch } = options;
  const call = async (method: 'GET' | 'DELETE', userId: string): Promise<Response> => {
    try {
      return await request(new URL(`/auth/v1/admin/users/${encodeURIComponent(userId)}`, url), {
        method,
        headers: { apikey: secretKey, authorization: `Bearer ${secretKey}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new UnavailableError(UNREACHABLE);
    }
  };
  return {
    /** Whether the user has a verified second factor; null when the user is gone already. */
    async hasVerifiedFactor(userId: string): Promise<boolean | null> {
      const response = await call('GET', userId);
      if (response.status === 404) return null;
      if (!response.ok) throw new UnavailableError(UNREACHABLE);
      const user = (await response.json()) as { factors?: { status?: string }[] | null };
      return (user.factors ?? []).some((factor) => factor.status === 'verified');
    },
    /** Deletes the auth user, which ends its sessions there; a user already gone counts as done. */
    async deleteUser(userId: string): Promise<void> {
      const response = await call('DELETE', userId);
      if (!response.ok && response.status !== 404) throw new UnavailableError(UNREACHABLE);
    },
  };
}

export type HostedAdmin = ReturnType<typeof createHostedAdmin>;

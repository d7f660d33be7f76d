/** One entry of the token's `amr` claim: how and when the session proved who it is. */
export interface AmrClaim {
  method: string;
  timestamp: number;
}

/** Methods that prove the account holder again: the password, or the second factor. */
const PROOFS = new Set(['password', 'totp']);
/** A sign-in dated this far ahead of our clock still counts (another node's clock may run ahead). */
const CLOCK_SKEW_SECONDS = 30;

export type FreshAuthVerdict = 'fresh' | 'stale' | 'second_factor_needed';

/**
 * Whether a token may delete its account: the athlete proved it is them moments ago, not only
 * when the session began. Why the token and not a password field: the proof must work the same
 * with the embedded service and with hosted Supabase, where the API never sees a password. The
 * dialog signs in again (supabase-js `signInWithPassword`, and a TOTP verify when a factor is
 * enrolled), which starts a session whose `amr` carries that moment; a refreshed token keeps its
 * session's `amr`, so a tab left open for days cannot delete anything. With a verified factor the
 * token must be aal2 as well, so a stolen password alone is never enough.
 */
export function freshAuthVerdict(input: {
  amr: readonly AmrClaim[];
  aal: 'aal1' | 'aal2';
  hasVerifiedFactor: boolean;
  nowSeconds: number;
  maxAgeSeconds: number;
}): FreshAuthVerdict {
  const { amr, aal, hasVerifiedFactor, nowSeconds, maxAgeSeconds } = input;
  if (hasVerifiedFactor && aal !== 'aal2') return 'second_factor_needed';
  const fresh = amr.some(
    (entry) =>
      PROOFS.has(entry.method) &&
      entry.timestamp <= nowSeconds + CLOCK_SKEW_SECONDS &&
      nowSeconds - entry.timestamp <= maxAgeSeconds,
  );
  return fresh ? 'fresh' : 'stale';
}

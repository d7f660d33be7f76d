/** What the service knows about a presented refresh token when it decides. */
export interface PresentedToken {
  revoked: boolean;
  /** When it was revoked (its row's updated_at), in ms. */
  revokedAt: number;
  /** Whether the session's one active token is this token's direct child. */
  isParentOfActive: boolean;
}

export type RefreshDecision =
  /** Not yet used: revoke it and issue its child. */
  | 'rotate'
  /** The client lost the answer to its last refresh: hand the active child out again. */
  | 'return-active'
  /** Reuse of an old token is the mark of a stolen one: revoke every token of the session. */
  | 'revoke-family';

/**
 * GoTrue's refresh-token reuse rule, as this project tightens it: a revoked token is accepted
 * again only when it is the immediate parent of the session's active token AND it was revoked
 * at most `reuseIntervalMs` ago (two tabs refreshing at once, a response lost on the way).
 * Any other reuse revokes the whole family. GoTrue itself accepts the parent at any time and
 * any revoked token within the interval; both are wider than needed.
 */
export function decideRefresh(token: PresentedToken, now: number, reuseIntervalMs: number): RefreshDecision {
  if (!token.revoked) return 'rotate';
  if (token.isParentOfActive && now - token.revokedAt <= reuseIntervalMs) return 'return-active';
  return 'revoke-family';
}

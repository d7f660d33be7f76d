/** The one answer to a token that opens nothing: unknown, revoked, unpublished or not allowed. English, for the coach. */
export const DOSSIER_NOT_FOUND = 'This profile link does not exist or is no longer shared.';

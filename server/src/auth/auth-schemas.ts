import { safeJsonValue, safeText } from '@talentbrug/domain/text';
import { z } from 'zod';

// auth-js sends nulls (code_challenge: null), camelCase extras (factorId) and gotrue_meta_security:
// every schema is loose and every optional field nullable, as Go's json.Unmarshal would read them.
// Every string, metadata included, follows the platform's text rule: PostgreSQL cannot store the rest.
const optionalString = z.nullish(safeText());
const metadata = z.record(safeText(), safeJsonValue()).nullish();

const pkce = {
  code_challenge: optionalString,
  code_challenge_method: optionalString,
};

export const signupBody = z
  .object({ email: optionalString, password: optionalString, data: metadata, ...pkce })
  .loose();
export const passwordGrantBody = z.object({ email: optionalString, password: optionalString }).loose();
export const refreshGrantBody = z.object({ refresh_token: optionalString }).loose();
export const pkceGrantBody = z.object({ auth_code: optionalString, code_verifier: optionalString }).loose();
export const verifyQuery = z
  .object({ token: optionalString, type: optionalString, redirect_to: optionalString })
  .loose();
export const verifyBody = z
  .object({ type: optionalString, token: optionalString, token_hash: optionalString, email: optionalString })
  .loose();
export const recoverBody = z.object({ email: optionalString, ...pkce }).loose();
export const resendBody = z.object({ email: optionalString, type: optionalString, ...pkce }).loose();
export const updateUserBody = z
  .object({
    email: optionalString,
    password: optionalString,
    current_password: optionalString,
    data: metadata,
    nonce: optionalString,
  })
  .loose();
export const logoutQuery = z.object({ scope: optionalString }).loose();
export const enrollBody = z
  .object({ factor_type: optionalString, friendly_name: optionalString, issuer: optionalString })
  .loose();
export const factorParams = z.object({ factorId: safeText() });
export const mfaVerifyBody = z.object({ challenge_id: optionalString, code: optionalString }).loose();
export const adminCreateUserBody = z
  .object({
    email: optionalString,
    password: optionalString,
    email_confirm: z.boolean().nullish(),
    user_metadata: metadata,
    app_metadata: metadata,
  })
  .loose();
export const adminUserParams = z.object({ userId: safeText() });
export const redirectQuery = z.object({ redirect_to: optionalString }).loose();

export type SignupBody = z.output<typeof signupBody>;
export type UpdateUserBody = z.output<typeof updateUserBody>;
export type AdminCreateUserBody = z.output<typeof adminCreateUserBody>;

import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import type { AmrEntry } from '../db/schema/auth.ts';
import { SIGNING_ALG, type SigningKey } from './keys.ts';

export const AUDIENCE = 'authenticated';
/** How far ahead of ours an issuer's clock may run (GoTrue's own leeway is 30 s). */
const CLOCK_SKEW_SECONDS = 30;

/** GoTrue's claim set (`internal/tokens/service.go` GenerateAccessToken). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export async function signAccessToken(
  key: SigningKey,
  claims: Omit<AccessTokenClaims, 'iss' | 'aud' | 'iat' | 'exp' | 'role'>,
  options: { issuer: string; expSeconds: number; nowSeconds: number },
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = options.nowSeconds + options.expSeconds;
  const token = await new SignJWT({ ...claims, role: 'authenticated' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(options.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(options.nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/**
 * The one verification of an access token, for the auth service and the API alike: ES256 only
 * (so `alg: none`, HS256 with the public key and friends are refused before any key is used),
 * a key from the JWKS by kid, exp, issuer and audience.
 */
export async function verifyAccessToken(
  token: string,
  getKey: JWTVerifyGetKey,
  options: { issuer: string; currentDate?: Date },
): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify<AccessTokenClaims>(token, getKey, {
    algorithms: [SIGNING_ALG],
    issuer: options.issuer,
    audience: AUDIENCE,
    requiredClaims: ['sub', 'exp'],
    ...(options.currentDate ? { currentDate: options.currentDate } : {}),
  });
  // jose checks iat only against a maximum age; a token "issued" tomorrow is a forgery or a broken
  // clock, and either way it must not live longer than its issuer meant.
  const nowSeconds = Math.floor((options.currentDate ?? new Date()).getTime() / 1000);
  if (typeof payload.iat === 'number' && payload.iat > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new errors.JWTClaimValidationFailed('"iat" claim timestamp check failed (in the future)', payload, 'iat');
  }
  return payload;
}

export const isExpiredError = (error: unknown): boolean => error instanceof errors.JWTExpired;

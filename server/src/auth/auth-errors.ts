/**
 * An error as GoTrue answers it. `code` is the string auth-js exposes as `error.code`; the
 * message is GoTrue's own English text, because clients match on it (e.g. "Bearer token").
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  /** Seconds until a rate-limited request may be retried (sent as Retry-After). */
  readonly retryAfter: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { extra?: Record<string, unknown>; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = options.extra ?? {};
    this.retryAfter = options.retryAfter ?? null;
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (message = 'invalid JWT: unable to parse or verify signature') =>
  new AuthError(403, 'bad_jwt', message);
export const sessionNotFound = (status = 403) =>
  new AuthError(status, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const overRequestRateLimit = (retryAfter: number) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', { retryAfter });
export const overEmailSendRateLimit = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
    { retryAfter: seconds },
  );
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    extra: { weak_password: { reasons: ['length'] } },
  });
export const insufficientAal = (status: number, message: string) => new AuthError(status, 'insufficient_aal', message);
export const mfaFactorNotFound = (status = 404) => new AuthError(status, 'mfa_factor_not_found', 'Factor not found');

/**
 * The product's name, its coach persona and contact address, and the fixed numbers that no one
 * subject owns (timings of the auth screens, the password bounds, the terms version, toast times).
 * A number that belongs to a subject lives with it: the upload limit in uploads.ts, the chat's
 * limits in coach.ts, the ranges of the profile's numbers in profile/ranges.ts, the wizard's
 * reply delay in mfe-onboarding's store. A constant nothing imports any more is removed, not kept.
 */
export const PRODUCT_NAME = 'Talentbrug';
export const COACH_PERSONA = 'Sanne';
export const CONTACT_EMAIL = 'hallo@talentbrug.nl';

export const DEFAULT_POST_LOGIN_ROUTE = '/dashboard';
/**
 * Every new password (signup, the reset link, /security, the onboarding's account step) needs at
 * least this many characters: one rule, stricter than the spec's 6 for the reset screen, which
 * users read as a bug beside the signup's 8.
 */
export const PASSWORD_MIN = 8;
/** The auth service's upper bound (bcrypt's 72 bytes in GoTrue). */
export const PASSWORD_MAX = 72;
export const RESET_SUCCESS_REDIRECT_MS = 2000;
export const RESEND_CONFIRMATION_VISIBLE_MS = 5000;
export const TERMS_VERSION = '2025-01';
/** Below this age the AVG and the Dutch UAVG need a parent's or guardian's consent (UAVG art. 5). */
export const GUARDIAN_CONSENT_AGE = 16;

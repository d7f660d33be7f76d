/** Product constants: the one place the product's name, persona and fixed numbers live. */
export const PRODUCT_NAME = 'Talentbrug';
export const COACH_PERSONA = 'Sanne';
export const CONTACT_EMAIL = 'hallo@talentbrug.nl';

export const DEFAULT_POST_LOGIN_ROUTE = '/dashboard';
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
export const ONBOARDING_COACH_DELAY_MS = 450;
export const RESET_SUCCESS_REDIRECT_MS = 2000;
export const RESEND_CONFIRMATION_VISIBLE_MS = 5000;
export const TERMS_VERSION = '2025-01';
/** Below this age the AVG and the Dutch UAVG need a parent's or guardian's consent (UAVG art. 5). */
export const GUARDIAN_CONSENT_AGE = 16;
export const UPLOAD_MAX_MB = 100;

/** Toast auto-close times in milliseconds, per kind (spec section 9). */
export const TOAST_AUTO_CLOSE_MS = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
  onboarding: 3000,
} as const;
export type ToastKind = keyof typeof TOAST_AUTO_CLOSE_MS;

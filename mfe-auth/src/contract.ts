import type { RemoteContract } from '@talentbrug/domain/contracts/routes';

/**
 * What this remote promises the shell (ADR 0001): every page the route table names for 'auth',
 * each a default-exported component that takes no props. tsc checks it in `npm test`, so a
 * renamed, dropped or extra page, or one that starts to require props, fails before a deploy.
 * Nothing imports this module: it is a type check, never part of the bundle.
 */
export const contract = {
  './LoginPage': () => import('./pages/login-page.tsx'),
  './SignupPage': () => import('./pages/signup-page.tsx'),
  './ForgotPasswordPage': () => import('./pages/forgot-password-page.tsx'),
  './ResetPasswordPage': () => import('./pages/reset-password-page.tsx'),
  './VerifyEmailPage': () => import('./pages/verify-email-page.tsx'),
  './SecurityPage': () => import('./pages/security-page.tsx'),
} satisfies RemoteContract<'auth'>;

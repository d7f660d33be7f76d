import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, signedIn } from '../testing/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import SecurityPage from './security-page.tsx';
import SignupPage from './signup-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

describe('mfe-auth exposed pages render without props', () => {
  afterEach(cleanup);

  it.each([
    ['/login', LoginPage],
    ['/signup', SignupPage],
    ['/forgot-password', ForgotPasswordPage],
    ['/reset-password', ResetPasswordPage],
    ['/verify-email', VerifyEmailPage],
  ])('%s shows its Dutch title', (path, Page) => {
    renderPage(<Page />, { path });
    expect(screen.getByRole('heading', { level: 1, name: routeTitle(path) })).toBeTruthy();
  });

  it('/security shows its Dutch title', () => {
    renderPage(<SecurityPage />, { path: '/security', auth: signedIn() });
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/security') })).toBeTruthy();
  });
});

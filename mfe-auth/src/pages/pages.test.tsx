import { routeTitle } from '@talentbrug/domain/routes';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import SignupPage from './signup-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('mfe-auth exposed pages', () => {
  afterEach(cleanup);

  it('ForgotPasswordPage shows its Dutch title', () => {
    renderPage(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/forgot-password') })).toBeTruthy();
  });

  it('LoginPage shows its Dutch title', () => {
    renderPage(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/login') })).toBeTruthy();
  });

  it('ResetPasswordPage shows its Dutch title', () => {
    renderPage(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/reset-password') })).toBeTruthy();
  });

  it('SignupPage shows its Dutch title', () => {
    renderPage(<SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/signup') })).toBeTruthy();
  });

  it('VerifyEmailPage shows its Dutch title', () => {
    renderPage(<VerifyEmailPage />);
    expect(screen.getByRole('heading', { level: 1, name: routeTitle('/verify-email') })).toBeTruthy();
  });
});

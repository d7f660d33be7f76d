import { AuthProvider } from '@talentbrug/api-client/auth';
import { AUTH_STORAGE_KEY } from '@talentbrug/api-client/supabase';
import { fakeSession, storeSession } from '@talentbrug/api-client/testing/session';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOfflineAuth } from '../testing/offline-auth.ts';
import { ProtectedRoute } from './protected-route.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/dashboard"
            element={
              <ProtectedRoute>
                <p>geheime inhoud</p>
              </ProtectedRoute>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('ProtectedRoute', () => {
  useOfflineAuth();

  it("shows a spinner with 'Laden...' while the auth state loads", () => {
    renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Laden...');
    expect(screen.queryByText('geheime inhoud')).toBeNull();
  });

  it('sends a visitor without a user to /login with the original path, query included', async () => {
    renderAt('/dashboard?tab=videos');
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(screen.getByText(/login page/).textContent).toBe('login page ?redirect=%2Fdashboard%3Ftab%3Dvideos');
    expect(screen.queryByText('geheime inhoud')).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    storeSession(fakeSession({ email: 'a@b.nl' }));
    renderAt('/dashboard');
    expect(await screen.findByText('geheime inhoud')).toBeTruthy();
  });

  it('treats a malformed stored session as signed out and removes it', async () => {
    const { refresh_token: _missing, ...incomplete } = fakeSession({ email: 'a@b.nl' });
    storeSession(incomplete);
    renderAt('/dashboard');
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps a password-only session of an account with an authenticator out until the code is entered', async () => {
    storeSession(fakeSession({ email: 'a@b.nl', verifiedFactor: true }));
    renderAt('/dashboard');
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(screen.queryByText('geheime inhoud')).toBeNull();
  });
});

import { AuthProvider, STAND_IN_SESSION_KEY, useAuthStore } from '@talentbrug/api-client/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, loading: true, error: null });
  });
  afterEach(cleanup);

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
    localStorage.setItem(STAND_IN_SESSION_KEY, JSON.stringify({ id: 'u1', email: 'a@b.nl' }));
    renderAt('/dashboard');
    expect(await screen.findByText('geheime inhoud')).toBeTruthy();
  });

  it('treats a malformed stored session as signed out and removes it', async () => {
    localStorage.setItem(STAND_IN_SESSION_KEY, JSON.stringify({ email: 'a@b.nl' }));
    renderAt('/dashboard');
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(localStorage.getItem(STAND_IN_SESSION_KEY)).toBeNull();
  });
});

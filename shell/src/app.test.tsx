import { useAuthStore } from '@talentbrug/api-client/auth';
import { queryClient } from '@talentbrug/api-client/query-client';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthEffects } from './app.tsx';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthEffects />
      <LocationProbe />
    </MemoryRouter>,
  );

describe('AuthEffects', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, session: null, loading: true, passwordRecovery: false });
    queryClient.clear();
  });
  afterEach(cleanup);

  it('drops cached data when the signed-in account changes', () => {
    renderAt('/dashboard');
    queryClient.setQueryData(['profiles', 'me'], { first_name: 'Sem' });
    act(() => useAuthStore.setState({ user: fakeSession().user }));
    expect(queryClient.getQueryData(['profiles', 'me'])).toBeUndefined();

    queryClient.setQueryData(['profiles', 'me'], { first_name: 'Sem' });
    act(() => useAuthStore.setState({ loading: false }));
    expect(queryClient.getQueryData(['profiles', 'me'])).toEqual({ first_name: 'Sem' });
  });

  it('takes a password-reset session that landed elsewhere to /reset-password, once', () => {
    renderAt('/');
    act(() => useAuthStore.setState({ passwordRecovery: true }));
    expect(screen.getByTestId('location').textContent).toBe('/reset-password');
  });

  it("removes the bare '#' an e-mail link leaves when it is emptied after the session was read", async () => {
    window.history.replaceState(null, '', '/dashboard#access_token=x');
    renderAt('/dashboard');
    act(() => useAuthStore.setState({ loading: false }));
    // supabase-js empties the hash so, by timing after the session was read (a production run's e2e).
    window.location.hash = '';
    await waitFor(() => expect(window.location.href.endsWith('/dashboard')).toBe(true));
  });

  it("removes the bare '#' an e-mail link leaves once the session is read", () => {
    window.history.replaceState(null, '', '/dashboard#');
    renderAt('/dashboard');
    act(() => useAuthStore.setState({ loading: false }));
    expect(window.location.href.endsWith('/dashboard')).toBe(true);
  });
});

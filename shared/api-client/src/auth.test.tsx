import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth.tsx';

function Probe() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'laden' : (user?.email ?? 'niemand')}</p>;
}

describe('useAuth', () => {
  afterEach(cleanup);

  it('throws the spec message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('loads until the stored session is checked', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('laden')).toBeTruthy();
    expect(await screen.findByText('niemand')).toBeTruthy();
  });
});

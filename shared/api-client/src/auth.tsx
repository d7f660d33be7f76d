import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { create } from 'zustand';

/**
 * The shell's auth context. Until the accounts issue brings the embedded auth service
 * and supabase-js, the user comes from a stand-in session kept in localStorage, so the
 * route guard and navigation run against the same interface they will keep.
 */
export interface AuthUser {
  id: string;
  email: string;
  user_metadata: { first_name?: string };
}

export interface AuthState {
  user: AuthUser | null;
  loading: boolean;
  error: string | null;
  signOut: () => Promise<{ success: boolean; error?: string }>;
}

export const STAND_IN_SESSION_KEY = 'talentbrug.stand-in-user';

function readStandInUser(): AuthUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(STAND_IN_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthUser>;
    if (typeof parsed.id !== 'string' || typeof parsed.email !== 'string') {
      globalThis.localStorage?.removeItem(STAND_IN_SESSION_KEY);
      return null;
    }
    return { id: parsed.id, email: parsed.email, user_metadata: parsed.user_metadata ?? {} };
  } catch {
    return null;
  }
}

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  loading: true,
  error: null,
  signOut: async () => {
    globalThis.localStorage?.removeItem(STAND_IN_SESSION_KEY);
    set({ user: null });
    return { success: true };
  },
}));

const AuthContext = createContext<boolean>(false);

export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Resolved after mount, like the real client's stored-session check.
    const timer = setTimeout(() => useAuthStore.setState({ user: readStandInUser(), loading: false }), 0);
    return () => clearTimeout(timer);
  }, []);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const inside = useContext(AuthContext);
  const state = useAuthStore();
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

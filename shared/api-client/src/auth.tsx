// Types only: supabase-js itself loads when the page first needs it (auth-client.tsx).
import type { AuthChangeEvent, AuthError, Factor, Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { AppConfig } from '@talentbrug/api-client/app-config';
// Package paths, never relative ones: in a remote a relative import is bundled as a second,
// uninitialised copy, while the package path resolves to the one client the shell shares at run time.
import {
  configureAuthClient,
  isAuthConfigured,
  loadAuthClient,
  peekAuthClient,
  whenAuthClientLoads,
} from '@talentbrug/api-client/auth-client';
import {
  AUTH_STORAGE_KEY,
  carriesAuthLink,
  freshFor,
  readStoredSession,
  readTokenClaims,
} from '@talentbrug/api-client/auth-storage';
import { forgetEverything } from '@talentbrug/api-client/browser-data';
import type { AuthClient as PageAuthClient } from '@talentbrug/api-client/supabase';
import { DEFAULT_POST_LOGIN_ROUTE } from '@talentbrug/domain/constants';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { create } from 'zustand';

/** The outcome of an auth call: the service's message (English) and code; screens turn it into Dutch. */
export interface AuthResult {
  success: boolean;
  error?: string;
  /** The Supabase Auth error code (`invalid_credentials`, ...), or `session_not_found` when no session exists. */
  code?: string;
  /** HTTP status; 0 when the service could not be reached. */
  status?: number;
  /** For `weak_password`: why (`length`, `characters`, `pwned`). */
  reasons?: string[];
}

export interface SignInResult extends AuthResult {
  /** The password was right and the account has a verified authenticator: the 6-digit code comes next. */
  mfaRequired?: boolean;
}

export interface SignUpResult extends AuthResult {
  /** The e-mail address is not confirmed yet: the confirmation mail (link and code) is on its way. */
  needsConfirmation?: boolean;
  /**
   * The service answered a session: the user is signed in now, confirmed or not (the embedded
   * service, like Supabase Auth with unverified sign-ins allowed). Without one (hosted Supabase
   * requiring confirmation) the user signs in through the mail's link or code.
   */
  signedIn?: boolean;
}

/** Where the confirmation mail's link returns the user: a path on this site (default the dashboard). */
export interface EmailLinkOptions {
  redirectPath?: string;
}

export interface SignupMetadata {
  first_name: string;
  last_name: string;
}

export interface TotpEnrolment {
  factorId: string;
  /** An image URL (data: SVG) of the QR code. */
  qrCode: string;
  /** The base32 secret, for typing in by hand. */
  secret: string;
  uri: string;
}

export interface AssuranceLevel {
  currentLevel: string | null;
  nextLevel: string | null;
}

export interface MfaActions {
  listFactors(): Promise<AuthResult & { factors?: Factor[] }>;
  enrollTotp(friendlyName?: string): Promise<AuthResult & { enrolment?: TotpEnrolment }>;
  challengeAndVerify(factorId: string, code: string): Promise<AuthResult>;
  unenroll(factorId: string): Promise<AuthResult>;
  getAuthenticatorAssuranceLevel(): Promise<AssuranceLevel | null>;
}

/** A mail link the auth service refused (used, expired), as the address brought it back. */
export interface AuthLinkError {
  /** GoTrue's `error_code` (`otp_expired`), or its `error` when it sent no code. */
  code: string;
}

export interface AuthState {
  /** The signed-in user; null while signed out and while the second factor is still to be entered. */
  user: User | null;
  session: Session | null;
  /** True until the stored session has been checked. */
  loading: boolean;
  /** The message of the last failed sign-in, sign-up or sign-out. */
  error: string | null;
  isAuthenticated: boolean;
  /** A password sign-in succeeded, but the account's verified authenticator must confirm it (aal1 -> aal2). */
  mfaRequired: boolean;
  /** The session was opened by a password-reset link (PASSWORD_RECOVERY). */
  passwordRecovery: boolean;
  /**
   * This page was opened by the confirmation mail's link, which confirmed the address: supabase-js
   * announces only SIGNED_IN for it, so the screens could not tell it from a login otherwise.
   */
  emailConfirmedByLink: boolean;
  /**
   * This page was opened by a mail link the service refused (used or expired). The address no
   * longer shows it (startAuth); the screens say it in Dutch, with the way to a new link.
   */
  linkError: AuthLinkError | null;
  /** The athlete has read the dead link's message, or acted on it. */
  clearLinkError(): void;
  signIn(email: string, password: string, options?: { remember?: boolean }): Promise<SignInResult>;
  signUp(email: string, password: string, data: SignupMetadata, options?: EmailLinkOptions): Promise<SignUpResult>;
  signOut(): Promise<AuthResult>;
  /** Sends the reset mail; its link ends at `${origin}/reset-password`. */
  resetPassword(email: string): Promise<AuthResult>;
  /**
   * A new password. A signed-in session sends the current one too (GoTrue's `current_password`,
   * which the service checks; a wrong one answers `current_password_invalid`); a reset link's
   * session needs none, as its athlete forgot it.
   */
  updatePassword(password: string, currentPassword?: string): Promise<AuthResult>;
  /** Sends the signup confirmation mail again. */
  resendVerification(email: string, options?: EmailLinkOptions): Promise<AuthResult>;
  /** Confirms the address with the 6-digit code of the confirmation mail; signs that account in. */
  verifyEmailCode(email: string, code: string): Promise<AuthResult>;
  /** Completes a sign-in that needs the second factor with the 6-digit code of the verified authenticator. */
  verifySecondFactor(code: string): Promise<AuthResult>;
  mfa: MfaActions;
}

type SessionFields = Pick<AuthState, 'user' | 'session' | 'isAuthenticated' | 'mfaRequired'>;

/** The `aal` claim of an access token, read without verifying it: only the UI flow depends on it. */
export function accessTokenAal(accessToken: string): string | null {
  try {
    const aal = readTokenClaims(accessToken).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/** True when the account has a verified factor but the session has not reached aal2 yet. */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const hasVerifiedFactor = (session.user?.factors ?? []).some((f) => f.status === 'verified');
  return hasVerifiedFactor && accessTokenAal(session.access_token) !== 'aal2';
}

function sessionFields(session: Session | null): SessionFields {
  if (!session) return { user: null, session: null, isAuthenticated: false, mfaRequired: false };
  if (needsSecondFactor(session)) return { user: null, session: null, isAuthenticated: false, mfaRequired: true };
  return { user: session.user, session, isAuthenticated: true, mfaRequired: false };
}

/** The state transition for one supabase-js auth event (spec 4, Authentication). */
export function nextAuthState(
  event: AuthChangeEvent,
  session: Session | null,
): Partial<Pick<AuthState, keyof SessionFields | 'passwordRecovery'>> {
  switch (event) {
    case 'SIGNED_OUT':
      return { ...sessionFields(null), passwordRecovery: false };
    case 'PASSWORD_RECOVERY':
      return { ...sessionFields(session), passwordRecovery: true };
    case 'SIGNED_IN':
      return { ...sessionFields(session), passwordRecovery: false };
    default:
      // INITIAL_SESSION, TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED
      return sessionFields(session);
  }
}

/**
 * supabase-js' own isAuth*Error checks, by the same marks they read (`__isAuthError` and the
 * class name), so that turning an error into an AuthResult does not load supabase-js.
 */
const isAuthErrorNamed = (error: AuthError, name: string): boolean =>
  typeof error === 'object' && error !== null && '__isAuthError' in error && error.name === name;

/** A supabase-js error as an AuthResult; `fallback` is the spec's message for a service error without one. */
export function toAuthResult(error: AuthError, fallback: string): AuthResult {
  const status = isAuthErrorNamed(error, 'AuthRetryableFetchError') && !error.status ? 0 : error.status;
  const code = error.code ?? (isAuthErrorNamed(error, 'AuthSessionMissingError') ? 'session_not_found' : undefined);
  const result: AuthResult = { success: false, error: error.message || fallback };
  if (code) result.code = code;
  if (status !== undefined) result.status = status;
  if (isAuthErrorNamed(error, 'AuthWeakPasswordError')) {
    result.reasons = [...((error as AuthError & { reasons?: string[] }).reasons ?? [])];
  }
  return result;
}

const origin = () => globalThis.location.origin;
const emailLink = (options: EmailLinkOptions = {}) => `${origin()}${options.redirectPath ?? DEFAULT_POST_LOGIN_ROUTE}`;
/** The store's connection to the page's client for the page's lifetime (startAuth, authClient). */
let pageConnection: (() => void) | null = null;

/**
 * The page's client for an auth action: the one already created, or supabase-js loaded now
 * (a visitor without a session who submits a form), which connects it to the store for the
 * rest of the page's life (whenAuthClientLoads below).
 */
const authClient = (): Promise<PageAuthClient> => {
  const known = peekAuthClient();
  return known ? Promise.resolve(known) : loadAuthClient();
};
const client = async (): Promise<SupabaseClient> => (await authClient()).supabase;

/**
 * auth-js prefixes the server's raw SVG with `data:image/svg+xml;utf-8,`; a `#` in that SVG
 * (a colour) would end the data URL early, so it is encoded once more.
 */
export function qrCodeImageUrl(qrCode: string): string {
  const prefix = /^data:image\/svg\+xml;utf-8,/;
  if (!prefix.test(qrCode)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.replace(prefix, ''))}`;
}

export const useAuthStore = create<AuthState>((set, get) => {
  const fail = (error: AuthError, fallback: string, remember = false) => {
    const result = toAuthResult(error, fallback);
    if (remember) set({ error: result.error ?? fallback });
    return result;
  };

  const mfa: MfaActions = {
    listFactors: async () => {
      const { data, error } = await (await client()).auth.mfa.listFactors();
      if (error) return fail(error, 'Could not list factors');
      return { success: true, factors: data.all };
    },
    enrollTotp: async (friendlyName) => {
      const { data, error } = await (await client()).auth.mfa.enroll({
        factorType: 'totp',
        ...(friendlyName ? { friendlyName } : {}),
      });
      if (error) return fail(error, 'Could not enrol');
      return {
        success: true,
        enrolment: {
          factorId: data.id,
          qrCode: qrCodeImageUrl(data.totp.qr_code),
          secret: data.totp.secret,
          uri: data.totp.uri,
        },
      };
    },
    challengeAndVerify: async (factorId, code) => {
      const { error } = await (await client()).auth.mfa.challengeAndVerify({ factorId, code });
      if (error) return fail(error, 'Could not verify the code');
      return { success: true };
    },
    unenroll: async (factorId) => {
      const { error } = await (await client()).auth.mfa.unenroll({ factorId });
      if (error) return fail(error, 'Could not remove the factor');
      return { success: true };
    },
    getAuthenticatorAssuranceLevel: async () => {
      const { data, error } = await (await client()).auth.mfa.getAuthenticatorAssuranceLevel();
      if (error) {
        console.error('[talentbrug] could not read the assurance level', error);
        return null;
      }
      return { currentLevel: data.currentLevel, nextLevel: data.nextLevel };
    },
  };

  return {
    user: null,
    session: null,
    loading: true,
    error: null,
    isAuthenticated: false,
    mfaRequired: false,
    passwordRecovery: false,
    emailConfirmedByLink: false,
    linkError: null,
    mfa,

    clearLinkError: () => set({ linkError: null }),

    signIn: async (email, password, options = {}) => {
      const { supabase, storage } = await authClient();
      storage.rememberNextSignIn(options.remember ?? true);
      set({ error: null });
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) return fail(error, 'Login failed', true);
      const fields = sessionFields(data.session);
      set({ ...fields, passwordRecovery: false });
      return { success: true, mfaRequired: fields.mfaRequired };
    },

    signUp: async (email, password, data, options) => {
      set({ error: null });
      const { data: result, error } = await (await client()).auth.signUp({
        email,
        password,
        options: { data, emailRedirectTo: emailLink(options) },
      });
      if (error) return fail(error, 'Signup failed', true);
      if (!result.session) return { success: true, needsConfirmation: true, signedIn: false };
      set(sessionFields(result.session));
      return { success: true, needsConfirmation: !result.session.user.email_confirmed_at, signedIn: true };
    },

    signOut: async () => {
      // Cancelling a half sign-in (the second factor never entered) is no one leaving: what the
      // visitor had before it, such as a wizard draft, stays.
      const signedIn = get().user !== null;
      // 'local' ends this browser's session only: logging out on a phone should not end the laptop's.
      const supabase = await client();
      const { error } = await supabase.auth.signOut({ scope: 'local' });
      if (error) {
        // auth-js removes the local session before it asks the server to revoke the refresh
        // token; when only that request failed (offline), this device is signed out all the same.
        const { data } = await supabase.auth.getSession();
        if (data.session) return fail(error, 'Logout failed', true);
        console.warn('[talentbrug] signed out here, but the server could not be told', error);
      }
      set({ ...sessionFields(null), passwordRecovery: false, error: null });
      if (signedIn) forgetEverything();
      return { success: true };
    },

    resetPassword: async (email) => {
      const { error } = await (await client()).auth.resetPasswordForEmail(email, {
        redirectTo: `${origin()}/reset-password`,
      });
      return error ? fail(error, 'Could not send the reset e-mail') : { success: true };
    },

    updatePassword: async (password, currentPassword) => {
      const { error } = await (await client()).auth.updateUser(
        currentPassword === undefined ? { password } : { password, current_password: currentPassword },
      );
      if (error) return fail(error, 'Could not update the password');
      set({ passwordRecovery: false });
      return { success: true };
    },

    resendVerification: async (email, options) => {
      const { error } = await (await client()).auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: emailLink(options) },
      });
      return error ? fail(error, 'Could not resend the verification e-mail') : { success: true };
    },

    verifyEmailCode: async (email, code) => {
      // 'signup' is the confirmation mail's own type; both services also accept 'email' for it.
      const { data, error } = await (await client()).auth.verifyOtp({ email, token: code, type: 'signup' });
      if (error) return fail(error, 'Could not verify the code');
      set({ ...sessionFields(data.session), passwordRecovery: false });
      return { success: true };
    },

    verifySecondFactor: async (code) => {
      const listed = await mfa.listFactors();
      if (!listed.success) return listed;
      const factor = listed.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified');
      if (!factor) return { success: false, error: 'No verified authenticator', code: 'mfa_factor_not_found' };
      return mfa.challengeAndVerify(factor.id, code);
    },
  };
});

/** The type of the auth link this page was opened with, read by startAuth before supabase-js clears the URL. */
let arrivedWithLink: string | null = null;

/** 'signup' (the confirmation link), 'recovery', ...: the `type` of a link that carries a session; null otherwise. */
export function authLinkType(url: URL): string | null {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  return hash.has('access_token') ? hash.get('type') : null;
}

const LINK_ERROR_KEYS = ['error', 'error_code', 'error_description'];

function linkErrorIn(params: URLSearchParams): AuthLinkError | null {
  if (!LINK_ERROR_KEYS.some((key) => params.has(key))) return null;
  return { code: params.get('error_code') || params.get('error') || 'unknown' };
}

/**
 * The refusal a mail link came back with: in the fragment (implicit flow, GoTrue's
 * `#error=access_denied&error_code=otp_expired&error_description=…`) or the query (PKCE); null otherwise.
 */
export function authLinkError(url: URL): AuthLinkError | null {
  return linkErrorIn(new URLSearchParams(url.hash.replace(/^#/, ''))) ?? linkErrorIn(url.searchParams);
}

/**
 * The address (path, query, fragment) without the refusal: a fragment that held it goes whole
 * (GoTrue's `sb=` with it), the query keeps its other keys (`?redirect=`).
 */
export function withoutAuthLinkError(url: URL): string {
  const clean = new URL(url);
  if (linkErrorIn(new URLSearchParams(clean.hash.replace(/^#/, '')))) clean.hash = '';
  for (const key of [...LINK_ERROR_KEYS, 'sb']) clean.searchParams.delete(key);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

/**
 * Follows the client: the stored session first (loading until it is checked; a read failure
 * is logged and counts as signed out), then every auth event. Auto refresh runs only while
 * the tab is visible; calling start/stopAutoRefresh replaces auth-js' own visibility
 * listener, so exactly one mechanism decides.
 */
export function connectAuth(supabase: SupabaseClient): () => void {
  let active = true;
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    // INITIAL_SESSION is covered by getSession below, which also ends the loading state.
    if (event === 'INITIAL_SESSION') return;
    const signedIn = useAuthStore.getState().user !== null;
    useAuthStore.setState(nextAuthState(event, session));
    // Signed out without this tab's button: in another tab, or the service ended the session
    // (the account deleted on another device). This browser forgets the person all the same.
    if (event === 'SIGNED_OUT' && signedIn) forgetEverything();
  });

  supabase.auth
    .getSession()
    .then(({ data: { session }, error }) => {
      if (error) console.error('[talentbrug] could not read the stored session', error);
      return error ? null : session;
    })
    .catch((error: unknown) => {
      console.error('[talentbrug] could not read the stored session', error);
      return null;
    })
    .then((session) => {
      if (!active) return;
      const confirmedByLink = arrivedWithLink === 'signup' && !!session?.user?.email_confirmed_at;
      arrivedWithLink = null;
      useAuthStore.setState({
        ...nextAuthState('INITIAL_SESSION', session),
        loading: false,
        ...(confirmedByLink ? { emailConfirmedByLink: true } : {}),
      });
    });

  const onVisibilityChange = () => {
    const refresh =
      document.visibilityState === 'hidden' ? supabase.auth.stopAutoRefresh() : supabase.auth.startAutoRefresh();
    refresh.catch((error: unknown) => console.error('[talentbrug] auto refresh toggle failed', error));
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  onVisibilityChange();

  return () => {
    active = false;
    data.subscription.unsubscribe();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Starts the page's auth with the shell's /app-config.json. A stored session or an e-mail
 * link needs supabase-js now (to refresh the session, to finish the link: its
 * PASSWORD_RECOVERY is emitted while the client starts, so the store is connected at once);
 * the promise settles when the store knows the session. A visitor with neither is signed out
 * as far as this page can tell, so the store says so at once and supabase-js loads with the
 * first auth action (authClient above), or when another tab of this browser signs in.
 */
export function startAuth(config: AppConfig): Promise<void> {
  // A refused link is read and taken out of the address before the router and supabase-js see
  // it: the page then starts as any other visit (a stored session stays signed in), no
  // `?redirect=` to /login carries the English, and the screens say it in Dutch (`linkError`).
  const arrived = new URL(globalThis.location.href);
  const linkError = authLinkError(arrived);
  if (linkError) {
    globalThis.history.replaceState(globalThis.history.state, '', withoutAuthLinkError(arrived));
    useAuthStore.setState({ linkError });
  }
  arrivedWithLink = authLinkType(new URL(globalThis.location.href));
  configureAuthClient(config);
  whenAuthClientLoads((client) => {
    pageConnection ??= connectAuth(client.supabase);
  });
  const stored = readStoredSession();
  const fresh = stored ? freshFor(stored) : 0;
  if ((stored && fresh === 0) || carriesAuthLink(new URL(globalThis.location.href))) {
    return authClient().then(() => undefined);
  }
  // A session far from its expiry is used as supabase-js itself would use it on start: as
  // stored, without asking the service. The client loads in time to refresh it.
  useAuthStore.setState({ ...nextAuthState('INITIAL_SESSION', stored), loading: false });
  const load = () => {
    window.clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
    authClient().catch((error: unknown) => console.error('[talentbrug] could not load sign-in', error));
  };
  const timer = stored ? window.setTimeout(load, fresh) : undefined;
  // Another tab signed in or out: supabase-js reads the stored session and tells the store.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY) load();
  };
  window.addEventListener('storage', onStorage);
  return Promise.resolve();
}

const AuthContext = createContext<boolean>(false);

/** Provides the auth state to the shell and, through the shared store, to every remote. */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (pageConnection) return;
    const known = peekAuthClient();
    if (known) return connectAuth(known.supabase);
    // Started without supabase-js: startAuth settled the state, the client loads when needed.
    if (isAuthConfigured()) return;
    // Without /app-config.json nobody can sign in, but the public pages still work.
    useAuthStore.setState({ loading: false, error: 'Authentication is unavailable' });
  }, []);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const inside = useContext(AuthContext);
  const state = useAuthStore();
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

import type { Session } from '@supabase/supabase-js';
import { initSupabase } from '@talentbrug/api-client/supabase';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import {
  type RecordedRequest,
  sendJson,
  startTestServer,
  type TestServer,
} from '@talentbrug/api-client/testing/test-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** The code the confirmation mail of this fake carries. */
export const MAIL_CODE = '428193';

/**
 * What a signup answers: 'session' as the embedded service does (signed in, the address not yet
 * confirmed), 'confirm' as hosted Supabase requiring confirmation (a user, no session),
 * 'confirmed' as a service without confirmation (signed in and confirmed).
 */
export type SignupMode = 'session' | 'confirm' | 'confirmed';

export interface FakeAuthService {
  url: string;
  server: TestServer;
  signUpWith(mode: SignupMode): void;
  /** The requests to one auth endpoint ('/signup', '/verify', '/resend'), oldest first. */
  calls(path: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const unconfirmed = (session: Session): Session => ({
  ...session,
  user: { ...session.user, email_confirmed_at: undefined },
});

/**
 * The auth service's answers to the calls supabase-js makes for signup, the mail's code and a
 * resend, in GoTrue's wire format, on a real HTTP server: the page's real client talks to it over
 * a socket, as it talks to the embedded service (whose own rules server/src/auth tests).
 */
export async function startFakeAuthService(): Promise<FakeAuthService> {
  let mode: SignupMode = 'session';
  const server = await startTestServer((request, res) => {
    const body = (request.body ?? {}) as { email?: string; token?: string; type?: string };
    const email = body.email ?? 'onbekend@voorbeeld.nl';
    switch (`${request.method} ${request.path}`) {
      case 'POST /auth/v1/signup': {
        const session = fakeSession({ email });
        if (mode === 'confirm') return sendJson(res, 200, unconfirmed(session).user);
        return sendJson(res, 200, mode === 'session' ? unconfirmed(session) : session);
      }
      case 'POST /auth/v1/verify':
        if (body.token === MAIL_CODE && (body.type === 'signup' || body.type === 'email')) {
          return sendJson(res, 200, fakeSession({ email }));
        }
        return sendJson(res, 403, {
          code: 403,
          error_code: 'otp_expired',
          msg: 'Token has expired or is invalid',
        });
      case 'POST /auth/v1/resend':
        return sendJson(res, 200, {});
      case 'POST /auth/v1/logout':
        return sendJson(res, 204, null);
      default:
        return sendJson(res, 404, { code: 404, error_code: 'not_found', msg: 'Not found' });
    }
  });
  return {
    url: server.url,
    server,
    signUpWith: (next) => {
      mode = next;
    },
    calls: (path) => server.requests.filter((r) => r.path === `/auth/v1${path}`),
    reset: () => {
      mode = 'session';
      server.reset();
    },
    close: () => server.close(),
  };
}

/**
 * The fake for one test file: started once, the app's one supabase-js client pointed at it over
 * a real socket, and each test begins with empty storage, no recorded requests and signups
 * answering 'session'. Call it at the top level of the file.
 */
export function useFakeAuthService(): Pick<FakeAuthService, 'signUpWith' | 'calls'> & Pick<TestServer, 'hold'> {
  let auth: FakeAuthService | undefined;
  const started = () => {
    if (!auth) throw new Error('The fake auth service starts in beforeAll');
    return auth;
  };
  beforeAll(async () => {
    auth = await startFakeAuthService();
    initSupabase({ supabaseUrl: auth.url, supabasePublishableKey: 'sb_publishable_test' });
  });
  afterAll(() => auth?.close());
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    started().reset();
  });
  return {
    signUpWith: (mode) => started().signUpWith(mode),
    calls: (path) => started().calls(path),
    hold: (...args) => started().server.hold(...args),
  };
}

/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeSession } from '@talentbrug/api-client/testing/session';
import { analyticsEventBatchSchema } from '@talentbrug/domain/contracts/events';
import { onboardingSubmitBodySchema } from '@talentbrug/domain/contracts/onboarding';
import { profileSchema } from '@talentbrug/domain/contracts/profile';
import type { UploadedFile } from '@talentbrug/domain/uploads';

const EMPTY_PROFILE: Record<string, unknown> = {
  ...Object.fromEntries(Object.keys(profileSchema.shape).map((key) => [key, null])),
  preferred_states: [],
  preferred_divisions: [],
  user_id: '5b0c1f3e-8a4e-4c1a-9f8e-2d7b6a5c4e3f',
};

/**
 * A real HTTP server for the wizard's tests, standing where the platform's server and the
 * auth service stand: POST /api/events validated with the server's own schema, POST
 * /api/onboarding/submit (not built yet: it answers what each test asks, 404 by default,
 * and checks bodies with the schema the server will use), the uploads API's document upload and
 * list, and the two auth service calls supabase-js makes for signing up and logging in.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type SubmitBehaviour =
  | { status: 404 }
  | { status: 200 }
  | { status: 500 }
  | { status: 400; fields: Record<string, string> }
  | { status: 401 };

export interface TestApi {
  url: string;
  requests: RecordedRequest[];
  events(): { name: string; properties?: Record<string, unknown> }[];
  submits(): RecordedRequest[];
  submitWith(behaviour: SubmitBehaviour): void;
  /** Holds submit answers until the returned function is called, to observe the saving state. */
  holdSubmits(): () => void;
  /** 'confirm': sign-up returns a user without a session (e-mail confirmation on). */
  signUpWith(mode: 'session' | 'confirm' | 'exists'): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const requests: RecordedRequest[] = [];
  const files: UploadedFile[] = [];
  let submit: SubmitBehaviour = { status: 404 };
  let signUpMode: 'session' | 'confirm' | 'exists' = 'session';
  let held: Promise<void> | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        });
        res.end(JSON.stringify(payload));
      };

      if (req.method === 'OPTIONS') return send(204, null);
      if (req.method === 'POST' && url.pathname === '/api/events') {
        const parsed = analyticsEventBatchSchema.safeParse(body);
        return parsed.success
          ? send(202, { accepted: parsed.data.events.length })
          : send(400, { error: 'Ongeldige invoer' });
      }
      const answerSubmit = () => {
        if (submit.status === 404) return send(404, { error: 'Niet gevonden' });
        if (submit.status === 500) return send(500, { error: 'Er ging iets mis' });
        if (submit.status === 401) return send(401, { error: 'Niet ingelogd' });
        if (submit.status === 400) return send(400, { error: 'Ongeldige invoer', fields: submit.fields });
        const parsed = onboardingSubmitBodySchema.safeParse(body);
        if (!parsed.success) return send(400, { error: 'Ongeldige invoer' });
        // The real server's answer: the stored submission and the profile filled in from it.
        const first = parsed.data.data.personal.firstName;
        return send(201, {
          submission: { id: '0b9f3c52-4f1e-4a3e-9d2b-2f6a7c1e5d40', created_at: new Date().toISOString() },
          profile: profileSchema.parse({
            ...EMPTY_PROFILE,
            first_name: first,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          }),
        });
      };
      if (req.method === 'POST' && url.pathname === '/api/onboarding/submit') {
        const wait = held;
        held = null;
        if (wait) void wait.then(answerSubmit);
        else answerSubmit();
        return;
      }
      // The account's documents, as the uploads API keeps them: a multipart POST, a list by type.
      if (req.method === 'POST' && url.pathname === '/api/upload/document') {
        if (!req.headers.authorization) return send(401, { error: 'Niet ingelogd' });
        const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(text)?.[1] ?? null;
        const originalName = /filename="([^"]*)"/.exec(text)?.[1] ?? 'bestand';
        const file = {
          id: globalThis.crypto.randomUUID(),
          title: field('title') ?? originalName,
          originalName,
          size: 1024,
          mimeType: 'application/pdf',
          url: `/api/upload/file/${originalName}`,
          type: field('type'),
          description: null,
          created_at: new Date().toISOString(),
        };
        files.push(file);
        return send(201, { file });
      }
      if (req.method === 'GET' && url.pathname === '/api/upload/files') {
        const type = url.searchParams.get('type');
        return send(200, { files: files.filter((file) => !type || file.type === type) });
      }
      if (req.method === 'POST' && url.pathname === '/auth/v1/signup') {
        const { email } = (body ?? {}) as { email?: string };
        if (signUpMode === 'exists') {
          return send(422, {
            code: 'user_already_exists',
            error_code: 'user_already_exists',
            msg: 'User already registered',
          });
        }
        const session = fakeSession({ email: email ?? 'onbekend@example.nl' });
        return send(200, signUpMode === 'session' ? session : { ...session.user, email_confirmed_at: null });
      }
      if (req.method === 'POST' && url.pathname === '/auth/v1/token') {
        const { email, password } = (body ?? {}) as { email?: string; password?: string };
        if (password !== 'Correct-Paard-9') {
          return send(400, {
            code: 'invalid_credentials',
            error_code: 'invalid_credentials',
            msg: 'Invalid login credentials',
          });
        }
        return send(200, fakeSession({ email: email ?? 'onbekend@example.nl' }));
      }
      send(404, { error: 'Niet gevonden' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    events: () =>
      requests
        .filter((r) => r.path === '/api/events')
        .flatMap((r) => (r.body as { events: { name: string; properties?: Record<string, unknown> }[] }).events),
    submits: () => requests.filter((r) => r.path === '/api/onboarding/submit'),
    holdSubmits: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    submitWith: (behaviour) => {
      submit = behaviour;
    },
    signUpWith: (mode) => {
      signUpMode = mode;
    },
    reset: () => {
      requests.length = 0;
      files.length = 0;
      submit = { status: 404 };
      signUpMode = 'session';
      held = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

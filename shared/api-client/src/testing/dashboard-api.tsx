/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/matches';
import { type Profile, profileSchema } from '@talentbrug/domain/profile';
import type { Suggestion } from '@talentbrug/domain/suggestions';
import type { UploadedFile } from '@talentbrug/domain/uploads';

/**
 * A real HTTP server standing where the platform's API stands for what the dashboard reads
 * (GET /api/profiles/me, /api/matches, /api/upload/files, /api/ai/suggestions, /api/ai/history), for tests in
 * jsdom (the pattern of ./matches-api.tsx): real sockets and status codes, so the page runs its
 * own requests. Point the page at it with `jsdom.reconfigure({ url })`.
 */
export type Failure = { status: number; error?: string };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

interface State {
  /** null: 404 with the server's no-profile message. */
  profile: Profile | null;
  matches: Match[];
  files: UploadedFile[];
  suggestions: Suggestion[];
  /** The coach conversation (GET /api/ai/history). */
  history: ChatMessage[];
  failures: Partial<Record<Resource, Failure>>;
}

export type Resource = 'profile' | 'matches' | 'files' | 'suggestions' | 'history';

const PATHS: Record<string, Resource> = {
  '/api/profiles/me': 'profile',
  '/api/matches': 'matches',
  '/api/upload/files': 'files',
  '/api/ai/suggestions': 'suggestions',
  '/api/ai/history': 'history',
};

export interface DashboardApi {
  url: string;
  requests: RecordedRequest[];
  set(change: Partial<Omit<State, 'failures'>>): void;
  /** The resource's GET answers this failure until `fail(resource, null)`. */
  fail(resource: Resource, failure: Failure | null): void;
  /** Holds the next answer to `path` until the returned function is called (to observe a loading state). */
  hold(path: string): () => void;
  reset(): void;
  close(): Promise<void>;
}

/** A profile as GET /api/profiles/me answers it: scores 80 (no highlight video yet). */
export function dashboardProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    user_id: '6f1c2f1e-0000-4000-8000-000000000001',
    first_name: 'Fleur',
    last_name: 'Jansen',
    date_of_birth: '2008-04-02',
    nationality: 'Nederlandse',
    sport: 'Hockey',
    position: 'Middenveld',
    team: 'dames',
    competition_level: 'hoofdklasse',
    height_cm: 170,
    weight_kg: 62,
    current_team: 'HC Bloemendaal',
    achievements: null,
    academic_gpa: 3.5,
    education_level: 'VWO',
    highlight_video_url: null,
    sat_score: null,
    act_score: null,
    english_test: null,
    english_score: null,
    budget_eur_min: 15000,
    preferred_states: [],
    preferred_school_size: null,
    study_interest: null,
    graduation_year: 2027,
    target_start_year: 2027,
    target_start_month: 8,
    scholarship_type: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

export function highlightFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    title: 'highlights.mp4',
    originalName: 'highlights.mp4',
    size: 12_345_678,
    mimeType: 'video/mp4',
    url: '/api/upload/file/00000000-0000-4000-8000-0000000000f1/content',
    type: 'highlight',
    description: null,
    created_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

const initial = (): State => ({
  profile: dashboardProfile(),
  matches: [],
  files: [],
  suggestions: [],
  history: [],
  failures: {},
});

export async function startDashboardApi(): Promise<DashboardApi> {
  const requests: RecordedRequest[] = [];
  let state = initial();
  const held = new Map<string, Promise<void>>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const answer = () => {
      const resource = method === 'GET' ? PATHS[url.pathname] : undefined;
      if (!resource) return send(404, { error: 'Niet gevonden' });
      const failure = state.failures[resource];
      if (failure) return send(failure.status, { error: failure.error ?? 'Er ging iets mis' });
      switch (resource) {
        case 'profile':
          return state.profile
            ? send(200, { profile: state.profile })
            : send(404, { error: 'Je hebt nog geen profiel. Vul eerst de onboarding in!' });
        case 'matches':
          return send(200, {
            matches: state.matches,
            generated_at: state.matches.length ? '2026-11-03T12:00:00.000Z' : null,
          });
        case 'files': {
          const type = url.searchParams.get('type');
          return send(200, { files: state.files.filter((file) => !type || file.type === type) });
        }
        case 'suggestions':
          return send(200, { suggestions: state.suggestions });
        case 'history':
          return send(200, { messages: state.history });
      }
    };
    const wait = held.get(url.pathname);
    if (wait) {
      held.delete(url.pathname);
      void wait.then(answer);
    } else {
      answer();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set: (change) => {
      state = { ...state, ...structuredClone(change) };
    },
    fail: (resource, failure) => {
      const failures = { ...state.failures };
      if (failure) failures[resource] = failure;
      else delete failures[resource];
      state = { ...state, failures };
    },
    hold: (path) => {
      let release = () => {};
      held.set(
        path,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => release();
    },
    reset: () => {
      requests.length = 0;
      state = initial();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

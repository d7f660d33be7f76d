import type { ChatMessage } from '@talentbrug/domain/coach';
import type { Match } from '@talentbrug/domain/contracts/matches';
import { type Profile, profileSchema } from '@talentbrug/domain/contracts/profile';
import type { Suggestion } from '@talentbrug/domain/contracts/suggestions';
import type { OutreachEntry } from '@talentbrug/domain/outreach';
import { FLEUR, profile } from '@talentbrug/domain/testing/athletes';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for what the dashboard reads
 * (GET /api/profiles/me, /api/matches, /api/upload/files, /api/ai/suggestions, /api/ai/history, /api/outreach), for tests in
 * jsdom (on ./test-server.tsx): real sockets and status codes, so the page runs its
 * own requests. Point the page at it with `jsdom.reconfigure({ url })`.
 */
interface State {
  /** null: 404 with the server's no-profile message. */
  profile: Profile | null;
  matches: Match[];
  /** GET /api/matches answers the matches as older than the profile. */
  matchesStale: boolean;
  files: UploadedFile[];
  suggestions: Suggestion[];
  /** The coach conversation (GET /api/ai/history). */
  history: ChatMessage[];
  /** The outreach list's entries (GET /api/outreach), which the follow-up reminder reads. */
  outreach: OutreachEntry[];
  failures: Partial<Record<Resource, Failure>>;
}

export type Resource = 'profile' | 'matches' | 'files' | 'suggestions' | 'history' | 'outreach';

const PATHS: Record<string, Resource> = {
  '/api/profiles/me': 'profile',
  '/api/matches': 'matches',
  '/api/upload/files': 'files',
  '/api/ai/suggestions': 'suggestions',
  '/api/ai/history': 'history',
  '/api/outreach': 'outreach',
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

/**
 * A profile as GET /api/profiles/me answers it: Fleur of the test athletes before her tests, with
 * what the profile page shows; scores 80 (no highlight video yet).
 */
export function dashboardProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse(
    profile({
      ...FLEUR.profile,
      sat_score: null,
      english_test: null,
      english_score: null,
      user_id: '6f1c2f1e-0000-4000-8000-000000000001',
      last_name: 'Jansen',
      date_of_birth: '2008-04-02',
      nationality: 'Nederlandse',
      position: 'Middenveld',
      height_cm: 170,
      weight_kg: 62,
      current_team: 'HC Bloemendaal',
      education_level: 'VWO',
      graduation_year: 2027,
      target_start_year: 2027,
      target_start_month: 8,
      ...overrides,
    }),
  );
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
  matchesStale: false,
  files: [],
  suggestions: [],
  history: [],
  outreach: [],
  failures: {},
});

export async function startDashboardApi(): Promise<DashboardApi> {
  let state = initial();

  const server = await startTestServer(({ method, path, query }, res) => {
    const resource = method === 'GET' ? PATHS[path] : undefined;
    if (!resource) return sendJson(res, 404, { error: 'Niet gevonden' });
    const failure = state.failures[resource];
    if (failure) return sendFailure(res, failure);
    switch (resource) {
      case 'profile':
        return state.profile
          ? sendJson(res, 200, { profile: state.profile })
          : sendJson(res, 404, { error: 'Je hebt nog geen profiel. Vul eerst de onboarding in!' });
      case 'matches':
        return sendJson(res, 200, {
          matches: state.matches,
          generated_at: state.matches.length ? '2026-11-03T12:00:00.000Z' : null,
          stale: state.matchesStale && state.matches.length > 0,
        });
      case 'files': {
        const type = query.get('type');
        return sendJson(res, 200, { files: state.files.filter((file) => !type || file.type === type) });
      }
      case 'suggestions':
        return sendJson(res, 200, { suggestions: state.suggestions });
      case 'history':
        return sendJson(res, 200, { messages: state.history });
      case 'outreach':
        return sendJson(res, 200, { entries: state.outreach, reminders: { email: false } });
    }
  });

  return {
    url: server.url,
    requests: server.requests,
    set: (change) => {
      state = { ...state, ...structuredClone(change) };
    },
    fail: (resource, failure) => {
      const failures = { ...state.failures };
      if (failure) failures[resource] = failure;
      else delete failures[resource];
      state = { ...state, failures };
    },
    // Only GETs are answered here.
    hold: (path) => server.hold('GET', path),
    reset: () => {
      server.reset();
      state = initial();
    },
    close: server.close,
  };
}

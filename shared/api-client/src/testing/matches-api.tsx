import { type Match, matchUpdateSchema } from '@talentbrug/domain/matches';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for /api/matches, for tests in
 * jsdom: real sockets, status codes and headers, so the code under test runs its own fetch. It
 * keeps the athlete's matches in memory, validates PATCH bodies with the server's schema and
 * answers the contract's errors (400 with the Dutch list of what the profile lacks, 404 for a
 * match that is not the caller's). Point the page at it with `jsdom.reconfigure({ url })`.
 */
export type GenerateBehaviour = { matches: Match[]; notice?: string } | Failure;

export interface MatchesApi {
  url: string;
  requests: RecordedRequest[];
  /** The matches GET answers now; PATCH changes them, a successful generate replaces them. */
  matches: Match[];
  setMatches(matches: Match[]): void;
  /** GET /api/matches fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  generateWith(behaviour: GenerateBehaviour): void;
  /** PATCH fails with this until `failPatch(null)`. */
  failPatch(failure: Failure | null): void;
  /** Holds the next answer to `path` until the returned function is called (to observe a busy state). */
  hold(method: string, path: string): () => void;
  patches(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const GENERATED_AT = '2025-05-03T12:00:00.000Z';

export async function startMatchesApi(initial: Match[] = []): Promise<MatchesApi> {
  let matches = structuredClone(initial);
  let getFailure: Failure | null = null;
  let patchFailure: Failure | null = null;
  let generate: GenerateBehaviour = { matches: [] };

  const server = await startTestServer(({ method, path, body }, res) => {
    if (method === 'GET' && path === '/api/matches') {
      return getFailure
        ? sendFailure(res, getFailure)
        : sendJson(res, 200, { matches, generated_at: matches.length ? GENERATED_AT : null });
    }
    if (method === 'POST' && path === '/api/matches/generate') {
      if (!('matches' in generate)) return sendFailure(res, generate);
      matches = structuredClone(generate.matches);
      return sendJson(res, 200, {
        matches,
        generated_at: GENERATED_AT,
        ...(generate.notice ? { notice: generate.notice } : {}),
      });
    }
    const patch = /^\/api\/matches\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && patch) {
      if (patchFailure) return sendFailure(res, patchFailure);
      const parsed = matchUpdateSchema.safeParse(body);
      if (!parsed.success) return sendJson(res, 400, { error: 'Ongeldige invoer' });
      const index = matches.findIndex((m) => m.id === decodeURIComponent(patch[1] ?? ''));
      const current = matches[index];
      if (!current) return sendJson(res, 404, { error: 'Match niet gevonden' });
      const updated = { ...current, ...parsed.data };
      matches[index] = updated;
      return sendJson(res, 200, { match: updated });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });

  return {
    url: server.url,
    requests: server.requests,
    get matches() {
      return matches;
    },
    setMatches: (next) => {
      matches = structuredClone(next);
    },
    failGet: (failure) => {
      getFailure = failure;
    },
    generateWith: (behaviour) => {
      generate = behaviour;
    },
    failPatch: (failure) => {
      patchFailure = failure;
    },
    hold: server.hold,
    patches: () => server.requests.filter((r) => r.method === 'PATCH'),
    reset: () => {
      server.reset();
      matches = structuredClone(initial);
      getFailure = null;
      patchFailure = null;
      generate = { matches: [] };
    },
    close: server.close,
  };
}

import { TERMS_VERSION } from '@talentbrug/domain/constants';
import {
  type Match,
  matchUpdateSchema,
  shareRequestSchema,
  type UniversityShare,
} from '@talentbrug/domain/contracts/matches';
import { MATCH_NOT_FOUND } from '@talentbrug/domain/matches';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for /api/matches, for tests in
 * jsdom: real sockets, status codes and headers, so the code under test runs its own fetch. It
 * keeps the athlete's matches in memory, validates PATCH bodies with the server's schema and
 * answers the contract's errors (400 with the Dutch list of what the profile lacks, 404 for a
 * match that is not the caller's). Shares with universities are kept as the server keeps them: the
 * first consent stays, a withdrawal takes it out of the list. Point the page at it with
 * `jsdom.reconfigure({ url })`.
 */
export type GenerateBehaviour = { matches: Match[]; notice?: string } | Failure;

export interface MatchesApi {
  url: string;
  requests: RecordedRequest[];
  /** The matches GET answers now; PATCH changes them, a successful generate replaces them. */
  matches: Match[];
  setMatches(matches: Match[]): void;
  /** Whether GET answers the matches as older than the profile (`stale`); a successful generate clears it. */
  setStale(stale: boolean): void;
  /** GET /api/matches fails with this until `failGet(null)`. */
  failGet(failure: Failure | null): void;
  generateWith(behaviour: GenerateBehaviour): void;
  /** PATCH fails with this until `failPatch(null)`. */
  failPatch(failure: Failure | null): void;
  /** The universities shared with now, as GET answers them. */
  readonly shares: UniversityShare[];
  setShares(shares: UniversityShare[]): void;
  /** POST and DELETE of a share fail with this until `failShare(null)`. */
  failShare(failure: Failure | null): void;
  /** Holds the next answer to `path` until the returned function is called (to observe a busy state). */
  hold(method: string, path: string): () => void;
  patches(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

const GENERATED_AT = '2025-05-03T12:00:00.000Z';
/** When the fake records a consent: a fixed moment, so a test can read the date the page shows. */
export const SHARED_AT = '2025-05-04T10:30:00.000Z';

export async function startMatchesApi(initial: Match[] = []): Promise<MatchesApi> {
  let matches = structuredClone(initial);
  let getFailure: Failure | null = null;
  let patchFailure: Failure | null = null;
  let generate: GenerateBehaviour = { matches: [] };
  let shares: UniversityShare[] = [];
  let shareFailure: Failure | null = null;
  let stale = false;

  const server = await startTestServer(({ method, path, body }, res) => {
    if (method === 'GET' && path === '/api/matches') {
      return getFailure
        ? sendFailure(res, getFailure)
        : sendJson(res, 200, {
            matches,
            generated_at: matches.length ? GENERATED_AT : null,
            stale: stale && matches.length > 0,
            shares,
          });
    }
    if (method === 'POST' && path === '/api/matches/generate') {
      if (!('matches' in generate)) return sendFailure(res, generate);
      matches = structuredClone(generate.matches);
      stale = false;
      return sendJson(res, 200, {
        matches,
        generated_at: GENERATED_AT,
        stale,
        ...(generate.notice ? { notice: generate.notice } : {}),
        shares,
      });
    }
    const share = /^\/api\/matches\/([^/]+)\/share$/.exec(path);
    if (share && (method === 'POST' || method === 'DELETE')) {
      if (shareFailure) return sendFailure(res, shareFailure);
      const match = matches.find((m) => m.id === decodeURIComponent(share[1] ?? ''));
      if (!match) return sendJson(res, 404, { error: MATCH_NOT_FOUND });
      const current = shares.find((s) => s.institution_id === match.institution_id) ?? null;
      if (method === 'DELETE') {
        shares = shares.filter((s) => s !== current);
        return sendJson(res, 200, { share: current && { ...current, withdrawn_at: SHARED_AT } });
      }
      const parsed = shareRequestSchema.safeParse(body ?? {});
      if (!parsed.success) return sendJson(res, 400, { error: 'Ongeldige invoer' });
      if (current) return sendJson(res, 200, { share: current });
      const created: UniversityShare = {
        institution_id: match.institution_id,
        terms_version: TERMS_VERSION,
        consented_at: SHARED_AT,
        include_documents: parsed.data.include_documents ?? false,
        withdrawn_at: null,
      };
      shares = [...shares, created];
      return sendJson(res, 201, { share: created });
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
    setStale: (next) => {
      stale = next;
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
    get shares() {
      return shares;
    },
    setShares: (next) => {
      shares = structuredClone(next);
    },
    failShare: (failure) => {
      shareFailure = failure;
    },
    hold: server.hold,
    patches: () => server.requests.filter((r) => r.method === 'PATCH'),
    reset: () => {
      server.reset();
      matches = structuredClone(initial);
      stale = false;
      getFailure = null;
      patchFailure = null;
      generate = { matches: [] };
      shares = [];
      shareFailure = null;
    },
    close: server.close,
  };
}

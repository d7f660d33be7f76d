/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Match, matchUpdateSchema } from '@talentbrug/domain/matches';

/**
 * A real HTTP server standing where the platform's API stands for /api/matches, for tests in
 * jsdom: real sockets, status codes and headers, so the code under test runs its own fetch. It
 * keeps the athlete's matches in memory, validates PATCH bodies with the server's schema and
 * answers the contract's errors (400 with the Dutch list of what the profile lacks, 404 for a
 * match that is not the caller's). Point the page at it with `jsdom.reconfigure({ url })`.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Failure = { status: number; error?: string };

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
  const requests: RecordedRequest[] = [];
  let matches = structuredClone(initial);
  let getFailure: Failure | null = null;
  let patchFailure: Failure | null = null;
  let generate: GenerateBehaviour = { matches: [] };
  const held = new Map<string, Promise<void>>();

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
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
        });
        res.end(JSON.stringify(payload));
      };
      const fail = ({ status, error }: Failure) => send(status, { error: error ?? 'Er ging iets mis' });

      const answer = () => {
        if (method === 'GET' && url.pathname === '/api/matches') {
          return getFailure
            ? fail(getFailure)
            : send(200, { matches, generated_at: matches.length ? GENERATED_AT : null });
        }
        if (method === 'POST' && url.pathname === '/api/matches/generate') {
          if (!('matches' in generate)) return fail(generate);
          matches = structuredClone(generate.matches);
          return send(200, {
            matches,
            generated_at: GENERATED_AT,
            ...(generate.notice ? { notice: generate.notice } : {}),
          });
        }
        const patch = /^\/api\/matches\/([^/]+)$/.exec(url.pathname);
        if (method === 'PATCH' && patch) {
          if (patchFailure) return fail(patchFailure);
          const parsed = matchUpdateSchema.safeParse(body);
          if (!parsed.success) return send(400, { error: 'Ongeldige invoer' });
          const index = matches.findIndex((m) => m.id === decodeURIComponent(patch[1] ?? ''));
          const current = matches[index];
          if (!current) return send(404, { error: 'Match niet gevonden' });
          const updated = { ...current, ...parsed.data };
          matches[index] = updated;
          return send(200, { match: updated });
        }
        if (method === 'OPTIONS') return send(204, null);
        return send(404, { error: 'Niet gevonden' });
      };

      const key = `${method} ${url.pathname}`;
      const wait = held.get(key);
      if (wait) {
        held.delete(key);
        void wait.then(answer);
      } else {
        answer();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
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
    hold: (method, path) => {
      let release = () => {};
      held.set(
        `${method} ${path}`,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => release();
    },
    patches: () => requests.filter((r) => r.method === 'PATCH'),
    reset: () => {
      requests.length = 0;
      matches = structuredClone(initial);
      getFailure = null;
      patchFailure = null;
      generate = { matches: [] };
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/// <reference types="node" />
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the test API servers in this folder share (./coach-api.tsx, ./matches-api.tsx, ...): a real
 * HTTP server on a free loopback port, so the code under test runs its own requests over real
 * sockets. It reads and records each request with its body parsed, answers CORS preflights, and
 * holds an answer until the test lets it go; each server only says how to answer.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** JSON bodies parsed; multipart bodies as their fields and files; anything else as text; null when empty. */
  body: unknown;
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
  /** The parts' names in the order they were sent. */
  order: string[];
}

/** An answer a test forces: the status and the Dutch `error` (a default when absent), with `fields` if given. */
export type Failure = { status: number; error?: string; fields?: Record<string, string> };

/** The few parts a browser's FormData produces; enough for the tests, not a general parser. */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const result: MultipartBody = { fields: {}, files: [], order: [] };
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return result;
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF before the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      result.order.push(name);
      if (filename === undefined) {
        result.fields[name] = content.toString('utf8');
      } else {
        const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
        result.files.push({ field: name, filename, contentType: type.trim(), size: content.length, content });
      }
    }
    start = next;
  }
  return result;
}

function parseBody(raw: Buffer, contentType: string): unknown {
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  if (raw.length === 0) return null;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// jsdom's XMLHttpRequest checks CORS against the origin the window was created with, which
// jsdom.reconfigure({ url }) does not change: answer as a cross-origin API would.
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
};

/** A JSON answer as the API gives it; null is an empty body (a 204). */
export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...CORS });
  res.end(payload === null ? '' : JSON.stringify(payload));
}

export function sendFailure(res: ServerResponse, { status, error, fields }: Failure): void {
  sendJson(res, status, { error: error ?? 'Er ging iets mis', ...(fields ? { fields } : {}) });
}

export interface TestServer {
  url: string;
  /** Every request but CORS preflights, oldest first. */
  requests: RecordedRequest[];
  /** Holds the next answer to `method path` until the returned function is called. */
  hold(method: string, path: string): () => void;
  /** Resolves once a request to `method path` has arrived in full (or at once if one did). */
  received(method: string, path: string): Promise<RecordedRequest>;
  /** Forgets the requests, the holds and whoever waits for a request. */
  reset(): void;
  /** Ends every answer still open (a stream, a held request) by closing its connection. */
  cutOpenAnswers(): void;
  close(): Promise<void>;
}

/** Starts a server that hands each request, read in full and recorded, to `answer`. */
export async function startTestServer(
  answer: (request: RecordedRequest, res: ServerResponse) => void,
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const held = new Map<string, Promise<void>>();
  const waiting: Array<{ key: string; resolve: (request: RecordedRequest) => void }> = [];
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://test');
      const body = parseBody(Buffer.concat(chunks), req.headers['content-type'] ?? '');
      const request = { method, path: url.pathname, query: url.searchParams, headers: req.headers, body };
      requests.push(request);
      const key = `${method} ${url.pathname}`;
      for (const waiter of waiting.filter((w) => w.key === key)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(request);
      }
      const wait = held.get(key);
      if (wait) {
        held.delete(key);
        void wait.then(() => answer(request, res));
      } else {
        answer(request, res);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
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
    received: (method, path) => {
      const seen = requests.find((r) => r.method === method && r.path === path);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ key: `${method} ${path}`, resolve }));
    },
    reset: () => {
      requests.length = 0;
      held.clear();
      waiting.length = 0;
    },
    cutOpenAnswers: () => {
      for (const res of open) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Test support: a local stand-in for an OpenAI-compatible server (node:http on 127.0.0.1) that
 * speaks the chat completions protocol: `chat.completion.chunk` events as SSE ending in
 * `data: [DONE]`, or an error, or silence. It records what it was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  /** Some chunks, then nothing: neither more text nor the end. */
  | { kind: 'stall'; chunks: string[] }
  | { kind: 'error'; status: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Streams until the client goes away, one chunk per `delayMs`. */
  | { kind: 'endless'; delayMs: number };

export interface Received {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(text: string | null, finish: string | null = null): string {
  const delta = text === null ? { role: 'assistant' } : { content: text };
  const body = {
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: 1_795_000_000,
    model: 'stand-in',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export async function startStandInModel(initial: Behaviour) {
  let behaviour = initial;
  const received: Received[] = [];
  /** Set when a client closed its connection before the answer ended. */
  let clientLeft = false;
  const open = new Set<ServerResponse>();

  async function respond(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const part of request) raw += part;
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw) as Received['body'],
    });
    open.add(response);
    response.on('close', () => {
      if (!response.writableFinished) clientLeft = true;
      open.delete(response);
    });
    const current = behaviour;
    if (current.kind === 'hang') return;
    if (current.kind === 'error') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk(null));
    if (current.kind === 'endless') {
      while (!response.destroyed) {
        response.write(chunk('en nog een zin. '));
        await sleep(current.delayMs);
      }
      return;
    }
    for (const text of current.chunks) {
      if (current.kind === 'stream' && current.delayMs) await sleep(current.delayMs);
      response.write(chunk(text));
    }
    if (current.kind === 'stall') return;
    response.write(chunk('', 'stop'));
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => void respond(request, response));
  // The client keeps its connection for the next request; Node's server closes an idle one after
  // 5 s. A test that spends longer between two requests (training a router under load) then sent
  // its request on a socket the server was closing: ECONNRESET (CI, once). Idle sockets stay open.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL a client configures (AI_BASE_URL). */
    url: `http://127.0.0.1:${port}/v1`,
    received,
    clientLeft: () => clientLeft,
    set(next: Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StandInModel = Awaited<ReturnType<typeof startStandInModel>>;

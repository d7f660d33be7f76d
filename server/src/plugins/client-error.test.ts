import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

interface Exchange {
  /** Each response on the connection, in order. */
  responses: { status: number; headers: Record<string, string>; body: string }[];
  /** How the connection ended: 'end' is the server's clean close, anything else an error code. */
  ending: string;
}

function parseResponses(raw: string): Exchange['responses'] {
  const responses: Exchange['responses'] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + length);
  }
  return responses;
}

/** Speaks raw HTTP/1.1 over one keep-alive connection, as a browser or a load balancer would. */
function exchange(port: number, requests: string[]): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let raw = '';
    let ending = '';
    const finish = () => resolve({ responses: parseResponses(raw), ending });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      raw += chunk;
      // The next request goes out once the previous answer is in, as on a reused connection.
      const answered = parseResponses(raw).length;
      const next = requests[answered];
      if (next !== undefined && answered > 0 && !socket.destroyed) socket.write(next);
    });
    socket.on('end', () => {
      ending ||= 'end';
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      ending ||= error.code ?? error.message;
    });
    socket.on('close', finish);
    socket.setTimeout(10_000, () => {
      ending ||= 'timeout';
      socket.destroy();
    });
    socket.write(requests[0] ?? '');
  });
}

const GET = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
const withHeader = (bytes: number) =>
  `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nX-Padding: ${'a'.repeat(bytes)}\r\n\r\n`;

describe('requests the HTTP parser refuses', () => {
  let app: FastifyInstance;
  let port: number;
  let expected: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    // The headers every other JSON answer carries (security-headers.ts, the resource set).
    const ordinary = await app.inject({ method: 'GET', url: '/health' });
    expected = Object.fromEntries(
      ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options'].map(
        (name) => [name, ordinary.headers[name]],
      ),
    );
    expect(expected['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
  afterAll(() => app.close());

  it.each([
    ['20 KiB', 20 * 1024],
    ['256 KiB', 256 * 1024],
  ])(
    'answer a %s header with 431, the security headers and Connection: close, then close cleanly',
    async (_size, bytes) => {
      const { responses, ending } = await exchange(port, [GET, withHeader(bytes)]);
      expect(responses.map((response) => response.status)).toEqual([200, 431]);
      const refused = responses[1];
      expect(refused?.headers).toMatchObject({ ...expected, connection: 'close' });
      expect(refused?.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(refused?.body ?? '')).toEqual({ error: expect.stringMatching(/\S/) });
      expect(ending).toBe('end');
    },
  );

  it('answer a malformed request with 400 and the same headers', async () => {
    const { responses, ending } = await exchange(port, [
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n',
    ]);
    expect(responses.map((response) => response.status)).toEqual([400]);
    expect(responses[0]?.headers).toMatchObject({ ...expected, connection: 'close' });
    expect(JSON.parse(responses[0]?.body ?? '')).toEqual({ error: 'Ongeldig verzoek' });
    expect(ending).toBe('end');
  });

  it('answer a NUL in a header with 400 before any route reads it', async () => {
    // The text guard does not walk headers because of this (text-guard.ts).
    const { responses } = await exchange(port, [
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Naam: Sanne\u0000de Vries\r\n\r\n',
    ]);
    expect(responses.map((response) => response.status)).toEqual([400]);
    expect(JSON.parse(responses[0]?.body ?? '')).toEqual({ error: 'Ongeldig verzoek' });
  });

  it('leave the server answering new connections', async () => {
    const { responses, ending } = await exchange(port, [GET.replace('keep-alive', 'close')]);
    expect(responses.map((response) => response.status)).toEqual([200]);
    expect(ending).toBe('end');
  });
});

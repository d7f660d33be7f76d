import type { ChatHistory } from '@talentbrug/domain/coach';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiFetch } from './api.tsx';
import {
  askCoach,
  askCoachMutationOptions,
  clearHistory,
  clearHistoryMutationOptions,
  coachKeys,
  EmptyAnswerError,
  fetchHistory,
  historyQueryOptions,
  type SseEvent,
  SseParser,
  STREAM_CUT_MESSAGE,
  streamCoach,
} from './coach.tsx';
import { startCoachApi, TEST_TIMESTAMP } from './testing/coach-api.tsx';
import { usePageApi } from './testing/page-api.tsx';

const server = usePageApi(() => startCoachApi(), '/aicoach');

const api = (token: string | null = 'token-1') =>
  createApiFetch({ baseUrl: `${server.url}/api`, getAccessToken: async () => token });
const streamTo = () => ({ baseUrl: `${server.url}/api`, getAccessToken: async () => 'token-1' });

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** Collects the tokens a streamed answer delivers. */
function tokens() {
  const seen: string[] = [];
  return { seen, onToken: (text: string) => seen.push(text) };
}

const PAST: ChatHistory['messages'] = [
  { type: 'user', content: 'Wat is NCAA D1?', timestamp: TEST_TIMESTAMP },
  { type: 'ai', content: 'Division I is het hoogste niveau.', timestamp: TEST_TIMESTAMP },
];

describe('the event-stream parser', () => {
  const STREAM =
    '\uFEFF: verbonden\r\n\r\nevent: token\r\ndata: {"text":"Hoi"}\r\n\r\n' +
    'event: token\ndata:{"text":"één ⚽🏑"}\n\n' +
    'event: token\rdata: {"text":\rdata: "twee regels"}\r\r' +
    'id: 7\nevent: ping\ndata\n\n' +
    'data: zonder naam\n\n' +
    'event: done\ndata: {"id":"a1","message":"Hoi","timestamp":"t"}\n\n' +
    'event: token\ndata: {"text":"afgebroken"}\n';
  const EXPECTED: SseEvent[] = [
    { event: 'token', data: '{"text":"Hoi"}', id: undefined },
    { event: 'token', data: '{"text":"één ⚽🏑"}', id: undefined },
    { event: 'token', data: '{"text":\n"twee regels"}', id: undefined },
    { event: 'ping', data: '', id: '7' },
    { event: 'message', data: 'zonder naam', id: '7' },
    { event: 'done', data: '{"id":"a1","message":"Hoi","timestamp":"t"}', id: '7' },
  ];

  const parse = (pieces: string[]) => {
    const events: SseEvent[] = [];
    const parser = new SseParser((event) => events.push(event));
    for (const piece of pieces) parser.push(piece);
    parser.end();
    return events;
  };

  it('frames events with CRLF, LF and CR line ends, comments, multi-line data and a BOM', () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events wherever the text is cut, in two pieces or one character at a time', () => {
    for (let cut = 0; cut <= STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
    }
    expect(parse([...STREAM])).toEqual(EXPECTED);
  });
});

describe('coach request functions', () => {
  it('fetchHistory reads the conversation with the bearer token, oldest first', async () => {
    server.setHistory(PAST);
    expect(await fetchHistory({ api: api('token-9') })).toEqual({ messages: PAST });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-9');
  });

  it('fetchHistory refuses an answer that breaks the contract', async () => {
    server.setHistory([{ type: 'coach', content: 'x', timestamp: TEST_TIMESTAMP } as never]);
    await expect(fetchHistory({ api: api() })).rejects.toMatchObject({ name: '$ZodError' });
  });

  it('clearHistory deletes the conversation', async () => {
    server.setHistory(PAST);
    await clearHistory({ api: api() });
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/ai/history' });
    expect(server.history).toEqual([]);
  });

  it('askCoach posts the trimmed question as JSON and returns the stored answer', async () => {
    server.replyWith('Division II geeft gedeeltelijke beurzen.');
    const answer = await askCoach('  Hoe zit D2 in elkaar?  ', { api: api() });
    expect(answer).toEqual({
      id: 'answer-1',
      message: 'Division II geeft gedeeltelijke beurzen.',
      timestamp: TEST_TIMESTAMP,
    });
    expect(server.chats()[0]?.body).toEqual({ message: 'Hoe zit D2 in elkaar?' });
    expect(server.chats()[0]?.headers.accept).toBe('application/json');
  });

  it('askCoach refuses a blank question before any request', async () => {
    await expect(askCoach('   ', { api: api() })).rejects.toMatchObject({ name: '$ZodError' });
    expect(server.chats()).toHaveLength(0);
  });

  it("askCoach passes the server's Dutch refusal on as an ApiError", async () => {
    server.failChat({ status: 429, error: 'Je stelt veel vragen achter elkaar. Wacht even.' });
    const error = await askCoach('Nog een vraag', { api: api() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Je stelt veel vragen achter elkaar. Wacht even.' });
  });
});

describe('streamCoach', () => {
  it('asks for text/event-stream with the bearer token and delivers each token, then the stored answer', async () => {
    server.replyWith(['Hoi ', 'Lisa, ', 'goede vraag!']);
    const { seen, onToken } = tokens();
    const answer = await streamCoach('Welke matches passen?', { ...streamTo(), onToken });
    expect(seen).toEqual(['Hoi ', 'Lisa, ', 'goede vraag!']);
    expect(answer).toEqual({ id: 'answer-1', message: 'Hoi Lisa, goede vraag!', timestamp: TEST_TIMESTAMP });
    const request = server.chats()[0];
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.body).toEqual({ message: 'Welke matches passen?' });
  });

  it('hands over each token as soon as it arrives, before the answer is finished', async () => {
    server.manual();
    const { seen, onToken } = tokens();
    const answer = streamCoach('Hoe werkt het visum?', { ...streamTo(), onToken });
    const stream = await server.nextStream();
    await stream.token('Eerst ');
    await expect.poll(() => seen).toEqual(['Eerst ']);
    await stream.token('het I-20.');
    await expect.poll(() => seen).toEqual(['Eerst ', 'het I-20.']);
    await stream.done();
    expect((await answer).message).toBe('Eerst het I-20.');
  });

  it('reads events whose lines, CRLF and UTF-8 characters are split between network reads', async () => {
    const euro = bytes('€'); // three bytes
    const ball = bytes('🏑'); // four bytes
    server.streamRaw([
      ': hallo\n\nevent: tok',
      'en\ndata: {"text":"Kost',
      'en: ',
      euro.slice(0, 1),
      euro.slice(1),
      bytes(' 5.000 '),
      ball.slice(0, 2),
      ball.slice(2, 3),
      ball.slice(3),
      bytes('"}\r'),
      '\n\r\nevent: token\ndata: {"text":',
      '\ndata: " en meer"}\n',
      '\nevent: done\ndata: {"id":"a9","message":"Kosten: € 5.000 🏑\\n en meer","timestamp":"',
      `${TEST_TIMESTAMP}"}\n\n`,
    ]);
    const { seen, onToken } = tokens();
    const answer = await streamCoach('Wat kost het?', { ...streamTo(), onToken });
    expect(seen).toEqual(['Kosten: € 5.000 🏑', ' en meer']);
    expect(answer).toEqual({ id: 'a9', message: 'Kosten: € 5.000 🏑\n en meer', timestamp: TEST_TIMESTAMP });
  });

  it("rejects with the server's Dutch text from an error event, after the tokens before it", async () => {
    server.manual();
    const { seen, onToken } = tokens();
    const answer = streamCoach('Tips voor mijn beurs?', { ...streamTo(), onToken }).catch((e: unknown) => e);
    const stream = await server.nextStream();
    await stream.token('Begin ');
    await stream.error('Sanne kon je antwoord niet afmaken.');
    const error = await answer;
    expect(seen).toEqual(['Begin ']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Sanne kon je antwoord niet afmaken.',
      body: { error: 'Sanne kon je antwoord niet afmaken.' },
    });
  });

  it('rejects a refused question with the status and the Dutch error (429, 400)', async () => {
    server.failChat({
      status: 429,
      error: 'Je hebt het maximum aantal vragen bereikt. Probeer het over een uur opnieuw.',
    });
    await expect(streamCoach('Vraag', streamTo())).rejects.toMatchObject({
      status: 429,
      message: 'Je hebt het maximum aantal vragen bereikt. Probeer het over een uur opnieuw.',
    });
    server.failChat({ status: 400, error: 'Je vraag mag maximaal 1000 tekens lang zijn.' });
    await expect(streamCoach('Vraag', streamTo())).rejects.toMatchObject({
      status: 400,
      body: { error: 'Je vraag mag maximaal 1000 tekens lang zijn.' },
    });
  });

  it('rejects with status 0 when the stream ends before done, dropping an unfinished event', async () => {
    server.streamRaw([
      'event: token\ndata: {"text":"Half"}\n\n',
      'event: done\ndata: {"id":"x","message":"Half","timestamp":"t"}\n',
    ]);
    const { seen, onToken } = tokens();
    const error = await streamCoach('Vraag', { ...streamTo(), onToken }).catch((e: unknown) => e);
    expect(seen).toEqual(['Half']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: STREAM_CUT_MESSAGE });
  });

  it('rejects with status 0 and no server text when nobody answers', async () => {
    const error = await streamCoach('Vraag', { ...streamTo(), baseUrl: 'http://127.0.0.1:9/api' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ApiError', status: 0, body: null });
  });

  it('stops when aborted', async () => {
    server.manual();
    const controller = new AbortController();
    const answer = streamCoach('Vraag', { ...streamTo(), signal: controller.signal }).catch((e: unknown) => e);
    const stream = await server.nextStream();
    await stream.token('Een');
    controller.abort();
    expect(await answer).toMatchObject({ name: 'AbortError' });
  });

  it('refuses a token event that breaks the contract', async () => {
    server.streamRaw(['event: token\ndata: {"tekst":"x"}\n\n']);
    await expect(streamCoach('Vraag', streamTo())).rejects.toMatchObject({ name: '$ZodError' });
  });

  it('takes a JSON answer from a server that does not stream as one token', async () => {
    server.streamRaw(
      [JSON.stringify({ id: 'j1', message: 'In één keer.', timestamp: TEST_TIMESTAMP })],
      'application/json',
    );
    const { seen, onToken } = tokens();
    const answer = await streamCoach('Vraag', { ...streamTo(), onToken });
    expect(seen).toEqual(['In één keer.']);
    expect(answer.id).toBe('j1');
  });

  it("uses the page's /api and the session's token when none are given", async () => {
    // No auth client in this test: no token, and the page's origin is the test server.
    const answer = await streamCoach('Vraag');
    expect(answer.message).toBe('Goede vraag! Dit is mijn antwoord.');
    expect(server.chats()[0]?.headers.authorization).toBeUndefined();
  });
});

describe('coach query and mutation options', () => {
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cached = (client: QueryClient) => client.getQueryData<ChatHistory>(coachKeys.history());

  it('historyQueryOptions reads through the shared key', async () => {
    server.setHistory(PAST);
    const client = newClient();
    expect(historyQueryOptions().queryKey).toEqual(['coach', 'history']);
    await client.fetchQuery(historyQueryOptions());
    expect(cached(client)).toEqual({ messages: PAST });
  });

  it('a finished answer is appended with its question to the cached history', async () => {
    server.setHistory(PAST);
    server.replyWith(['Het F-1 ', 'visum.']);
    const client = newClient();
    await client.fetchQuery(historyQueryOptions());
    const { seen, onToken } = tokens();
    const observer = new MutationObserver(client, askCoachMutationOptions());
    await observer.mutate({ message: ' Hoe werkt het visum? ', onToken, askedAt: '2025-05-03T11:59:00.000Z' });
    expect(seen).toEqual(['Het F-1 ', 'visum.']);
    expect(cached(client)?.messages).toEqual([
      ...PAST,
      { type: 'user', content: 'Hoe werkt het visum?', timestamp: '2025-05-03T11:59:00.000Z' },
      { type: 'ai', content: 'Het F-1 visum.', timestamp: TEST_TIMESTAMP },
    ]);
    // What the server stored is what the cache holds.
    expect(server.history.map((m) => m.content)).toEqual([
      ...PAST.map((m) => m.content),
      'Hoe werkt het visum?',
      'Het F-1 visum.',
    ]);
  });

  it('an empty answer rejects with EmptyAnswerError and leaves the cache alone', async () => {
    server.replyWith(['  ']);
    const client = newClient();
    await client.fetchQuery(historyQueryOptions());
    const observer = new MutationObserver(client, askCoachMutationOptions());
    await expect(observer.mutate({ message: 'Vraag' })).rejects.toBeInstanceOf(EmptyAnswerError);
    expect(cached(client)?.messages).toEqual([]);
  });

  it('a failed question leaves the cache alone', async () => {
    server.failChat({ status: 500 });
    const client = newClient();
    await client.fetchQuery(historyQueryOptions());
    const observer = new MutationObserver(client, askCoachMutationOptions());
    await expect(observer.mutate({ message: 'Vraag' })).rejects.toBeInstanceOf(ApiError);
    expect(cached(client)?.messages).toEqual([]);
  });

  it("'Nieuw gesprek' empties the server's and the cached history", async () => {
    server.setHistory(PAST);
    const client = newClient();
    await client.fetchQuery(historyQueryOptions());
    await new MutationObserver(client, clearHistoryMutationOptions()).mutate();
    expect(server.history).toEqual([]);
    expect(cached(client)).toEqual({ messages: [] });
  });
});

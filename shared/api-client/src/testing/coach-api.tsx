/// <reference types="node" />
import type { ServerResponse } from 'node:http';
import { type ChatMessage, chatRequestSchema } from '@talentbrug/domain/coach';
import { type Profile, profileSchema } from '@talentbrug/domain/contracts/profile';
import { profile } from '@talentbrug/domain/testing/athletes';
import { type Failure, type RecordedRequest, sendFailure, sendJson, startTestServer } from './test-server.tsx';

export type { Failure, RecordedRequest };

/**
 * A real HTTP server standing where the platform's API stands for the AI coach, for tests in
 * jsdom: real sockets, status codes, headers and a real text/event-stream, so the code under test
 * runs its own fetch and its own stream reader. It keeps one athlete's conversation in memory as
 * the server does (a finished answer stores the question and the answer), validates questions with
 * the contract's schema (400 in Dutch), and answers GET /api/profiles/me for the welcome's name.
 *
 * Answers come three ways: automatically (`replyWith`), under the test's hand (`manual()`, then
 * `nextStream()` gives a controller that writes token, done and error events when told), or as raw
 * bytes (`streamRaw`) to put chunk boundaries exactly where a test wants them.
 */
export interface StreamControl {
  request: RecordedRequest;
  /** Writes `event: token`. */
  token(text: string): Promise<void>;
  /** Writes `event: done` with the tokens so far (or `message`), stores the exchange and ends the response. */
  done(message?: string): Promise<void>;
  /** Writes `event: error` with the Dutch text and ends the response. */
  error(text: string): Promise<void>;
  /** Ends the response without a final event. */
  cut(): void;
}

export interface CoachApi {
  url: string;
  requests: RecordedRequest[];
  /** The stored conversation, oldest first. */
  readonly history: ChatMessage[];
  setHistory(messages: ChatMessage[]): void;
  /** What GET /api/profiles/me answers; null is the 404 of an athlete without a profile. */
  setProfile(profile: Profile | null): void;
  /** The next answers, written as these tokens in order (one token for a plain string). */
  replyWith(reply: string | string[]): void;
  /** From now on each chat request waits for the test: take it with nextStream(). */
  manual(): void;
  nextStream(): Promise<StreamControl>;
  /** The next chat request is answered with exactly these pieces, written apart with a pause between them. */
  streamRaw(pieces: (string | Uint8Array)[], contentType?: string): void;
  /** The chat (POST) fails with this until `failChat(null)`. */
  failChat(failure: Failure | null): void;
  failHistory(failure: Failure | null): void;
  failClear(failure: Failure | null): void;
  /** Holds the next answer to `method path` until the returned function is called. */
  hold(method: string, path: string): () => void;
  chats(): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

export const TEST_TIMESTAMP = '2025-05-03T12:00:00.000Z';

/** A profile as GET /api/profiles/me returns it, parsed with the contract's schema. */
export function exampleProfile(overrides: Partial<Profile> = {}): Profile {
  // The set's empty profile (@talentbrug/domain/testing/athletes) with Lisa's facts.
  return profileSchema.parse(
    profile({
      user_id: '6f1c2f1e-0000-4000-8000-000000000001',
      first_name: 'Lisa',
      last_name: 'de Vries',
      date_of_birth: '2007-03-14',
      nationality: 'Nederlands',
      sport: 'Hockey',
      position: 'Middenveld',
      team: 'Dames 1',
      competition_level: 'Hoofdklasse',
      height_cm: 172,
      weight_kg: 63,
      current_team: 'HC Den Bosch',
      academic_gpa: 3.4,
      education_level: 'vwo',
      graduation_year: 2026,
      target_start_year: 2026,
      target_start_month: 8,
      created_at: TEST_TIMESTAMP,
      updated_at: TEST_TIMESTAMP,
      ...overrides,
    }),
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function startCoachApi(): Promise<CoachApi> {
  let history: ChatMessage[] = [];
  let profile: Profile | null = exampleProfile();
  let reply: string[] = ['Goede vraag! ', 'Dit is mijn antwoord.'];
  let manual = false;
  let raw: { pieces: (string | Uint8Array)[]; contentType: string } | null = null;
  let chatFailure: Failure | null = null;
  let historyFailure: Failure | null = null;
  let clearFailure: Failure | null = null;
  let answerCount = 0;
  const waitingStreams: StreamControl[] = [];
  const streamTakers: ((control: StreamControl) => void)[] = [];

  const store = (question: string, answer: string) => {
    history.push(
      { type: 'user', content: question, timestamp: TEST_TIMESTAMP },
      { type: 'ai', content: answer, timestamp: TEST_TIMESTAMP },
    );
    answerCount += 1;
    return { id: `answer-${answerCount}`, message: answer, timestamp: TEST_TIMESTAMP };
  };

  const startStream = (res: ServerResponse) => {
    res.socket?.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    res.flushHeaders();
  };

  const write = (res: ServerResponse, piece: string | Uint8Array) =>
    new Promise<void>((resolve) => {
      if (res.writableEnded) return resolve();
      res.write(piece, () => resolve());
    });

  const controlFor = (res: ServerResponse, request: RecordedRequest, question: string): StreamControl => {
    let written = '';
    return {
      request,
      token: async (text) => {
        written += text;
        await write(res, sseEvent('token', { text }));
      },
      done: async (message) => {
        await write(res, sseEvent('done', store(question, message ?? written)));
        res.end();
      },
      error: async (text) => {
        await write(res, sseEvent('error', { error: text }));
        res.end();
      },
      cut: () => {
        res.end();
      },
    };
  };

  const chat = (request: RecordedRequest, res: ServerResponse) => {
    if (chatFailure) return sendFailure(res, chatFailure);
    const parsed = chatRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendJson(res, 400, { error: parsed.error.issues[0]?.message ?? 'Ongeldige vraag' });
    const question = parsed.data.message;
    if (raw) {
      const { pieces, contentType } = raw;
      raw = null;
      res.socket?.setNoDelay(true);
      res.writeHead(200, { 'Content-Type': contentType });
      res.flushHeaders();
      void (async () => {
        for (const piece of pieces) {
          await write(res, piece);
          // Apart in time, so each piece reaches the client as a read of its own.
          await pause(15);
        }
        res.end();
      })();
      return;
    }
    const streamed = (request.headers.accept ?? '').includes('text/event-stream');
    if (!streamed) return sendJson(res, 200, store(question, reply.join('')));
    startStream(res);
    const control = controlFor(res, request, question);
    if (manual) {
      const taker = streamTakers.shift();
      if (taker) taker(control);
      else waitingStreams.push(control);
      return;
    }
    void (async () => {
      for (const token of reply) await control.token(token);
      await control.done();
    })();
  };

  const server = await startTestServer((request, res) => {
    const { method, path } = request;
    if (path === '/api/ai/history' && method === 'GET') {
      return historyFailure ? sendFailure(res, historyFailure) : sendJson(res, 200, { messages: history });
    }
    if (path === '/api/ai/history' && method === 'DELETE') {
      if (clearFailure) return sendFailure(res, clearFailure);
      history = [];
      return sendJson(res, 204, null);
    }
    if (path === '/api/ai/chat' && method === 'POST') return chat(request, res);
    if (path === '/api/profiles/me' && method === 'GET') {
      return profile ? sendJson(res, 200, { profile }) : sendJson(res, 404, { error: 'Profiel niet gevonden' });
    }
    return sendJson(res, 404, { error: 'Niet gevonden' });
  });

  return {
    url: server.url,
    requests: server.requests,
    get history() {
      return history;
    },
    setHistory: (messages) => {
      history = structuredClone(messages);
    },
    setProfile: (next) => {
      profile = next;
    },
    replyWith: (next) => {
      reply = typeof next === 'string' ? [next] : [...next];
    },
    manual: () => {
      manual = true;
    },
    nextStream: () => {
      const waiting = waitingStreams.shift();
      if (waiting) return Promise.resolve(waiting);
      return new Promise<StreamControl>((resolve) => streamTakers.push(resolve));
    },
    streamRaw: (pieces, contentType = 'text/event-stream') => {
      raw = { pieces, contentType };
    },
    failChat: (failure) => {
      chatFailure = failure;
    },
    failHistory: (failure) => {
      historyFailure = failure;
    },
    failClear: (failure) => {
      clearFailure = failure;
    },
    hold: server.hold,
    chats: () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/ai/chat'),
    reset: () => {
      server.reset();
      answerCount = 0;
      history = [];
      profile = exampleProfile();
      reply = ['Goede vraag! ', 'Dit is mijn antwoord.'];
      manual = false;
      raw = null;
      chatFailure = null;
      historyFailure = null;
      clearFailure = null;
      waitingStreams.length = 0;
      streamTakers.length = 0;
      server.cutOpenAnswers();
    },
    close: server.close,
  };
}

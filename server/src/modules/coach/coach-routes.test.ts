/**
 * The route's own part of a stream: when the answer breaks off after it began (the database
 * refusing the finished answer, say), the athlete gets an `error` event in Dutch in the same
 * stream, not a cut connection. The service is the route's one dependency, so here it is a stand-in
 * that fails on cue; coach.test.ts covers the real service end to end.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { coachRoutes, STREAM_FAILED, sseFrame } from './coach-routes.ts';
import type { CoachEvent, CoachService } from './coach-service.ts';
import { parseEventStream } from './testing/sse.ts';

let app: FastifyInstance;
const errors: unknown[] = [];

const service: CoachService = {
  history: async () => ({ messages: [] }),
  clear: async () => {},
  ask: async (_userId, question) =>
    (async function* (): AsyncGenerator<CoachEvent> {
      yield { type: 'token', text: 'Een begin,\nover twee regels' };
      if (question === 'breek af') throw new Error('database gone');
      yield { type: 'done', response: { id: 'a', message: 'Een begin,\nover twee regels', timestamp: 'nu' } };
    })(),
};

beforeAll(async () => {
  app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void errors.push(JSON.parse(line)) } },
  });
  registerErrorHandler(app);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request) => {
    request.user = { id: 'u1', email: null, aal: 'aal1', sessionId: null, emailVerified: true };
  });
  await app.register(coachRoutes, { prefix: '/api', service });
});
afterAll(() => app.close());

const post = (message: string, accept: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { 'content-type': 'application/json', accept },
    payload: { message },
  });

describe('the event stream', () => {
  it('frames a token with a newline in one data line', async () => {
    expect(sseFrame('token', { text: 'a\nb' })).toBe('event: token\ndata: {"text":"a\\nb"}\n\n');
    const events = parseEventStream((await post('vraag', 'text/event-stream')).body);
    expect(events).toEqual([
      { event: 'token', data: { text: 'Een begin,\nover twee regels' } },
      { event: 'done', data: { id: 'a', message: 'Een begin,\nover twee regels', timestamp: 'nu' } },
    ]);
  });

  it('ends with an error event in Dutch when the answer breaks off, and logs it', async () => {
    const response = await post('breek af', 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(parseEventStream(response.body)).toEqual([
      { event: 'token', data: { text: 'Een begin,\nover twee regels' } },
      { event: 'error', data: { error: STREAM_FAILED } },
    ]);
    expect(errors).toContainEqual(expect.objectContaining({ msg: 'AI coach: the stream broke off' }));
  });

  it('answers a 500 without internals when the same happens to a JSON client', async () => {
    const response = await post('breek af', 'application/json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Er ging iets mis' });
  });
});

import { Readable } from 'node:stream';
import { chatRequestSchema } from '@talentbrug/domain/coach';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, ValidationError, zodFields } from '../../errors.ts';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { CoachEvent, CoachService } from './coach-service.ts';

/** Said in the stream when an answer broke off after it had started. */
export const STREAM_FAILED = 'Het antwoord kon niet worden afgemaakt. Probeer het opnieuw.';

/** Whether the client asked for server-sent events (`Accept: text/event-stream`, not with q=0). */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/event-stream' && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/** One SSE event: the data is JSON, so a newline in the text never breaks the frame. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

async function* eventStream(events: AsyncGenerator<CoachEvent>, log: FastifyBaseLogger): AsyncGenerator<string> {
  try {
    for await (const event of events) {
      yield event.type === 'token' ? sseFrame('token', { text: event.text }) : sseFrame('done', event.response);
    }
  } catch (error) {
    // A refusal of ours (the account was deleted while the answer was written) is said as it is.
    if (error instanceof AppError) {
      yield sseFrame('error', { error: error.message });
      return;
    }
    log.error({ err: error }, 'AI coach: the stream broke off');
    yield sseFrame('error', { error: STREAM_FAILED });
  }
}

/**
 * The AI coach: POST /api/ai/chat answers as JSON, or as server-sent events for a client that
 * accepts them; GET and DELETE /api/ai/history. Only the caller's own conversation, by token.
 */
export const coachRoutes: FastifyPluginAsync<{ service: CoachService }> = async (app, { service }) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/ai/history', async (request) => service.history(requireUser(request).id));

  app.delete('/ai/history', async (request, reply) => {
    await service.clear(requireUser(request).id);
    return reply.code(204).send();
  });

  app.post('/ai/chat', async (request, reply) => {
    const user = requireUser(request);
    const parsed = chatRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = zodFields(parsed.error);
      throw new ValidationError(fields, fields.message ?? Object.values(fields)[0]);
    }
    // The athlete closed the page: stop the engine, store nothing.
    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const events = await service.ask(user.id, parsed.data.message, { signal: gone.signal });

    if (!wantsEventStream(request)) {
      for await (const event of events) if (event.type === 'done') return event.response;
      // The athlete left before the answer was done: there is no one to reply to.
      if (gone.signal.aborted) return reply.hijack();
      throw new Error('the coach ended without an answer');
    }
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // A proxy such as nginx would otherwise hold the tokens back until the answer is complete.
      .header('x-accel-buffering', 'no');
    return reply.send(Readable.from(eventStream(events, request.log), { objectMode: false }));
  });
};

import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when its answer has gone: method, URL (redacted by the
 * request serializer), status and time, under the request's id. Fastify's default writes two,
 * 'incoming request' and 'request completed'; with logging at info, the second line cost a
 * tenth of what answering a small request costs (issue 15). A request still in flight therefore
 * has no line yet; one the client drops is written when its socket closes, as Fastify does.
 * Errors and everything else Fastify logs stay as they are.
 *
 * The line goes through a child of the root logger without pino's redaction. Everything in it
 * comes out of an allow-list serializer (serializeRequest, Fastify's `{ statusCode }` for the
 * reply, serializeError) or is a number, so the redact paths have nothing to find there; for the
 * `*.password` wildcards pino still walks every key of the line, 15 % of the CPU a small request
 * costs (issue 15's profile). Every other line of the server keeps the redaction.
 */
export class AccessLog extends LogController {
  #lines: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // The root logger's serializers and level, redaction off; the request's own child logger
    // would only add its id, which the line names itself.
    this.#lines ??= request.server.log.child({}, { redact: [] });
    const line = { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) this.#lines.error({ ...line, err: error }, 'request errored');
    else this.#lines.info(line, 'request completed');
  }
}

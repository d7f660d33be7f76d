import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when its answer has gone: method, URL (redacted by the
 * request serializer), status and time, under the request's id. Fastify's default writes two,
 * 'incoming request' and 'request completed'; with logging at info, the second line cost a
 * tenth of what answering a small request costs (issue 15). A request still in flight therefore
 * has no line yet; one the client drops is written when its socket closes, as Fastify does.
 * Errors and everything else Fastify logs stay as they are.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

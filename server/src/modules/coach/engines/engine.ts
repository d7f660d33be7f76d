import type { CoachContext, RecentMessage } from '../coach-context.ts';
import type { Routed } from '../routing/router.ts';

/**
 * The router's reading of one question in its conversation, worked out on the first call and
 * remembered: the service makes one per question (`routeOnce`) and hands the same one to
 * `usesOutreach` and `answer`, so a question is routed at most once, and not at all when no
 * engine needs it (a chip the built-in coach knows as it is).
 */
export type Routing = () => Routed;

export interface CoachInput {
  /** The athlete's question, validated and trimmed. */
  question: string;
  context: CoachContext;
  /** Aborted when the athlete is gone (the stream closed): stop writing. */
  signal?: AbortSignal;
  /** The moment of the question, for the athlete's own timeline ('je begint over acht maanden'); now when absent. */
  now?: Date;
  /** The question's topic, routed once by the service before it built the context; absent: the engine routes it. */
  routed?: Routing;
}

/**
 * A way to answer. `answer` yields the text in chunks as it is written; the chunks joined are the
 * answer that is stored. An engine may throw; the service decides what the athlete sees then.
 */
export interface CoachEngine {
  readonly name: string;
  answer(input: CoachInput): AsyncIterable<string>;
  /**
   * Whether the answer to this question reads the outreach pipeline (`context.outreach`), which
   * costs the service a read of its own: only the built-in coach's 'wie moet ik mailen' answer and
   * its contact rules do. Absent: the engine may read it, so the service looks it up.
   */
  usesOutreach?(question: string, context: CoachContext, routed?: Routing): boolean;
  /**
   * The engine's router: the topic of a question given the conversation before it. The service
   * routes with it once per question (`routeOnce`) and passes the result on.
   */
  route?(question: string, recent: readonly RecentMessage[]): Routed;
}

/** A routing of `question` by the engine's router that routes on its first call only; undefined without a router. */
export function routeOnce(
  engine: Pick<CoachEngine, 'route'>,
  question: string,
  recent: readonly RecentMessage[],
): Routing | undefined {
  if (!engine.route) return undefined;
  const route = engine.route.bind(engine);
  let routed: Routed | undefined;
  return () => {
    routed ??= route(question, recent);
    return routed;
  };
}

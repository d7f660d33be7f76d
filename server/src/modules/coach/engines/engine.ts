import type { CoachContext } from '../coach-context.ts';

export interface CoachInput {
  /** The athlete's question, validated and trimmed. */
  question: string;
  context: CoachContext;
  /** Aborted when the athlete is gone (the stream closed): stop writing. */
  signal?: AbortSignal;
  /** The moment of the question, for the athlete's own timeline ('je begint over acht maanden'); now when absent. */
  now?: Date;
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
  usesOutreach?(question: string, context: CoachContext): boolean;
}

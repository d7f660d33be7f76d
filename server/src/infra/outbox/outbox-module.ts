import type { ModuleContext } from '../module-context.ts';
import { createOutboxDispatcher } from './outbox-dispatcher.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.ts';

export interface Outbox {
  readonly repository: OutboxRepository;
  /** Wakes the dispatcher after a write that added workflow events (nothing without a webhook). */
  readonly kick: () => void;
}

/** The workflow events' outbox, and its dispatcher to the talent managers' webhook when one is set. */
export function registerOutbox({ app, config, database, metrics }: ModuleContext): Outbox {
  const repository = createOutboxRepository(database.db);
  metrics.outbox.backlogFrom(() => repository.backlog());
  const dispatcher = config.webhook
    ? createOutboxDispatcher({
        repository,
        target: config.webhook,
        log: app.log,
        // A claimed event becomes due again only after its attempt must have ended.
        leaseMs: config.webhook.timeoutMs + 5000,
        metrics: metrics.outbox,
      })
    : null;
  if (dispatcher) {
    app.addHook('onReady', async () => dispatcher.start());
    // Before the database closes: an attempt in flight finishes and records its outcome.
    app.addHook('preClose', () => dispatcher.stop());
  }
  return { repository, kick: () => void dispatcher?.kick() };
}

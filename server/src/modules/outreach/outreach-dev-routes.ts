import {
  institutionIdParamSchema,
  matchStatusOf,
  OUTREACH_MESSAGES,
  type OutreachStatus,
} from '@talentbrug/domain/outreach';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import { operatorOnly } from '../../plugins/operator-only.ts';
import type { EntryValues, OutreachRepository } from './outreach-repository.ts';
import type { OutreachService } from './outreach-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year back at most: the follow-up rule counts in tens of days. */
export const BACKDATE_DAYS_MAX = 365;

const DAYS_ERROR = `Geef met days een heel aantal dagen van 1 tot ${BACKDATE_DAYS_MAX}.`;

/** POST /dev/outreach/{institution_id}/backdate: how many days back the entry's dates move. */
export const backdateRequestSchema = z.strictObject({
  days: z.int(DAYS_ERROR).min(1, DAYS_ERROR).max(BACKDATE_DAYS_MAX, DAYS_ERROR),
});

const params = z.object({ institution_id: z.string() });

const earlier = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms).toISOString();

/**
 * The entry's recorded moments, `days` earlier: every sent e-mail, every status change and the
 * reply, so the entry reads as it will `days` from now and the follow-up rule (which the server
 * applies at the request's time) answers what it will answer then. Nothing else changes.
 */
export function backdated(values: EntryValues, days: number): EntryValues {
  const ms = days * DAY_MS;
  return {
    ...values,
    sent: values.sent.map((mail) => ({ ...mail, at: earlier(mail.at, ms) })),
    statusHistory: values.statusHistory.map((change) => ({ ...change, at: earlier(change.at, ms) })),
    repliedAt: values.repliedAt ? new Date(values.repliedAt.getTime() - ms) : null,
  };
}

/**
 * The e2e suite's clock (issue 38: 'the follow-up after the clock moves'). The server's rule reads
 * the request's time and the e2e server has no clock to move, so this moves the caller's own
 * recorded dates back instead. Dev-only: outreach-module.ts registers it only when
 * `config.devClock` (off under NODE_ENV=production and in any production shape, config.ts), and
 * like the dev inbox it answers clients on this machine only (anyone else gets an unknown path's
 * 404). Within that, it is an athlete's route like any other: the caller's token, the caller's
 * entry by its school (a school they have no entry for, someone else's included, is a 404; a
 * school of their matches they never touched is one too, as there is nothing to move), a
 * validated body.
 */
export const outreachDevRoutes: FastifyPluginAsync<{
  repository: Pick<OutreachRepository, 'change'>;
  service: Pick<OutreachService, 'list'>;
}> = async (app, { repository, service }) => {
  operatorOnly(app);
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.post('/outreach/:institution_id/backdate', async (request) => {
    const { id: userId } = requireUser(request);
    const institutionId = params.parse(request.params).institution_id;
    if (!institutionIdParamSchema.safeParse(institutionId).success) {
      throw new NotFoundError(OUTREACH_MESSAGES.entryNotFound);
    }
    const { days } = backdateRequestSchema.parse(request.body ?? {});
    const row = await repository.change(userId, institutionId, (current, stored) =>
      stored
        ? { values: backdated(current, days), matchStatus: matchStatusOf(current.status as OutreachStatus) }
        : null,
    );
    if (!row) throw new NotFoundError(OUTREACH_MESSAGES.entryNotFound);
    const entry = (await service.list(userId)).find((item) => item.institution_id === institutionId);
    if (!entry) throw new NotFoundError(OUTREACH_MESSAGES.entryNotFound);
    return { entry };
  });
};

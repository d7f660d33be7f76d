import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { type AuthenticatedUser, protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { OnboardingService } from './onboarding-service.ts';

const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key moet 8 tot 200 zichtbare tekens zijn')
  .optional();

interface Options {
  service: OnboardingService;
  /** Whether the caller's address is confirmed: the auth store's answer, or the token's in hosted mode. */
  emailConfirmed: (user: AuthenticatedUser) => Promise<boolean>;
}

export const onboardingRoutes: FastifyPluginAsync<Options> = async (app, { service, emailConfirmed }) => {
  protectDataRoutes(app);

  /**
   * Where a confirmation is not announced (hosted Supabase confirms on its own servers), the next
   * visit of a confirmed athlete releases what was held back.
   */
  const confirmedCaller = async (user: AuthenticatedUser) => {
    const confirmed = await emailConfirmed(user);
    if (confirmed) await service.release(user.id);
    return confirmed;
  };

  app.post('/onboarding/submit', async (request, reply) => {
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success) {
      throw new ValidationError(
        { 'Idempotency-Key': key.error.issues[0]?.message ?? 'Ongeldig' },
        'Ongeldige Idempotency-Key',
      );
    }
    const user = requireUser(request);
    const result = await service.submit({
      userId: user.id,
      ip: request.ip,
      idempotencyKey: key.data ?? null,
      body: request.body,
      emailConfirmed: await confirmedCaller(user),
    });
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(result.replayed ? 200 : 201).send({ submission: result.submission, profile: result.profile });
  });

  app.get('/onboarding/progress', async (request) => service.progress(requireUser(request).id));

  app.get('/onboarding/draft', async (request) => {
    const user = requireUser(request);
    await confirmedCaller(user);
    return service.draft(user.id);
  });

  app.put('/onboarding/draft', async (request) => service.saveDraft(requireUser(request).id, request.body));

  app.delete('/onboarding/draft', async (request, reply) => {
    await service.deleteDraft(requireUser(request).id);
    return reply.code(204).send();
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { OnboardingService } from './onboarding-service.ts';

const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key moet 8 tot 200 zichtbare tekens zijn')
  .optional();

export const onboardingRoutes: FastifyPluginAsync<{ service: OnboardingService }> = async (app, { service }) => {
  protectDataRoutes(app);

  app.post('/onboarding/submit', async (request, reply) => {
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success) {
      throw new ValidationError(
        { 'Idempotency-Key': key.error.issues[0]?.message ?? 'Ongeldig' },
        'Ongeldige Idempotency-Key',
      );
    }
    const result = await service.submit({
      userId: requireUser(request).id,
      ip: request.ip,
      idempotencyKey: key.data ?? null,
      body: request.body,
    });
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(result.replayed ? 200 : 201).send({ submission: result.submission, profile: result.profile });
  });

  app.get('/onboarding/progress', async (request) => service.progress(requireUser(request).id));
};

import { CONSENT_VERSIONS } from '@talentbrug/domain/consent-versions';
import { EXPORT_JSON_NAME } from '@talentbrug/domain/contracts/account';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { readZip } from './testing/read-zip.ts';

describe("the export's consent versions", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('are the versions the screens show, each named in the explanation with what it is the version of', async () => {
    const session = await signIn(app, 'versies@example.nl');
    const auth = { authorization: `Bearer ${session.access_token}` };
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'versies-1' },
      payload: JSON.stringify(toSubmitBody(exampleOnboardingData())),
    });
    expect(submitted.statusCode).toBeLessThan(300);

    const response = await app.inject({ method: 'GET', url: '/api/account/export', headers: auth });
    const data = JSON.parse((await readZip(response.rawPayload)).get(EXPORT_JSON_NAME)?.toString('utf8') ?? '{}');
    const [submission] = data.onboarding_submissions;
    expect(submission.consentTermsVersion).toBe(CONSENT_VERSIONS.terms);
    expect(submission.body.consent.sharing.version).toBe(CONSENT_VERSIONS.talentManagerSharing);
    // Every version in the export is explained: a reader never meets a version no text names.
    expect(data.toelichting).toContain(`privacyverklaring hebben versie ${CONSENT_VERSIONS.terms}`);
    expect(data.toelichting).toContain(`talentmanagers te delen versie ${CONSENT_VERSIONS.talentManagerSharing}`);
  });
});

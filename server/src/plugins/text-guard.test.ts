import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { INVALID_TEXT_MESSAGE } from '@talentbrug/domain/text';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../testing/sign-in.ts';
import { buildTestApp } from '../testing/test-app.ts';

/** The two characters PostgreSQL cannot store, as a JSON body carries them (escaped). */
const BAD_TEXT = { NUL: '\u0000', 'lone surrogate': '\ud800' } as const;

type Who = 'anonymous' | 'athlete' | 'service';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: (bad: string) => string;
  who: Who;
  /** The body with `bad` in the field under test; the rest of it valid. */
  body?: (bad: string) => unknown;
  contentType?: string;
  /** Where a /api answer's `fields` names the problem. */
  field?: string;
  /** A URL cannot carry a lone surrogate: its UTF-8 does not exist, and Fastify leaves invalid escapes as they are. */
  nulOnly?: boolean;
}

const onboardingBody = (edit: (body: ReturnType<typeof toSubmitBody>) => void) => {
  const body = toSubmitBody(exampleOnboardingData());
  edit(body);
  return body;
};
const event = (extra: Record<string, unknown>) => ({ events: [{ name: 'onboarding_step_completed', ...extra }] });
const q = encodeURIComponent;

// The issue's findings first (email at login, the events, the profile, the onboarding and the MFA
// factor's name), then the same input in the other text fields of each route.
const CASES: Case[] = [
  {
    name: 'login e-mail',
    method: 'POST',
    url: () => '/auth/v1/token?grant_type=password',
    who: 'anonymous',
    body: (bad) => ({ email: `lotte${bad}@example.nl`, password: 'Tennis-2025' }),
  },
  {
    name: 'login password',
    method: 'POST',
    url: () => '/auth/v1/token?grant_type=password',
    who: 'anonymous',
    body: (bad) => ({ email: 'lotte@example.nl', password: `Tennis${bad}2025` }),
  },
  {
    name: 'refresh token',
    method: 'POST',
    url: () => '/auth/v1/token?grant_type=refresh_token',
    who: 'anonymous',
    body: (bad) => ({ refresh_token: `abc${bad}` }),
  },
  {
    name: 'sign-up e-mail',
    method: 'POST',
    url: () => '/auth/v1/signup',
    who: 'anonymous',
    body: (bad) => ({ email: `nieuw${bad}@example.nl`, password: 'Tennis-2025' }),
  },
  {
    name: 'sign-up metadata',
    method: 'POST',
    url: () => '/auth/v1/signup',
    who: 'anonymous',
    body: (bad) => ({ email: 'meta@example.nl', password: 'Tennis-2025', data: { first_name: `Lo${bad}` } }),
  },
  {
    name: 'password reset e-mail',
    method: 'POST',
    url: () => '/auth/v1/recover',
    who: 'anonymous',
    body: (bad) => ({ email: `lotte${bad}@example.nl` }),
  },
  {
    name: 'resend e-mail',
    method: 'POST',
    url: () => '/auth/v1/resend',
    who: 'anonymous',
    body: (bad) => ({ type: 'signup', email: `lotte${bad}@example.nl` }),
  },
  {
    name: 'verify by token hash',
    method: 'POST',
    url: () => '/auth/v1/verify',
    who: 'anonymous',
    body: (bad) => ({ type: 'recovery', token_hash: `abc${bad}` }),
  },
  {
    name: 'mail link query',
    method: 'GET',
    url: (bad) => `/auth/v1/verify?type=signup&token=${q(`abc${bad}`)}`,
    who: 'anonymous',
    nulOnly: true,
  },
  {
    name: 'MFA factor name',
    method: 'POST',
    url: () => '/auth/v1/factors',
    who: 'athlete',
    body: (bad) => ({ factor_type: 'totp', friendly_name: `Telefoon${bad}` }),
  },
  {
    name: 'user metadata',
    method: 'PUT',
    url: () => '/auth/v1/user',
    who: 'athlete',
    body: (bad) => ({ data: { club: [`HC${bad}`] } }),
  },
  {
    name: 'admin-created user e-mail',
    method: 'POST',
    url: () => '/auth/v1/admin/users',
    who: 'service',
    body: (bad) => ({ email: `admin${bad}@example.nl`, password: 'Tennis-2025', email_confirm: true }),
  },
  {
    name: 'event session id',
    method: 'POST',
    url: () => '/api/events',
    who: 'anonymous',
    body: (bad) => event({ sessionId: `sessie${bad}` }),
    field: 'events.0.sessionId',
  },
  {
    name: 'event property value',
    method: 'POST',
    url: () => '/api/events',
    who: 'anonymous',
    body: (bad) => event({ properties: { step: `sport${bad}` } }),
    field: 'events.0.properties.step',
  },
  {
    name: 'event property name',
    method: 'POST',
    url: () => '/api/events',
    who: 'anonymous',
    body: (bad) => event({ properties: { [`step${bad}`]: 1 } }),
    field: 'events.0.properties',
  },
  {
    name: 'event sent as a beacon (text/plain)',
    method: 'POST',
    url: () => '/api/events',
    who: 'anonymous',
    contentType: 'text/plain;charset=UTF-8',
    body: (bad) => event({ sessionId: `sessie${bad}` }),
    field: 'events.0.sessionId',
  },
  {
    name: 'new profile first name',
    method: 'POST',
    url: () => '/api/profiles',
    who: 'athlete',
    body: (bad) => ({ first_name: `Lotte${bad}` }),
    field: 'first_name',
  },
  {
    name: 'profile first name',
    method: 'PATCH',
    url: () => '/api/profiles/me',
    who: 'athlete',
    body: (bad) => ({ first_name: `Lotte${bad}` }),
    field: 'first_name',
  },
  {
    name: 'profile achievements',
    method: 'PATCH',
    url: () => '/api/profiles/me',
    who: 'athlete',
    body: (bad) => ({ achievements: `Landskampioen${bad}\n2025` }),
    field: 'achievements',
  },
  {
    name: 'onboarding first name',
    method: 'POST',
    url: () => '/api/onboarding/submit',
    who: 'athlete',
    body: (bad) =>
      onboardingBody((body) => {
        body.personal.first_name = `Lisa${bad}`;
      }),
    field: 'personal.first_name',
  },
  {
    name: 'onboarding answers (data)',
    method: 'POST',
    url: () => '/api/onboarding/submit',
    who: 'athlete',
    body: (bad) =>
      onboardingBody((body) => {
        body.data.sport.keyStats = `11 goals${bad}`;
      }),
    field: 'data.sport.keyStats',
  },
  {
    name: 'onboarding language in a list',
    method: 'POST',
    url: () => '/api/onboarding/submit',
    who: 'athlete',
    body: (bad) =>
      onboardingBody((body) => {
        body.academics.languages = ['Nederlands', `Engels${bad}`];
      }),
    field: 'academics.languages.1',
  },
];

describe('text PostgreSQL cannot store is refused with a 400 before it reaches the database', () => {
  let app: FastifyInstance;
  let apikey: string;
  let counter = 0;

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY, AUTH_RATE_LIMIT_TOKEN: '10000' });
    apikey = (await app.inject('/app-config.json')).json().supabasePublishableKey;
  });
  afterAll(() => app.close());

  const bearer = async (who: Who): Promise<Record<string, string>> => {
    if (who === 'service') return { authorization: `Bearer ${TEST_SERVICE_KEY}` };
    if (who === 'anonymous') return {};
    const { access_token } = await signIn(app, `tekst${counter++}@example.nl`);
    return { authorization: `Bearer ${access_token}` };
  };

  for (const testCase of CASES) {
    for (const [label, bad] of Object.entries(BAD_TEXT)) {
      if (testCase.nulOnly && bad !== BAD_TEXT.NUL) continue;
      it(`${testCase.name}: ${label}`, async () => {
        const response = await app.inject({
          method: testCase.method,
          url: testCase.url(bad),
          headers: {
            apikey,
            ...(await bearer(testCase.who)),
            ...(testCase.body ? { 'content-type': testCase.contentType ?? 'application/json' } : {}),
          },
          ...(testCase.body ? { payload: JSON.stringify(testCase.body(bad)) } : {}),
        });
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json();
        if (testCase.url(bad).startsWith('/auth/v1/')) {
          // GoTrue's shape; the message names what was wrong, in GoTrue's English.
          expect(body).toMatchObject({ code: 400, error_code: 'validation_failed' });
          expect(body.msg).toMatch(/invalid character/i);
          expect(response.headers['x-sb-error-code']).toBe('validation_failed');
        } else {
          expect(body.error).toBe(INVALID_TEXT_MESSAGE);
          expect(body.fields).toEqual({ [testCase.field ?? '_root']: INVALID_TEXT_MESSAGE });
        }
      });
    }
  }

  it('still takes newlines, tabs, emoji and accents in free text', async () => {
    const headers = { ...(await bearer('athlete')), 'content-type': 'application/json' };
    const achievements = 'Kampioen 2025\n\t– selectie Oranje 🏑, “Zoë” Ångström';
    const created = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: JSON.stringify({ first_name: 'Zoë', achievements }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toMatchObject({ first_name: 'Zoë', achievements });
  });

  it('refuses a NUL in a query string and in the path, not only in bodies', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/me?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ error: INVALID_TEXT_MESSAGE });
    const key = await app.inject({ method: 'GET', url: '/health?x%00=1' });
    expect(key.statusCode).toBe(400);
    const path = await app.inject({ method: 'GET', url: '/dev/inbox/api/v1/message/%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: INVALID_TEXT_MESSAGE });
  });

  it('leaves an escaped surrogate in a URL as the text it is', async () => {
    // Fastify decodes no invalid UTF-8, so '%ED%A0%80' reaches a handler as those nine characters.
    const response = await app.inject({ method: 'GET', url: '/auth/v1/verify?type=signup&token=%ED%A0%80' });
    expect(response.statusCode).toBe(303);
  });

  it('answers an unknown route with its 404, whatever the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bestaat-niet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: BAD_TEXT.NUL }),
    });
    expect(response.statusCode).toBe(404);
  });
});

import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { PUBLIC_ORIGIN } from './testing/harness.ts';
import { type ServiceHarness, startServiceHarness } from './testing/service-harness.ts';

const ISSUER = `${PUBLIC_ORIGIN}/auth/v1`;
const BASE_CLAIMS = {
  sub: '5b0c1f3e-8a4e-4c1a-9f8e-2d7b6a5c4e3f',
  email: 'sprinter@example.com',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  aal: 'aal1' as const,
  amr: [{ method: 'password', timestamp: 1_700_000_000 }],
  session_id: '0f1e2d3c-4b5a-4968-8776-655443322110',
  is_anonymous: false,
};

let h: ServiceHarness;
let valid: string;
const nowSeconds = () => Math.floor(h.clock.now / 1000);

/** A live token's claims: issued now by our issuer for the authenticated audience, an hour to run. */
const liveClaims = () => ({
  ...BASE_CLAIMS,
  iss: ISSUER,
  aud: 'authenticated',
  iat: nowSeconds(),
  exp: nowSeconds() + 3600,
  role: 'authenticated',
});

const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
const decodeSegment = (segment: string) => Buffer.from(segment, 'base64url').toString('hex');
const verify = (token: string) =>
  verifyAccessToken(token, h.auth.keys.getKey, { issuer: ISSUER, currentDate: new Date(h.clock.now) }).then(
    () => 'accepted',
    () => 'refused',
  );

beforeAll(async () => {
  h = await startServiceHarness();
  valid = (
    await signAccessToken(await h.auth.keys.current(), BASE_CLAIMS, {
      issuer: ISSUER,
      expSeconds: 3600,
      nowSeconds: nowSeconds(),
    })
  ).token;
});
afterAll(() => h.close());

describe('access-token verification', () => {
  it('accepts the untouched token', async () => {
    expect(await verify(valid)).toBe('accepted');
  });

  it('refuses any token whose bytes were tampered with', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.constantFrom(...alphabet), async (position, replacement) => {
        const index = position % valid.length;
        fc.pre(valid[index] !== '.' && valid[index] !== replacement);
        const tampered = valid.slice(0, index) + replacement + valid.slice(index + 1);
        // A changed last character can decode to the same bytes (base64url padding bits): not a tamper.
        fc.pre(tampered.split('.').map(decodeSegment).join('.') !== valid.split('.').map(decodeSegment).join('.'));
        expect(await verify(tampered)).toBe('refused');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses changed claims under the original signature', async () => {
    const [header, , signature] = valid.split('.');
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            sub: fc.uuid(),
            aal: fc.constant('aal2'),
            exp: fc.integer({ min: nowSeconds() + 3601, max: nowSeconds() + 10 ** 7 }),
            role: fc.constantFrom('service_role', 'admin'),
            email: fc.emailAddress(),
          },
          { requiredKeys: [] },
        ),
        async (changes) => {
          fc.pre(Object.keys(changes).length > 0);
          const payload = { ...liveClaims(), ...changes };
          expect(await verify(`${header}.${encode(payload)}.${signature}`)).toBe('refused');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses expired tokens however little they are past exp', async () => {
    const key = await h.auth.keys.current();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 ** 8 }), async (pastBy) => {
        const { token } = await signAccessToken(key, BASE_CLAIMS, {
          issuer: ISSUER,
          expSeconds: 60,
          nowSeconds: nowSeconds() - 60 - pastBy,
        });
        expect(await verify(token)).toBe('refused');
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a kid the JWKS does not hold, and a foreign key that claims our kid', async () => {
    const key = await h.auth.keys.current();
    const foreign = await generateKeyPair('ES256');
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), fc.boolean(), async (kid, useOurKid) => {
        fc.pre(kid !== key.kid);
        const token = await new SignJWT({ ...BASE_CLAIMS })
          .setProtectedHeader({ alg: 'ES256', kid: useOurKid ? key.kid : kid, typ: 'JWT' })
          .setIssuer(ISSUER)
          .setAudience('authenticated')
          .setIssuedAt(nowSeconds())
          .setExpirationTime(nowSeconds() + 3600)
          .sign(useOurKid ? foreign.privateKey : key.privateKey);
        expect(await verify(token)).toBe('refused');
      }),
      { numRuns: 100 },
    );
  });

  it('refuses alg none and HS256 signed with the public key, whatever the claims', async () => {
    const key = await h.auth.keys.current();
    const jwks = await h.auth.keys.jwks();
    const publicJwk = JSON.stringify(jwks.keys.find((candidate) => candidate.kid === key.kid));
    expect(publicJwk).toContain('"kty":"EC"');
    expect(JSON.stringify(await exportJWK((await generateKeyPair('ES256')).publicKey))).toContain('"kty":"EC"');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('none', 'None', 'NONE', 'HS256'), fc.string(), async (alg, junk) => {
        const header = encode({ alg, kid: key.kid, typ: 'JWT' });
        const payload = encode(liveClaims());
        const signature =
          alg === 'HS256'
            ? createHmac('sha256', publicJwk).update(`${header}.${payload}`).digest('base64url')
            : base64url.encode(junk);
        expect(await verify(`${header}.${payload}.${signature}`)).toBe('refused');
        expect(await verify(`${header}.${payload}.`)).toBe('refused');
      }),
      { numRuns: 100 },
    );
  });

  it('refuses another issuer or audience even with our key', async () => {
    const key = await h.auth.keys.current();
    const forIssuer = await signAccessToken(key, BASE_CLAIMS, {
      issuer: 'https://elsewhere.example/auth/v1',
      expSeconds: 3600,
      nowSeconds: nowSeconds(),
    });
    expect(await verify(forIssuer.token)).toBe('refused');
    const forAudience = await new SignJWT({ ...BASE_CLAIMS })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .setIssuer(ISSUER)
      .setAudience('anon')
      .setExpirationTime(nowSeconds() + 3600)
      .sign(key.privateKey);
    expect(await verify(forAudience)).toBe('refused');
  });
});

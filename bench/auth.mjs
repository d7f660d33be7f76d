// Embedded auth service figures for bench/results.json (`auth`): password-login and refresh
// throughput on a running server, and the argon2id verify time. Loopback only, bounded in time.

import {
  errorMessage,
  fetchJson,
  loadFigures,
  median,
  PASSWORD,
  percentile,
  requireFromServer,
  round,
  runAlone,
  signUp,
} from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9311;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 10;
const DURATION_S = 10;
const ARGON2_SAMPLES = 31;

/** A POST to the auth service that must succeed: its parsed answer. */
const post = (path, apikey, body) =>
  fetchJson(ORIGIN, `/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** autocannon against the password grant: the same account, a fresh session per request. */
async function passwordLogin(autocannon, apikey, email) {
  const r = await autocannon({
    url: `${ORIGIN}/auth/v1/token?grant_type=password`,
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
  });
  return { method: 'POST', path: '/auth/v1/token?grant_type=password', ...loadFigures(r) };
}

/**
 * Refresh tokens rotate, so each request must carry the token the previous answer gave: a
 * closed loop per connection (autocannon sends fixed bodies), each on its own session.
 */
async function refresh(apikey, email) {
  const tokens = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    tokens.push((await post('/token?grant_type=password', apikey, { email, password: PASSWORD })).refresh_token);
  }
  const latencies = [];
  let non2xx = 0;
  const end = performance.now() + DURATION_S * 1000;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (first) => {
      let token = first;
      while (performance.now() < end) {
        const start = performance.now();
        const res = await fetch(`${ORIGIN}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey, 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: token }),
        });
        const json = await res.json();
        latencies.push(performance.now() - start);
        if (!res.ok) {
          non2xx++;
          break;
        }
        token = json.refresh_token;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return {
    method: 'POST',
    path: '/auth/v1/token?grant_type=refresh_token',
    requestsPerSec: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    totalRequests: latencies.length,
    non2xx,
  };
}

/** The cost every login pays, measured in this process with the server's default parameters. */
async function argon2Timing(argon2) {
  const params = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const hash = await argon2.hash(PASSWORD, params);
  const samples = [];
  for (let i = 0; i < ARGON2_SAMPLES; i++) {
    const t0 = performance.now();
    if (!(await argon2.verify(hash, PASSWORD))) throw new Error('argon2 verify failed');
    samples.push(performance.now() - t0);
  }
  return {
    params: { algorithm: 'argon2id', memoryKiB: 19_456, timeCost: 2, parallelism: 1 },
    samples: ARGON2_SAMPLES,
    verifyMedianMs: round(median(samples)),
    verifyP90Ms: round(percentile(samples, 90)),
  };
}

export async function benchAuth(root) {
  console.log('\n\u25b6 Auth service: argon2id verify, password login and refresh throughput');
  const autocannon = requireFromServer('autocannon');
  const argon2 = requireFromServer('@node-rs/argon2');
  const result = {
    method:
      `Embedded auth service on PGlite (AUTH_AUTOCONFIRM=true, per-IP limits lifted), loopback, ${CONNECTIONS} ` +
      `connections for ${DURATION_S} s each. passwordLogin: autocannon against the password grant for one ` +
      'confirmed account (argon2id verify + new session + ES256 token per request). refresh: a closed loop per ' +
      'connection, each on its own session, every request carrying the token the previous answer rotated to. ' +
      `argon2: median of ${ARGON2_SAMPLES} verifies in the bench process at the server's default parameters.`,
    passwordLogin: null,
    refresh: null,
    argon2: null,
  };
  let server = null;
  try {
    result.argon2 = await argon2Timing(argon2);
    server = await startBenchServer(root, {
      port: PORT,
      label: 'bench-auth',
      env: {
        AUTH_AUTOCONFIRM: 'true',
        // The per-IP limits would otherwise measure the limiter: everything comes from 127.0.0.1.
        AUTH_RATE_LIMIT_TOKEN: '1000000',
        AUTH_RATE_LIMIT_OTP: '1000000',
      },
    });
    const email = `bench-${Date.now()}@example.com`;
    const { apikey } = await signUp(ORIGIN, email);
    result.passwordLogin = await passwordLogin(autocannon, apikey, email);
    result.refresh = await refresh(apikey, email);
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    await server?.stop();
  }
  return result;
}

await runAlone(import.meta.url, 'auth', benchAuth);

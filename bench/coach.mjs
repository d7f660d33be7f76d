// Coach figures for bench/results.json (`coach`): the built-in coach's time to the first streamed
// chunk and to the whole answer, once on the engine alone (in this process) and once end to end over
// HTTP (POST /api/ai/chat as server-sent events on a running server). Loopback only.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchServer } from './bench-server.mjs';

const PORT = 9314;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ENGINE_RUNS = 10;
// 20 questions per 10 minutes per athlete (COACH_LIMITS.burst): one warm-up question and three rounds of
// the six popular questions is 19 each, so every athlete stays under the limit.
const ATHLETES = 3;
const ROUNDS = 3;
const PASSWORD = 'Bench-Wachtwoord-2025';

const round = (n) => Math.round(n * 100) / 100;
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const timing = (xs) => ({ p50Ms: round(percentile(xs, 50)), p95Ms: round(percentile(xs, 95)) });

async function json(path, init) {
  const res = await fetch(`${ORIGIN}${path}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A confirmed athlete with a hockey profile and generated matches; answers the request headers. */
async function athlete(apikey, index) {
  const session = await json('/auth/v1/signup', {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-coach-${Date.now()}-${index}@example.com`, password: PASSWORD }),
  });
  const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  await json('/api/profiles', {
    method: 'POST',
    headers,
    body: JSON.stringify({ sport: 'Hockey', team: 'dames', competition_level: 'hoofdklasse', academic_gpa: 3.4 }),
  });
  await json('/api/matches/generate', { method: 'POST', headers });
  return headers;
}

/** One question as server-sent events: ms from sending to the first `token` event and to `done`. */
async function ask(headers, question) {
  const t0 = performance.now();
  const res = await fetch(`${ORIGIN}/api/ai/chat`, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream' },
    body: JSON.stringify({ message: question }),
  });
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`/api/ai/chat answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  let firstTokenMs = null;
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      if (event === 'token') firstTokenMs ??= performance.now() - t0;
      else if (event === 'done') {
        const doneMs = performance.now() - t0;
        const { message } = JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}');
        if (firstTokenMs === null) throw new Error(`'${question}': done came without a token`);
        await res.body.cancel().catch(() => {});
        return { firstTokenMs, doneMs, chars: message?.length ?? 0 };
      } else if (event === 'error') throw new Error(`'${question}': the stream said ${frame}`);
    }
  }
  throw new Error(`'${question}': the stream ended without a done event`);
}

async function overHttp(root, questions) {
  const server = await startBenchServer(root, {
    port: PORT,
    label: 'bench-coach',
    env: {
      AUTH_AUTOCONFIRM: 'true',
      AUTH_SERVICE_KEY: `sb_secret_${randomBytes(32).toString('base64url')}`,
      // Empty means unset: the built-in coach answers, never a model configured in the shell.
      AI_BASE_URL: '',
      AI_API_KEY: '',
      AI_MODEL: '',
    },
  });
  try {
    const { supabasePublishableKey: apikey } = await json('/app-config.json');
    const athletes = [];
    for (let i = 0; i < ATHLETES; i++) athletes.push(await athlete(apikey, i));
    // Untimed: the first question of each athlete warms the route, the engine and the history reads.
    for (const headers of athletes) await ask(headers, questions[0]);
    const first = [];
    const done = [];
    const perQuestion = questions.map((question) => ({ question, first: [], done: [], chars: [] }));
    // One question at a time; round by round, so every athlete's history grows alike.
    for (let r = 0; r < ROUNDS; r++) {
      for (const headers of athletes) {
        for (const entry of perQuestion) {
          const sample = await ask(headers, entry.question);
          first.push(sample.firstTokenMs);
          done.push(sample.doneMs);
          entry.first.push(sample.firstTokenMs);
          entry.done.push(sample.doneMs);
          entry.chars.push(sample.chars);
        }
      }
    }
    return {
      samples: done.length,
      athletes: ATHLETES,
      rounds: ROUNDS,
      firstToken: timing(first),
      done: timing(done),
      perQuestion: perQuestion.map((entry) => ({
        question: entry.question,
        firstTokenP50Ms: round(percentile(entry.first, 50)),
        doneP50Ms: round(percentile(entry.done, 50)),
        doneP95Ms: round(percentile(entry.done, 95)),
        chars: percentile(entry.chars, 50),
      })),
    };
  } finally {
    await server.stop();
  }
}

export async function benchCoach(root) {
  console.log('\n\u25b6 Coach: built-in engine first token and full answer, and the same over HTTP (SSE)');
  const { benchBuiltInCoach } = await import(join(root, 'server/src/modules/coach/benchmark.ts'));
  const { POPULAR_QUESTIONS } = await import(join(root, 'shared/domain/src/coach.ts'));
  const result = {
    method:
      `engine: benchBuiltInCoach (server/src/modules/coach/benchmark.ts) in the bench process: the built-in ` +
      `coach streaming each of the ${POPULAR_QUESTIONS.length} popular questions for every evaluation athlete ` +
      `(their top 5 matches from the committed dataset), ${ENGINE_RUNS} runs after one untimed pass; ms to the ` +
      'first chunk and to the last. http: the server on PGlite (AUTH_AUTOCONFIRM=true, AI_* blanked so the ' +
      `built-in coach answers), ${ATHLETES} athletes each signed up with a hockey profile (dames, hoofdklasse, ` +
      'GPA 3.4) and POST /api/matches/generate; one untimed question each, then ' +
      `${ROUNDS} rounds of the ${POPULAR_QUESTIONS.length} questions per athlete (19 questions each, under the ` +
      'limit of 20 per 10 minutes), one at a time, POST /api/ai/chat with Accept: text/event-stream, ms from ' +
      "sending to the first 'event: token' frame and to the 'event: done' frame (answer stored), read with " +
      "fetch in the bench process. The chat's INP at 4x CPU slowdown (issue 13) needs a browser: INP not " +
      'measured here.',
    engine: null,
    http: null,
  };
  try {
    result.engine = await benchBuiltInCoach({ runs: ENGINE_RUNS });
    result.http = await overHttp(root, POPULAR_QUESTIONS);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

// `node bench/coach.mjs` alone re-measures just these figures and replaces `coach` in results.json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { fileURLToPath } = await import('node:url');
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const file = join(root, 'bench', 'results.json');
  const results = JSON.parse(readFileSync(file, 'utf8'));
  results.coach = await benchCoach(root);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results.coach, null, 2));
  if (results.coach.error) process.exitCode = 1;
}

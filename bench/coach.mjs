// Coach figures for bench/results.json (`coach`): the built-in coach's time to the first streamed
// chunk and to the whole answer, once on the engine alone (in this process) and once end to end over
// HTTP (POST /api/ai/chat as server-sent events on a running server), and the chat's interaction
// latency (Event Timing and web-vitals' INP) in real Chromium at 4x CPU slowdown. Loopback only.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_STORAGE_KEY,
  errorMessage,
  fetchJson,
  hockeyAthlete,
  launchChromium,
  percentile,
  round,
  runAlone,
  webVitalsScript,
} from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const HTTP_PORT = 9314;
const BROWSER_PORT = 9316;
const ENGINE_RUNS = 10;
// 20 questions per 10 minutes per athlete (COACH_LIMITS.burst): one warm-up question and three rounds of
// the six popular questions is 19 each, so every athlete stays under the limit.
const ATHLETES = 3;
const ROUNDS = 3;
// The chat in the browser: per run a fresh athlete and page, one chip and the typed questions (five
// questions per athlete, far under the limit). Typed questions are ASCII, so every character is a real
// keydown/keyup (Playwright inserts other characters as text, without key events).
const BROWSER_RUNS = 5;
const CPU_SLOWDOWN = 4;
const TYPING_DELAY_MS = 50;
const CHIP_QUESTION = 'Welke matches passen het best bij mij?';
const TYPED_QUESTIONS = [
  'Hoe verhoog ik mijn profielscore?',
  'Welke SAT-score heb ik nodig?',
  'Heb je tips voor mijn beursaanvraag?',
  'Wat is het verschil tussen de NCAA-divisies?',
];
const ANSWER_TIMEOUT_MS = 30_000;
/** The server as both parts run it: autoconfirmed signups, AI_* blanked so the built-in coach answers. */
const serverEnv = () => ({
  AUTH_AUTOCONFIRM: 'true',
  // Empty means unset: the built-in coach answers, never a model configured in the shell.
  AI_BASE_URL: '',
  AI_API_KEY: '',
  AI_MODEL: '',
});

const timing = (xs) => ({ p50Ms: round(percentile(xs, 50)), p95Ms: round(percentile(xs, 95)) });

/** A confirmed athlete with a hockey profile and generated matches: the session and the request headers. */
async function athlete(origin, label) {
  const signedUp = await hockeyAthlete(origin, `coach-${label}`);
  await fetchJson(origin, '/api/matches/generate', { method: 'POST', headers: signedUp.headers });
  return signedUp;
}

/** One question as server-sent events: ms from sending to the first `token` event and to `done`. */
async function ask(origin, headers, question) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/api/ai/chat`, {
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
  const server = await startBenchServer(root, { port: HTTP_PORT, label: 'bench-coach', env: serverEnv() });
  const { origin } = server;
  try {
    const athletes = [];
    for (let i = 0; i < ATHLETES; i++) athletes.push((await athlete(origin, i)).headers);
    // Untimed: the first question of each athlete warms the route, the engine and the history reads.
    for (const headers of athletes) await ask(origin, headers, questions[0]);
    const first = [];
    const done = [];
    const perQuestion = questions.map((question) => ({ question, first: [], done: [], chars: [] }));
    // One question at a time; round by round, so every athlete's history grows alike.
    for (let r = 0; r < ROUNDS; r++) {
      for (const headers of athletes) {
        for (const entry of perQuestion) {
          const sample = await ask(origin, headers, entry.question);
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

/**
 * Records every interaction's Event Timing entry and web-vitals' INP, before any app script runs.
 * web-vitals gets the same 16 ms threshold, so an INP under its default 40 ms is still reported.
 */
const observerScript = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        window.__interactions.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });
`;

/** Puts the session where the shell's supabase-js client looks for it, once per tab (as e2e's `signIn`). */
const signInScript = ({ key, value, origin }) => {
  if (window.location.origin !== origin || window.sessionStorage.getItem('bench.signed-in')) return;
  window.localStorage.setItem(key, value);
  window.sessionStorage.setItem('bench.signed-in', '1');
};

/** Interaction samples: per kind, the durations of the interactions that had an entry (>= 16 ms). */
function latency(recorded, interactions) {
  const all = [...recorded, ...Array(Math.max(0, interactions - recorded.length)).fill(0)];
  return {
    interactions,
    over16Ms: recorded.length,
    // Interactions without an entry were under 16 ms; they count as 16 here (an upper bound).
    p75Ms: Math.max(16, percentile(all, 75)),
    medianMs: Math.max(16, percentile(all, 50)),
    maxMs: Math.max(16, ...recorded),
  };
}

async function chatInBrowser(root) {
  const webVitals = webVitalsScript();
  const server = await startBenchServer(root, { port: BROWSER_PORT, label: 'bench-coach-chat', env: serverEnv() });
  const { origin } = server;
  const browser = await launchChromium().catch(async (error) => {
    await server.stop();
    throw error;
  });
  const samples = { chip: [], keystroke: [], enter: [] };
  const counts = { chip: 0, keystroke: 0, enter: 0 };
  const inp = [];
  try {
    for (let run = 0; run < BROWSER_RUNS; run++) {
      // A fresh athlete per run: an empty conversation shows the chips, and each stays far under the limit.
      const { session } = await athlete(origin, `chat-${run}`);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(signInScript, { key: AUTH_STORAGE_KEY, value: JSON.stringify(session), origin });
      await page.addInitScript({ content: `${webVitals}\n${observerScript}` });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

      await page.goto(`${origin}/aicoach`);
      const log = page.getByRole('log', { name: 'Gesprek met Sanne' });
      const input = page.getByRole('textbox', { name: 'Je vraag aan Sanne' });
      // Finished messages only: the streaming bubble is hidden from the accessibility tree.
      const answers = log.getByRole('listitem').filter({ hasText: /^Sanne:/ });
      await log.waitFor({ timeout: ANSWER_TIMEOUT_MS });
      await answers.first().waitFor({ timeout: ANSWER_TIMEOUT_MS });
      const now = () => page.evaluate(() => performance.now());
      // Each phase starts at a page timestamp; an entry's startTime is its event's timestamp.
      const phases = [];
      let answered = 0;
      const answer = async () => {
        answered += 1;
        // The welcome is answer 0; the new one is in the log once streaming ends.
        await answers.nth(answered).waitFor({ timeout: ANSWER_TIMEOUT_MS });
        await log.getByText('Sanne typt…').waitFor({ state: 'detached', timeout: ANSWER_TIMEOUT_MS });
        const text = (await answers.nth(answered).textContent()) ?? '';
        if (text.startsWith('Sanne: Sorry')) throw new Error(`the coach answered with an error: ${text}`);
        // A moment to read, as an athlete would, before the next question.
        await sleep(300);
      };

      phases.push({ kind: 'chip', from: await now() });
      counts.chip += 1;
      await page.getByRole('group', { name: 'Populaire vragen' }).getByRole('button', { name: CHIP_QUESTION }).click();
      await answer();
      for (const question of TYPED_QUESTIONS) {
        // The chip and Enter already put the focus in the field; focus() clicks nothing.
        await input.focus();
        phases.push({ kind: 'keystroke', from: await now() });
        counts.keystroke += question.length;
        await page.keyboard.type(question, { delay: TYPING_DELAY_MS });
        await sleep(TYPING_DELAY_MS);
        phases.push({ kind: 'enter', from: await now() });
        counts.enter += 1;
        await page.keyboard.press('Enter');
        await answer();
      }
      phases.push({ kind: 'end', from: await now() });
      // Entries are reported after the next paint: let the last ones arrive.
      await sleep(500);

      const entries = await page.evaluate(() => window.__interactions);
      const byInteraction = new Map();
      for (const entry of entries) {
        const known = byInteraction.get(entry.id);
        if (!known) byInteraction.set(entry.id, { start: entry.start, duration: entry.duration });
        else {
          known.start = Math.min(known.start, entry.start);
          known.duration = Math.max(known.duration, entry.duration);
        }
      }
      for (const { start, duration } of byInteraction.values()) {
        const phase = phases.findLast((p) => p.from <= start);
        if (!phase || phase.kind === 'end') throw new Error(`an interaction outside the script (${start} ms)`);
        samples[phase.kind].push(duration);
      }
      inp.push(await page.evaluate(() => window.__inp ?? 0));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const all = [...samples.chip, ...samples.keystroke, ...samples.enter];
  const interactions = latency(all, counts.chip + counts.keystroke + counts.enter);
  return {
    method:
      `${BROWSER_RUNS} runs, each a fresh athlete (POST /auth/v1/signup with AUTH_AUTOCONFIRM=true, Fleur's ` +
      'hockey profile of the test athletes: dames, hoofdklasse, GPA 3.5, SAT 1250, TOEFL 95, budget €15.000, ' +
      'POST /api/matches/generate; AI_* blanked so the built-in coach ' +
      `answers) and a fresh page: the server on port ${BROWSER_PORT}, Chromium at 390 px with the CPU throttled ` +
      `${CPU_SLOWDOWN}x (CDP Emulation.setCPUThrottlingRate), the session put in localStorage ` +
      `'${AUTH_STORAGE_KEY}' before the first load (as e2e's signIn), /aicoach opened. Per run: a click on the ` +
      `chip '${CHIP_QUESTION}' (group 'Populaire vragen'), then ${TYPED_QUESTIONS.length} questions typed into ` +
      `'Je vraag aan Sanne' with real keystrokes (${TYPING_DELAY_MS} ms between key down and up) and sent with ` +
      "Enter; after each question the bench waits until the answer is in the log 'Gesprek met Sanne' and " +
      "'Sanne typt…' is gone, then 300 ms. Every Event Timing entry with an interactionId (durationThreshold " +
      '16) is kept; an interaction counts its longest entry (input delay + processing + next paint, what INP is ' +
      'made of) and its kind by when it started (chip click, keystroke, Enter). interactions is every ' +
      'interaction the script made; those without an entry were under 16 ms and count as 16 (an upper bound), ' +
      'over16Ms says how many had one. inp: web-vitals onINP per run (reportAllChanges, durationThreshold 16; ' +
      '0 means no interaction reached 16 ms), read at the end of the run.',
    runs: BROWSER_RUNS,
    questionsPerRun: 1 + TYPED_QUESTIONS.length,
    interactions: { ...interactions, targetP75Ms: 100, withinTarget: interactions.p75Ms <= 100 },
    perKind: {
      chipClick: latency(samples.chip, counts.chip),
      keystroke: latency(samples.keystroke, counts.keystroke),
      enter: latency(samples.enter, counts.enter),
    },
    inp: { perRunMs: inp, medianMs: percentile(inp, 50) },
  };
}

export async function benchCoach(root) {
  console.log(
    '\n\u25b6 Coach: built-in engine first token and full answer, the same over HTTP (SSE), the chat INP in Chromium',
  );
  const { benchBuiltInCoach } = await import(join(root, 'server/bench/coach.ts'));
  const { POPULAR_QUESTIONS } = await import(join(root, 'shared/domain/src/coach.ts'));
  const result = {
    method:
      `engine: benchBuiltInCoach (server/bench/coach.ts) in the bench process: the built-in ` +
      `coach streaming each of the ${POPULAR_QUESTIONS.length} popular questions for every evaluation athlete ` +
      `(all their matches from the committed dataset, as the service gives the coach), ${ENGINE_RUNS} runs after one untimed pass; ms to the ` +
      'first chunk and to the last. http: the server on PGlite (AUTH_AUTOCONFIRM=true, AI_* blanked so the ' +
      `built-in coach answers), ${ATHLETES} athletes each signed up with Fleur's hockey profile of the test ` +
      'athletes (dames, hoofdklasse, GPA 3.5, SAT 1250, TOEFL 95, budget €15.000) and POST ' +
      '/api/matches/generate; one untimed question each, then ' +
      `${ROUNDS} rounds of the ${POPULAR_QUESTIONS.length} questions per athlete (19 questions each, under the ` +
      'limit of 20 per 10 minutes), one at a time, POST /api/ai/chat with Accept: text/event-stream, ms from ' +
      "sending to the first 'event: token' frame and to the 'event: done' frame (answer stored), read with " +
      'fetch in the bench process. chatInp: the chat in Chromium at 4x CPU slowdown (its own method).',
    engine: null,
    http: null,
    chatInp: null,
  };
  try {
    result.engine = await benchBuiltInCoach({ runs: ENGINE_RUNS });
    result.http = await overHttp(root, POPULAR_QUESTIONS);
    result.chatInp = await chatInBrowser(root);
  } catch (error) {
    result.error = errorMessage(error);
  }
  return result;
}

await runAlone(import.meta.url, 'coach', benchCoach);

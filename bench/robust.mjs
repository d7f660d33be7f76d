// Robustness figures for bench/results.json (`robust`, issue 15 item 4): a soak at half the
// measured maximum on a mix of real routes, SIGKILL rounds during writes, uploads and webhook
// delivery, and the data folder on a small tmpfs that fills up. `npm run bench:robust` runs it
// inside a private mount and network namespace (scripts/tasks/bench-robust.mjs); every request
// goes to loopback, and every loop is bounded in count and time.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorMessage, median, PASSWORD, percentile, round, serviceKey } from '@talentbrug/tooling/bench';
import { serverEntry, untilHealthy } from '@talentbrug/tooling/bench-server';

const PORT = 9340;
const HOOK_PORT = 9341;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 60_000;
const RESTART_TARGET_MS = 2000;
const RSS_GROWTH_TARGET_PCT = 10;
/** One per run, the same across restarts; never the shell's own. */
const SERVICE_KEY = serviceKey();
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The publishable key of the server running now (read from /app-config.json on first use). */
let apikey = null;

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const vmRssKib = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : null;
};

// ---------------------------------------------------------------- the server and the webhook receiver

/** The server on `dataDir` (kept across restarts); resolves once GET /health answers 200. */
async function startServer(root, dataDir, env = {}) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Request logging on, as in production; the lines themselves are not kept.
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      UPLOAD_DIR: '',
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      PUBLIC_ORIGIN: ORIGIN,
      AUTH_AUTOCONFIRM: 'true',
      AUTH_SERVICE_KEY: SERVICE_KEY,
      AUTH_RATE_LIMIT_TOKEN: '1000000',
      AUTH_RATE_LIMIT_OTP: '1000000',
      EVENTS_LIMIT_PER_IP: '10000000',
      EVENTS_LIMIT_PER_SESSION: '10000000',
      WEBHOOK_URL: `http://127.0.0.1:${HOOK_PORT}/hook`,
      WEBHOOK_SECRET,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const state = await untilHealthy(ORIGIN, {
    exited: () => child.exitCode !== null || child.signalCode !== null,
    intervalMs: 10,
    t0,
    timeoutMs: START_TIMEOUT_MS,
  });
  if (state === 'exited') throw new Error(`server exited: ${stderr}`);
  if (state === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`GET /health did not answer within ${START_TIMEOUT_MS / 1000} s: ${stderr}`);
  }
  // Each data dir has its own publishable key.
  apikey = null;
  return { child, exited, startMs: Math.round(performance.now() - t0), stderr: () => stderr };
}

async function stopServer(server, signal = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  if ((await Promise.race([server.exited.then(() => true), sleep(15_000, false)])) === false) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/** What a part started, gone however the part ended: its server (when it is up), the receiver and the data dir. */
async function tearDown(server, receiver, dataDir) {
  if (server) await stopServer(server);
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Records every delivery by webhook-id; answers after `delayMs`, so a kill can land mid-delivery. */
async function startReceiver(delayMs) {
  const deliveries = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      await sleep(delayMs);
      try {
        deliveries.push({ id: req.headers['webhook-id'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        deliveries.push({ id: req.headers['webhook-id'], body: null });
      }
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(HOOK_PORT, '127.0.0.1', resolve));
  return { deliveries, close: () => new Promise((resolve) => server.close(resolve)) };
}

// ---------------------------------------------------------------- clients

async function json(path, init) {
  const res = await fetch(`${ORIGIN}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

async function athlete(label, profile = { first_name: 'Sanne', sport: 'Hockey' }) {
  apikey ??= (await json('/app-config.json')).body.supabasePublishableKey;
  const email = `${label}-${randomUUID()}@example.nl`;
  const signup = await json('/auth/v1/signup', {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (signup.status !== 200) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const headers = { authorization: `Bearer ${signup.body.access_token}` };
  if (profile) {
    const created = await json('/api/profiles', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(profile),
    });
    if (created.status !== 201) throw new Error(`profile answered ${created.status}`);
  }
  return { email, headers, userId: signup.body.user.id };
}

function multipart(field, filename, type, content) {
  const boundary = `----robust-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** A PDF with `extra` random bytes after %%EOF, so every upload is a different file. */
const pdf = (extra = 2048) => Buffer.concat([PDF, randomBytes(extra)]);

async function upload(who, content = pdf()) {
  const form = multipart('document', 'cijferlijst.pdf', 'application/pdf', content);
  return json('/api/upload/document', {
    method: 'POST',
    headers: { ...who.headers, 'content-type': form.type },
    body: form.body,
  });
}

const patchProfile = (who, fields) =>
  json('/api/profiles/me', {
    method: 'PATCH',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });

// ---------------------------------------------------------------- soak

function soakOperations(pool, coach) {
  const pick = () => pool[Math.floor(Math.random() * pool.length)];
  const expect = (ok) => async (res) => {
    await res.body?.cancel?.();
    return ok.includes(res.status);
  };
  const f =
    (path, init, ok = [200]) =>
    () =>
      fetch(`${ORIGIN}${path}`, init).then(expect(ok));
  let counter = 0;
  return {
    coach: () =>
      json('/api/ai/chat', {
        method: 'POST',
        headers: { ...coach.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Hoe kom ik in aanmerking voor een sportbeurs?' }),
      }).then((res) => res.status === 200),
    weighted: [
      [3, () => f('/health')()],
      [2, () => f('/')()],
      [4, () => f('/api/profiles/me', { headers: pick().headers })()],
      [
        2,
        () =>
          f(
            '/api/profiles/me',
            {
              method: 'PATCH',
              headers: { ...pick().headers, 'content-type': 'application/json' },
              body: JSON.stringify({ position: `Middenveld ${counter++ % 100}` }),
            },
            [200],
          )(),
      ],
      [2, () => f('/api/matches', { headers: pick().headers })()],
      [
        3,
        () =>
          f(
            '/api/events',
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                events: [
                  { name: 'onboarding_step_completed', properties: { step: 2, stepName: 'sport', skipped: false } },
                ],
              }),
            },
            [202],
          )(),
      ],
      [
        1,
        async () => {
          const who = pick();
          const stored = await upload(who, pdf(4096));
          if (stored.status !== 201) return false;
          const removed = await fetch(`${ORIGIN}/api/upload/file/${stored.body.file.id}`, {
            method: 'DELETE',
            headers: who.headers,
          });
          await removed.body?.cancel();
          return removed.status === 204 || removed.status === 200;
        },
      ],
    ],
  };
}

function chooser(weighted) {
  const total = weighted.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, run] of weighted) {
      r -= w;
      if (r < 0) return run;
    }
    return weighted[0][1];
  };
}

/** Runs `choose()`'s operation with `workers` in parallel, as fast as they go, for `seconds`: ops per second. */
async function measureMax(choose, seconds, workers = 10) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const ok = await choose()().catch(() => false);
        done++;
        if (!ok) errors++;
      }
    }),
  );
  return { opsPerSecond: Math.round(done / seconds), ops: done, errors };
}

async function soak(root, { seconds }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talentbrug-robust-soak-'));
  const receiver = await startReceiver(0);
  let server = null;
  const result = {
    method:
      'The server (node server/dist/main.js, its production bundle; PGlite in a fresh DATA_DIR, local uploads, LOG_LEVEL=info, AUTH_AUTOCONFIRM) ' +
      'and this script on the same machine, over loopback with fetch (keep-alive). Mix by weight: GET /health 3, GET / 2, ' +
      'GET /api/profiles/me 4, PATCH /api/profiles/me 2, GET /api/matches 2, POST /api/events 3, a 6 KB PDF upload then ' +
      'its DELETE 1 (one operation), five athletes with real tokens; plus one coach question (POST /api/ai/chat) every 35 s ' +
      '(under its limit of 20 per 10 minutes). maxOpsPerSecond: 10 workers back to back for 15 s. The soak then starts ' +
      'operations at half that rate on a fixed schedule (at most 64 in flight) for soakSeconds. An error is any answer ' +
      'outside the expected status of the route or a failed request. RSS: VmRSS of the server from /proc every second; ' +
      'growth = median of the last 10 samples against the median of the 10 samples after warm-up (the first 20 % of the soak).',
    soakSeconds: seconds,
  };
  try {
    server = await startServer(root, dataDir);
    const pool = [];
    for (let i = 0; i < 5; i++) pool.push(await athlete(`soak-${i}`));
    const coach = await athlete('soak-coach');
    const ops = soakOperations(pool, coach);
    const choose = chooser(ops.weighted);
    const max = await measureMax(choose, 15);
    result.maxOpsPerSecond = max.opsPerSecond;
    result.maxErrors = max.errors;
    const rate = Math.max(1, Math.floor(max.opsPerSecond / 2));
    result.soakOpsPerSecond = rate;

    const rss = [];
    const pid = server.child.pid;
    const sampler = setInterval(() => {
      const kib = vmRssKib(pid);
      if (kib !== null) rss.push(kib);
    }, 1000);
    let launched = 0;
    let completed = 0;
    let errors = 0;
    let inFlight = 0;
    let coachAsked = 0;
    let coachErrors = 0;
    let behind = 0;
    const running = new Set();
    const t0 = performance.now();
    const budget = rate * seconds;
    let nextCoach = t0 + 5000;
    while (performance.now() - t0 < seconds * 1000 && launched < budget) {
      const now = performance.now();
      const due = Math.min(budget, Math.floor(((now - t0) / 1000) * rate));
      while (launched < due) {
        if (inFlight >= 64) {
          behind++;
          break;
        }
        launched++;
        inFlight++;
        const p = choose()()
          .catch(() => false)
          .then((ok) => {
            if (!ok) errors++;
            completed++;
            inFlight--;
            running.delete(p);
          });
        running.add(p);
      }
      if (now >= nextCoach) {
        nextCoach = now + 35_000;
        coachAsked++;
        const p = ops
          .coach()
          .catch(() => false)
          .then((ok) => {
            if (!ok) coachErrors++;
            running.delete(p);
          });
        running.add(p);
      }
      await sleep(10);
    }
    await Promise.race([Promise.all(running), sleep(30_000)]);
    clearInterval(sampler);
    const warm = Math.floor(rss.length * 0.2);
    const base = median(rss.slice(warm, warm + 10));
    const end = median(rss.slice(-10));
    Object.assign(result, {
      ops: completed,
      launched,
      errors,
      coachQuestions: coachAsked,
      coachErrors,
      scheduleSlips: behind,
      achievedOpsPerSecond: round(completed / seconds),
      rssMib: { afterWarmUp: round(base / 1024), end: round(end / 1024), peak: round(Math.max(...rss) / 1024) },
      rssGrowthPct: round(((end - base) / base) * 100),
      serverAlive: server.child.exitCode === null,
    });
    result.withinTarget = errors === 0 && coachErrors === 0 && result.rssGrowthPct <= RSS_GROWTH_TARGET_PCT;
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    await tearDown(server, receiver, dataDir);
  }
  return result;
}

// ---------------------------------------------------------------- kills

async function kills(root, { rounds }) {
  const { exampleOnboardingData } = await import(join(root, 'shared/domain/src/onboarding/example.ts'));
  const { toSubmitBody } = await import(join(root, 'shared/domain/src/onboarding/payload.ts'));
  const dataDir = mkdtempSync(join(tmpdir(), 'talentbrug-robust-kills-'));
  const uploadsDir = join(dataDir, 'uploads');
  // Slow enough that a kill often lands while an attempt is open.
  const receiver = await startReceiver(150);
  const result = {
    method:
      `${rounds} rounds on one PGlite DATA_DIR with local uploads and WEBHOOK_URL on a local receiver (answers 204 after ` +
      '150 ms). Each round, on the server the last round restarted, runs at once: PATCH /api/profiles/me with a rising number (one athlete, one after the other), onboarding submits ' +
      'of six fresh athletes (POST /api/onboarding/submit with an Idempotency-Key; each writes an onboarding.completed event ' +
      'to the outbox, delivered to the receiver), and 6 KB PDF uploads; once each kind has been acknowledged once (at most 10 s), after a ' +
      'further random 0-400 ms, the server gets SIGKILL and is started again (restartMs: spawn until GET /health ' +
      'answers 200, polled every 10 ms, on the data dir the kill left, so PostgreSQL crash recovery included). After ' +
      'the restart every acknowledged (2xx) write is checked: the profile holds at least the last ' +
      'acknowledged number, every acknowledged submit has its profile, every acknowledged upload is listed and reads ' +
      'back with the same SHA-256. uploads/partial and uploads/objects are compared with the uploads table (through ' +
      'the API: objects no listed file names are orphans). At the end the server stays up until every acknowledged ' +
      "submit's event reached the receiver (at most 90 s); duplicates are deliveries of a webhook-id seen before.",
    rounds,
  };
  const restartMs = [];
  let server = null;
  const acked = { profile: 0, submits: [], uploads: [], submitted: [], submitsChecked: 0, uploadsChecked: 0 };
  const lost = { profile: 0, submits: 0, uploads: 0 };
  let partialFilesSeen = 0;
  /** Answers other than the expected 2xx before the kill (a sign of a broken run, not of the kill). */
  const unexpected = {};
  try {
    server = await startServer(root, dataDir);
    const writer = await athlete('kill-profile');
    const uploader = await athlete('kill-upload');
    let number = 0;
    for (let round = 0; round < rounds; round++) {
      // The kill lands 0-400 ms after each kind of write has been acknowledged once this round (at most 10 s in).
      const firstAck = { profile: false, submit: false, upload: false };
      let stop = false;
      const started = performance.now();
      const until = () => !stop && performance.now() - started < 15_000;
      const note = (kind, res) => {
        const key = `${kind} ${res ? res.status : 'network'}`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
      };
      // Fresh athletes for the submits are made before the clock runs, so the kill lands on submits.
      const submitters = [];
      for (let i = 0; i < 6; i++) submitters.push(await athlete('kill-submit', null));
      const loops = [
        (async () => {
          while (until()) {
            const n = ++number;
            const res = await patchProfile(writer, { height_cm: 100 + (n % 100), position: `ronde-${n}` }).catch(
              () => null,
            );
            if (res?.status === 200) {
              acked.profile = n;
              firstAck.profile = true;
            } else if (!stop) note('profile', res);
          }
        })(),
        (async () => {
          for (const who of submitters) {
            if (!until()) break;
            const res = await json('/api/onboarding/submit', {
              method: 'POST',
              headers: { ...who.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify(toSubmitBody(exampleOnboardingData())),
            }).catch(() => null);
            if (res?.status === 201) {
              acked.submits.push(who);
              firstAck.submit = true;
            } else if (!stop) note('submit', res);
          }
        })(),
        (async () => {
          while (until()) {
            const bytes = pdf(6144);
            const res = await upload(uploader, bytes).catch(() => null);
            if (res?.status === 201) {
              acked.uploads.push({ id: res.body.file.id, sha: sha256(bytes) });
              firstAck.upload = true;
            } else if (!stop) note('upload', res);
          }
        })(),
      ];
      while (!(firstAck.profile && firstAck.submit && firstAck.upload) && performance.now() - started < 10_000) {
        await sleep(5);
      }
      const killAt = performance.now() + Math.random() * 400;
      await sleep(Math.max(0, killAt - performance.now()));
      stop = true;
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(loops);
      server = await startServer(root, dataDir);
      restartMs.push(server.startMs);
      partialFilesSeen += existsSync(join(uploadsDir, 'partial')) ? readdirSync(join(uploadsDir, 'partial')).length : 0;

      // Every acknowledged write is there after the restart.
      const profile = await json('/api/profiles/me', { headers: writer.headers });
      const stored = Number(/^ronde-(\d+)$/.exec(profile.body?.profile?.position ?? '')?.[1] ?? 0);
      if (stored < acked.profile) lost.profile++;
      for (const who of acked.submits.splice(0)) {
        const mine = await json('/api/profiles/me', { headers: who.headers });
        if (mine.status !== 200) lost.submits++;
        acked.submitsChecked++;
        acked.submitted.push(who.userId);
      }
      const listed = await json('/api/upload/files', { headers: uploader.headers });
      const byId = new Map((listed.body?.files ?? []).map((file) => [file.id, file]));
      for (const { id, sha } of acked.uploads.splice(0)) {
        const file = byId.get(id);
        if (!file) {
          lost.uploads++;
          continue;
        }
        const res = await fetch(`${ORIGIN}${file.url}`);
        if (sha256(Buffer.from(await res.arrayBuffer())) !== sha) lost.uploads++;
        acked.uploadsChecked++;
      }
      process.stdout.write(`  round ${round + 1}/${rounds}: restart ${restartMs.at(-1)} ms\r`);
    }
    process.stdout.write('\n');

    // Every acknowledged submit's event is delivered at least once (leases of killed attempts expire first).
    const expected = new Set(acked.submitted);
    const deliveredUsers = () => new Set(receiver.deliveries.map((d) => d.body?.data?.user_id ?? d.body?.user_id));
    const drainStart = performance.now();
    while (performance.now() - drainStart < 90_000 && [...expected].some((id) => !deliveredUsers().has(id))) {
      await sleep(250);
    }
    const seen = new Map();
    for (const d of receiver.deliveries) seen.set(d.id, (seen.get(d.id) ?? 0) + 1);
    const delivered = deliveredUsers();

    // Files: nothing stored that no listed upload names, no part file left.
    const listed = await json('/api/upload/files', { headers: uploader.headers });
    const objects = existsSync(join(uploadsDir, 'objects', 'files'))
      ? readdirSync(join(uploadsDir, 'objects', 'files'))
      : [];
    const named = new Set((listed.body?.files ?? []).map((file) => file.id));
    const partialLeft = existsSync(join(uploadsDir, 'partial')) ? readdirSync(join(uploadsDir, 'partial')).length : 0;

    Object.assign(result, {
      restartMs: { median: median(restartMs), p95: percentile(restartMs, 95), max: Math.max(...restartMs) },
      restartWithinTarget: Math.max(...restartMs) <= RESTART_TARGET_MS,
      acknowledged: {
        profileWrites: number,
        lastProfileWrite: acked.profile,
        submits: acked.submitsChecked,
        uploads: acked.uploadsChecked,
      },
      lost,
      unexpectedBeforeKill: unexpected,
      events: {
        expected: expected.size,
        deliveredAtLeastOnce: [...expected].filter((id) => delivered.has(id)).length,
        deliveries: receiver.deliveries.length,
        duplicateDeliveries: [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
        drainMs: Math.round(performance.now() - drainStart),
      },
      files: {
        // Objects of the uploads athlete that no listed file names (the kill fell between the rename and the row).
        orphanObjects: objects.filter((id) => !named.has(id)).length,
        partialFilesAfterRestarts: partialFilesSeen,
        partialFilesAtEnd: partialLeft,
      },
    });
    result.withinTarget =
      result.restartWithinTarget &&
      lost.profile + lost.submits + lost.uploads === 0 &&
      result.events.deliveredAtLeastOnce === result.events.expected &&
      result.files.orphanObjects === 0 &&
      partialLeft === 0;
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    await tearDown(server, receiver, dataDir);
  }
  return result;
}

// ---------------------------------------------------------------- full disk

const DUTCH_FULL = /opslagruimte|herstelt/;

async function fullDisk(root) {
  const { exampleOnboardingData } = await import(join(root, 'shared/domain/src/onboarding/example.ts'));
  const { toSubmitBody } = await import(join(root, 'shared/domain/src/onboarding/payload.ts'));
  const mount = mkdtempSync(join(tmpdir(), 'talentbrug-robust-disk-'));
  const result = {
    method:
      'DATA_DIR on a 64 MB tmpfs (mount -t tmpfs -o size=64m, inside the private mount namespace of npm run ' +
      'bench:robust). Before filling: one athlete with a profile and a 200 KB PDF, one athlete without a profile. ' +
      'Then a file of zeros until ENOSPC, and each write once: a PDF upload, a profile PATCH, an onboarding submit, a ' +
      'sign-up, and analytics events until one is refused (at most 200 batches of 50). A refusal must be 507 or 503 ' +
      'with a Dutch { error }; a 2xx must really be stored; never a 500. Meanwhile GET /health must answer (any status) ' +
      'and the process stay up. Then the earlier profile and PDF are read back (SHA-256), the filler deleted, and the ' +
      'same writes retried every 250 ms (at most 30 s) until they succeed without a restart: recoveryMs.',
  };
  let mounted = false;
  let server = null;
  try {
    const mounting = spawn('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mount], { stdio: 'inherit' });
    const code = await new Promise((resolve) => mounting.once('exit', resolve));
    if (code !== 0) throw new Error('mount -t tmpfs failed: npm run bench:robust needs root (it mounts a tmpfs)');
    mounted = true;
    const dataDir = join(mount, 'data');
    mkdirSync(dataDir);
    server = await startServer(root, dataDir);
    const keeper = await athlete('disk-keeper');
    const bytes = pdf(200 * 1024);
    const kept = await upload(keeper, bytes);
    if (kept.status !== 201) throw new Error(`upload before filling answered ${kept.status}`);
    const before = await json('/api/profiles/me', { headers: keeper.headers });
    const newcomer = await athlete('disk-newcomer', null);

    const filler = join(mount, 'filler');
    const fd = openSync(filler, 'w');
    const chunk = Buffer.alloc(1024 * 1024);
    try {
      for (let i = 0; i < 128; i++) writeSync(fd, chunk);
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }

    const writes = {
      upload: () => upload(keeper, pdf(64 * 1024)),
      profile: () => patchProfile(keeper, { position: 'Keeper' }),
      submit: () =>
        json('/api/onboarding/submit', {
          method: 'POST',
          headers: { ...newcomer.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(toSubmitBody(exampleOnboardingData())),
        }),
      signup: () =>
        json('/auth/v1/signup', {
          method: 'POST',
          headers: { apikey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `vol-${randomUUID()}@example.nl`, password: PASSWORD }),
        }),
    };
    const verdict = (res) => ({
      status: res.status,
      ok:
        (res.status >= 200 && res.status < 300) ||
        ([503, 507].includes(res.status) && DUTCH_FULL.test(res.body?.error ?? res.body?.msg ?? '')),
      error: res.body?.error ?? res.body?.msg ?? null,
    });
    result.whileFull = {};
    for (const [name, write] of Object.entries(writes)) result.whileFull[name] = verdict(await write());
    let refusedEvent = null;
    let batches = 0;
    for (; batches < 200 && !refusedEvent; batches++) {
      const res = await json('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          events: Array.from({ length: 50 }, () => ({
            name: 'onboarding_step_completed',
            properties: { step: 3, stepName: 'sport', skipped: false },
          })),
        }),
      });
      if (res.status !== 202) refusedEvent = res;
    }
    result.whileFull.events = refusedEvent
      ? { ...verdict(refusedEvent), acceptedBatches: batches - 1 }
      : { status: 202, ok: true, acceptedBatches: batches };
    const health = await fetch(`${ORIGIN}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => null,
    );
    result.healthWhileFull = health;
    result.processAliveWhileFull = server.child.exitCode === null && server.child.signalCode === null;

    const after = await json('/api/profiles/me', { headers: keeper.headers });
    const files = await json('/api/upload/files', { headers: keeper.headers });
    const file = files.body?.files?.find((f) => f.id === kept.body.file.id);
    const readBack = file ? Buffer.from(await (await fetch(`${ORIGIN}${file.url}`)).arrayBuffer()) : null;
    result.storedIntact = {
      profile: JSON.stringify(after.body?.profile?.first_name) === JSON.stringify(before.body?.profile?.first_name),
      upload: readBack !== null && sha256(readBack) === sha256(bytes),
      // A profile save the full disk still took (it fit in a page) is really there.
      profileSavedWhileFull: result.whileFull.profile.status !== 200 || after.body?.profile?.position === 'Keeper',
    };

    rmSync(filler);
    const t0 = performance.now();
    const recovered = {};
    for (const [name, write] of Object.entries(writes)) {
      let res = await write();
      while (!(res.status >= 200 && res.status < 300) && performance.now() - t0 < 30_000) {
        await sleep(250);
        res = await write();
      }
      recovered[name] = res.status;
    }
    result.recoveryMs = Math.round(performance.now() - t0);
    result.afterSpaceReturns = recovered;
    result.partialFiles = readdirSync(join(dataDir, 'uploads', 'partial')).length;
    result.withinTarget =
      Object.values(result.whileFull).every((v) => v.ok) &&
      health !== null &&
      result.processAliveWhileFull &&
      result.storedIntact.profile &&
      result.storedIntact.upload &&
      result.storedIntact.profileSavedWhileFull &&
      Object.values(recovered).every((status) => status >= 200 && status < 300) &&
      result.partialFiles === 0;
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    if (server) await stopServer(server);
    if (mounted) await new Promise((resolve) => spawn('umount', ['-l', mount]).once('exit', resolve));
    rmSync(mount, { recursive: true, force: true });
  }
  return result;
}

export async function benchRobust(root, { soakSeconds = 600, rounds = 50, only = null } = {}) {
  const result = { target: { rssGrowthPct: RSS_GROWTH_TARGET_PCT, restartMs: RESTART_TARGET_MS } };
  if (!only || only === 'disk') {
    console.log('\n\u25b6 Robustness: the data folder on a 64 MB tmpfs that fills up');
    result.fullDisk = await fullDisk(root);
  }
  if (!only || only === 'kills') {
    console.log(`\n\u25b6 Robustness: ${rounds} rounds of SIGKILL during writes, uploads and webhook delivery`);
    result.kills = await kills(root, { rounds });
  }
  if (!only || only === 'soak') {
    console.log(`\n\u25b6 Robustness: ${soakSeconds} s soak at half the measured maximum`);
    result.soak = await soak(root, { seconds: soakSeconds });
  }
  return result;
}

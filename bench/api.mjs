// API throughput for bench/results.json (`api`, issue 15 target 3): a static JSON route,
// GET /health/live and GET /api/profiles/me with a valid token, on PGlite and on PostgreSQL,
// with request logging on at info as production runs it. Loopback only, bounded in time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  errorMessage,
  gitCommit,
  hockeyAthlete,
  loadFigures,
  median,
  requireFromServer,
  runAlone,
} from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9318;
const FLOOR_PORT = 9319;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARM_UP_S = 2;
/** Rounds per route, the routes taking turns, so a moment of the machine's weather meets each of them once. */
const ROUNDS = 3;
/** The PostgreSQL the suite uses (trust, loopback); unset BENCH_DATABASE_URL= skips the PostgreSQL half. */
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TARGETS = {
  staticJson: { requestsPerSec: 20_000, p99Ms: 5 },
  healthLive: { requestsPerSec: 20_000, p99Ms: 5 },
  profileMe: { pglite: { requestsPerSec: 1500 }, postgres: { requestsPerSec: 3000, p99Ms: 20 } },
};

/** CPU time (user + system) the process has used, in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function load(autocannon, pid, path, headers = {}, port = PORT) {
  const options = { url: `http://127.0.0.1:${port}${path}`, headers, connections: CONNECTIONS, timeout: 5 };
  // A short warm-up first, so the JIT and the caches are the steady state being measured.
  await autocannon({ ...options, duration: WARM_UP_S });
  const before = cpuMs(pid);
  const r = await autocannon({ ...options, duration: DURATION_S });
  const after = cpuMs(pid);
  // Server CPU per request holds still when other work shares the machine, unlike requests per second.
  const serverCpuUsPerRequest =
    before === null || after === null || r.requests.total === 0
      ? null
      : Math.round(((after - before) * 1000) / r.requests.total);
  return { method: 'GET', path, ...loadFigures(r), serverCpuUsPerRequest };
}

/** One figure from the rounds of a route: the median of each number, every round kept in runs. */
function medianOfRounds(rounds) {
  const byRate = [...rounds].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  const middleRound = byRate[Math.floor(byRate.length / 2)];
  const cpu = rounds.map((r) => r.serverCpuUsPerRequest);
  return {
    ...middleRound,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    serverCpuUsPerRequest: cpu.includes(null) ? null : median(cpu),
    runs: rounds.map(({ requestsPerSec, p99Ms, serverCpuUsPerRequest }) => ({
      requestsPerSec,
      p99Ms,
      serverCpuUsPerRequest,
    })),
  };
}

/** A database of its own in that PostgreSQL, dropped afterwards; null when none answers. */
async function postgresDatabase() {
  if (!POSTGRES) return null;
  const postgres = requireFromServer('postgres');
  const admin = postgres(POSTGRES, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `bench_api_${process.pid}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch {
    await admin.end();
    return null;
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function measure(autocannon, root, database) {
  const server = await startBenchServer(root, {
    port: PORT,
    label: `bench-api-${database.kind}`,
    env: {
      LOG_LEVEL: 'info',
      AUTH_AUTOCONFIRM: 'true',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
  });
  try {
    const { session } = await hockeyAthlete(ORIGIN, 'api');
    const routes = {
      staticJson: ['/app-config.json', {}],
      healthLive: ['/health/live', {}],
      profileMe: ['/api/profiles/me', { authorization: `Bearer ${session.access_token}` }],
    };
    const rounds = Object.fromEntries(Object.keys(routes).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, [path, headers]] of Object.entries(routes)) {
        rounds[name].push(await load(autocannon, server.child.pid, path, headers));
      }
    }
    return Object.fromEntries(Object.entries(rounds).map(([name, windows]) => [name, medianOfRounds(windows)]));
  } finally {
    await server.stop();
  }
}

/**
 * The same load on a floor server beside the real one: bench/fastify-floor.mjs, a bare Fastify
 * with the server's request logging (what this machine gives any Fastify server at that moment),
 * and bench/node-http-floor.mjs, node:http alone (what it gives any Node.js server).
 */
async function measureFloor(autocannon, root, script) {
  const child = spawn(process.execPath, [join(root, 'bench', script), String(FLOOR_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${FLOOR_PORT}/app-config.json`).then(
        async (r) => {
          await r.body?.cancel();
          return r.ok;
        },
        () => false,
      );
      if (up) break;
      if (i >= 100 || child.exitCode !== null) throw new Error(`bench/${script} did not start`);
      await sleep(50);
    }
    return await load(autocannon, child.pid, '/app-config.json', {}, FLOOR_PORT);
  } finally {
    // Gone before the next floor listens on the same port; bounded, as every wait here.
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }
}

export async function benchApi(root) {
  console.log('\n\u25b6 API throughput: static JSON, /health/live, /api/profiles/me on PGlite and PostgreSQL');
  const autocannon = requireFromServer('autocannon');
  const result = {
    method:
      `The server as \`node server/dist/main.js\` (its production bundle) on 127.0.0.1 with LOG_LEVEL=info (every request logged, to a ` +
      `discarded stdout), AUTH_AUTOCONFIRM=true, one athlete with a profile. autocannon in the bench process (the ` +
      `same machine), ${CONNECTIONS} connections, ${WARM_UP_S} s warm-up then ${DURATION_S} s measured per route, ` +
      `${ROUNDS} rounds with the routes taking turns, each figure the median of its rounds (runs[]): ` +
      'GET /app-config.json (static JSON), GET /health/live, GET /api/profiles/me with the athlete\u2019s access ' +
      'token (ES256 verification + one query). Once on PGlite (a fresh data dir) and once on PostgreSQL (a fresh ' +
      'database in the local server, BENCH_DATABASE_URL). requestsPerSec is the average over a measured window; ' +
      'serverCpuUsPerRequest is the server process\u2019s user + system CPU time over that window (/proc/<pid>/stat) ' +
      'divided by the requests answered, which stays comparable when other work shares the machine. ' +
      'floor: the same load on GET /app-config.json of bench/fastify-floor.mjs, a bare Fastify with one route and the ' +
      'same request logging (one line per request at info, discarded), its rounds just before the PGlite run: what this ' +
      'machine gives any Fastify server at that moment; floor.nodeHttp: the same load on bench/node-http-floor.mjs, ' +
      'node:http alone answering the same JSON from a buffer, without logging: what it gives any Node.js server.',
    targets: TARGETS,
    // results.json's meta is the last full run's; this figure may be re-measured alone on a busier machine.
    conditions: {
      at: new Date().toISOString(),
      gitCommit: gitCommit(),
      loadAverage1mAtStart: Math.round(loadavg()[0] * 100) / 100,
    },
    floor: null,
    pglite: null,
    postgres: null,
  };
  try {
    const floors = { staticJson: [], nodeHttp: [] };
    for (let round = 0; round < ROUNDS; round++) {
      floors.staticJson.push(await measureFloor(autocannon, root, 'fastify-floor.mjs'));
      floors.nodeHttp.push(await measureFloor(autocannon, root, 'node-http-floor.mjs'));
    }
    result.floor = { staticJson: medianOfRounds(floors.staticJson), nodeHttp: medianOfRounds(floors.nodeHttp) };
    result.pglite = await measure(autocannon, root, { kind: 'pglite' });
    const database = await postgresDatabase();
    if (database) {
      try {
        result.postgres = await measure(autocannon, root, { kind: 'postgres', url: database.url });
      } finally {
        await database.drop();
      }
    } else {
      result.postgres = { skipped: 'no PostgreSQL answered at BENCH_DATABASE_URL' };
    }
  } catch (error) {
    result.error = errorMessage(error);
  }
  return result;
}

await runAlone(import.meta.url, 'api', benchApi);

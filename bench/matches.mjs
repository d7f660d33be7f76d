// Matching figures for bench/results.json (`matches`): the engine's generation time for one athlete
// over the whole dataset (server side, in this process), the API's latency for GET /api/matches and
// POST /api/matches/generate on a running server, and the dataset's coverage. Loopback only.
import { join } from 'node:path';
import {
  errorMessage,
  fetchJson,
  hockeyAthlete,
  loadFigures,
  percentile,
  requireFromServer,
  round,
  runAlone,
} from '@talentbrug/tooling/bench';
import { startBenchServer } from '@talentbrug/tooling/bench-server';

const PORT = 9312;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 20;
const GENERATE_SAMPLES = 15;

const share = (rows, has) => round((rows.filter(has).length / rows.length) * 100);

/** Schools per association and level, and the share with known sports, cost and SAT. */
function coverage(institutions) {
  const levels = {};
  for (const row of institutions) {
    levels[row.level] ??= [];
    levels[row.level].push(row);
  }
  const knowsSports = (row) => Object.keys(row.sports.heren).length + Object.keys(row.sports.dames).length > 0;
  const describe = (rows) => ({
    schools: rows.length,
    knownSportsPct: share(rows, knowsSports),
    knownCostPct: share(rows, (row) => row.cost_of_attendance_usd !== null),
    knownSatPct: share(rows, (row) => row.sat_avg !== null),
    knownAidPct: share(rows, (row) => row.aid !== null),
  });
  return {
    all: describe(institutions),
    fourYear: describe(institutions.filter((row) => row.level !== 'njcaa')),
    perLevel: Object.fromEntries(Object.entries(levels).map(([level, rows]) => [level, describe(rows)])),
  };
}

export async function benchMatches(root) {
  console.log('\n\u25b6 Matching: generation time, /api/matches latency, dataset coverage');
  const autocannon = requireFromServer('autocannon');
  const { readDatasetFile } = await import(join(root, 'server/src/modules/matches/dataset-file.ts'));
  const { benchmarkGeneration } = await import(join(root, 'server/bench/matches.ts'));
  const { EVALUATION_ATHLETES } = await import(join(root, 'server/src/modules/matches/engine/evaluation-athletes.ts'));
  const dataset = readDatasetFile();
  const institutions = dataset.rows();
  const result = {
    method:
      `generation: rankMatches (the engine alone, as the server runs it with the reference built once per dataset) ` +
      `for each of the ${EVALUATION_ATHLETES.length} evaluation athletes over all institutions, ${RUNS} runs after a ` +
      "warm-up, in the bench process. api: the server on PGlite, one athlete with Fleur's hockey profile (the test athletes); " +
      `POST /api/matches/generate timed ${GENERATE_SAMPLES} times one after the other (engine + one transaction ` +
      'replacing 30 rows); GET /api/matches with autocannon, 10 connections for 10 s. coverage: the committed ' +
      'dataset (server/data/institutions.json.gz).',
    datasetVersion: dataset.version,
    generation: benchmarkGeneration(
      EVALUATION_ATHLETES.map((athlete) => athlete.facts),
      institutions,
      RUNS,
    ),
    api: null,
    coverage: coverage(institutions),
  };
  let server = null;
  try {
    server = await startBenchServer(root, {
      port: PORT,
      label: 'bench-matches',
      env: { AUTH_AUTOCONFIRM: 'true' },
    });
    const { headers } = await hockeyAthlete(ORIGIN, 'matches');
    const times = [];
    for (let i = 0; i < GENERATE_SAMPLES; i++) {
      const t0 = performance.now();
      await fetchJson(ORIGIN, '/api/matches/generate', { method: 'POST', headers });
      times.push(performance.now() - t0);
    }
    const r = await autocannon({
      url: `${ORIGIN}/api/matches`,
      headers: { authorization: headers.authorization },
      connections: 10,
      duration: 10,
      timeout: 5,
    });
    result.api = {
      generate: {
        samples: times.length,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
      },
      list: { path: 'GET /api/matches', ...loadFigures(r) },
    };
  } catch (error) {
    result.error = errorMessage(error);
  } finally {
    await server?.stop();
  }
  return result;
}

await runAlone(import.meta.url, 'matches', benchMatches);

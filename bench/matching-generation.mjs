// Generation time of the matching engine alone, without the full bench (npm run bench writes the
// wall-clock figure into bench/results.json with the API's): rankMatches for every evaluation athlete
// over the whole committed dataset, the reference built once as the server builds it. Besides the
// wall clock (benchmarkGeneration), each call's CPU time (process.cpuUsage): on a shared, loaded
// machine the wall clock mostly measures the other processes, the CPU time the engine.
// Run from server/ with Node 24: node ../bench/matching-generation.mjs [runs]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 10);
const { readDatasetFile } = await import(join(root, 'server/src/modules/matches/dataset-file.ts'));
const { benchmarkGeneration } = await import(join(root, 'server/bench/matches.ts'));
const { rankMatches } = await import(join(root, 'server/src/modules/matches/engine/engine.ts'));
const { buildMatchReference } = await import(join(root, 'server/src/modules/matches/engine/reference.ts'));
const { EVALUATION_ATHLETES } = await import(join(root, 'server/src/modules/matches/engine/evaluation-athletes.ts'));
const institutions = readDatasetFile().rows();
const athletes = EVALUATION_ATHLETES.map((athlete) => athlete.facts);
const wall = benchmarkGeneration(athletes, institutions, runs);

const reference = buildMatchReference(institutions);
const cpu = [];
for (let run = 0; run < runs; run++) {
  for (const athlete of athletes) {
    const start = process.cpuUsage();
    rankMatches(athlete, institutions, { reference, limit: 30 });
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
}
cpu.sort((a, b) => a - b);
const at = (share) => Math.round(cpu[Math.min(cpu.length - 1, Math.ceil(share * cpu.length) - 1)] * 1000) / 1000;
console.log(JSON.stringify({ wall, cpu: { samples: cpu.length, p50_ms: at(0.5), p95_ms: at(0.95) } }));

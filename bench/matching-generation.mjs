// Generation time of the matching engine alone, without the full bench (npm run bench writes the
// same figure into bench/results.json with the API's): rankMatches for every evaluation athlete over
// the whole committed dataset, the reference built once as the server builds it. Run from the
// repository root with Node 24: node bench/matching-generation.mjs [runs]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 10);
const { readDatasetFile } = await import(join(root, 'server/src/modules/matches/dataset-file.ts'));
const { benchmarkGeneration } = await import(join(root, 'server/src/modules/matches/engine/benchmark.ts'));
const { EVALUATION_ATHLETES } = await import(join(root, 'server/src/modules/matches/engine/evaluation-athletes.ts'));
const institutions = readDatasetFile().rows();
const timing = benchmarkGeneration(
  EVALUATION_ATHLETES.map((athlete) => athlete.facts),
  institutions,
  runs,
);
console.log(JSON.stringify(timing));

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The product's tests beside its code, the bench's guards and the fuzzer beside src (ADR 0022).
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'fuzz/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules (app, drivers, dataset) instead of each loading them
    // again in a process of its own: isolated, that load took about 4 s a file under the suite's
    // load (import 225 s of the PGlite pass's 914, issue 35 item 8). Every file builds its own app
    // on its own database and closes it; Vitest restores spies and mocks between files.
    isolate: false,
    // Each test app opens a database of its own, a copy of a migrated template with the dataset
    // (src/testing/database-template.ts); a test of a first start makes its own, which takes a few seconds.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});

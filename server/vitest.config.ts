import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The product's tests beside its code, the bench's guards and the fuzzer beside src (ADR 0022).
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'fuzz/**/*.test.ts'],
    environment: 'node',
    // Each test app opens a database of its own, a copy of a migrated template with the dataset
    // (src/testing/database-template.ts); a test of a first start makes its own, which takes a few seconds.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});

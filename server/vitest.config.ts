import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The product's tests beside its code, the bench's guards and the fuzzer beside src (ADR 0022).
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'fuzz/**/*.test.ts'],
    environment: 'node',
    // Each file boots its own PGlite (a Postgres in WASM), which takes a few seconds.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file boots its own PGlite (a Postgres in WASM), which takes a few seconds.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});

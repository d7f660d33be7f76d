import { defineConfig } from 'vitest/config';

// The files share their worker's modules instead of each loading them in a process of its own
// (issue 35 item 8).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000, isolate: false } });

import { defineConfig } from 'vitest/config';

// The files share their worker's modules (the catalogues, the sport data) instead of each loading
// them again in a process of its own: 69 s -> 27-31 s for this package, back to back on a loaded
// machine (issue 35 item 8). Its tests are pure functions: no mocks, no globals.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], isolate: false } });

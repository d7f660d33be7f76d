import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Read by vitest-setup.ts: load the package's own modules afresh for each file. */
    talentbrugFreshModules: boolean;
  }
}

export interface BrowserTestOptions {
  /**
   * By default (false) the package's files run one after another in a shared worker: one process,
   * one jsdom and one load of node_modules (React, supabase-js, Testing Library) instead of each
   * file starting its own (issue 35 item 8). Each file still loads the package's own modules afresh
   * (their stores and clients start empty), and the setup file gives the next file a clean page:
   * nothing rendered, stored or in a cookie, the first address, real timers (vitest-setup.ts).
   * What comes from node_modules keeps its module state across files (react-toastify's queue);
   * true gives each file its own worker again, as shared/ui has it since its toast tests failed
   * in 2 of 3 CI runs sharing one (2026-12-06, cause not confirmed).
   */
  isolate?: boolean;
}

/**
 * Vitest settings shared by every browser-side package: jsdom, the build's defines, and the
 * setup file. The setup file lives here but imports the package's own Testing Library: `dedupe`
 * resolves it from the package's root, so it is the instance the tests use.
 */
export function browserTestConfig({ isolate = false }: BrowserTestOptions = {}) {
  return defineConfig({
    define: { __BUILD_LABEL__: JSON.stringify('') },
    resolve: { dedupe: ['@testing-library/react'] },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      isolate,
      provide: { talentbrugFreshModules: !isolate },
      restoreMocks: true,
      // Room for the setup file's waits on a loaded CI machine (the default is 5 s).
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
    },
  });
}

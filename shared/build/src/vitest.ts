import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest settings shared by every browser-side package: jsdom, the build's defines, and the
 * setup file. The setup file lives here but imports the package's own Testing Library: `dedupe`
 * resolves it from the package's root, so it is the instance the tests use.
 */
export function browserTestConfig() {
  return defineConfig({
    define: { __BUILD_LABEL__: JSON.stringify('') },
    resolve: { dedupe: ['@testing-library/react'] },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Room for the setup file's waits on a loaded CI machine (the default is 5 s).
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
    },
  });
}

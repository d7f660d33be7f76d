import { defineConfig } from 'vitest/config';

/** Vitest settings shared by every browser-side package: jsdom, the build's defines. */
export function browserTestConfig() {
  return defineConfig({
    define: { __BUILD_LABEL__: JSON.stringify('') },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
}

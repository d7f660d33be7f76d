/**
 * The calls vitest-setup.ts makes. Testing Library is not a dependency of this package: the
 * setup file runs inside each browser-side package, whose own copy `dedupe` resolves (vitest.ts).
 */
declare module '@testing-library/react' {
  export function configure(config: { asyncUtilTimeout?: number }): void;
  export function cleanup(): void;
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { federationRuntimeAliases, RUNTIME_PACKAGES } from './federation-runtime.ts';

describe('federationRuntimeAliases', () => {
  const alias = federationRuntimeAliases();

  it('points every runtime package, by name and by its CommonJS entry, at an ES module file', () => {
    for (const name of RUNTIME_PACKAGES) {
      const esm = alias[`${name}$`];
      expect(esm, name).toMatch(/\.m?js$/);
      expect(existsSync(esm ?? ''), esm).toBe(true);
      expect(readFileSync(esm ?? '', 'utf8')).toMatch(/^\s*(?:import|export)\b/m);
    }
    const cjsKeys = Object.keys(alias).filter((key) => !key.endsWith('$'));
    expect(cjsKeys).toHaveLength(RUNTIME_PACKAGES.length);
    for (const key of cjsKeys) expect(key).toMatch(/\.c?js$/);
  });

  it('aliases the CommonJS entry the federation plugin imports: the one its own require finds', () => {
    // @module-federation/rspack resolves the bundler runtime from runtime-tools, with require.
    const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
    const rspackPlugin = createRequire(enhanced).resolve('@module-federation/rspack');
    const tools = createRequire(rspackPlugin).resolve('@module-federation/runtime-tools');
    const bundlerRuntime = createRequire(tools).resolve('@module-federation/webpack-bundler-runtime');
    expect(bundlerRuntime).toMatch(/\.cjs$/);
    expect(alias[bundlerRuntime]).toBe(alias['@module-federation/webpack-bundler-runtime$']);
  });
});

import { describe, expect, it } from 'vitest';
import { kebab } from './rspack.ts';
import { readCatalog, SHARED_SINGLETONS, sharedConfig } from './shared-deps.ts';

describe('sharedConfig', () => {
  const catalog = readCatalog();
  const shared = sharedConfig(catalog);

  it('shares every singleton of the architecture, and the subpaths of react and react-dom', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react/',
        'react-dom',
        'react-dom/',
        'react-router',
        'react-router-dom',
        'zustand',
        '@supabase/supabase-js',
        '@tanstack/react-query',
        'react-toastify',
        '@talentbrug/domain/',
        '@talentbrug/api-client/',
        '@talentbrug/ui/',
      ].sort(),
    );
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });

  it('takes each requiredVersion from the pnpm catalog', () => {
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]?.requiredVersion).toBe(`^${catalog[name]}`);
    }
    expect(shared['react/']?.requiredVersion).toBe(shared.react?.requiredVersion);
  });

  it('pins react-router-dom to v7', () => {
    expect(shared['react-router-dom']?.requiredVersion).toMatch(/^\^7\./);
  });

  it('gives workspace packages a semver range, never a workspace: spec', () => {
    expect(shared['@talentbrug/domain/']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  it('fails loudly when the catalog lacks a singleton', () => {
    const { zustand: _z, ...partial } = catalog;
    expect(() => sharedConfig(partial)).toThrow('zustand');
  });
});

describe('kebab', () => {
  it('turns an exposed module name into the page file name', () => {
    expect(kebab('./DashboardPage')).toBe('dashboard-page');
    expect(kebab('./ForgotPasswordPage')).toBe('forgot-password-page');
  });
});

import { describe, expect, it } from 'vitest';
import { kebab } from './rspack.ts';
import {
  compatibleRange,
  readCatalog,
  SHARED_SINGLETONS,
  sharedConfig,
  sharedVersionOverrides,
} from './shared-deps.ts';

describe('sharedConfig', () => {
  const catalog = readCatalog();
  const shared = sharedConfig(catalog, {});

  it('shares every singleton of the architecture, and the subpaths of react and react-dom', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react/',
        'react-dom',
        'react-dom/',
        'zustand',
        '@supabase/supabase-js',
        '@tanstack/react-query',
        'react-toastify',
        '@talentbrug/domain/',
        '@talentbrug/api-client/',
        '@talentbrug/ui/',
      ].sort(),
    );
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.strictVersion).toBe(true);
    }
  });

  it('takes each version from the pnpm catalog and accepts its whole major', () => {
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]?.version).toBe(catalog[name]);
      expect(shared[name]?.requiredVersion).toBe(`^${catalog[name]?.split('.')[0]}.0.0`);
    }
    expect(shared['react/']?.requiredVersion).toBe(shared.react?.requiredVersion);
  });

  it('leaves react-router to @talentbrug/ui/router, which bundles the parts the apps use (ADR 0008)', () => {
    expect(Object.keys(shared).filter((key) => key.startsWith('react-router'))).toEqual([]);
    expect(shared['@talentbrug/ui/']?.singleton).toBe(true);
  });

  it('gives workspace packages a semver range, never a workspace: spec', () => {
    expect(shared['@talentbrug/domain/']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  it('declares the versions of TALENTBRUG_SHARED_VERSIONS instead, for a build made against others', () => {
    const skewed = sharedConfig(catalog, { react: '20.0.0', '@talentbrug/ui': '1.0.0' });
    expect(skewed.react).toMatchObject({ version: '20.0.0', requiredVersion: '^20.0.0' });
    expect(skewed['react/']).toMatchObject({ version: '20.0.0', requiredVersion: '^20.0.0' });
    expect(skewed['@talentbrug/ui/']).toMatchObject({ version: '1.0.0', requiredVersion: '^1.0.0' });
    expect(skewed.zustand).toEqual(shared.zustand);
  });

  it('fails loudly when the catalog lacks a singleton', () => {
    const { zustand: _z, ...partial } = catalog;
    expect(() => sharedConfig(partial)).toThrow('zustand');
  });
});

describe('compatibleRange', () => {
  it('is the major from 1.0 on, the minor below it (semver caret)', () => {
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('0.1.0')).toBe('^0.1.0');
    expect(compatibleRange('0.0.3')).toBe('^0.0.3');
    expect(() => compatibleRange('latest')).toThrow('not a semver version');
  });
});

describe('sharedVersionOverrides', () => {
  it('reads a JSON object of versions, and nothing when unset', () => {
    expect(sharedVersionOverrides(undefined)).toEqual({});
    expect(sharedVersionOverrides('{"react":"19.4.0"}')).toEqual({ react: '19.4.0' });
  });
  it('refuses what is not a map of versions', () => {
    expect(() => sharedVersionOverrides('["react"]')).toThrow('JSON object');
    expect(() => sharedVersionOverrides('{"react":19}')).toThrow('version string');
    expect(() => sharedVersionOverrides('{"react":"next"}')).toThrow('not a semver version');
  });
});

describe('kebab', () => {
  it('turns an exposed module name into the page file name', () => {
    expect(kebab('./DashboardPage')).toBe('dashboard-page');
    expect(kebab('./ForgotPasswordPage')).toBe('forgot-password-page');
  });
});

import { describe, expect, it } from 'vitest';
import { profileWriteSchema } from '../contracts/profile.ts';
import { bornYearsAgo, FLEUR, FLEUR_DOSSIER, TEST_ATHLETES } from './athletes.ts';

// Vite's import.meta.glob (Vitest runs on Vite): the package has no Node types, and needs none for this.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

/** The source of every app, the shell, the shared packages and the server: what bundles and the server are made of. */
const SOURCES = import.meta.glob(
  [
    '../../../../mfe-*/src/**/*.{ts,tsx}',
    '../../../../shell/src/**/*.{ts,tsx}',
    '../../../*/src/**/*.{ts,tsx}',
    '../../../../server/src/**/*.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** A test, or test support in a `testing/` folder: the only source files that may import the set. */
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/');

describe('the test athletes', () => {
  it.each(TEST_ATHLETES.map((athlete) => [athlete.name, athlete] as const))(
    '%s: the API accepts the profile as it is written',
    (_name, athlete) => {
      expect(athlete.about.length).toBeGreaterThan(0);
      expect(profileWriteSchema.parse(athlete.profile)).toEqual(athlete.profile);
    },
  );

  it('Fleur de Vries is Fleur with her recruiting facts: the facts they share are the same', () => {
    expect(FLEUR_DOSSIER.profile).toMatchObject(FLEUR.profile);
  });

  it('bornYearsAgo: someone that old today, and a valid day at any date', () => {
    const born = bornYearsAgo(17);
    expect(born).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(born.slice(0, 4))).toBe(Number(bornYearsAgo(0).slice(0, 4)) - 17);
    expect(bornYearsAgo(16, 1) > bornYearsAgo(16)).toBe(true);
  });

  it('are imported only by tests and test support, so no bundle and no server carries them', () => {
    const files = Object.keys(SOURCES);
    // The glob reaches every package: an empty or partial match would make this check pass on nothing.
    expect(files.some((path) => path.startsWith('../../../../server/src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('../../../../mfe-athlete/src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('../../../../shell/src/'))).toBe(true);
    expect(files.some((path) => path.startsWith('../../../api-client/src/'))).toBe(true);
    // The test schools (./schools.ts) are held to the same rule.
    const importers = files.filter((path) => /testing\/(athletes|schools)(\.ts)?['"]/.test(SOURCES[path] ?? ''));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((path) => !isTestFile(path))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

// Vite's import.meta.glob (Vitest runs on Vite): the package has no Node types, and needs none for this.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

/** Every source file of the package (tests aside), by its path from src: 'onboarding/steps.ts'. */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.slice(2), text]),
);

/** 'onboarding/../profile/ranges.ts' -> 'profile/ranges.ts'. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

// Type-only imports count: a circle of types still ties the files together for a reader.
const RELATIVE_IMPORT = /\b(?:import|export)\b[^;]*?\bfrom\s*'(\.{1,2}\/[^']+)'|\bimport\s*'(\.{1,2}\/[^']+)'/g;

/** Each file's relative imports within the package, as paths from src. */
function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    const targets = [...text.matchAll(RELATIVE_IMPORT)].map((match) =>
      normalise(`${dir}/${match[1] ?? match[2] ?? ''}`),
    );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles, each as the files in order with the first repeated at the end; none is []. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

/** Every file a file imports, directly or through others. */
function reach(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    for (const next of graph.get(stack.pop() as string) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

const graph = importGraph(SOURCES);

describe('the imports inside @talentbrug/domain', () => {
  it('are read from every source file, type-only and multi-line imports included', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('onboarding/steps.ts')).toContain('profile/ranges.ts');
    expect(graph.get('onboarding/steps.ts')).toContain('onboarding/data.ts');
    expect(graph.get('onboarding/sport-choice.ts')).toContain('profile/options.ts');
    for (const targets of graph.values()) for (const target of targets) expect(SOURCES).toHaveProperty([target]);
  });

  it('find a circle where there is one, however long', () => {
    const sample = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(circles(sample)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      circles(
        importGraph({
          'x/a.ts': "import type { B } from '../y/b.ts';",
          'y/b.ts': "export {\n  a,\n} from '../x/a.ts';",
        }),
      ),
    ).toEqual([['x/a.ts', 'y/b.ts', 'x/a.ts']]);
  });

  it('form no circle (issue 35: the steps and their option lists imported each other)', () => {
    expect(circles(graph)).toEqual([]);
  });

  it("run one way between the profile and the wizard's rules: the profile reaches nothing in onboarding/", () => {
    const profileFiles = [...graph.keys()].filter(
      (file) => file === 'contracts/profile.ts' || file.startsWith('profile/'),
    );
    expect(profileFiles.length).toBeGreaterThan(5);
    for (const file of profileFiles) {
      expect(
        [...reach(graph, file)].filter((target) => target.startsWith('onboarding/')),
        file,
      ).toEqual([]);
    }
  });

  it('keep the route table and the first-paint protocol out of the domain: no file outside contracts/ reaches them (ADR 0021)', () => {
    const isProtocol = (file: string) => file === 'contracts/routes.ts' || file.startsWith('contracts/first-paint/');
    // The walk sees the contracts' own edges: the server render's cookie paths come from the route table.
    expect(graph.get('contracts/first-paint/server-render.ts')).toContain('contracts/routes.ts');
    expect(graph.get('contracts/first-paint/server-render.ts')).toContain('contracts/first-paint/prerender.ts');
    const domainFiles = [...graph.keys()].filter((file) => !file.startsWith('contracts/'));
    expect(domainFiles.length).toBeGreaterThan(50);
    for (const file of domainFiles) expect([...reach(graph, file)].filter(isProtocol), file).toEqual([]);
  });
});

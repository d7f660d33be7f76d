import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classicZodImports, findClassicZodImports } from './zod-imports.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('zod in the browser (ADR 0009)', () => {
  it.each([
    "import { z } from 'zod';",
    "import type { z } from 'zod';",
    'import * as z from "zod";',
    "export { z } from 'zod';",
    "import { z } from 'zod/v4';",
    "import { ZodString } from 'zod/v4/classic/schemas';",
    "import 'zod';",
    "const { z } = await import('zod');",
  ])('flags %s', (source) => {
    expect(classicZodImports(source)).toHaveLength(1);
  });

  it.each([
    "import { z } from 'zod/mini';",
    "import type { $ZodType } from 'zod/v4/core';",
    "import { z } from 'zod/v4/mini';",
    "import { zodLike } from 'zod-like';",
    "import { z } from './zod.ts';",
  ])('allows %s', (source) => {
    expect(classicZodImports(source)).toEqual([]);
  });

  it('no browser source (shell, remotes, domain, api-client, ui; tests aside) imports classic zod', () => {
    const { scanned, offenders } = findClassicZodImports(root);
    // The walk must really see the trees, or an empty result would prove nothing.
    expect(scanned).toContain('shared/domain/src/contracts/profile.ts');
    expect(scanned).toContain('mfe-athlete/src/features/profile/utils/profile-form.ts');
    expect(scanned.some((path) => path.startsWith('shell/src/'))).toBe(true);
    expect(scanned.some((path) => path.endsWith('.test.ts'))).toBe(false);
    expect(offenders).toEqual([]);
  });
});

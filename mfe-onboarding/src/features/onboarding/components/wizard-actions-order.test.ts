import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom lays nothing out, so the stylesheet itself is what is checked: no rule may reorder the row.
const css = readFileSync(join(import.meta.dirname, 'onboarding.module.css'), 'utf8');

/** Every rule whose selector names the wizard's actions row or one of its two buttons. */
const actionRules = () =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => /\.(actions|primaryButton|secondaryButton)\b/.test(selector ?? ''))
    .map(([, selector, body]) => `${selector?.trim()} { ${body?.trim()} }`);

describe("the wizard's 'Vorige stap' and 'Volgende stap'", () => {
  it('show in their DOM order at every width, the order Tab takes (WCAG 2.4.3)', () => {
    expect(actionRules().length).toBeGreaterThan(0);
    for (const rule of actionRules()) expect(rule).not.toMatch(/\border\s*:|row-reverse|column-reverse/);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { analyticsEventBatchSchema } from './contracts/events.ts';
import { createOnboardingSubmitBodySchema } from './contracts/onboarding.ts';
import { profileWriteSchema } from './contracts/profile.ts';
import { exampleOnboardingData } from './onboarding/example.ts';
import { toSubmitBody } from './onboarding/payload.ts';
import { findInvalidText, INVALID_TEXT_MESSAGE, isValidText, type JsonPath, safeJsonValue, safeText } from './text.ts';

/** An independent oracle: encodeURIComponent throws on exactly the unpaired surrogates. */
const wellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

const BAD = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
/** Any Unicode text: every code point, astral ones as surrogate pairs, so well-formed. */
const unicode = fc.string({ unit: 'binary' });
/** Any code units at all, lone surrogates included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });

/** `bad` put in at a code-unit index: also between the halves of a pair, which then stands alone. */
const insertAt = (text: string, at: number, bad: string) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + bad + text.slice(index);
};

describe('isValidText', () => {
  it('takes every well-formed string without NUL, newlines, tabs and other controls included', () => {
    fc.assert(fc.property(unicode, (text) => isValidText(text.replaceAll('\u0000', ''))));
    expect(isValidText('Kampioen 2025\n\t– 🏑 Zoë\r\u000b\u001f\u007f\ufffe')).toBe(true);
  });

  it('refuses any string with a NUL or a lone surrogate put in anywhere', () => {
    fc.assert(fc.property(unicode, fc.nat(), BAD, (text, at, bad) => !isValidText(insertAt(text, at, bad))));
  });

  it('agrees with an independent oracle on arbitrary code units', () => {
    fc.assert(
      fc.property(codeUnits, (text) => isValidText(text) === (!text.includes('\u0000') && wellFormed(text))),
      { numRuns: 2000 },
    );
  });
});

describe('findInvalidText', () => {
  /** JSON with a bad string or key put in at a random place, and that place's expected path. */
  const poisoned = fc
    .tuple(fc.jsonValue(), fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }), BAD)
    .map(([value, keys, bad]) => {
      const clean = JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'string' ? 'x' : v)));
      // A chain of objects ending in the bad string (keys prefixed, so none is `__proto__`).
      let leaf: unknown = `a${bad}`;
      for (const key of [...keys].reverse()) leaf = { [`k${key}`]: leaf };
      return { body: { clean, poisoned: leaf }, path: ['poisoned', ...keys.map((key) => `k${key}`)] as JsonPath };
    });

  it('finds nothing in JSON whose strings are all well-formed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const all: string[] = [];
        JSON.stringify(value, (key, v) => {
          all.push(key);
          if (typeof v === 'string') all.push(v);
          return v;
        });
        expect(findInvalidText(value).length === 0).toBe(all.every(isValidText));
      }),
    );
  });

  it('points at the bad string, and at the object holding a bad key', () => {
    fc.assert(
      fc.property(poisoned, ({ body, path }) => {
        expect(findInvalidText(body)).toEqual([path]);
      }),
    );
    expect(findInvalidText({ a: [{ 'b\u0000': 1 }] })).toEqual([['a', 0]]);
    expect(findInvalidText(['ok', '\ud800', 'x\u0000'], 5)).toEqual([[1], [2]]);
    expect(findInvalidText('\udc00')).toEqual([[]]);
  });

  it('walks a body nested far deeper than the call stack could', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findInvalidText(deep)[0]).toHaveLength(200_000);
  });
});

describe('safeText and safeJsonValue', () => {
  it('accept exactly the valid strings, with the Dutch message, before the field’s own rules', () => {
    const name = safeText().check(z.trim(), z.minLength(1), z.maxLength(5));
    fc.assert(
      fc.property(codeUnits, (text) => {
        const result = safeText().safeParse(text);
        expect(result.success).toBe(isValidText(text));
        if (!result.success)
          expect(result.error.issues).toEqual([expect.objectContaining({ message: INVALID_TEXT_MESSAGE })]);
      }),
    );
    expect(name.parse('  Zoë ')).toBe('Zoë');
    expect(name.safeParse(`${'x'.repeat(10)}\u0000`).error?.issues.map((issue) => issue.message)).toEqual([
      INVALID_TEXT_MESSAGE,
    ]);
  });

  it('check every string and key in free-form JSON', () => {
    expect(safeJsonValue().parse({ club: ['HC 🏑'] })).toEqual({ club: ['HC 🏑'] });
    const result = safeJsonValue().safeParse({ club: ['HC', 'x\ud800'], 'y\u0000': 1 });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [], message: INVALID_TEXT_MESSAGE },
    ]);
  });
});

/** Every string leaf of a JSON value (and the path of each object, for its keys). */
function leaves(value: unknown, path: JsonPath = []): { path: JsonPath; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [];
}

function setAt(value: unknown, path: JsonPath, text: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = text;
  return copy;
}

const firstMessages = (error: z.core.$ZodError) => {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('every request schema refuses such text in each of its strings', () => {
  const NOW = new Date('2026-11-24T12:00:00.000Z');
  const schemas: [string, z.ZodMiniType, unknown][] = [
    [
      'POST /api/events',
      analyticsEventBatchSchema,
      { events: [{ name: 'onboarding_step_completed', sessionId: 'sessie-1', properties: { step: 'sport', n: 2 } }] },
    ],
    [
      'POST /api/profiles, PATCH /api/profiles/me',
      profileWriteSchema,
      {
        first_name: 'Lotte',
        last_name: 'de Vries',
        nationality: 'Nederlandse',
        sport: 'Hockey',
        position: 'Middenveld',
        competition_level: 'hoofdklasse',
        current_team: 'HC Bloemendaal',
        achievements: 'Landskampioen\n2025',
        education_level: 'VWO',
        highlight_video_url: 'https://www.youtube.com/watch?v=abc123',
      },
    ],
    [
      'POST /api/onboarding/submit',
      createOnboardingSubmitBodySchema(() => NOW),
      toSubmitBody(exampleOnboardingData(), { now: NOW }),
    ],
  ];

  for (const [route, schema, valid] of schemas) {
    it(route, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      const strings = leaves(valid);
      fc.assert(
        fc.property(fc.constantFrom(...strings), fc.nat(), BAD, ({ path, text }, at, bad) => {
          const result = schema.safeParse(setAt(valid, path, insertAt(text, at, bad)));
          expect(result.success).toBe(false);
          // Where any other text would do, the athlete reads why this one does not.
          if (schema.safeParse(setAt(valid, path, `${text}x`)).success && result.error) {
            expect(firstMessages(result.error)[path.join('.')]).toBe(INVALID_TEXT_MESSAGE);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('POST /api/events: a property name', () => {
    for (const bad of ['\u0000', '\ud800']) {
      const result = analyticsEventBatchSchema.safeParse({
        events: [{ name: 'onboarding_step_completed', properties: { [`step${bad}`]: 'sport' } }],
      });
      expect(result.error && firstMessages(result.error)).toEqual({ 'events.0.properties': INVALID_TEXT_MESSAGE });
    }
  });
});
